import { stat } from 'node:fs/promises';
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TEXT_MAX_LENGTH, thumbnailPalettes } from '@shared/catalog/thumbnails';
import { clipAtWord } from '@shared/clip-text';
import { SHORT_TITLE_SECONDS } from '@shared/contracts/shorts';
import type { StoredWord } from '../../../db/schema';
import { loadSharp } from '../../../lib/on-first-use';
import type { FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { execLimited, LimitedProcessError } from '../../../providers/video/limited-process';
import { fitTitle, loadTitleFaces, titleElements, type TitleBox } from '../../projects';

/**
 * A short's cover for its package: a frame of the rendered short where neither its hook title nor
 * a caption shows, with the title drawn over it as the project's thumbnails draw theirs
 * (projects/thumbnails/title-layout.ts), at the short's own size.
 */

/** Seeking to and decoding one frame of our own MP4: well under a second. */
const FRAME_CPU_SECONDS = 20;
/** Kept clear of the short's first and last moments (a fade from or to black). */
const EDGE_SECONDS = 0.5;
/** A pause shorter than this is a breath inside a caption, not a moment without one. */
const MIN_PAUSE_SECONDS = 0.2;
/** The thumbnails' yellow on black: what reads best over any picture. */
const PALETTE = thumbnailPalettes.find((palette) => palette.id === 'bold-yellow')!;
/** JPEG qualities tried in turn until the picture is under 2 MB (the first nearly always is). */
const QUALITIES = [86, 74, 62, 50];

/**
 * When to take the frame, in seconds of the short: the middle of its longest pause after the hook
 * title has gone (captions show only while words are said), or the middle of what is left when
 * it has no pause.
 */
export function frameMoment(words: readonly StoredWord[], durationSeconds: number, titled: boolean): number {
  const last = durationSeconds - EDGE_SECONDS;
  let from = titled ? SHORT_TITLE_SECONDS + 0.2 : EDGE_SECONDS;
  if (from >= last) from = Math.min(EDGE_SECONDS, durationSeconds / 2);
  if (from >= last) return durationSeconds / 2;
  let best = { start: from, end: from };
  let cursor = from;
  const sorted = [...words].sort((a, b) => a.startMs - b.startMs);
  for (const quiet of [...sorted.map((word) => ({ start: word.startMs / 1000, end: word.endMs / 1000 })), { start: last, end: last }]) {
    const start = cursor;
    const end = Math.min(quiet.start, last);
    if (end - start > best.end - best.start) best = { start, end };
    cursor = Math.max(cursor, quiet.end);
    if (cursor >= last) break;
  }
  return best.end - best.start >= MIN_PAUSE_SECONDS ? (best.start + best.end) / 2 : (from + last) / 2;
}

/**
 * Decodes the frame at `atSeconds` of an MP4 on local disk into a PNG at `output`, at its full size,
 * with ffmpeg as a limited child process (the MP4 demuxer forced, only local files opened).
 */
export async function extractFrame(binaries: FfmpegBinaries, file: string, atSeconds: number, output: string, signal?: AbortSignal) {
  const args = [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-xerror'],
    ...['-protocol_whitelist', 'file', '-f', 'mov', '-ss', atSeconds.toFixed(3), '-i', file],
    ...['-map', '0:v:0', '-frames:v', '1', '-c:v', 'png', '-f', 'image2', '-y', output],
  ];
  await execLimited(binaries.ffmpeg, args, { cpuSeconds: FRAME_CPU_SECONDS }, { timeoutMs: 60_000, maxBuffer: 256 * 1024, signal }).catch(
    (error: unknown) => {
      if (!(error instanceof LimitedProcessError)) throw error;
      throw new Error(`ffmpeg could not decode a frame of the short: ${error.message}`);
    },
  );
  const written = await stat(output).catch(() => undefined);
  if (!written || written.size === 0) throw new Error('ffmpeg found no frame to decode in the short');
}

/** Where the title goes: across the middle of the upper half, clear of where Shorts, Reels and TikTok lay their buttons. */
const titleBox = (width: number, height: number): TitleBox => ({
  x: Math.round(width * 0.08),
  y: Math.round(height * 0.22),
  width: Math.round(width * 0.84),
  height: Math.round(Math.min(height * 0.36, width * 0.9)),
  align: 'center',
});

/**
 * The frame (any picture sharp reads) at `size` (its own without one), darkened a little and shaded
 * where the title sits, with the title in the thumbnails' face and outline over it: a JPEG under 2 MB.
 */
export async function titledFrame(frame: Buffer, text: string, size?: { width: number; height: number }): Promise<Buffer> {
  const metadata = size ? undefined : await loadSharp()(frame).metadata();
  const width = size?.width ?? metadata!.width;
  const height = size?.height ?? metadata!.height;
  const box = titleBox(width, height);
  const clipped = clipAtWord(text, THUMBNAIL_TEXT_MAX_LENGTH);
  const title = fitTitle(clipped, box, await loadTitleFaces(clipped));
  const shadeTop = Math.max(0, box.y - height * 0.06);
  const shadeHeight = box.height + height * 0.12;
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/>' +
      '<stop offset="0.2" stop-color="#000" stop-opacity="0.5"/><stop offset="0.8" stop-color="#000" stop-opacity="0.5"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>' +
      `<rect y="${shadeTop.toFixed(0)}" width="${width}" height="${shadeHeight.toFixed(0)}" fill="url(#shade)"/>` +
      `${titleElements(title, PALETTE)}</svg>`,
  );
  const image = loadSharp()(frame)
    .resize(width, height, { fit: 'cover' })
    .modulate({ brightness: 0.85, saturation: 1.15 })
    .composite([{ input: overlay, top: 0, left: 0 }]);
  for (const quality of QUALITIES) {
    const jpeg = await image.clone().jpeg({ quality, chromaSubsampling: '4:4:4' }).toBuffer();
    if (jpeg.length < THUMBNAIL_MAX_BYTES) return jpeg;
  }
  return image.clone().jpeg({ quality: 35, chromaSubsampling: '4:2:0' }).toBuffer();
}
