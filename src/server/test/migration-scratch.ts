import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createPglite } from '../db/embedded/pglite';
import { migrationsFolder } from '../config/paths';
import { adminUrl, databaseUrl } from './postgres-urls';
import { dropWhenClosed } from './test-db';

interface Journal {
  entries: { tag: string }[];
}

/** The migrations folder as it was before `tag` (the same files, a shorter journal). */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'genesis-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

interface Scratch {
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openScratch(): Promise<Scratch> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    const client = await createPglite();
    const db = drizzlePglite({ client });
    return {
      query: async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `genesis_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(base, name), max: 2 });
  const db = drizzlePg({ client: pool });
  return {
    query: async (sql, params) => (await pool.query(sql, params)).rows as Record<string, unknown>[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await dropWhenClosed(admin, name);
      await admin.end();
    },
  };
}

/**
 * For the test of a migration that changes the data already there: a scratch database on this
 * suite's driver (PGlite, or PostgreSQL with TEST_DB_DRIVER=postgres), which the test migrates up
 * to just before `tag`, fills as the product had it, then migrates to the end.
 */
export function useMigrationScratch(tag: string) {
  let scratch: Scratch;
  let before: string;
  beforeAll(async () => {
    scratch = await openScratch();
    before = migrationsBefore(tag);
  });
  afterAll(async () => {
    await scratch.close();
    rmSync(before, { recursive: true, force: true });
  });
  return {
    query: (sql: string, params?: unknown[]) => scratch.query(sql, params),
    migrateToBefore: () => scratch.migrate(before),
    migrateToEnd: () => scratch.migrate(migrationsFolder),
  };
}
