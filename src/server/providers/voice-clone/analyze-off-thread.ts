import { Worker } from 'node:worker_threads';
import { HttpError } from '../../http-error';
import type { AnalysisReply } from './analysis-worker';
import type { VoiceAnalysis } from '@shared/contracts/voice';

// In the built server the worker is dist/server/voice-analysis-worker.js beside main.js
// (scripts/build-server.mjs); run from the sources (tests, tsx) it is the .ts file, loaded through
// tsx's loader registered inside the worker.
const fromSources = import.meta.url.endsWith('.ts');
const startWorker = (): Worker =>
  fromSources
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./analysis-worker.ts', import.meta.url).href)}); });`,
        { eval: true },
      )
    : new Worker(new URL('./voice-analysis-worker.js', import.meta.url));

/**
 * analyzeVoice on another thread: a three-minute sample takes about 3 s of pitch tracking, which
 * on the main thread would hold up every request of the instance. One short-lived worker per
 * sample (cloning is rare); the samples are moved, not copied.
 */
export function analyzeVoiceOffThread(samples: Float32Array, sampleRate: number): Promise<VoiceAnalysis> {
  return new Promise((resolve, reject) => {
    const worker = startWorker();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
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
  });
}
