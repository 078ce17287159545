import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, type DatabaseHandle } from '../client';
import { isDatabaseUnavailable } from '../database-unavailable';
import { createPglite } from './pglite';
import { PgliteThread } from './pglite-thread';
import { copyMigratedEmbeddedDatabase } from '../../test/test-db';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

const samples = pgTable('samples', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique('samples_name_unique'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
  wait: interval('wait').notNull(),
  amounts: numeric('amounts').array().notNull(),
  big: bigint('big', { mode: 'bigint' }).notNull(),
  flag: boolean('flag').notNull(),
  data: jsonb('data').$type<{ tags: string[] }>().notNull(),
  bytes: bytea('bytes').notNull(),
});

const createSamples = sql`create table samples (
  id integer primary key, name text not null constraint samples_name_unique unique, at timestamptz not null, day date not null,
  wait interval not null, amounts numeric[] not null, big bigint not null, flag boolean not null, data jsonb not null, bytes bytea not null)`;

function sample(id: number, name: string) {
  return {
    id,
    name,
    at: new Date('2026-11-29T10:11:12.345Z'),
    day: '2026-11-29',
    wait: '1 day 02:03:04',
    amounts: ['1.50', '2.25'],
    big: 9_007_199_254_740_993n,
    flag: true,
    data: { tags: ['a', 'ü'] },
    bytes: new Uint8Array([0, 1, 254, 255]),
  };
}

/**
 * A temporary folder holding, in db, the database the migrations left: opening it is not a first
 * start (initdb in WebAssembly, seconds on a quiet machine).
 */
function migratedFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'genesis-pglite-thread-'));
  copyMigratedEmbeddedDatabase(folder);
  return folder;
}

async function count(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(samples);
  return row!.n;
}

describe('the embedded database on its own thread', () => {
  let folders: string[];
  let thread: PgliteThread;
  let database: DatabaseHandle;
  let inProcess: DatabaseHandle;

  beforeAll(async () => {
    folders = [migratedFolder(), migratedFolder()];
    thread = new PgliteThread();
    database = fromPglite(await thread.open(join(folders[0]!, 'db')));
    // The same database in this process.
    inProcess = fromPglite(await createPglite({ dataDir: join(folders[1]!, 'db') }));
    for (const each of [database, inProcess]) await each.db.execute(createSamples);
  });

  afterAll(async () => {
    await database.close();
    await inProcess.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("answers drizzle's queries with the values PGlite in this process gives", async () => {
    const answers = [];
    for (const each of [database, inProcess]) {
      await each.db.insert(samples).values(sample(1, 'first'));
      const typed = await each.db.select().from(samples);
      const raw = await each.db.execute(sql`select at, day, wait, amounts, big from samples`);
      answers.push({ typed, raw: (raw as unknown as { rows: unknown[] }).rows });
      await each.db.delete(samples);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.typed).toEqual([sample(1, 'first')]);
  });

  it("keeps PostgreSQL's error fields, which the services read (a unique violation's code and constraint)", async () => {
    await database.db.insert(samples).values(sample(1, 'taken'));
    const error = await database.db
      .insert(samples)
      .values(sample(2, 'taken'))
      .then(() => undefined)
      .catch((caught: unknown) => caught as Error);
    expect(error?.cause).toMatchObject({
      name: 'error',
      code: '23505',
      constraint: 'samples_name_unique',
      detail: 'Key (name)=(taken) already exists.',
    });
    expect(isDatabaseUnavailable(error)).toBe(false);
    await database.db.delete(samples);
  });

  it('commits a transaction, rolls back one that throws, and keeps a savepoint rolled back on its own', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(samples).values(sample(1, 'kept'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(samples).values(sample(2, 'undone by its savepoint'));
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(samples).values(sample(3, 'rolled back'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await database.db.select({ name: samples.name }).from(samples)).toEqual([{ name: 'kept' }]);
    await database.db.delete(samples);
  });

  it('a query from outside an open transaction waits for its end, as in one process', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(samples).values(sample(1, 'in the transaction'));
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = count(database);
    release();
    await transaction;
    expect(await outside).toBe(1);
    await database.db.delete(samples);
  });

  it('runs SQL as written for the job queue: several statements answered one result each, or one with values', async () => {
    expect(await database.executeSql('select 1 as one; select 2 as two')).toEqual([
      expect.objectContaining({ rows: [{ one: 1 }] }),
      expect.objectContaining({ rows: [{ two: 2 }] }),
    ]);
    expect(await database.executeSql('select $1::text as echo', ['back'])).toEqual(expect.objectContaining({ rows: [{ echo: 'back' }] }));
  });

  it('dumps its data folder as a tar that a PGlite opens again with the rows in it', async () => {
    await database.db.insert(samples).values(sample(7, 'in the dump'));
    const dump = await database.dumpDataDir!();
    const reopened = fromPglite(await createPglite({ loadDataDir: dump }));
    try {
      expect(await reopened.db.select({ name: samples.name }).from(samples)).toEqual([{ name: 'in the dump' }]);
    } finally {
      await reopened.close();
      await database.db.delete(samples);
    }
  });
});

describe('a database thread that stops', () => {
  it('fails the query it was running and every one after as an unavailable database (503), not a hang', { timeout: 90_000 }, async () => {
    const folder = migratedFolder();
    const thread = new PgliteThread();
    try {
      const database = fromPglite(await thread.open(join(folder, 'db')));
      const running = database.executeSql('select count(*) from generate_series(1, 50000000)', []);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await thread.terminate();
      const failed = await running.catch((error: unknown) => error as Error);
      expect(failed).toMatchObject({ code: '57P02', message: expect.stringContaining('the embedded database stopped') });
      expect(isDatabaseUnavailable(failed)).toBe(true);
      const after = await database.db
        .execute(sql`select 1`)
        .then(() => undefined)
        .catch((error: unknown) => error as Error);
      expect(isDatabaseUnavailable(after)).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
