import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's shared buffers inside PGlite, which touches all of them at start: initdb's 128 MB would
 * be resident before the first query. The embedded mode serves one instance's data, and the
 * operating system's page cache keeps what does not fit here.
 */
const SHARED_BUFFERS = '32MB';

let engine: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> | undefined;
/**
 * PostgreSQL's WebAssembly, compiled, and the files PGlite unpacks at start: read and compiled once
 * per thread, on libuv's and V8's background threads. The server's database thread asks for them as
 * it starts, before the server has its lock on the data folder (pglite-worker.ts); every PGlite of a
 * test process (tests open many) shares the compiled module.
 */
export function pgliteEngine(): Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> {
  if (engine) return engine;
  const reading = (async () => {
    const files = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([readFile(join(files, 'pglite.wasm')), readFile(join(files, 'pglite.data'))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  // A failed read is tried again by the next caller (and reported to this one).
  reading.catch(() => {
    if (engine === reading) engine = undefined;
  });
  engine = reading;
  return reading;
}

/**
 * Every PGlite instance loads the extensions the migrations ask for (pg_trgm for gallery search).
 * PGlite's JavaScript is read here, not with this module: the database's thread starts compiling the
 * WebAssembly first (pglite-worker.ts) and reads the rest meanwhile.
 */
export async function createPglite(options: Omit<PGliteOptions, 'extensions'> & { dataDir?: string } = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }, engine] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    pgliteEngine(),
  ]);
  return PGlite.create({
    ...engine,
    ...options,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
}
