import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { PgliteThread, type PgliteClient } from './pglite-thread';
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
    migrate: () => migratePglite(db, { migrationsFolder }),
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

/** Any number, the same for every instance: the key of the lock that migrations run under. */
const MIGRATION_LOCK_KEY = 4_220_251_122;

/**
 * Instances that start together each migrate: one at a time, under a session advisory lock held on
 * the connection that migrates, so the others wait and then find nothing left to do.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export function fromPool(pool: pg.Pool, onIdleError: (error: Error) => void = () => undefined): DatabaseHandle {
  // An idle connection the server drops (restart, failover) is reported here instead of crashing
  // the process; the pool opens a new one for the next query.
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrateAlone(pool),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values),
  };
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite with its files in DATA_DIR/db, locked to this
 * process, on a thread of its own. `pgliteThread`: one started earlier (main.ts), so its WebAssembly
 * is compiled meanwhile.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleError?: (error: Error) => void;
  /** Told when the embedded database's lock is waited for (left by a killed process). */
  onLockWait?: (message: string) => void;
  pgliteThread?: PgliteThread | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A server that does not answer fails a request within seconds instead of holding it.
    return fromPool(new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 }), options.onIdleError);
  }
  const thread = options.pgliteThread ?? new PgliteThread();
  // One process at a time on the embedded database's files (data-dir-lock.ts), from before it opens until it is closed.
  const lock = await lockDataDir(options.dataDir, options.onLockWait).catch(async (error: unknown) => {
    await thread.terminate();
    throw error;
  });
  try {
    const directory = join(options.dataDir, 'db');
    mkdirSync(directory, { recursive: true });
    const handle = fromPglite(await thread.open(directory));
    return { ...handle, close: () => handle.close().finally(() => lock.release()) };
  } catch (error) {
    await thread.terminate();
    await lock.release();
    throw error;
  }
}
