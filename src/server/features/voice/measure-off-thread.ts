import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { VoiceAnalysis } from '@shared/contracts/voice';
import { HttpError } from '../../http/http-error';
import { startWorker } from '../../lib/start-worker';
import { unreadable, type SampleHeader } from './audio-sample';
import type { SampleJob, SampleReply } from './sample-worker';

// V8's own heap: the analysis' arrays of a three-minute sample fit well within it. The decoders'
// typed arrays and WebAssembly memory lie outside it, hence the memory watch below.
const resourceLimits = { maxOldGenerationSizeMb: 256 };
const startSampleWorker = (): Worker =>
  startWorker(new URL('./sample-worker.ts', import.meta.url), 'voice-sample-worker', { resourceLimits });

export interface MeasureLimits {
  /** A measurement running longer is stopped: 503, try again (a genuine three-minute sample takes about 4 s). */
  deadlineMs: number;
  /** How far each running measurement may grow the process's resident memory (one takes about 150 MB). */
  memoryBytes: number;
}

export const measureLimits: MeasureLimits = { deadlineMs: 30_000, memoryBytes: 512 * 1024 * 1024 };

/** Measurements at once on this instance: the machine's cores but one, so requests keep a core. */
const maxRunning = Math.max(1, availableParallelism() - 1);

interface Measurement {
  memoryBytes: number;
  stop(error: Error): void;
}
const running = new Set<Measurement>();

const stoppedForMemory = () =>
  new HttpError(503, 'ANALYSIS_INTERRUPTED', 'The server ran short of memory while measuring voice samples. Please try again in a moment.');
const tookTooLong = () => new HttpError(503, 'ANALYSIS_TIMEOUT', 'Measuring this recording took too long. Please try again in a moment.');
const decodesToTooMuch = () => unreadable('it decodes to far more audio than its header says');

/**
 * The memory watch. resourceLimits caps only V8's heap; a decoder's typed arrays and WebAssembly
 * memory grow outside it, at gigabytes a second (a WAV header claiming 65,535 channels had the
 * decoder take 20 GB). The header checks stop such files before they are decoded; this stops
 * whatever they miss. While measurements run, the process's resident memory is read every 20 ms:
 * past its level when the first one started plus each running one's allowance, they are stopped.
 * A lone measurement's file is what did it (400); among several, which one cannot be told (503).
 */
let watch: { timer: NodeJS.Timeout; baseline: number } | undefined;

function checkMemory(): void {
  if (watch === undefined) return;
  const ceiling = watch.baseline + [...running].reduce((sum, measurement) => sum + measurement.memoryBytes, 0);
  if (process.memoryUsage.rss() <= ceiling) return;
  const error = running.size === 1 ? decodesToTooMuch : stoppedForMemory;
  for (const measurement of [...running]) measurement.stop(error());
}

function track(measurement: Measurement): () => void {
  if (running.size === 0) watch = { timer: setInterval(checkMemory, 20).unref(), baseline: process.memoryUsage.rss() };
  running.add(measurement);
  return () => {
    running.delete(measurement);
    if (running.size > 0 || watch === undefined) return;
    clearInterval(watch.timer);
    watch = undefined;
  };
}

export interface SampleMeasures {
  analysis: VoiceAnalysis;
  durationSeconds: number;
  /** The file's bytes, handed back by the worker they were moved to. */
  audio: Uint8Array;
}

/**
 * Decodes a sample whose header readSampleHeader checked and measures it (analyzeVoice), on another
 * thread: a three-minute sample takes seconds, which on the main thread would hold up every request
 * of the instance. One short-lived worker per sample (cloning is rare), at most `maxRunning` at once
 * (more: 429, try again), with a deadline and a memory allowance (see checkMemory). The bytes are
 * moved to the worker, not copied, and come back with the measures: use the `audio` returned. A
 * request given up stops its worker.
 */
export function measureSampleOffThread(
  audio: Uint8Array,
  header: SampleHeader,
  signal?: AbortSignal,
  limits: MeasureLimits = measureLimits,
): Promise<SampleMeasures> {
  if (running.size >= maxRunning) {
    return Promise.reject(
      new HttpError(429, 'ANALYSIS_BUSY', 'Many voice samples are being measured right now. Please try again in a moment.'),
    );
  }
  return new Promise<SampleMeasures>((resolve, reject) => {
    const worker = startSampleWorker();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      untrack();
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      outcome();
      void worker.terminate();
    };
    const stop = (error: unknown) => settle(() => reject(error));
    const untrack = track({ memoryBytes: limits.memoryBytes, stop });
    const deadline = setTimeout(() => stop(tookTooLong()), limits.deadlineMs);
    const onAbort = () => stop(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (reply: SampleReply) =>
      settle(() => {
        if ('ok' in reply) resolve({ ...reply.ok, audio: reply.audio });
        else if ('problem' in reply) reject(new HttpError(reply.problem.statusCode, reply.problem.code, reply.problem.message));
        else reject(new Error(`voice sample worker failed: ${reply.failure}`));
      }),
    );
    // Out of V8 heap: this worker's file did it.
    worker.once('error', (error: Error & { code?: string }) =>
      stop(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? decodesToTooMuch() : error),
    );
    worker.once('exit', (code) => stop(new Error(`voice sample worker exited with code ${code}`)));
    // A view of part of a larger buffer (Node's small-Buffer pool) cannot be moved without taking the rest.
    const owned = audio.byteOffset === 0 && audio.byteLength === audio.buffer.byteLength ? audio : audio.slice();
    worker.postMessage({ audio: owned, header } satisfies SampleJob, [owned.buffer as ArrayBuffer]);
    if (signal?.aborted) onAbort();
  });
}
