import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegOnThisMachine, type FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { NarrationAudioError } from './run-ffmpeg';
import { spliceLine } from './splice-line';
import { decodeForAlignment, encodePlayable } from './take-audio';
import { decodedSecondsAndSilences, makeAudio, toneFrequency } from '../../../test/test-audio';

let binaries: FfmpegBinaries;
let folder: string;

/** Three "sentences" (440 Hz tones) with pauses: the second, 2.5–4 s, is recorded again. */
let take: string;
const TAKE_SECONDS = 6;
/** The new line: 1 s of a 1 kHz tone with 0.6 s of silence before and 0.8 s after, recorded as Ogg Opus at 48 kHz. */
let line: string;
const LINE_TONE_SECONDS = 1;

beforeAll(async () => {
  binaries = (await ffmpegOnThisMachine())!;
  expect(binaries).toBeDefined();
  folder = await mkdtemp(path.join(tmpdir(), 'genesis-splice-test-'));
  const wav = path.join(folder, 'take.wav');
  await makeAudio(binaries, wav, [
    { seconds: 0.5 },
    { seconds: 1.5, tone: 440 },
    { seconds: 0.5 },
    { seconds: 1.5, tone: 440 },
    { seconds: 0.5 },
    { seconds: 1, tone: 440 },
    { seconds: 0.5 },
  ]);
  take = path.join(folder, 'take.mp3');
  await encodePlayable(binaries, wav, 'wav', take, { maxSeconds: 60 });
  line = path.join(folder, 'line.ogg');
  await makeAudio(binaries, line, [{ seconds: 0.6 }, { seconds: LINE_TONE_SECONDS, tone: 1000 }, { seconds: 0.8 }], {
    noise: 0.0005,
    rate: 48_000,
    codec: ['-c:a', 'libopus', '-b:a', '64k', '-f', 'ogg'],
  });
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('spliceLine', { timeout: 60_000 }, () => {
  it("puts the line, its silences trimmed to 0.1 s, in the span's place, and says how far the rest moved", async () => {
    const output = path.join(folder, 'spliced.mp3');
    const span = { start: 2.5, end: 4 };
    const result = await spliceLine(binaries, take, { file: line, format: 'ogg' }, span, output);

    // The line keeps 0.1 s of silence each side of its 1 s; each join overlaps 30 ms.
    expect(Math.abs(result.lineSeconds - (LINE_TONE_SECONDS + 0.2))).toBeLessThan(0.03);
    expect(Math.abs(result.lineStart - (span.start - 0.03))).toBeLessThan(0.001);
    expect(Math.abs(result.shift - (result.lineSeconds - (span.end - span.start) - 0.06))).toBeLessThan(0.001);
    expect(Math.abs(result.shift - (1.2 - 1.5 - 0.06))).toBeLessThan(0.03);
    expect(Math.abs(result.durationSeconds - (TAKE_SECONDS + result.shift))).toBeLessThan(0.03);
    const { seconds, silences } = await decodedSecondsAndSilences(binaries, output, -40, 0.3);
    expect(Math.abs(seconds - result.durationSeconds)).toBeLessThan(0.005);

    // Where the span was, the line's tone; before and after it, the take's.
    const { pcm, sampleRate } = await decodeForAlignment(binaries, output, 'mp3', { maxSeconds: 60 });
    const lineMiddle = result.lineStart + result.lineSeconds / 2;
    expect(toneFrequency(pcm, sampleRate, lineMiddle - 0.3, lineMiddle + 0.3)).toBeCloseTo(1000, -1);
    expect(toneFrequency(pcm, sampleRate, 0.7, 1.8)).toBeCloseTo(440, -1);
    // The third sentence (4.5–5.5 s in the take) moved by `shift`.
    expect(toneFrequency(pcm, sampleRate, 4.6 + result.shift, 5.4 + result.shift)).toBeCloseTo(440, -1);
    const beforeThird = silences.find((silence) => silence.end > 4 + result.shift - 0.2 && silence.end < 4.5 + result.shift + 0.2);
    expect(Math.abs(beforeThird!.end - (4.5 + result.shift))).toBeLessThan(0.03);
  });

  it('replaces the start or the end of the take without a piece to cross-fade with', async () => {
    const first = await spliceLine(binaries, take, { file: line, format: 'ogg' }, { start: 0, end: 2.2 }, path.join(folder, 'first.mp3'));
    expect(first.lineStart).toBe(0);
    expect(Math.abs(first.shift - (first.lineSeconds - 2.2 - 0.03))).toBeLessThan(0.001);
    expect(Math.abs(first.durationSeconds - (TAKE_SECONDS + first.shift))).toBeLessThan(0.03);
    const last = await spliceLine(
      binaries,
      take,
      { file: line, format: 'ogg' },
      { start: 4.25, end: TAKE_SECONDS },
      path.join(folder, 'last.mp3'),
    );
    expect(Math.abs(last.durationSeconds - (4.25 - 0.03 + last.lineSeconds))).toBeLessThan(0.03);
  });

  it('refuses a silent line, a line that is not audio and a span outside the take, leaving nothing behind', async () => {
    const silent = path.join(folder, 'silent.wav');
    await makeAudio(binaries, silent, [{ seconds: 2 }]);
    const output = path.join(folder, 'refused.mp3');
    await expect(spliceLine(binaries, take, { file: silent, format: 'wav' }, { start: 1, end: 2 }, output)).rejects.toMatchObject({
      problem: 'silent',
    });
    await expect(spliceLine(binaries, take, { file: take, format: 'flac' }, { start: 1, end: 2 }, output)).rejects.toBeInstanceOf(
      NarrationAudioError,
    );
    await expect(spliceLine(binaries, take, { file: line, format: 'ogg' }, { start: 7, end: 8 }, output)).rejects.toBeInstanceOf(
      RangeError,
    );
    await expect(spliceLine(binaries, take, { file: line, format: 'ogg' }, { start: 2, end: 1 }, output)).rejects.toBeInstanceOf(
      RangeError,
    );
    await expect(stat(output)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
