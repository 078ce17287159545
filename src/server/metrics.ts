import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, Summary } from 'prom-client';

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
    help: 'AI generations by kind, engine and outcome',
    labelNames: ['kind', 'engine', 'outcome'],
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

    /** Runs `work`, counting it under `engine` (or the engine its result names). */
    async timeGeneration<T>(kind: GenerationKind, engine: string | ((result: T) => string), work: () => Promise<T>): Promise<T> {
      const startedAt = performance.now();
      const finish = (engineName: string, outcome: 'ok' | 'error') => {
        generations.inc({ kind, engine: engineName, outcome });
        if (outcome === 'ok') generationDuration.observe({ kind, engine: engineName }, (performance.now() - startedAt) / 1000);
      };
      try {
        const result = await work();
        finish(typeof engine === 'function' ? engine(result) : engine, 'ok');
        return result;
      } catch (error) {
        finish(typeof engine === 'function' ? 'unknown' : engine, 'error');
        throw error;
      }
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
