import { MessageChannel } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import PQueue from 'p-queue';
import type { Piscina } from 'piscina';
import type { Config } from '../../config/config';
import { HttpError } from '../../http/http-error';
import { piscina } from '../../lib/on-first-use';
import { workerModule } from '../../lib/start-worker';
import { untimed } from '../../lib/worker-pool';
import type { AnalysisTask } from './analysis-worker';
import type { SeoAnalysis, SeoAnalyzerInput } from './analyzer';

const worker = workerModule(new URL('./analysis-worker.ts', import.meta.url), 'seo-analysis-worker');

// piscina infers its transfer-list type from postMessage's last overload (an options object under
// current @types/node); it hands the list to postMessage, where an array is what Node expects.
type TransferList = NonNullable<NonNullable<Parameters<Piscina['run']>[1]>['transferList']>;

/** Every thread busy and the queue full: the client may retry soon (analyses take tens of milliseconds). */
export class SeoAnalysisBusy extends HttpError {
  constructor() {
    super(503, 'SEO_BUSY', 'Many texts are being analyzed right now. Please try again in a moment.', { retryAfterSeconds: 1 });
  }
}

/**
 * Past the deadline. 422, not 5xx: after token bounding no valid text comes near the deadline
 * (bench/long-token-text.ts), so the content is what cannot be processed, and sending it again would
 * only stop another thread.
 */
export const contentTooComplex = () =>
  new HttpError(422, 'CONTENT_TOO_COMPLEX', 'This content took too long to analyze. Please shorten it or split it into parts.');

export interface SeoAnalysisPool {
  /** The analysis from a worker thread; `signal` (the client gone) drops it from the queue or stops its thread. */
  analyze(input: SeoAnalyzerInput, signal?: AbortSignal): Promise<SeoAnalysis>;
  close(): Promise<void>;
}

/**
 * SEO analysis off the event loop: NLP on 100 KB takes up to a few hundred milliseconds, which on
 * the main thread would hold up every other request. Threads (piscina) keep the model loaded while
 * analyses come (they are frequent and short); they start with the first analysis and end when idle.
 *
 * Analyses wait for a thread in a queue of our own (p-queue), first come first served, and reach
 * piscina only when a thread is free. piscina's own queue is not fair: under steady load from four
 * clients on one thread, one analysis waited 20 s while later ones went ahead; and it does not
 * bound tasks that carry an abort signal (piscina issues #899, #1029).
 */
export function createSeoAnalysisPool(limits: Config['seoAnalysis'], log: FastifyBaseLogger): SeoAnalysisPool {
  const waiting = new PQueue({ concurrency: limits.threads });
  let threads: Piscina<AnalysisTask, SeoAnalysis> | undefined;
  // Accepted and not yet answered (running or waiting). Counted here, released before the caller
  // has its answer, so a client that sends again at once is never refused for its own last analysis.
  let accepted = 0;

  async function inThread(input: SeoAnalyzerInput, signal: AbortSignal | undefined): Promise<SeoAnalysis> {
    threads ??= new (piscina().Piscina)<AnalysisTask, SeoAnalysis>({
      ...worker,
      ...untimed,
      // None stays: an idle thread ends after 30 s with its model (about 70 MB, see below); the next
      // analysis starts one, which reads the model in a few hundred milliseconds.
      minThreads: 0,
      maxThreads: limits.threads,
      idleTimeout: 30_000,
      // The model and a 100 KB document use about 70 MB of heap.
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    }).on('error', (err: unknown) => log.error({ err }, 'SEO analysis thread failed'));
    // The deadline counts from the worker's word that it started, not from a thread (re)starting.
    const deadline = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const { port1, port2 } = new MessageChannel();
    port1.once('message', () => {
      timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
    });
    try {
      // piscina terminates the thread of an aborted task and starts a fresh one.
      return await threads.run(
        { input, started: port2 },
        { transferList: [port2] as unknown as TransferList, signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal },
      );
    } catch (error) {
      if (deadline.signal.aborted) throw contentTooComplex();
      throw error;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  return {
    async analyze(input, signal) {
      if (accepted >= limits.threads + limits.queue) throw new SeoAnalysisBusy();
      accepted += 1;
      try {
        return await waiting.add(() => inThread(input, signal), { signal });
      } finally {
        accepted -= 1;
      }
    },
    async close() {
      // Analyses already accepted are answered before the threads stop.
      await waiting.onIdle();
      await threads?.destroy();
    },
  };
}
