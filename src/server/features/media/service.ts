import { readFile } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import { z } from 'zod';
import {
  MEDIA_FORM_MAX_BYTES,
  MEDIA_RESUMABLE_MAX_BYTES,
  mediaProblems,
  type MediaItem,
  type ProjectMediaResponse,
} from '@shared/contracts/media';
import { projectProblems } from '@shared/contracts/projects';
import type { AppDeps } from '../../app/deps';
import type { GeneratedImageRow, MediaFileRow } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/http-error';
import type { FileUpload } from '../../http/read-file-upload';
import { newFileStem, publicFileUrl, type RequestedRange, type StoredFile } from '../../providers/storage/file-storage';
import type { FfmpegBinaries } from '../../providers/video/ffmpeg-binaries';
import { inspectMedia, makeFilmstrip, makePoster, makeWaveform, type InspectedMedia } from './inspect-media';
import { CAPTIONS_MAX_BYTES, SHORTS_WORDS_MAX, shortsProblems } from '@shared/contracts/shorts';
import { readCaptionsOffThread } from './captions-file';
import type { MediaRepository, MediaRow } from './repository';
import type { MediaPart, MediaUrls } from './signed-urls';

/** A file on this server's disk, complete, waiting to be accepted into a project's media (a form's file, a finished resumable upload). */
export interface ArrivedFile {
  path: string;
  name: string;
  bytes: number;
  /** Its first bytes, to read its format from. */
  head: Buffer;
}

/** The file name and type each container is stored and served under. */
const storedAs: Record<InspectedMedia['container'], { extension: string; type: string; soundType?: string }> = {
  jpeg: { extension: 'jpeg', type: 'image/jpeg' },
  png: { extension: 'png', type: 'image/png' },
  webp: { extension: 'webp', type: 'image/webp' },
  avif: { extension: 'avif', type: 'image/avif' },
  heif: { extension: 'heic', type: 'image/heic' },
  mp4: { extension: 'mp4', type: 'video/mp4', soundType: 'audio/mp4' },
  webm: { extension: 'webm', type: 'video/webm', soundType: 'audio/webm' },
  wav: { extension: 'wav', type: 'audio/wav' },
  mp3: { extension: 'mp3', type: 'audio/mpeg' },
  m4a: { extension: 'm4a', type: 'audio/mp4' },
  ogg: { extension: 'ogg', type: 'audio/ogg' },
  flac: { extension: 'flac', type: 'audio/flac' },
};

const contentTypeOf = (row: Pick<MediaFileRow, 'kind' | 'container'>) => {
  const stored = storedAs[row.container as InspectedMedia['container']];
  if (!stored) return 'application/octet-stream';
  return row.kind === 'audio' ? (stored.soundType ?? stored.type) : stored.type;
};

/** A picture's prompt is its name, cut to this many characters. */
const PICTURE_NAME_MAX = 80;

/** Tries for an upload slot for a finished resumable upload: about a minute at the slots' Retry-After. */
const SLOT_ATTEMPTS = 12;

const mediaMissing = () => notFound(mediaProblems.notFound, 'MEDIA_NOT_FOUND');
const projectMissing = () => notFound(projectProblems.notFound);

/**
 * A project's media library (DESIGN.md §7): photos, clips and sounds the creator uploads. Each file
 * is read from its bytes and checked from its header or container before anything is decoded, then
 * its poster is made off the event loop (sharp's threads, a limited ffmpeg), its bytes reserved of
 * the owner's quota and it is stored under a key that names the owner; whatever fails on the way
 * leaves nothing behind.
 */
export function createMediaService(
  deps: Pick<AppDeps, 'storage' | 'heavyWork' | 'video' | 'log'> & {
    media: MediaRepository;
    quotaBytes: number;
    urls: MediaUrls;
    /** The project's pictures from the gallery and the image engine, in the order they were added. */
    pictures: (userId: string, projectId: string) => Promise<GeneratedImageRow[]>;
  },
) {
  const { media, storage, quotaBytes, urls } = deps;

  /** The file and poster at signed addresses (signed-urls.ts): a page shows and plays them without the token. */
  const itemOf = (row: MediaRow): MediaItem => ({
    id: row.id,
    source: 'upload',
    kind: row.kind,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    posterUrl: row.posterKey ? urls.url(row.userId, row.id, 'poster') : null,
    fileUrl: urls.url(row.userId, row.id, 'file'),
    filmstripUrl: row.filmstripKey ? urls.url(row.userId, row.id, 'filmstrip') : null,
    waveform: row.waveform,
    captions: row.captions,
    name: row.name,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
  });

  async function binaries(): Promise<FfmpegBinaries> {
    const found = await deps.video();
    if (!found) throw new HttpError(503, 'MEDIA_UNAVAILABLE', 'Clips and sounds need ffmpeg, which was not found on this server.');
    return found;
  }

  const quotaFull = () => new HttpError(413, 'MEDIA_QUOTA_FULL', mediaProblems.quotaFull(quotaBytes));

  async function removeFiles(row: Pick<MediaFileRow, 'fileKey' | 'posterKey' | 'filmstripKey'>): Promise<void> {
    const keys = [row.fileKey, row.posterKey, row.filmstripKey].filter((key): key is string => key !== null);
    const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
    if (results.some((result) => result.status === 'rejected')) deps.log.warn({ keys }, 'media files could not be removed from storage');
  }

  /** Refuses what cannot fit before any work: a project that is not the user's, bytes beyond the quota. */
  async function assertRoom(userId: string, projectId: string, bytes: number): Promise<void> {
    if (!(await media.ownsProject(userId, projectId))) throw projectMissing();
    if ((await media.usedBytes(userId)) + bytes > quotaBytes) throw quotaFull();
  }

  async function previewOrNull<T>(what: string, making: Promise<T>): Promise<T | null> {
    try {
      return await making;
    } catch (error) {
      deps.log.warn({ err: error }, `a media ${what} could not be made`);
      return null;
    }
  }

  /**
   * Accepts a complete file into the project's media: inspected, its poster made, its bytes reserved
   * of the quota (under the user's lock, so parallel uploads cannot pass it together), then stored.
   * The caller removes its local file afterwards, however this ends.
   */
  async function accept(userId: string, projectId: string, file: ArrivedFile): Promise<MediaItem> {
    await assertRoom(userId, projectId, file.bytes);
    const inspected = await inspectMedia(file.path, file.head, binaries);
    const poster = await makePoster(file.path, inspected, binaries);
    // Made while the file is on this disk (a job would fetch up to 2 GB again), one after the other
    // in the user's upload slot. The poster showed the file decodes; a preview that still fails
    // only leaves the trim control without it.
    const filmstrip = await previewOrNull('filmstrip', makeFilmstrip(file.path, inspected, binaries));
    const waveform = await previewOrNull('waveform', makeWaveform(file.path, inspected, binaries));
    const stem = newFileStem(`media/${userId}`);
    const reserved = await media.reserve(
      userId,
      projectId,
      {
        kind: inspected.kind,
        name: file.name || 'media',
        container: inspected.container,
        bytes: file.bytes,
        width: inspected.width,
        height: inspected.height,
        durationSeconds: inspected.durationSeconds,
        fileKey: `${stem}.${storedAs[inspected.container].extension}`,
        posterKey: poster ? `${stem}-poster.webp` : null,
        filmstripKey: filmstrip ? `${stem}-filmstrip.webp` : null,
        waveform,
      },
      quotaBytes,
    );
    if (reserved === undefined) throw projectMissing();
    if (reserved === 'full') throw quotaFull();
    try {
      await storage.putFile(reserved.fileKey, file.path, contentTypeOf(reserved));
      if (poster && reserved.posterKey) await storage.put(reserved.posterKey, poster, 'image/webp');
      if (filmstrip && reserved.filmstripKey) await storage.put(reserved.filmstripKey, filmstrip, 'image/webp');
      const ready = await media.markReady(reserved.id);
      // The project was deleted while the files were stored: they go too.
      if (!ready) throw projectMissing();
      return itemOf({ ...ready, captions: null });
    } catch (error) {
      await media.release(reserved.id);
      await removeFiles(reserved);
      throw error;
    }
  }

  /**
   * Captions (SRT or VTT) kept beside one of the project's clips or sounds, read into timed words;
   * the answer is that medium, naming its captions. Plain text, so never probed as media.
   */
  async function keepCaptions(userId: string, projectId: string, mediaId: string, file: ArrivedFile): Promise<MediaItem> {
    const target = await media.find(userId, mediaId);
    if (!target || target.projectId !== projectId || target.kind === 'image') {
      throw badRequest(shortsProblems.captionsTarget, 'CAPTIONS_TARGET_NOT_FOUND');
    }
    if (file.bytes > CAPTIONS_MAX_BYTES) throw new HttpError(413, 'CAPTIONS_TOO_LARGE', shortsProblems.captionsTooLarge);
    const bytes = await readFile(file.path);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw badRequest(shortsProblems.captionsNotText, 'NOT_CAPTIONS');
    }
    const read = await readCaptionsOffThread(text);
    if (!read) throw badRequest(shortsProblems.captionsNotText, 'NOT_CAPTIONS');
    if (read.words.length === 0) throw badRequest(shortsProblems.captionsEmpty, 'NOT_CAPTIONS');
    if (read.words.length > SHORTS_WORDS_MAX) throw badRequest(shortsProblems.captionsTooManyWords, 'CAPTIONS_TOO_LONG');
    const name = file.name || 'captions';
    if (!(await media.keepCaptions(userId, mediaId, { name, ...read })))
      throw badRequest(shortsProblems.captionsTarget, 'CAPTIONS_TARGET_NOT_FOUND');
    return itemOf({ ...target, captions: { name, words: read.words.length } });
  }

  return {
    quotaBytes,

    /**
     * A photo, clip or sound uploaded into a project as a form (201): refused before its body is read
     * when the project is not the user's or their upload slots are taken, as it arrives beyond
     * MEDIA_FORM_MAX_BYTES, then accepted as `accept` says. With `captionsFor` the file is that
     * medium's captions (keepCaptions).
     */
    async upload(userId: string, projectId: string, readUpload: (maxBytes: number) => Promise<FileUpload>): Promise<MediaItem> {
      if (!(await media.ownsProject(userId, projectId))) throw projectMissing();
      return deps.heavyWork.run(userId, 'media', async () => {
        const upload = await readUpload(MEDIA_FORM_MAX_BYTES);
        try {
          const { captionsFor } = upload.fields;
          if (captionsFor !== undefined) {
            if (!z.uuid().safeParse(captionsFor).success) throw badRequest(shortsProblems.captionsTarget, 'CAPTIONS_TARGET_NOT_FOUND');
            return await keepCaptions(userId, projectId, captionsFor, upload);
          }
          return await accept(userId, projectId, upload);
        } finally {
          await upload.discard();
        }
      });
    },

    /**
     * Whether a resumable upload of `bytes` into the project may start: the project is the user's
     * (404), the file is not empty (400), at most MEDIA_RESUMABLE_MAX_BYTES (413) and fits in the user's quota (413).
     */
    async admitResumable(userId: string, projectId: string, bytes: number): Promise<void> {
      if (bytes === 0) throw badRequest(mediaProblems.empty, 'NO_FILE');
      if (bytes > MEDIA_RESUMABLE_MAX_BYTES) throw new HttpError(413, 'MEDIA_TOO_LARGE', mediaProblems.tooLarge);
      await assertRoom(userId, projectId, bytes);
    },

    /**
     * A finished resumable upload, accepted as a form's file is, in one of the user's upload slots:
     * waited for a while rather than refused (the file has arrived; refusing it would mean sending
     * it all again).
     */
    async acceptResumable(userId: string, projectId: string, file: ArrivedFile): Promise<MediaItem> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await deps.heavyWork.run(userId, 'media', () => accept(userId, projectId, file));
        } catch (error) {
          const busy = error instanceof HttpError && (error.code === 'MEDIA_UPLOAD_IN_PROGRESS' || error.code === 'SERVER_BUSY');
          if (!busy || attempt >= SLOT_ATTEMPTS) throw error;
          await setTimeout((error.details.retryAfterSeconds ?? 1) * 1000);
        }
      }
    },

    /** The project's uploads, newest first, then its pictures (in the order they were added), and the user's storage. */
    async list(userId: string, projectId: string): Promise<ProjectMediaResponse> {
      const rows = await media.list(userId, projectId);
      if (!rows) throw projectMissing();
      const pictures = (await deps.pictures(userId, projectId)).map((image): MediaItem => ({
        id: image.id,
        source: 'picture',
        kind: 'image',
        width: image.width,
        height: image.height,
        durationSeconds: null,
        posterUrl: publicFileUrl(image.thumbnailKey),
        fileUrl: publicFileUrl(image.fileKey),
        filmstripUrl: null,
        waveform: null,
        captions: null,
        name: image.prompt.length > PICTURE_NAME_MAX ? `${image.prompt.slice(0, PICTURE_NAME_MAX - 1)}…` : image.prompt,
        bytes: null,
        createdAt: image.createdAt.toISOString(),
      }));
      return { media: [...rows.map(itemOf), ...pictures], storage: { usedBytes: await media.usedBytes(userId), quotaBytes } };
    },

    /** The project's photos as stored (oldest first, the order they were added): the publish package holds them. */
    async photos(userId: string, projectId: string): Promise<Array<{ key: string; name: string }>> {
      const rows = (await media.list(userId, projectId)) ?? [];
      return rows
        .filter((row) => row.kind === 'image')
        .reverse()
        .map((row) => ({ key: row.fileKey, name: row.name }));
    },

    /** Deletes the media's row and its stored files. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await media.remove(userId, id);
      if (!row) throw mediaMissing();
      await removeFiles(row);
    },

    /**
     * The file, poster or filmstrip, to its owner (signed in) or at a signed address; 404 for anything else,
     * an address tampered with or expired alike.
     */
    async read(
      reader: { userId: string } | { address: { owner: string; expires: number; signature: string } },
      id: string,
      which: MediaPart,
      range?: RequestedRange,
    ): Promise<{ file: StoredFile; contentType: string }> {
      const userId = 'userId' in reader ? reader.userId : reader.address.owner;
      if ('address' in reader && !urls.valid({ ...reader.address, id, part: which })) throw mediaMissing();
      const row = await media.find(userId, id);
      const key = row && { file: row.fileKey, poster: row.posterKey, filmstrip: row.filmstripKey }[which];
      const file = key ? await storage.get(key, range) : undefined;
      if (!row || !file) throw mediaMissing();
      return { file, contentType: which === 'file' ? contentTypeOf(row) : 'image/webp' };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
