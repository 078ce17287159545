import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireWithCodeCache } from './boot/code-cache';
import { DEFAULT_DATA_DIR } from './config/data-dir';
import { startEmbeddedThreads } from './db/embedded/open-embedded';
import { exposeGarbageCollector } from './boot/idle-collection';
import { mapStackTracesToSources } from './boot/source-mapped-stacks';
import type * as StartModule from './boot/start';

if (existsSync('.env')) process.loadEnvFile('.env');

/**
 * The process' entry: it imports next to nothing, so that the two longest parts of a start begin at
 * once, each on a thread of its own. The embedded database's thread (unless DATABASE_URL names a
 * PostgreSQL: config.ts reads it the same way) compiles PostgreSQL's WebAssembly and opens the data
 * folder as soon as the lock's thread, started beside it, holds its lock (start.ts says which folder,
 * once the settings are read and the port checked), while this thread loads the rest of the server
 * and builds it.
 */
// First: before any of the server's code is compiled (idle-collection.ts says why), and before any thread starts.
const collectGarbage = exposeGarbageCollector();
const embeddedThreads = process.env.DATABASE_URL?.trim() ? undefined : startEmbeddedThreads();
const { start, onStarted } = await loadStart();
await start(embeddedThreads, { onStarted, collectGarbage });

/**
 * start.ts and the rest of the server. Built, they are one CommonJS bundle beside this file (start.cjs,
 * scripts/build-server.mjs), run with V8's code cache (code-cache.ts), saved in DATA_DIR/cache once a
 * start is over; stack traces still name the sources (source-mapped-stacks.ts: Node maps no code it
 * did not load itself). From the sources (tsx, tests), the module itself.
 */
async function loadStart(): Promise<{ start: typeof StartModule.start; onStarted?: () => string | undefined }> {
  // Not a literal, so that the bundler leaves it out of this file's own bundle.
  const sources = './boot/start.ts';
  if (import.meta.url.endsWith('.ts')) return (await import(sources)) as typeof StartModule;
  mapStackTracesToSources(dirname(fileURLToPath(import.meta.url)));
  const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
  const bundle = requireWithCodeCache<typeof StartModule>(fileURLToPath(new URL('./start.cjs', import.meta.url)), join(dataDir, 'cache'));
  return { start: bundle.exports.start, onStarted: bundle.saveCodeCache };
}
