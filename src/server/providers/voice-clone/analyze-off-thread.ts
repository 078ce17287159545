import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../../http-error';
import type { AnalysisReply } from './analysis-worker';
import type { VoiceAnalysis } from '@shared/contracts/voice';

// In the built server the worker is dist/server/voice-analysis-worker.js beside main.js
// (scripts/build-server.mjs); run from the sources (tests, tsx) it is the .ts file, loaded through
// tsx's loader registered inside the worker.
const fromSources = import.meta.url.endsWith('.ts');
// A 10 MB sample decodes to at most 180 s of samples (≈ 32 MB at 44.1 kHz); the analysis' own arrays fit well within this.
const resourceLimits = { maxOldGenerationSizeMb: 256 };
const startWorker = (): Worker =>
  fromSources
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./analysis-worker.ts', import.meta.url).href)}); });`,
        { eval: true, resourceLimits },
      )
    : new Worker(new URL('./voice-analysis-worker.js', import.meta.url), { resourceLimits });

/** Analyses at once on this instance: the machine's cores but one, so requests keep a core. */
const maxRunning = Math.max(1, availableParallelism() - 1);
let running = 0;

/**
 * analyzeVoice on another thread: a three-minute sample takes about 3 s of pitch tracking, which
 * on the main thread would hold up every request of the instance. One short-lived worker per
 * sample (cloning is rare), at most `maxRunning` at once (more: 429, try again); the samples are
 * moved, not copied; a request given up stops its worker.
 */
export function analyzeVoiceOffThread(samples: Float32Array, sampleRate: number, signal?: AbortSignal): Promise<VoiceAnalysis> {
  if (running >= maxRunning) {
    return Promise.reject(new HttpError(429, 'ANALYSIS_BUSY', 'Many voice samples are being measured right now. Please try again in a moment.'));
  }
  running += 1;
  return new Promise<VoiceAnalysis>((resolve, reject) => {
    const worker = startWorker();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      running -= 1;
      signal?.removeEventListener('abort', onAbort);
      outcome();
      void worker.terminate();
    };
    const onAbort = () => settle(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (reply: AnalysisReply) =>
      settle(() => {
        if ('ok' in reply) resolve(reply.ok);
        else if ('problem' in reply) reject(new HttpError(reply.problem.statusCode, reply.problem.code, reply.problem.message));
        else reject(new Error(`voice analysis failed: ${reply.failure}`));
      }),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`voice analysis worker exited with code ${code}`))));
    worker.postMessage({ samples, sampleRate }, [samples.buffer as ArrayBuffer]);
    if (signal?.aborted) onAbort();
  });
}
