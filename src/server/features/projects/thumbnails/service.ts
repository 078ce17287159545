import { createHash, randomUUID } from 'node:crypto';
import {
  THUMBNAILS_KEPT,
  THUMBNAIL_TEXT_MAX_LENGTH,
  THUMBNAIL_VARIANTS,
  thumbnailLayoutIds,
  thumbnailPaletteIds,
  type ThumbnailLayoutId,
  type ThumbnailPaletteId,
} from '@shared/catalog/thumbnails';
import { projectProblems, type CreateThumbnailsInput, type ProjectThumbnail } from '@shared/contracts/projects';
import type { GeneratedImageRow, UserRow } from '../../../db/schema';
import type { AppDeps } from '../../../app/deps';
import { notFound } from '../../../http/http-error';
import { newFileStem } from '../../../providers/storage/file-storage';
import type { Entitlements } from '../../billing';
import { toThumbnail } from '../service';
import { readableLook, renderThumbnail } from './render';
import { loadTitleFaces } from './title-layout';
import { createThumbnailRepository } from './repository';
import { clipAtWord } from '@shared/clip-text';

export interface ThumbnailLook {
  palette: ThumbnailPaletteId;
  layout: ThumbnailLayoutId;
}

/**
 * The looks of one batch. Given neither, the variants differ in both layout and palette (the
 * palettes start at a place the seed picks, so a new batch brings other pairings); given one,
 * they vary the other; given both, they share the look and differ in background (the drawn
 * shapes, or the picture's grade).
 */
export function variantLooks(input: Pick<CreateThumbnailsInput, 'palette' | 'layout'>, seed: number): ThumbnailLook[] {
  const start = seed % thumbnailPaletteIds.length;
  const paletteAt = (index: number) => thumbnailPaletteIds[(start + index) % thumbnailPaletteIds.length]!;
  // Three layouts for three variants: each appears once.
  const layoutAt = (index: number) => thumbnailLayoutIds[index % thumbnailLayoutIds.length]!;
  return Array.from({ length: THUMBNAIL_VARIANTS }, (_, index) => ({
    palette: input.palette ?? paletteAt(index),
    layout: input.layout ?? layoutAt(index),
  }));
}

/** A whole number from the batch's id: the seed of its drawn backgrounds and palette order. */
const seedOf = (batchId: string) => createHash('sha256').update(batchId).digest().readUInt32BE(0);

const projectMissing = () => notFound(projectProblems.notFound);
const imageMissing = () => notFound(projectProblems.imageNotFound, 'IMAGE_NOT_FOUND');
const thumbnailMissing = () => notFound(projectProblems.thumbnailNotFound, 'THUMBNAIL_NOT_FOUND');

/**
 * A project's thumbnails: three variants at a time over the project's picture (or a drawn
 * background), one of them chosen, the oldest unchosen ones making way beyond THUMBNAILS_KEPT.
 * Making them is gated by the trial or plan like SEO (not counted), and is heavy work (one of the
 * user's places, then the instance's), since it is seconds of CPU.
 */
export function createThumbnailService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'heavyWork'> & { entitlements: Entitlements },
) {
  const repository = createThumbnailRepository(deps.database.db, deps.clock);
  const { storage } = deps;

  /** The stored bytes of a gallery image; undefined when its file is gone. */
  async function pictureOf(image: GeneratedImageRow): Promise<Buffer | undefined> {
    const file = await storage.get(image.fileKey);
    return file ? Buffer.concat(await file.body.toArray()) : undefined;
  }

  /** Removing a file that is already gone is fine; one that cannot be removed is left behind rather than failing the request. */
  const removeFiles = (keys: string[]) => Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));

  /** Every thumbnail route names a project of the user's first: 404 'Project not found' otherwise. */
  async function ownedList(userId: string, projectId: string) {
    const rows = await repository.list(userId, projectId);
    if (!rows) throw projectMissing();
    return rows;
  }

  return {
    /** Draws three variants and keeps them in the project; answers the new ones, in variant order. */
    async create(user: UserRow, projectId: string, input: CreateThumbnailsInput): Promise<ProjectThumbnail[]> {
      const project = await repository.project(user.id, projectId);
      if (!project) throw projectMissing();
      deps.entitlements.assertActive(user);

      // A named image must be one of the user's own; null asks for a drawn background; otherwise the
      // project's first image, if it has one.
      let image: GeneratedImageRow | undefined;
      let picture: Buffer | undefined;
      if (input.imageId) {
        image = await repository.image(user.id, input.imageId);
        picture = image && (await pictureOf(image));
        if (!picture) throw imageMissing();
      } else if (input.imageId !== null && project.firstImage) {
        picture = await pictureOf(project.firstImage);
        image = picture ? project.firstImage : undefined;
      }

      const text = input.text ?? clipAtWord(project.title, THUMBNAIL_TEXT_MAX_LENGTH);
      const batchId = randomUUID();
      const seed = seedOf(batchId);
      // The title's layout is work too (an 80-character CJK title takes 150–200 ms): it waits for the user's share.
      const { looks, rendered } = await deps.heavyWork.run(user.id, 'thumbnail', async () => {
        const faces = await loadTitleFaces(text);
        const looks = variantLooks(input, seed).map((look) => readableLook(look, text, faces));
        return {
          looks,
          rendered: await Promise.all(looks.map((look, index) => renderThumbnail({ ...look, text, picture, seed: seed + index }))),
        };
      });

      const keys = rendered.map(() => `${newFileStem('thumbnails')}.jpeg`);
      let kept: Awaited<ReturnType<typeof repository.addBatch>>;
      try {
        await Promise.all(rendered.map((thumbnail, index) => storage.put(keys[index]!, thumbnail.jpeg, 'image/jpeg')));
        kept = await repository.addBatch(
          user.id,
          projectId,
          batchId,
          rendered.map((thumbnail, index) => ({
            variant: index,
            text,
            imageId: image?.id ?? null,
            palette: looks[index]!.palette,
            layout: looks[index]!.layout,
            fileKey: keys[index]!,
            width: thumbnail.width,
            height: thumbnail.height,
            sizeBytes: thumbnail.jpeg.length,
          })),
          THUMBNAILS_KEPT,
        );
      } catch (error) {
        await removeFiles(keys);
        throw error;
      }
      // The project was deleted while the pictures were drawn: nothing to keep them in.
      if (!kept) {
        await removeFiles(keys);
        throw projectMissing();
      }
      await removeFiles(kept.removed.map((row) => row.fileKey));
      return kept.added.map(toThumbnail);
    },

    async list(userId: string, projectId: string): Promise<ProjectThumbnail[]> {
      return (await ownedList(userId, projectId)).map(toThumbnail);
    },

    /** Makes one thumbnail the project's chosen one (every other is unchosen); answers them all. */
    async choose(userId: string, projectId: string, thumbnailId: string): Promise<ProjectThumbnail[]> {
      const result = await repository.choose(userId, projectId, thumbnailId);
      if (result === 'no-project') throw projectMissing();
      if (result === 'no-thumbnail') throw thumbnailMissing();
      return result.map(toThumbnail);
    },

    /** Deletes one thumbnail and its file. */
    async remove(userId: string, projectId: string, thumbnailId: string): Promise<void> {
      const result = await repository.remove(userId, projectId, thumbnailId);
      if (result === 'no-project') throw projectMissing();
      if (result === 'no-thumbnail') throw thumbnailMissing();
      await removeFiles([result.fileKey]);
    },
  };
}

export type ThumbnailService = ReturnType<typeof createThumbnailService>;
