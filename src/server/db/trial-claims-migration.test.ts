import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { normalizedMailbox } from '../mailbox';
import { migrationsFolder } from '../paths';
import { adminUrl, databaseUrl } from '../test/postgres-urls';
import { dropWhenClosed } from '../test/test-db';
import { createPglite } from './pglite';

// Migration 0010 gives the accounts that exist already their trial claims: run it over a database
// migrated to 0009 that holds several accounts of one mailbox, on this suite's driver.
const CLAIMS_MIGRATION = '0010_trial_claims_and_self_referrals';

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
  const name = `genesis_claims_${randomBytes(6).toString('hex')}`;
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

let scratch: Scratch;
let before: string;
beforeAll(async () => {
  scratch = await openScratch();
  before = migrationsBefore(CLAIMS_MIGRATION);
});
afterAll(async () => {
  await scratch.close();
  rmSync(before, { recursive: true, force: true });
});

it('backfills one claim per mailbox for the trials given before it, the oldest account holding it', async () => {
  await scratch.migrate(before);
  // Accounts made before the rule: one mailbox registered three times, another twice, some apart.
  const accounts = [
    { email: 'ada.lovelace+one@gmail.com', trial: true },
    { email: 'adalovelace@googlemail.com', trial: true },
    { email: 'a.d.a.lovelace+three@gmail.com', trial: true },
    { email: 'grace@example.com', trial: true },
    { email: 'grace+2@example.com', trial: true },
    { email: 'g.race@example.com', trial: true },
    { email: 'never.trialed@example.com', trial: false },
  ];
  const ids: string[] = [];
  for (const [index, account] of accounts.entries()) {
    const [row] = await scratch.query(
      `INSERT INTO users (name, email, password_hash, trial_expiry, created_at)
       VALUES ('Old', $1, 'x', $2, $3) RETURNING id`,
      [account.email, account.trial ? new Date('2026-01-02T00:00:00Z') : null, new Date(Date.UTC(2026, 0, 1, 0, index))],
    );
    ids.push(String(row?.id));
  }

  await scratch.migrate(migrationsFolder);

  const claims = await scratch.query('SELECT mailbox, user_id FROM trial_claims ORDER BY mailbox');
  expect(claims).toEqual([
    { mailbox: 'adalovelace@gmail.com', user_id: ids[0] },
    { mailbox: 'g.race@example.com', user_id: ids[5] },
    { mailbox: 'grace@example.com', user_id: ids[3] },
  ]);
  // The SQL reads every address as the server's normaliser does.
  for (const claim of claims) {
    const holder = accounts[ids.indexOf(String(claim.user_id))];
    expect(normalizedMailbox(holder?.email ?? '')).toBe(claim.mailbox);
  }
  // Running again (a second instance starting) changes nothing.
  await scratch.migrate(migrationsFolder);
  expect(await scratch.query('SELECT mailbox, user_id FROM trial_claims ORDER BY mailbox')).toEqual(claims);
});
