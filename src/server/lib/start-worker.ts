import { Worker, type WorkerOptions } from 'node:worker_threads';

// In the built server each worker is a bundle of its own beside main.js (scripts/build-server.mjs);
// run from the sources (tests, tsx) it is the .ts file, loaded through tsx.
const fromSources = import.meta.url.endsWith('.ts');

/**
 * The module a worker thread runs, as a pool (piscina) takes it: `source` from the sources, the
 * bundle `bundleName` (e.g. `seo-analysis-worker`) in the built server.
 */
export function workerModule(source: URL, bundleName: string): { filename: string; execArgv?: string[] } {
  if (!fromSources) return { filename: new URL(`./${bundleName}.js`, import.meta.url).href };
  return { filename: source.href, execArgv: ['--import', 'tsx'] };
}

/** A worker thread running one of the server's modules (see workerModule). */
export function startWorker(source: URL, bundleName: string, options: WorkerOptions = {}): Worker {
  if (!fromSources) return new Worker(new URL(`./${bundleName}.js`, import.meta.url), options);
  // A plain Worker refuses a .ts file name: tsx's loader is registered inside the worker first.
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(load, { ...options, eval: true });
}
