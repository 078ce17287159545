import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ffmpegOnThisMachine } from '../../src/server/providers/video/ffmpeg-binaries';

const run = promisify(execFile);

/**
 * The picture's letters as Tesseract reads best, black on white: only the pixels of the studio's
 * letter fills (white, and the yellow of the spoken word and of the bold-yellow thumbnails) kept,
 * so the outline, the picture behind and a scene's own title card drop away. (Hindi's model reads
 * little of outlined white captions over a photo, and all of them once this is done.)
 */
async function lettersOnly(picture: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const letters = Buffer.alloc(info.width * info.height);
  for (let pixel = 0; pixel < letters.length; pixel++) {
    const [r, g, b] = [data[pixel * 3]!, data[pixel * 3 + 1]!, data[pixel * 3 + 2]!];
    letters[pixel] = r > 215 && g > 190 && (b > 215 || b < 90) ? 0 : 255;
  }
  return sharp(letters, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
}

/**
 * The words Tesseract reads in a picture (PNG or JPEG bytes), once per language given (Debian's
 * `tesseract-ocr` with its -spa, -deu, -rus and -hin data): each alphabet is read by its own model,
 * as a mixed one guesses Latin for Cyrillic strokes. Lower-cased, punctuation dropped (a word's
 * marks kept: Devanagari's vowel signs are marks).
 */
export async function readText(picture: Buffer, languages: readonly string[]): Promise<string[]> {
  const png = await lettersOnly(picture);
  const words: string[] = [];
  for (const language of languages) {
    const child = run('tesseract', ['stdin', 'stdout', '-l', language, '--psm', '6'], { encoding: 'utf8' });
    child.child.stdin?.end(png);
    const { stdout } = await child;
    words.push(
      ...stdout
        .toLowerCase()
        .split(/[^\p{L}\p{M}\p{N}]+/u)
        .filter(Boolean),
    );
  }
  return words;
}

/** One frame of a video file at `seconds`, as PNG bytes (the ffmpeg the studio renders with). */
export async function frameAt(videoPath: string, seconds: number): Promise<Buffer> {
  const binaries = await ffmpegOnThisMachine();
  if (!binaries) throw new Error('No ffmpeg on this machine');
  const { stdout } = await run(
    binaries.ffmpeg,
    ['-v', 'error', '-ss', String(seconds), '-i', videoPath, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}
