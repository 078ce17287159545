import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../config/paths';
import { hasEveryMigration } from './migrations';
import { openEmbeddedDatabase, type EmbeddedDatabase } from './embedded/open-embedded';
import type { PgliteClient } from './embedded/pglite-thread';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One open database, whichever driver serves it. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database's files as one uncompressed tar (PGlite's dumpDataDir), taken between two
   * queries: every commit acknowledged before it is in it, and a transaction still open is rolled
   * back when it is loaded. Only PGlite has it; PostgreSQL is backed up with its own tools.
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Runs SQL as written, for a library that brings its own (the job queue): with values, one
   * statement; without, any number of them (PostgreSQL's simple protocol), answered like `pg` does.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}

/** A PGlite in this process (tests, restore) or on its own thread (pglite-thread.ts, the server's). */
export function fromPglite(client: PgliteClient): DatabaseHandle {
  // drizzle's driver calls only query and transaction (PgliteClient's) of the client it is given.
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: async () => {
      if (!(await hasEveryMigration(db as unknown as Database))) await migratePglite(db, { migrationsFolder });
    },
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.length === 1 ? results[0]! : results;
    },
  };
}

/** The embedded database as it opens (open-embedded.ts): queries sent before it is open wait for it. */
export function fromEmbedded(embedded: EmbeddedDatabase): DatabaseHandle {
  return { ...fromPglite(embedded.client), close: () => embedded.close() };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite with its files in DATA_DIR/db, locked to this process, on a thread of its own. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleError?: (error: Error) => void;
  /** Told when the embedded database's lock is waited for (left by a killed process). */
  onLockWait?: (message: string) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return (await import('./postgres')).openPool(options.databaseUrl, options.onIdleError);
  const embedded = openEmbeddedDatabase(options);
  await embedded.opened;
  return fromEmbedded(embedded);
}
