import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromPool } from './postgres';
import { adminUrl, databaseUrl } from '../test/postgres-urls';
import { dropWhenClosed } from '../test/test-db';

// Needs a PostgreSQL server (the advisory lock is PostgreSQL's), whichever driver the suite runs on.
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `genesis_migrate_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl(base) });

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
});
afterAll(async () => {
  await dropWhenClosed(admin, name);
  await admin.end();
});

it('migrates an empty database once when several instances start at the same moment', async () => {
  const instances = Array.from({ length: 4 }, () => fromPool(new pg.Pool({ connectionString: databaseUrl(base, name), max: 2 })));
  try {
    await Promise.all(instances.map((instance) => instance.migrate()));
    const pool = new pg.Pool({ connectionString: databaseUrl(base, name), max: 1 });
    const applied = await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const tables = await pool.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'",
    );
    await pool.end();
    expect(tables.rows[0].n).toBe(1);
    expect(applied.rows[0].n).toBeGreaterThan(0);
    // Every instance can work once its migrate() has returned.
    for (const instance of instances) await instance.ping();
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
  }
});
