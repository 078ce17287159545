import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ClipOptions {
  /** A tone of this frequency throughout (AAC); no sound when unset. */
  hz?: number;
  /** 320×240 when unset. */
  width?: number;
  height?: number;
  /** Marked to be shown turned by this many degrees (the rotate tag phones write). */
  rotate?: number;
}

/**
 * Writes a clip made by `ffmpeg` (its path) to `file`: `colours` (any colour ffmpeg names, e.g.
 * 'red' or '0xDC1E1E') one after another, a second each, at 25 fps in H.264, with a tone of
 * `options.hz` throughout when set.
 */
export async function makeClip(ffmpeg: string, file: string, colours: string[], options: ClipOptions = {}): Promise<void> {
  const { width = 320, height = 240 } = options;
  const seconds = colours.length;
  const sources = colours.flatMap((colour) => ['-f', 'lavfi', '-i', `color=c=${colour}:s=${width}x${height}:r=25:d=1`]);
  const joined = `${colours.map((_, index) => `[${index}:v]`).join('')}concat=n=${colours.length}:v=1:a=0[v]`;
  const tone = options.hz ? ['-f', 'lavfi', '-i', `sine=frequency=${options.hz}:sample_rate=48000:duration=${seconds}`] : [];
  await run(ffmpeg, [
    ...['-v', 'error', '-y', ...sources, ...tone, '-filter_complex', joined, '-map', '[v]'],
    ...(options.hz ? ['-map', `${colours.length}:a`, '-c:a', 'aac'] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...(options.rotate ? ['-metadata:s:v:0', `rotate=${options.rotate}`] : []),
    file,
  ]);
}
