import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffmpegOnThisMachine } from '../../src/server/providers/video/ffmpeg-binaries';

const run = promisify(execFile);

/**
 * The words Tesseract reads in a picture (PNG bytes), once per language given (Debian's
 * `tesseract-ocr` with its -spa, -deu and -rus data): each alphabet is read by its own model, as a
 * mixed one guesses Latin for Cyrillic strokes. Lower-cased, punctuation dropped.
 */
export async function readText(png: Buffer, languages: string[]): Promise<string[]> {
  const words: string[] = [];
  for (const language of languages) {
    const child = run('tesseract', ['stdin', 'stdout', '-l', language, '--psm', '6'], { encoding: 'utf8' });
    child.child.stdin?.end(png);
    const { stdout } = await child;
    words.push(
      ...stdout
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
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
