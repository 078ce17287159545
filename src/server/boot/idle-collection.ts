import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8's full garbage collection, as `--expose-gc` gives it. Called by main.ts before the server's code
 * is compiled: V8's code cache records the flags it was made under and refuses to serve a process
 * whose flags differ (code-cache.ts), so they must be the same at every start, before and after.
 */
export function exposeGarbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  // The flag gives `gc` to contexts made after it: a new one hands it over.
  return runInNewContext('gc') as () => void;
}

/** How often the event loop's use is looked at. */
export const CHECK_EVERY_MS = 5_000;
/** Quiet checks in a row before the collection (35 s): longer than the 30 s after which idle worker threads and the English pipelines are let go, so what they held goes too. */
export const QUIET_CHECKS = 7;
/** Below this share of a check's time spent working, the event loop counts as quiet (a probe every few seconds is ≈ 0.01 %). */
const QUIET_UTILIZATION = 0.01;

/** The share of its time the event loop has spent working since the last call (0–1). */
function loopUseSinceLastCall(): () => number {
  let previous: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const since = performance.eventLoopUtilization(now, previous);
    previous = now;
    return since.utilization;
  };
}

/**
 * One full collection once the server has been quiet for a while after work. V8 collects as it
 * allocates: after a burst of work (scripts, images, voiceovers, chat), what that work left, and the
 * heap pages holding it, stayed in the RSS for as long as the server had nothing more to do
 * (bench/memory-startup.ts: the main thread's heap 55 MB an idle minute after the load, 36 MB before
 * it). A collection of that heap takes some tens of milliseconds, on a loop with nothing else to do.
 * Answers a function that stops it.
 */
export function collectGarbageWhenIdle(
  collect: () => void,
  loopUse: () => number = loopUseSinceLastCall(),
  checkEveryMs: number = CHECK_EVERY_MS,
): () => void {
  let workedSinceCollection = false;
  let quietChecks = 0;
  const timer = setInterval(() => {
    if (loopUse() >= QUIET_UTILIZATION) {
      workedSinceCollection = true;
      quietChecks = 0;
      return;
    }
    quietChecks += 1;
    if (!workedSinceCollection || quietChecks < QUIET_CHECKS) return;
    workedSinceCollection = false;
    collect();
    // The collection's own time is not work to collect after.
    loopUse();
  }, checkEveryMs).unref();
  return () => clearInterval(timer);
}
