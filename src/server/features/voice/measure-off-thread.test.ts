import { expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { encodeWav } from '../../providers/speech/wav';
import { analyzeVoice } from '../../providers/voice-clone/voice-analysis';
import { wavClaiming65535Channels } from '../../test/crafted-audio';
import { speechSample } from '../../test/voice-samples';
import { readSampleHeader } from './audio-sample';
import { decodeSample } from './decode-sample';
import { measureLimits, measureSampleOffThread } from './measure-off-thread';

const speech = (seconds: number) => speechSample({ pitch: 60, seconds, format: 'wav' });

/** What measureSampleOffThread rejects with (fails the test if it resolves). */
const refusal = (measuring: Promise<unknown>) =>
  measuring.then(
    () => new Error('the sample was measured'),
    (reason: unknown) => reason,
  );

it('measures on a worker thread exactly what decoding and analysis measure on this one, and hands the file back', async () => {
  const file = await speech(8);
  const header = readSampleHeader(file);
  const decoded = await decodeSample(file, header);
  const sent = Uint8Array.from(file);
  const measured = await measureSampleOffThread(sent, header);
  expect(measured.analysis).toEqual(analyzeVoice(decoded.samples, decoded.sampleRate));
  expect(measured.durationSeconds).toBe(decoded.durationSeconds);
  // Moved to the worker and back, not copied.
  expect(sent.byteLength).toBe(0);
  expect(Buffer.from(measured.audio).equals(file)).toBe(true);
});

it('keeps this thread free while it works: no long pause between timer ticks', async () => {
  const file = await speech(120);
  const header = readSampleHeader(file);
  // On this thread the same work would hold it for its whole duration.
  const onThisThread = performance.now();
  const decoded = await decodeSample(file, header);
  analyzeVoice(decoded.samples, decoded.sampleRate);
  const blockingMs = performance.now() - onThisThread;
  let last = performance.now();
  let longestPause = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestPause = Math.max(longestPause, now - last);
    last = now;
  }, 5);
  await measureSampleOffThread(file, header);
  clearInterval(timer);
  expect(longestPause).toBeLessThan(blockingMs / 2);
});

it('stops the worker when the request is given up', async () => {
  const file = await speech(120);
  const controller = new AbortController();
  const measuring = measureSampleOffThread(file, readSampleHeader(file), controller.signal);
  controller.abort(new Error('client went away'));
  await expect(measuring).rejects.toThrow('client went away');
});

it("passes the analysis' own refusal back as the same HttpError (no speech in silence)", async () => {
  const silence = encodeWav(new Int16Array(16_000 * 6), 16_000);
  const error = await refusal(measureSampleOffThread(silence, readSampleHeader(silence)));
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ statusCode: 400, code: 'NO_SPEECH' });
});

it('stops a file that decodes to far more than its header said, had the header check missed it, with a 400', async () => {
  // The reported attack. Its header fails the check; here the worker is told it is mono, as if the
  // check had missed it, and its decoder sets out to allocate 34 GB. A smaller allowance than the
  // server's (a genuine sample grows the process by about 150 MB) stops it sooner.
  const attack = wavClaiming65535Channels();
  const limits = { ...measureLimits, memoryBytes: 200 * 1024 * 1024 };
  const error = await refusal(measureSampleOffThread(attack, { format: 'wav', channels: 1, sampleRate: 16_000 }, undefined, limits));
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({
    statusCode: 400,
    code: 'UNREADABLE_AUDIO',
    message: 'We could not read this recording: it decodes to far more audio than its header says. Please record or upload it again.',
  });
  // The next sample is measured as usual.
  const file = await speech(6);
  expect((await measureSampleOffThread(file, readSampleHeader(file))).durationSeconds).toBeCloseTo(6, 1);
});

it('stops a measurement past its deadline with a 503 to try again', async () => {
  const file = await speech(60);
  const error = await refusal(measureSampleOffThread(file, readSampleHeader(file), undefined, { ...measureLimits, deadlineMs: 1 }));
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({
    statusCode: 503,
    code: 'ANALYSIS_TIMEOUT',
    message: 'Measuring this recording took too long. Please try again in a moment.',
  });
});
