// The creator's clips in the render benchmarks: 1080p at 30 fps H.264, as a phone films them, each
// with a tone of its own for its sound.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Writes `count` clips of `seconds` each into `folder` with `ffmpeg`; their paths. */
export async function makePhoneClips(ffmpeg: string, folder: string, count: number, seconds: number): Promise<string[]> {
  const clips: string[] = [];
  for (let index = 0; index < count; index++) {
    const clip = path.join(folder, `clip-${index + 1}.mp4`);
    await execFileAsync(ffmpeg, [
      ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=${300 + 110 * index}:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ]);
    clips.push(clip);
  }
  return clips;
}
