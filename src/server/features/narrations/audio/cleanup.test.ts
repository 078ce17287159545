import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATION_LOUDNESS } from '@shared/contracts/narrations';
import { createEspeakEngine } from '../../../providers/speech/espeak/espeak-engine';
import { encodeWav } from '../../../providers/speech/wav';
import { ffmpegOnThisMachine, type FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { cleanTake, type CleanupOptions } from './cleanup';
import { NarrationAudioError } from './run-ffmpeg';
import { encodePlayable } from './take-audio';
import { decodedSecondsAndSilences, loudnessOf, makeAudio, rmsBetween, silencesIn, type Stretch } from '../../../test/test-audio';

let binaries: FfmpegBinaries;
let folder: string;

/**
 * A take in the clear: 1 s of room tone, a "sentence" (a 220 Hz tone, 1.5 s), a 2 s pause, a second
 * sentence starting at 4.5 s (330 Hz, 1 s), 1 s of room tone: 6.5 s, room tone at −60 dBFS.
 */
const TAKE: Stretch[] = [{ seconds: 1 }, { seconds: 1.5, tone: 220 }, { seconds: 2 }, { seconds: 1, tone: 330 }, { seconds: 1 }];
const SECOND_SENTENCE = 4.5;
let quiet: string;
/** The same take, quieter (−30 dBFS tones) over noise at −42 dBFS: a cheap microphone in a room. */
let noisy: string;

const none: CleanupOptions = { trimSilence: false, maxPauseSeconds: null, denoise: false, loudness: false };

async function playable(name: string, stretches: Stretch[], noise: number, amplitude?: number): Promise<string> {
  const wav = path.join(folder, `${name}.wav`);
  await makeAudio(
    binaries,
    wav,
    stretches.map((stretch) => ({ ...stretch, ...(amplitude ? { amplitude } : {}) })),
    { noise },
  );
  const mp3 = path.join(folder, `${name}.mp3`);
  await encodePlayable(binaries, wav, 'wav', mp3, { maxSeconds: 60 });
  return mp3;
}

beforeAll(async () => {
  binaries = (await ffmpegOnThisMachine())!;
  expect(binaries).toBeDefined();
  folder = await mkdtemp(path.join(tmpdir(), 'genesis-cleanup-test-'));
  [quiet, noisy] = await Promise.all([playable('quiet', TAKE, 0.001), playable('noisy', TAKE, 0.008, 0.03)]);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

// Each clean-up is two or three ffmpeg passes: seconds on a quiet machine, many more on a busy one.
describe('cleanTake', { timeout: 60_000 }, () => {
  it('trims the silence at both ends to 0.15 s and shortens a 2 s pause to maxPauseSeconds, and maps times onto the cut', async () => {
    const output = path.join(folder, 'trimmed.mp3');
    const { map, durationSeconds, loudness } = await cleanTake(binaries, quiet, output, {
      ...none,
      trimSilence: true,
      maxPauseSeconds: 0.6,
    });
    expect(loudness).toBeUndefined();
    // 0.85 s cut at the start, 1.4 s from the pause, 0.85 s at the end.
    expect(durationSeconds).toBeCloseTo(6.5 - 0.85 - 1.4 - 0.85, 1);
    const { seconds, silences } = await decodedSecondsAndSilences(binaries, output, -45, 0.05);
    expect(Math.abs(seconds - durationSeconds)).toBeLessThan(0.005);

    expect(silences).toHaveLength(3);
    const [leading, pause, trailing] = silences as [
      { start: number; end: number },
      { start: number; end: number },
      { start: number; end: number },
    ];
    expect(leading.start).toBe(0);
    expect(Math.abs(leading.end - 0.15)).toBeLessThan(0.02);
    expect(Math.abs(pause.end - pause.start - 0.6)).toBeLessThan(0.02);
    expect(Math.abs(trailing.end - trailing.start - 0.15)).toBeLessThan(0.02);
    expect(Math.abs(trailing.end - durationSeconds)).toBeLessThan(0.02);

    // The second sentence starts where the map says, to 20 ms; times in a cut go to where it was cut.
    expect(Math.abs(map(SECOND_SENTENCE) - pause.end)).toBeLessThan(0.02);
    expect(Math.abs(map(SECOND_SENTENCE) - (SECOND_SENTENCE - 0.85 - 1.4))).toBeLessThan(0.02);
    expect(Math.abs(map(1) - 0.15)).toBeLessThan(0.02);
    expect(map(0)).toBe(0);
    expect(map(0.5)).toBe(0);
    expect(map(3.5)).toBeCloseTo(map(3.2), 5);
    for (let t = 0; t < 6.5; t += 0.05) expect(map(t + 0.05)).toBeGreaterThanOrEqual(map(t));
  });

  it('leaves pauses alone when only trimming, and the clock alone when only levelling', async () => {
    const trimmed = await cleanTake(binaries, quiet, path.join(folder, 'ends.mp3'), { ...none, trimSilence: true });
    expect(trimmed.durationSeconds).toBeCloseTo(6.5 - 1.7, 1);
    expect(trimmed.map(SECOND_SENTENCE)).toBeCloseTo(SECOND_SENTENCE - 0.85, 2);
    const levelled = await cleanTake(binaries, quiet, path.join(folder, 'level.mp3'), { ...none, loudness: true });
    expect(levelled.map(SECOND_SENTENCE)).toBe(SECOND_SENTENCE);
    expect(levelled.durationSeconds).toBeCloseTo(6.5, 2);
  });

  it('levels the loudness to −16 LUFS with true peaks at or under −1.5 dBTP, measured on the written take', async () => {
    for (const take of [quiet, noisy]) {
      const output = path.join(folder, `loud-${path.basename(take)}`);
      const { loudness } = await cleanTake(binaries, take, output, { ...none, loudness: true, maxPauseSeconds: 0.8 });
      const measured = await loudnessOf(binaries, output);
      expect(Math.abs(measured.integratedLufs - NARRATION_LOUDNESS.integratedLufs), take).toBeLessThanOrEqual(1);
      expect(measured.truePeakDbtp, take).toBeLessThanOrEqual(NARRATION_LOUDNESS.truePeakDbtp + 0.2);
      // What it answers is the written take's.
      expect(loudness).toEqual(measured);
    }
  });

  it('levels speech, whose peaks stand far above its loudness, under the true-peak ceiling', async () => {
    const engine = createEspeakEngine();
    const speech = await engine
      .synthesize({
        text: 'Fresh coffee starts with good beans. Grind them just before you brew, then pour slowly.',
        voiceId: 'espeak-james',
      })
      .finally(() => engine.close());
    const wav = path.join(folder, 'speech.wav');
    await writeFile(wav, encodeWav(speech.pcm, speech.sampleRate));
    const take = path.join(folder, 'speech.mp3');
    await encodePlayable(binaries, wav, 'wav', take, { maxSeconds: 60 });
    const before = await loudnessOf(binaries, take);
    // Levelled linearly its peaks would go over the ceiling: loudnorm has to hold them down.
    expect(before.truePeakDbtp - before.integratedLufs).toBeGreaterThan(
      NARRATION_LOUDNESS.truePeakDbtp - NARRATION_LOUDNESS.integratedLufs,
    );
    const output = path.join(folder, 'speech-levelled.mp3');
    await cleanTake(binaries, take, output, { trimSilence: true, maxPauseSeconds: 0.5, denoise: true, loudness: true });
    const measured = await loudnessOf(binaries, output);
    expect(Math.abs(measured.integratedLufs - NARRATION_LOUDNESS.integratedLufs)).toBeLessThanOrEqual(1);
    expect(measured.truePeakDbtp).toBeLessThanOrEqual(NARRATION_LOUDNESS.truePeakDbtp + 0.2);
  });

  it('takes noise down in the pauses and leaves the speech and the clock as they were', async () => {
    const output = path.join(folder, 'denoised.mp3');
    const { map, durationSeconds } = await cleanTake(binaries, noisy, output, { ...none, denoise: true });
    expect(map(SECOND_SENTENCE)).toBe(SECOND_SENTENCE);
    expect(Math.abs(durationSeconds - 6.5)).toBeLessThan(0.005);
    const [noiseBefore, noiseAfter] = await Promise.all([rmsBetween(binaries, noisy, 2.8, 4.2), rmsBetween(binaries, output, 2.8, 4.2)]);
    expect(noiseAfter).toBeLessThan(noiseBefore - 6);
    const [speechBefore, speechAfter] = await Promise.all([rmsBetween(binaries, noisy, 1.2, 2.3), rmsBetween(binaries, output, 1.2, 2.3)]);
    expect(Math.abs(speechAfter - speechBefore)).toBeLessThan(1);
    // The denoiser's own delay is taken back: the second sentence starts where it did.
    const [, pauseBefore] = await silencesIn(binaries, noisy, -40, 0.5);
    const [, pauseAfter] = await silencesIn(binaries, output, -40, 0.5);
    expect(Math.abs(pauseAfter!.end - pauseBefore!.end)).toBeLessThan(0.01);
  });

  it('finds the pauses of a noisy take, denoised and levelled in the same pass', async () => {
    const output = path.join(folder, 'all.mp3');
    const { map } = await cleanTake(binaries, noisy, output, { trimSilence: true, maxPauseSeconds: 0.5, denoise: true, loudness: true });
    // Levelled, the room tone is 20 dB up: the pause is what is 17 dB under the tones.
    // The ends, trimmed to 0.15 s, are too short to count.
    const [pause, ...more] = await silencesIn(binaries, output, -30, 0.3);
    expect(more).toEqual([]);
    expect(Math.abs(pause!.end - pause!.start - 0.5)).toBeLessThan(0.03);
    expect(Math.abs(map(SECOND_SENTENCE) - pause!.end)).toBeLessThan(0.02);
    expect(Math.abs((await loudnessOf(binaries, output)).integratedLufs + 16)).toBeLessThanOrEqual(1);
  });

  it('refuses a silent take and a file that is not a playable take, leaving nothing behind', async () => {
    const silent = await playable('silent', [{ seconds: 3 }], 0);
    const output = path.join(folder, 'nothing.mp3');
    await expect(cleanTake(binaries, silent, output, { ...none, loudness: true })).rejects.toMatchObject({ problem: 'silent' });
    const wav = path.join(folder, 'quiet.wav');
    await expect(cleanTake(binaries, wav, output, { ...none, trimSilence: true })).rejects.toBeInstanceOf(NarrationAudioError);
    await expect(stat(output)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
