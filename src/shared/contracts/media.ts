import { z } from 'zod';

/**
 * A project's media library: the creator's own photos, clips and sounds. Every file is read from
 * its bytes and probed (size, length, pixels) before it is accepted; each user has a storage quota.
 */

/** The largest file POST /api/projects/{id}/media takes as a plain multipart form. */
export const MEDIA_FORM_MAX_BYTES = 100 * 1024 * 1024;
/** The largest file the resumable upload takes. */
export const MEDIA_RESUMABLE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** The longest clip or sound, as its container states it. */
export const MEDIA_MAX_SECONDS = 2 * 60 * 60;
/** A picture's largest pixel count and side, read from its header before anything is decoded. */
export const MEDIA_IMAGE_MAX_PIXELS = 50_000_000;
export const MEDIA_IMAGE_MAX_SIDE = 20_000;
/** A clip's largest side (8K). */
export const MEDIA_VIDEO_MAX_SIDE = 8192;
/** The storage a user has for media when the operator sets none (MEDIA_QUOTA_BYTES). */
export const MEDIA_DEFAULT_QUOTA_BYTES = 10 * 1024 * 1024 * 1024;

export const mediaKinds = ['image', 'video', 'audio'] as const;
export type MediaKind = (typeof mediaKinds)[number];

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const mediaProblems = {
  notFound: 'Media not found',
  missing: 'Choose a photo, video clip or sound to upload in the `file` field.',
  empty: 'That file is empty.',
  tooLargeForForm: `Files up to ${megabytes(MEDIA_FORM_MAX_BYTES)} MB upload directly; use the resumable upload for larger ones (up to 2 GB).`,
  tooLarge: 'Media files can be up to 2 GB.',
  notMedia:
    'That file is not a photo, video or sound we can use. Upload JPEG, PNG, WebP or AVIF photos, MP4, MOV or WebM clips, or WAV, MP3, M4A, Ogg or FLAC sound.',
  unreadable: 'We could not read this file: it looks damaged, or uses a format we cannot play.',
  codec: 'This clip uses a video format we cannot use. Upload H.264 or HEVC in MP4 or MOV, or VP9 or AV1 in WebM.',
  tooLong: `Clips and sounds can be up to ${MEDIA_MAX_SECONDS / 3600} hours long.`,
  noLength: 'We could not read how long this file is. Save it again from your editor and upload it once more.',
  tooManyPixels: `Pictures can be up to ${MEDIA_IMAGE_MAX_PIXELS / 1_000_000} megapixels (and ${MEDIA_IMAGE_MAX_SIDE.toLocaleString('en-US')} pixels a side).`,
  videoTooLarge: `Clips can be up to ${MEDIA_VIDEO_MAX_SIDE} pixels a side.`,
  quotaFull: (quotaBytes: number) =>
    `Your media storage is full (${formatBytes(quotaBytes)}). Delete media you no longer need, then upload again.`,
} as const;

/** 10 GB, 512 MB, 3 KB: how a quota reads in a message. */
export function formatBytes(bytes: number): string {
  const units = [
    [1024 ** 3, 'GB'],
    [1024 ** 2, 'MB'],
    [1024, 'KB'],
  ] as const;
  const [size, unit] = units.find(([size]) => bytes >= size) ?? [1, 'bytes'];
  return `${Number((bytes / size).toFixed(1))} ${unit}`;
}

export const mediaIdParams = z.object({ id: z.uuid('Media id must be a UUID') });

/** upload: the creator's own file; picture: one of the project's pictures from the gallery or the image engine. */
export const mediaSources = ['upload', 'picture'] as const;

/** One item of a project's media, as POST /api/projects/{id}/media answers it (201) and GET lists it. */
export const mediaItem = z.object({
  id: z.string(),
  source: z.enum(mediaSources),
  kind: z.enum(mediaKinds),
  /** Pixels of a picture or clip; null for sound. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds of a clip or sound, as its container states it; null for a picture. */
  durationSeconds: z.number().nullable(),
  /** A WebP still (a clip's first frame, a picture made small); null for sound. Served to the owner only, with their token. */
  posterUrl: z.string().nullable(),
  /** The file as uploaded; served to the owner only, with their token (byte ranges for players). */
  fileUrl: z.string(),
  /** A clip's frames from ten points of it, side by side (a WebP, each frame 90 pixels high); null for pictures and sounds. */
  filmstripUrl: z.string().nullable(),
  /** The peak (0 to 1) of each of 200 equal stretches of a clip's or sound's audio; null for a picture or a clip without sound. */
  waveform: z.array(z.number().min(0).max(1)).nullable(),
  /** The file's name as it was uploaded (shown back to its owner only); a picture's prompt. */
  name: z.string(),
  /** The captions uploaded beside a clip or sound (POST with `captionsFor`): their file's name and how many words they time; null without. */
  captions: z.object({ name: z.string(), words: z.number().int() }).nullable(),
  /** Of the user's media storage; null for a picture (it is the gallery's). */
  bytes: z.number().int().nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;

/** GET /api/projects/{id}/media: uploads newest first, then the project's pictures, and how much of the user's media storage is used. */
export const projectMediaResponse = z.object({
  media: z.array(mediaItem),
  storage: z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() }),
});
export type ProjectMediaResponse = z.infer<typeof projectMediaResponse>;
