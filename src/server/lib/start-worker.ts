import { Worker, type WorkerOptions } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// In the built server each worker is a bundle of its own beside main.js (scripts/build-server.mjs).
// Run from the sources (tsx, the tests) it is the .ts file loaded through tsx, unless
// WORKER_BUNDLES_DIR names a build of the same sources: the test runs build one (global-setup.ts),
// whose bundles start a thread for a fraction of the CPU that loading the sources through tsx takes.
const fromSources = import.meta.url.endsWith('.ts');

function bundle(bundleName: string): URL | undefined {
  if (!fromSources) return new URL(`./${bundleName}.js`, import.meta.url);
  const folder = process.env.WORKER_BUNDLES_DIR;
  return folder ? pathToFileURL(join(folder, `${bundleName}.js`)) : undefined;
}

/**
 * The module a worker thread runs, as a pool (piscina) takes it: `source` from the sources, the
 * bundle `bundleName` (e.g. `seo-analysis-worker`) in the built server.
 */
export function workerModule(source: URL, bundleName: string): { filename: string; execArgv?: string[] } {
  const built = bundle(bundleName);
  if (built) return { filename: built.href };
  return { filename: source.href, execArgv: ['--import', 'tsx'] };
}

/** A worker thread running one of the server's modules (see workerModule). */
export function startWorker(source: URL, bundleName: string, options: WorkerOptions = {}): Worker {
  const built = bundle(bundleName);
  if (built) return new Worker(built, options);
  // A plain Worker refuses a .ts file name: tsx's loader is registered inside the worker first.
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(load, { ...options, eval: true });
}
