import { availableParallelism } from 'node:os';
import { piscina } from './on-first-use';
import { workerModule } from './start-worker';

/**
 * A thread that has had nothing to do for this long ends, and its heap and WebAssembly memory (the
 * speech engine's and the encoder's grow with the longest text they took) go back to the system;
 * the next task starts one.
 */
const IDLE_MS = 30_000;

/** What every pool of ours asks of piscina besides its threads: no run and wait time histograms, which nothing reads. */
export const untimed = { recordTiming: false } as const;

/**
 * Threads for CPU-heavy work (the offline image renderer, the embedded speech engine), so that it
 * never runs on the thread that answers requests: the machine's cores but one, so the main thread
 * keeps a core. (Not at a lower priority: on a busy machine a niced thread starved, and a 5000-
 * character voiceover went from 7 s to over 20 s.) Tasks beyond the threads wait in the pool's
 * queue (the server-wide generation cap bounds how many can wait). Threads start with the first
 * task, not with the app.
 */
export function createWorkerPool<Task, Result>(worker: { source: URL; bundleName: string; idleMs?: number }) {
  let pool: InstanceType<ReturnType<typeof piscina>['Piscina']> | undefined;
  const open = () =>
    (pool ??= new (piscina().Piscina)({
      ...workerModule(worker.source, worker.bundleName),
      ...untimed,
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: worker.idleMs ?? IDLE_MS,
    }));
  return {
    /** Runs one task; a request given up (signal) stops it, even mid-way, with the signal's reason. */
    async run(task: Task, signal?: AbortSignal): Promise<Result> {
      signal?.throwIfAborted();
      try {
        return (await open().run(task, signal ? { signal } : {})) as Result;
      } catch (error) {
        signal?.throwIfAborted();
        throw error;
      }
    },
    /** Threads running now (0 once every one has ended). */
    threads: () => pool?.threads.length ?? 0,
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
