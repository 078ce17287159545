import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../db/embedded/pglite';
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, type DatabaseHandle } from '../db/client';
import { fromPool } from '../db/postgres';
import { adminUrl, databaseUrl } from './postgres-urls';

/** A migrated database of this test file's own: PGlite, or a throwaway PostgreSQL database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_DRIVER === 'postgres') return openPostgres();
  return openPglite();
}

/**
 * Puts the embedded database as the migrations left it (made once per run, global-setup.ts) into
 * DATA_DIR/db, for a server or a command that is not about a first start: it opens it at once,
 * where making one (initdb and every migration, in WebAssembly) takes seconds.
 */
export function copyMigratedEmbeddedDatabase(dataDir: string): void {
  cpSync(inject('pgliteDataDir'), join(dataDir, 'db'), { recursive: true });
}

/**
 * A closed PGlite kept for the next file of this worker (files run one after another in a worker
 * and share its modules): emptying its tables is a few hundredths of a second, loading the migrated
 * copy again a second.
 */
let spare: { client: PGlite; schemas: string[] } | undefined;

async function openPglite(): Promise<DatabaseHandle> {
  let kept = spare;
  spare = undefined;
  if (kept && kept.client.closed) kept = undefined;
  if (kept) await emptied(kept.client, kept.schemas);
  else {
    const client = await createPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteDumpPath'))]) });
    kept = { client, schemas: await schemasOf(client) };
  }
  const { client, schemas } = kept;
  const handle = fromPglite(client);
  let closed = false;
  return {
    ...handle,
    close: async () => {
      if (closed) return;
      closed = true;
      if (spare || client.closed) await client.close();
      else spare = { client, schemas };
    },
  };
}

async function schemasOf(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>('SELECT nspname AS name FROM pg_namespace');
  return rows.map((row) => row.name);
}

/**
 * The database as the migrations left it: the session reset (a transaction left open, locks,
 * settings, prepared statements, temporary tables), schemas a file made (pg-boss's) dropped, and
 * every table emptied (the migrations leave them empty).
 */
async function emptied(client: PGlite, schemas: string[]): Promise<void> {
  await client.exec('ROLLBACK');
  await client.exec('DISCARD ALL');
  for (const name of (await schemasOf(client)).filter((schema) => !schemas.includes(schema) && !schema.startsWith('pg_')))
    await client.exec(`DROP SCHEMA "${name}" CASCADE`);
  const { rows } = await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'");
  if (rows.length) await client.exec(`TRUNCATE ${rows.map((row) => `"${row.name}"`).join(', ')} RESTART IDENTITY CASCADE`);
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
