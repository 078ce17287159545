import { expect, it } from 'vitest';
import { HttpError } from '../../http-error';
import { analyzeVoiceOffThread } from './analyze-off-thread';
import { analyzeVoice } from './voice-analysis';

const rate = 16_000;

/** Two seconds of a vowel-like tone at `pitchHz`, in syllable-sized bursts. */
function voiceLike(pitchHz: number, seconds = 6): Float32Array {
  const samples = new Float32Array(rate * seconds);
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    const syllable = Math.sin(2 * Math.PI * 4 * t) > 0 ? 1 : 0.02;
    samples[i] = syllable * (0.5 * Math.sin(2 * Math.PI * pitchHz * t) + 0.25 * Math.sin(4 * Math.PI * pitchHz * t));
  }
  return samples;
}

it('measures on a worker thread exactly what the analysis measures on this one', async () => {
  const samples = voiceLike(140);
  const expected = analyzeVoice(samples.slice(), rate);
  expect(await analyzeVoiceOffThread(samples, rate)).toEqual(expected);
});

it('keeps this thread free while it works: no long pause between timer ticks', async () => {
  const samples = voiceLike(200, 120);
  // On this thread the same analysis would hold it for its whole duration.
  const onThisThread = performance.now();
  analyzeVoice(samples.slice(), rate);
  const blockingMs = performance.now() - onThisThread;
  let last = performance.now();
  let longestPause = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestPause = Math.max(longestPause, now - last);
    last = now;
  }, 5);
  await analyzeVoiceOffThread(samples, rate);
  clearInterval(timer);
  expect(longestPause).toBeLessThan(blockingMs / 2);
});

it('stops the worker when the request is given up', async () => {
  const controller = new AbortController();
  const analysis = analyzeVoiceOffThread(voiceLike(200, 120), rate, controller.signal);
  controller.abort(new Error('client went away'));
  await expect(analysis).rejects.toThrow('client went away');
});

it("passes the analysis' own refusal back as the same HttpError (no speech in silence)", async () => {
  const error = await analyzeVoiceOffThread(new Float32Array(rate * 6), rate).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ statusCode: 400, code: 'NO_SPEECH' });
});
