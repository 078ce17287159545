import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FfmpegBinaries } from './ffmpeg-binaries';
import { execLimited, LimitedProcessError } from './limited-process';

/** Seeking to and decoding one frame: well under a second for any honest clip. */
const FRAME_CPU_SECONDS = 20;
/** The largest side of a poster frame. */
export const POSTER_SIDE = 640;

/**
 * Decodes one frame of a clip (at `atSeconds`, from its first video stream) into a PNG at `output`,
 * at most POSTER_SIDE a side, with ffmpeg as a limited child process: the demuxer the bytes named is
 * forced, only local files open, and the first decoding error ends it (`-xerror`). Rejects with a
 * readable Error when no frame comes out (the clip's pictures are not what its header says).
 */
export async function extractPosterFrame(
  binaries: FfmpegBinaries,
  input: { file: string; demuxer: string; atSeconds: number },
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  const fit = `scale='min(${POSTER_SIDE},iw)':'min(${POSTER_SIDE},ih)':force_original_aspect_ratio=decrease`;
  const args = [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-xerror'],
    ...['-protocol_whitelist', 'file', '-f', input.demuxer, '-ss', input.atSeconds.toFixed(3), '-i', input.file],
    ...['-map', '0:v:0', '-frames:v', '1', '-vf', fit, '-c:v', 'png', '-f', 'image2', '-y', output],
  ];
  await execLimited(binaries.ffmpeg, args, { cpuSeconds: FRAME_CPU_SECONDS }, { timeoutMs: 60_000, maxBuffer: 256 * 1024, signal }).catch(
    (error: unknown) => {
      if (!(error instanceof LimitedProcessError)) throw error;
      throw new Error(`ffmpeg could not decode a frame of ${path.basename(input.file)}: ${error.message}`);
    },
  );
  const written = await stat(output).catch(() => undefined);
  if (!written || written.size === 0) throw new Error(`ffmpeg found no frame to decode in ${path.basename(input.file)}`);
}
