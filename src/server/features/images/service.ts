import { randomInt } from 'node:crypto';
import { imagePixelSize } from '@shared/catalog/images';
import type { GalleryImage, GenerateImagesRequest, GenerateImagesResponse } from '@shared/contracts/images';
import type { AppDeps } from '../../app/deps';
import { EngineError } from '../../providers/engine-error';
import type { ImageEngine, ImageRequest } from '../../providers/image/image-engine';
import { newFileStem, publicFileUrl, type FileStorage } from '../../providers/storage/file-storage';
import type { GeneratedImageRow, UserRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { Entitlements } from '../billing';
import type { PreferencesRepository } from '../preferences';
import type { ProjectService } from '../projects';
import { encodeImage } from './encode-image';
import { enhancePrompt } from './prompt-enhancer';
import { createImageRepository, type NewImageRow } from './repository';

const SEED_LIMIT = 2 ** 31;

function newFileKeys(): { fileKey: string; thumbnailKey: string } {
  const base = newFileStem('images');
  return { fileKey: `${base}.jpeg`, thumbnailKey: `${base}-thumb.webp` };
}

export function toGalleryImage(row: GeneratedImageRow): GalleryImage {
  return {
    id: row.id,
    imageUrl: publicFileUrl(row.fileKey),
    thumbnailUrl: publicFileUrl(row.thumbnailKey),
    prompt: row.prompt,
    enhancedPrompt: row.enhancedPrompt,
    style: row.style,
    quality: row.quality,
    aspectRatio: row.aspectRatio,
    engine: row.engine,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stops the wait at the deadline even for an engine that cannot be interrupted (the offline renderer). */
function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    // Handled even when the signal has already fired: the work's own failure is then nobody's news.
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function createImageService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'heavyWork' | 'metrics' | 'engines'> & {
    images: ImageEngine;
    storage: FileStorage;
    entitlements: Entitlements;
    /** The style memory each generation updates. */
    preferences: PreferencesRepository;
    /** A getter: the project service is built from this one, so it is reached only when a request names a project. */
    projects: () => Pick<ProjectService, 'generateImages'>;
  },
) {
  const repository = createImageRepository(deps.database.db);
  const { preferences } = deps;
  const timeoutMs = deps.config.image.timeoutMs;

  /** `written` collects every key and write, so a failed batch can wait for them and remove them all. */
  async function drawAndStore(
    request: ImageRequest,
    written: { keys: string[]; writes: Promise<unknown>[] },
  ): Promise<Omit<NewImageRow, 'userId' | 'createdAt'>> {
    const encoded = await encodeImage(await deps.images.draw(request));
    // Once the batch is given up, nobody waits for this picture: do not write its files at all.
    request.signal?.throwIfAborted();
    const keys = newFileKeys();
    const write = Promise.all([
      deps.storage.put(keys.fileKey, encoded.jpeg, 'image/jpeg'),
      deps.storage.put(keys.thumbnailKey, encoded.thumbnail, 'image/webp'),
    ]);
    written.keys.push(keys.fileKey, keys.thumbnailKey);
    written.writes.push(write);
    await write;
    return {
      ...keys,
      prompt: request.prompt,
      enhancedPrompt: request.enhancedPrompt,
      style: request.style,
      aspectRatio: request.aspectRatio,
      quality: request.quality,
      lighting: request.lighting,
      composition: request.composition,
      colorPalette: request.colorPalette,
      engine: deps.images.engine,
      width: encoded.width,
      height: encoded.height,
      seed: request.seed,
    };
  }

  /**
   * Draws `count` pictures (seed, seed+1, …), stores each as a JPEG with a WebP thumbnail and
   * records them. All or nothing: if one fails, the files already written are removed.
   */
  async function drawAll(userId: string, input: GenerateImagesRequest, clientGone?: AbortSignal): Promise<GenerateImagesResponse> {
    const enhancedPrompt = enhancePrompt(input);
    const fallbackFrom = deps.engines.fallbackOf('images');
    const size = imagePixelSize(input.aspectRatio, input.quality);
    const firstSeed = input.seed ?? randomInt(SEED_LIMIT);
    const deadline = AbortSignal.timeout(timeoutMs);
    // Aborted when one picture fails, so the others stop before writing files.
    const batch = new AbortController();
    const signal = AbortSignal.any([deadline, batch.signal, ...(clientGone ? [clientGone] : [])]);
    const { count: _count, seed: _seed, ...controls } = input;
    const written = { keys: [] as string[], writes: [] as Promise<unknown>[] };
    let rows: GeneratedImageRow[];
    try {
      const drawn = await Promise.all(
        Array.from({ length: input.count }, (_, index) =>
          withDeadline(
            drawAndStore({ ...controls, ...size, enhancedPrompt, seed: (firstSeed + index) % SEED_LIMIT, signal }, written),
            signal,
          ),
        ),
      );
      const createdAt = deps.clock.now();
      rows = await repository.insert(drawn.map((image) => ({ ...image, userId, createdAt })));
    } catch (error) {
      // All or nothing: stop the pictures not yet written, let the writes under way finish, remove them all.
      batch.abort();
      await Promise.allSettled(written.writes);
      await Promise.all(written.keys.map((key) => deps.storage.remove(key)));
      if (deadline.aborted && !clientGone?.aborted) {
        throw new EngineError('timeout', 'Generation timeout: the image engine took too long. Try fewer images at once.');
      }
      throw error;
    }
    const images = rows.map((row) => ({
      id: row.id,
      url: publicFileUrl(row.fileKey),
      thumbnailUrl: publicFileUrl(row.thumbnailKey),
      enhancedPrompt: row.enhancedPrompt,
      engine: row.engine,
      width: row.width,
      height: row.height,
    }));
    return {
      imageUrls: images.map((image) => image.url),
      images,
      enhancedPrompt,
      engine: deps.images.engine,
      ...(fallbackFrom ? { fallbackFrom } : {}),
    };
  }

  /**
   * The whole use case: one of the user's places, then one of the instance's (heavy-work.ts; taken
   * before the allowance, so that a request refused for being one too many never holds part of the
   * allowance, even for a moment), all `count` pictures
   * reserved from the plan's allowance (402 if they do not fit; given back if drawing
   * fails), the pictures drawn and stored, and the style memory updated.
   */
  async function draw(user: UserRow, input: GenerateImagesRequest, clientGone?: AbortSignal): Promise<GenerateImagesResponse> {
    const result = await deps.heavyWork.run(user.id, 'image', () =>
      deps.entitlements.withReservation(
        user,
        'image',
        input.count,
        () =>
          deps.metrics.timeGeneration(
            'image',
            deps.images.engine,
            () => drawAll(user.id, input, clientGone),
            (drawn) => drawn,
          ),
        deps.images.engine,
      ),
    );
    // The server keeps the memory right even for clients that never send it (spec §4).
    await preferences.recordGeneration(user.id, input.style, input.prompt);
    return result;
  }

  /** POST /api/images/generate: with a projectId the pictures are also used in that project (its room checked first). */
  async function generate(user: UserRow, input: GenerateImagesRequest, clientGone?: AbortSignal): Promise<GenerateImagesResponse> {
    const { projectId, ...request } = input;
    return projectId ? deps.projects().generateImages(user, projectId, request, clientGone) : draw(user, request, clientGone);
  }

  async function gallery(userId: string, query: { page: number; limit: number; search?: string | undefined }) {
    const search = query.search || undefined;
    // Read first: an empty library, or a page past its end, needs no other read (a search counts its matches unless nothing is there).
    const total = await repository.total(userId);
    const nothingToRead = search ? total === 0 : (query.page - 1) * query.limit >= total;
    const { rows, matched } = nothingToRead
      ? { rows: [], matched: search ? 0 : null }
      : await repository.page(userId, { ...query, search });
    // The first page of the whole library starts with its newest image; a search or a later page may not.
    let latestAt = rows[0]?.createdAt ?? null;
    if ((search || query.page > 1) && total > 0) latestAt = await repository.latestAt(userId);
    const shown = matched ?? total;
    return {
      images: rows.map(toGalleryImage),
      pagination: { page: query.page, total: shown, totalPages: Math.ceil(shown / query.limit) },
      // Totals describe the library; the pagination counts what the search matched.
      library: { total, latestAt: latestAt?.toISOString() ?? null },
    };
  }

  /** Deletes the user's image with its files; 404 when they have no such image. */
  async function remove(userId: string, id: string): Promise<void> {
    const row = await repository.deleteOwned(userId, id);
    if (!row) throw notFound('Image not found');
    await Promise.all([deps.storage.remove(row.fileKey), deps.storage.remove(row.thumbnailKey)]);
  }

  /** `draw`: pictures for a caller that keeps them itself (a project's), without a project of their own. */
  return { generate, draw, gallery, remove };
}

export type ImageService = ReturnType<typeof createImageService>;
