import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  MEDIA_IMAGE_MAX_PIXELS,
  MEDIA_IMAGE_MAX_SIDE,
  MEDIA_MAX_SECONDS,
  MEDIA_VIDEO_MAX_SIDE,
  mediaProblems,
  type MediaKind,
} from '@shared/contracts/media';
import { badRequest } from '../../http/http-error';
import type { FfmpegBinaries } from '../../providers/video/ffmpeg-binaries';
import { extractFilmstrip, measureWaveform } from '../../providers/video/media-previews';
import { extractPosterFrame, POSTER_SIDE } from '../../providers/video/poster-frame';
import { probeMedia, sniffMediaContainer, type ImageContainer, type MediaContainer } from '../../providers/video/probe-media';

/** What an upload was found to be, from its bytes and its header or container only (nothing decoded yet). */
export interface InspectedMedia {
  kind: MediaKind;
  /** The container its bytes named. */
  container: MediaContainer['container'];
  /** ffmpeg's demuxer for a clip or sound (forced whenever the file is read again). */
  demuxer: string | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  /** Whether a clip or sound has an audio stream (a waveform is made of it). */
  hasSound: boolean;
  /** How long a clip's pictures last: its video stream's length where the container states it, else the file's. */
  pictureSeconds: number | null;
}

/** The video codecs each movie container may carry (DESIGN.md §7: MP4/MOV H.264/HEVC, WebM VP9/AV1). */
const clipCodecs: Record<string, readonly string[]> = { mp4: ['h264', 'hevc'], webm: ['vp9', 'av1'] };

/** sharp's names of the picture formats each sniffed container may be. */
const imageFormats: Record<ImageContainer, readonly string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  webp: ['webp'],
  avif: ['heif', 'avif'],
  heif: ['heif'],
};

/** A picture that is more pixels than the studio takes, or whose header says nothing of its size. */
const tooManyPixels = () => badRequest(mediaProblems.tooManyPixels, 'MEDIA_TOO_MANY_PIXELS');
const unreadable = () => badRequest(mediaProblems.unreadable, 'MEDIA_UNREADABLE');

/** Pixels a poster decode may open: the bound on every picture, so sharp never decodes more. */
const decodeLimit = { limitInputPixels: MEDIA_IMAGE_MAX_PIXELS } as const;

/** A picture's size from its header alone (sharp's metadata does not decode), turned upright as EXIF says. */
async function inspectImage(file: string, container: ImageContainer): Promise<InspectedMedia> {
  // No pixel limit on reading the header: the bound below is ours, with its own message.
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !imageFormats[container].includes(metadata.format)) throw unreadable();
  const { width, height } = metadata;
  if (!width || !height || width > MEDIA_IMAGE_MAX_SIDE || height > MEDIA_IMAGE_MAX_SIDE || width * height > MEDIA_IMAGE_MAX_PIXELS) {
    throw tooManyPixels();
  }
  const quarterTurned = (metadata.orientation ?? 1) >= 5;
  return {
    kind: 'image',
    container,
    demuxer: null,
    width: quarterTurned ? height : width,
    height: quarterTurned ? width : height,
    durationSeconds: null,
    hasSound: false,
    pictureSeconds: null,
  };
}

/** A clip's or sound's streams and length from its container, read by ffprobe with the demuxer its bytes named. */
async function inspectMovie(
  binaries: FfmpegBinaries,
  file: string,
  sniffed: Extract<MediaContainer, { kind: 'video-or-audio' }>,
  signal?: AbortSignal,
): Promise<InspectedMedia> {
  const probe = await probeMedia(binaries, file, { demuxer: sniffed.demuxer, ...(signal ? { signal } : {}) }).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw unreadable();
  });
  const clip = probe.streams.find((stream) => stream.type === 'video' && !stream.attachedPicture);
  const sound = probe.streams.find((stream) => stream.type === 'audio');
  if (!clip && !sound) throw badRequest(mediaProblems.notMedia, 'NOT_MEDIA');
  if (clip) {
    if (!clipCodecs[sniffed.container]?.includes(clip.codec)) throw badRequest(mediaProblems.codec, 'MEDIA_CODEC');
    if (!clip.width || !clip.height || clip.width > MEDIA_VIDEO_MAX_SIDE || clip.height > MEDIA_VIDEO_MAX_SIDE) {
      throw badRequest(mediaProblems.videoTooLarge, 'MEDIA_TOO_MANY_PIXELS');
    }
  }
  if (probe.durationSeconds > MEDIA_MAX_SECONDS) throw badRequest(mediaProblems.tooLong, 'MEDIA_TOO_LONG');
  if (!(probe.durationSeconds > 0)) throw badRequest(mediaProblems.noLength, 'MEDIA_NO_LENGTH');
  return {
    kind: clip ? 'video' : 'audio',
    container: sniffed.container,
    demuxer: sniffed.demuxer,
    width: clip?.width ?? null,
    height: clip?.height ?? null,
    durationSeconds: probe.durationSeconds,
    hasSound: sound !== undefined,
    pictureSeconds: clip ? Math.min(clip.durationSeconds ?? probe.durationSeconds, probe.durationSeconds) : null,
  };
}

/**
 * What an upload is, read from its first bytes (never its name or declared type) and checked from
 * its header or container before anything is decoded: a picture's pixels (a 30,000 × 30,000 bomb is
 * refused here), a clip's codec and size, a clip's or sound's length. A 400 with the reason otherwise.
 * `binaries` is asked for only when the file is a clip or sound.
 */
export async function inspectMedia(
  file: string,
  head: Buffer,
  binaries: () => Promise<FfmpegBinaries>,
  signal?: AbortSignal,
): Promise<InspectedMedia> {
  const sniffed = sniffMediaContainer(head);
  if (!sniffed) throw badRequest(mediaProblems.notMedia, 'NOT_MEDIA');
  if (sniffed.kind === 'image') return inspectImage(file, sniffed.container);
  return inspectMovie(await binaries(), file, sniffed, signal);
}

/** A WebP at most POSTER_SIDE a side of a picture on disk, made by sharp (on libvips' threads). */
async function posterOf(picture: string): Promise<Buffer> {
  try {
    return await sharp(picture, decodeLimit)
      .rotate()
      .resize(POSTER_SIDE, POSTER_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/**
 * The media's poster, a WebP at most POSTER_SIDE a side, made off the event loop: a picture made
 * small by sharp, a clip's frame decoded by a limited ffmpeg child process (into a folder of its
 * own, removed after). A file whose pictures cannot be decoded (a clip whose header lies, a HEIC
 * this build cannot read) is refused here with a 400. null for sound.
 */
export async function makePoster(
  file: string,
  media: InspectedMedia,
  binaries: () => Promise<FfmpegBinaries>,
  signal?: AbortSignal,
): Promise<Buffer | null> {
  if (media.kind === 'audio') return null;
  if (media.kind === 'image') return posterOf(file);
  return inScratchFolder('genesis-poster-', async (folder) => {
    const frame = join(folder, 'frame.png');
    const extract = async (atSeconds: number) =>
      extractPosterFrame(await binaries(), { file, demuxer: media.demuxer!, atSeconds }, frame, signal);
    // A second in (past a fade from black), or the first frame when the pictures end sooner than
    // the container says (a WebM states no length for its streams).
    await extract(Math.min(1, (media.pictureSeconds ?? 0) / 10))
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'AbortError') throw error;
        return extract(0);
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'AbortError') throw error;
        throw unreadable();
      });
    return posterOf(frame);
  });
}

/** A clip's filmstrip as a WebP (media-previews.ts), made by a limited ffmpeg and sharp; null for a picture or sound. */
export async function makeFilmstrip(
  file: string,
  media: InspectedMedia,
  binaries: () => Promise<FfmpegBinaries>,
  signal?: AbortSignal,
): Promise<Buffer | null> {
  if (media.kind !== 'video') return null;
  return inScratchFolder('genesis-filmstrip-', async (folder) => {
    const strip = join(folder, 'filmstrip.png');
    await extractFilmstrip(await binaries(), { file, demuxer: media.demuxer!, durationSeconds: media.pictureSeconds! }, strip, signal);
    return sharp(strip).webp({ quality: 70 }).toBuffer();
  });
}

/** A clip's or sound's waveform (media-previews.ts); null for a picture or a clip without sound. */
export async function makeWaveform(
  file: string,
  media: InspectedMedia,
  binaries: () => Promise<FfmpegBinaries>,
  signal?: AbortSignal,
): Promise<number[] | null> {
  if (!media.hasSound) return null;
  return measureWaveform(await binaries(), { file, demuxer: media.demuxer!, durationSeconds: media.durationSeconds! }, signal);
}

/** Runs `work` in a new folder under the system's temporary one, removed after however it ends. */
async function inScratchFolder<T>(prefix: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
