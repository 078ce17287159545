import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ClipOptions {
  /** A tone of this frequency throughout (AAC), or one per colour's second; no sound when unset. */
  hz?: number | number[];
  /** 320×240 when unset. */
  width?: number;
  height?: number;
  /** Marked to be shown turned by this many degrees (the rotate tag phones write). */
  rotate?: number;
  /** The colours side by side (each width × height) for one second, instead of one after another. */
  sideBySide?: boolean;
}

/**
 * Writes a clip made by `ffmpeg` (its path) to `file`: `colours` (any colour ffmpeg names, e.g.
 * 'red' or '0xDC1E1E') one after another, a second each (or side by side), at 25 fps in H.264, with
 * a tone of `options.hz` throughout when set (or its tones, one a second).
 */
export async function makeClip(ffmpeg: string, file: string, colours: string[], options: ClipOptions = {}): Promise<void> {
  const { width = 320, height = 240 } = options;
  const seconds = options.sideBySide ? 1 : colours.length;
  const sources = colours.flatMap((colour) => ['-f', 'lavfi', '-i', `color=c=${colour}:s=${width}x${height}:r=25:d=1`]);
  const inputs = colours.map((_, index) => `[${index}:v]`).join('');
  const joined = options.sideBySide ? `${inputs}hstack=inputs=${colours.length}[v]` : `${inputs}concat=n=${colours.length}:v=1:a=0[v]`;
  const tones = options.hz === undefined ? [] : Array.isArray(options.hz) ? options.hz : [options.hz];
  const tone = tones.flatMap((hz) => ['-f', 'lavfi', '-i', `sine=frequency=${hz}:sample_rate=48000:duration=${seconds / tones.length}`]);
  const sound = tones.map((_, index) => `[${colours.length + index}:a]`).join('') + `concat=n=${tones.length}:v=0:a=1[a]`;
  // The rotate tag goes on in a stream copy: ffmpeg leaves it out of a file it encodes.
  const encoded = options.rotate ? `${file}.unturned.mp4` : file;
  await run(ffmpeg, [
    ...['-v', 'error', '-y', ...sources, ...tone],
    ...['-filter_complex', tones.length > 0 ? `${joined};${sound}` : joined, '-map', '[v]'],
    ...(tones.length > 0 ? ['-map', '[a]', '-c:a', 'aac'] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    encoded,
  ]);
  if (!options.rotate) return;
  await run(ffmpeg, ['-v', 'error', '-y', '-i', encoded, '-c', 'copy', '-metadata:s:v:0', `rotate=${options.rotate}`, file]);
  await rm(encoded);
}
