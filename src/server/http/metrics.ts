import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, Summary } from 'prom-client';
import type { EngineFallback } from '@shared/contracts/ai';

/** What served a generation: the engine, and the one that did not when a built-in engine answered in its place. */
export type ServedBy = { engine: string; fallbackFrom?: EngineFallback | null | undefined };

export type GenerationKind = 'script' | 'seo' | 'content' | 'image' | 'voiceover' | 'chat_reply' | 'voice_clone';

/**
 * What /metrics publishes (Prometheus text format), one registry per app so tests and benchmarks
 * that run several apps in one process keep their figures apart.
 */
export function createMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry();
  // Memory, CPU, event-loop lag and handles of this process: off in tests, where apps come and go.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const generations = new Counter({
    name: 'genesis_generations_total',
    help: "AI generations by kind, engine and outcome (ok, fallback: a built-in engine answered in the set one's place, with the reason; error)",
    labelNames: ['kind', 'engine', 'outcome', 'reason'],
    registers: [registry],
  });
  const generationDuration = new Histogram({
    name: 'genesis_generation_duration_seconds',
    help: 'Time an AI generation took, by kind and engine',
    labelNames: ['kind', 'engine'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80, 160],
    registers: [registry],
  });
  const chatSockets = new Gauge({
    name: 'genesis_chat_sockets',
    help: 'Chat sockets open on this instance',
    registers: [registry],
  });
  const chatFirstDelta = new Summary({
    name: 'genesis_chat_first_delta_seconds',
    help: "Server time from the model's first piece of a reply to its first chat_delta leaving for the hub",
    percentiles: [0.5, 0.95, 0.99],
    maxAgeSeconds: 600,
    ageBuckets: 5,
    registers: [registry],
  });

  return {
    registry,
    httpDuration,
    chatSockets,
    chatFirstDelta,

    /**
     * Runs `work`, counting a failure under `engine` (the one asked to do it) and a result under
     * what `servedBy` says served it: one with `fallbackFrom` counts as outcome="fallback" with its
     * reason, never as "ok".
     */
    async timeGeneration<T>(
      kind: GenerationKind,
      engine: string,
      work: () => Promise<T>,
      servedBy: (result: T) => ServedBy = () => ({ engine }),
    ): Promise<T> {
      const startedAt = performance.now();
      let result: T;
      try {
        result = await work();
      } catch (error) {
        generations.inc({ kind, engine, outcome: 'error' });
        throw error;
      }
      const served = servedBy(result);
      const fallback = served.fallbackFrom;
      // `reason` only on fallbacks: the other series keep the labels they always had.
      generations.inc(
        fallback
          ? { kind, engine: served.engine, outcome: 'fallback', reason: fallback.reason }
          : { kind, engine: served.engine, outcome: 'ok' },
      );
      generationDuration.observe({ kind, engine: served.engine }, (performance.now() - startedAt) / 1000);
      return result;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
