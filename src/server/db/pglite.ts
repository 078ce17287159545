import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL's shared buffers inside PGlite. Its data folder says 128 MB (initdb's default), and
 * PGlite touches all of it at start, so it was 120 MB of the server's resident memory before the
 * first query. The embedded mode serves one instance's data; PGlite reads its files through the
 * operating system, whose page cache keeps what does not fit here (bench/memory-startup.ts).
 */
const SHARED_BUFFERS = '32MB';

/** Every PGlite instance loads the extensions the migrations ask for (pg_trgm for gallery search). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> & { dataDir?: string } = {}): Promise<PGlite> {
  return PGlite.create({
    ...options,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
}
