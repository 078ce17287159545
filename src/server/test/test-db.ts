import { createPglite } from '../db/embedded/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, type DatabaseHandle } from '../db/client';
import { fromPool } from '../db/postgres';
import { adminUrl, databaseUrl } from './postgres-urls';

/** A migrated database of this test file's own: PGlite, or a throwaway PostgreSQL database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_DRIVER === 'postgres') return openPostgres();
  const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
  return fromPglite(await createPglite({ loadDataDir: dump }));
}

async function openPostgres(): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgres();
  const handle = fromPool(new pg.Pool({ connectionString: scratch.url, max: 4 }));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A throwaway migrated PostgreSQL database, for tests that hand a URL to another process. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `genesis_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(base, (admin) => createFromTemplate(admin, name, inject('postgresTemplate')));
  return {
    url: databaseUrl(base, name),
    drop: () => withAdmin(base, (admin) => dropWhenClosed(admin, name)),
  };
}

async function withAdmin<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A closed pool's connections can take a moment to leave the server; forcing them out would kill
 * sockets the pool is still closing (an uncaught "terminating connection" in the test file).
 * So wait for them, and force only if they never go.
 */
export async function dropWhenClosed(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; attempt <= 20; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if (!String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

// Two files copying the template at the same moment can collide ("source database is being
// accessed by other users"): wait briefly and try again.
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
