import { performance } from 'node:perf_hooks';
import { call } from './cluster-client';

/**
 * Sends GET /api/health to `base` every `everyMs`, whether or not the previous one was answered,
 * until the function it answers is called; that one answers every answered request's latency (ms,
 * in the order they came) and what failed.
 */
export function pollHealth(base: string, everyMs: number) {
  const latencies: number[] = [];
  const failures: string[] = [];
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const started = performance.now();
    const request = call(base, '/api/health', { timeoutMs: 30_000 })
      .then((answer) => {
        if (answer.status === 200) latencies.push(performance.now() - started);
        else failures.push(`HTTP ${answer.status}`);
      })
      .catch((error: unknown) => void failures.push(String(error)))
      .finally(() => pending.delete(request));
    pending.add(request);
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return { latencies, failures };
  };
}
