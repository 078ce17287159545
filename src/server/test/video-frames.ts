import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

export type Rgb = { r: number; g: number; b: number };
export interface Frame {
  data: Buffer;
  width: number;
  height: number;
}

/** One frame of a video at `seconds`, as raw RGB. */
export async function frameOf(ffmpeg: string, file: string, seconds: number): Promise<Frame> {
  const { stdout } = await run(
    ffmpeg,
    ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const { data, info } = await sharp(stdout).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The mean colour of a frame's pixels in columns [left, right) and rows [top, bottom), as shares of its size. */
export function colourOf(frame: Frame, left = 0.3, right = 0.7, top = 0.3, bottom = 0.6): Rgb {
  const sum = { r: 0, g: 0, b: 0 };
  let count = 0;
  for (let y = Math.floor(frame.height * top); y < Math.ceil(frame.height * bottom); y++) {
    for (let x = Math.floor(frame.width * left); x < Math.ceil(frame.width * right); x++) {
      const at = (y * frame.width + x) * 3;
      sum.r += frame.data[at]!;
      sum.g += frame.data[at + 1]!;
      sum.b += frame.data[at + 2]!;
      count++;
    }
  }
  return { r: sum.r / count, g: sum.g / count, b: sum.b / count };
}

/** The largest difference of one channel between two colours. */
export const distance = (a: Rgb, b: Rgb) => Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));

/** Whether the frame's outermost rows and columns are free of black: a frame that covers, with no bars. */
export function edgesLit(frame: Frame): boolean {
  const edge = 2 / Math.min(frame.width, frame.height);
  const edges = [
    colourOf(frame, 0, 1, 0, edge),
    colourOf(frame, 0, 1, 1 - edge, 1),
    colourOf(frame, 0, edge, 0, 1),
    colourOf(frame, 1 - edge, 1, 0, 1),
  ];
  return edges.every((colour) => Math.max(colour.r, colour.g, colour.b) > 40);
}
