import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegOnThisMachine, type FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { makeAudio } from '../../../test/test-audio';
import { makeClip } from '../../../test/test-clips';
import { motionFocus } from '@shared/shorts-clip';
import { readFootageSignals } from './read-footage';

const run = promisify(execFile);

let binaries: FfmpegBinaries;
let folder: string;
let footage: string;
const DURATION = 6;
const TONE_DB = 20 * Math.log10(0.5 / Math.SQRT2);

/** Folders readFootageSignals left behind in this file's own temporary folder (other files' searches run beside it). */
const leftovers = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('genesis-footage-'));
let systemTemp: string | undefined;

/**
 * 6 s at 320×240: navy cutting to olive at 3 s, a white box circling in the right third all along,
 * and a 440 Hz tone at half scale with a silence from 4 to 5 s.
 */
async function makeFootage(folder: string): Promise<string> {
  const background = path.join(folder, 'background.mp4');
  const sound = path.join(folder, 'sound.wav');
  const footage = path.join(folder, 'footage.mp4');
  await makeClip(binaries.ffmpeg, background, ['navy', 'navy', 'navy', 'olive', 'olive', 'olive']);
  await makeAudio(binaries, sound, [{ seconds: 4, tone: 440, amplitude: 0.5 }, { seconds: 1 }, { seconds: 1, tone: 440, amplitude: 0.5 }]);
  await run(binaries.ffmpeg, [
    ...['-v', 'error', '-y', '-i', background, '-f', 'lavfi', '-i', `color=c=white:s=24x24:r=25:d=${DURATION}`, '-i', sound],
    ...['-filter_complex', "[0:v][1:v]overlay=x='250+30*sin(2*PI*t)':y='108+60*cos(2*PI*t)'[v]", '-map', '[v]', '-map', '2:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', footage],
  ]);
  return footage;
}

beforeAll(async () => {
  binaries = (await ffmpegOnThisMachine())!;
  expect(binaries).toBeDefined();
  folder = await mkdtemp(path.join(tmpdir(), 'footage-test-'));
  footage = await makeFootage(folder);
  // os.tmpdir() reads TMPDIR on each call: this file's reads make their folders in its own.
  systemTemp = process.env.TMPDIR;
  process.env.TMPDIR = await mkdtemp(path.join(folder, 'temp-'));
});

afterAll(async () => {
  if (systemTemp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTemp;
  await rm(folder, { recursive: true, force: true });
});

/** Two minutes of 720p picture, seconds to decode: 5 s encoded, then repeated by a stream copy (a moment's work). */
async function makeLongFootage(folder: string): Promise<string> {
  const short = path.join(folder, 'short.mp4');
  const long = path.join(folder, 'long.mp4');
  await run(binaries.ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=1280x720:r=25:d=5'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p', short],
  ]);
  await run(binaries.ffmpeg, ['-v', 'error', '-y', '-stream_loop', '23', '-i', short, '-c', 'copy', long]);
  return long;
}

describe('readFootageSignals', () => {
  it('finds the cut, the silence, the loudness and where the picture moves in one decode', async () => {
    const signals = await readFootageSignals(binaries, footage, { hasVideo: true, hasAudio: true, durationSeconds: DURATION });
    expect(signals.durationSeconds).toBe(DURATION);
    expect(signals.sceneChanges).toHaveLength(1);
    expect(signals.sceneChanges[0]).toBeGreaterThanOrEqual(3);
    expect(signals.sceneChanges[0]).toBeLessThanOrEqual(3.25);
    expect(signals.silences).toHaveLength(1);
    expect(Math.abs(signals.silences[0]!.start - 4)).toBeLessThanOrEqual(0.15);
    expect(Math.abs(signals.silences[0]!.end - 5)).toBeLessThanOrEqual(0.15);
    // A window a 0.1 s of the sound as decoded (AAC may end a little past the picture).
    expect(signals.loudness.length).toBeGreaterThanOrEqual(DURATION * 10);
    expect(signals.loudness.length).toBeLessThanOrEqual(DURATION * 10 + 1);
    expect(Math.abs(signals.loudness[20]! - TONE_DB)).toBeLessThan(0.5);
    expect(signals.motion).toHaveLength(DURATION);
    for (const second of signals.motion) expect(second.x).toBeGreaterThan(2 / 3);
    expect(motionFocus(signals.motion, 0, DURATION).x).toBeGreaterThan(0.6);
    expect(await leftovers()).toEqual([]);
  });

  it('reads only the sound of footage told to have no picture', async () => {
    const signals = await readFootageSignals(binaries, footage, { hasVideo: false, hasAudio: true, durationSeconds: DURATION });
    expect(signals).toMatchObject({ sceneChanges: [], motion: [], silences: [{ start: expect.any(Number), end: expect.any(Number) }] });
    expect(signals.loudness.length).toBeGreaterThanOrEqual(DURATION * 10);
  });

  it('stops ffmpeg as soon as the signal aborts, and leaves no files behind', async () => {
    const long = await makeLongFootage(folder);
    const controller = new AbortController();
    const reading = readFootageSignals(binaries, long, {
      hasVideo: true,
      hasAudio: false,
      durationSeconds: 120,
      signal: controller.signal,
    });
    await delay(300);
    const abortedAt = performance.now();
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    // Left to run, ffmpeg would take seconds more before the worker saw the signal.
    expect(performance.now() - abortedAt).toBeLessThan(1000);
    expect(await leftovers()).toEqual([]);
  }, 30_000);

  it('says which file ffmpeg could not read, without the folder it is in, and leaves no files behind', async () => {
    const notVideo = path.join(folder, 'notes.mp4');
    await writeFile(notVideo, 'not a video at all');
    const reading = readFootageSignals(binaries, notVideo, { hasVideo: true, hasAudio: true, durationSeconds: DURATION });
    await expect(reading).rejects.toThrow(/^ffmpeg could not read the footage of notes\.mp4: /);
    await expect(reading).rejects.not.toThrow(folder);
    expect(await leftovers()).toEqual([]);
  });
});
