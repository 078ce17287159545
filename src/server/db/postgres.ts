// PostgreSQL through node-postgres. Only instances with DATABASE_URL load it (client.ts and serve.ts
// import it then): the embedded mode never reads the driver at start.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder } from '../config/paths';
import type { Database, DatabaseHandle } from './client';
import { hasEveryMigration } from './migrations';
import * as schema from './schema';

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
    migrate: async () => {
      if (!(await hasEveryMigration(db as unknown as Database))) await migrateAlone(pool);
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values),
  };
}

/** PostgreSQL at DATABASE_URL, through a pool that connects on first use. */
export function openPool(databaseUrl: string, onIdleError?: (error: Error) => void): DatabaseHandle {
  // A server that does not answer fails a request within seconds instead of holding it.
  return fromPool(new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 }), onIdleError);
}
