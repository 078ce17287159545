// The real app for benchmarks: on a scratch PostgreSQL database (dropped afterwards) or a PGlite
// folder, with offline engines and files in a temporary folder.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { App } from '../../src/server/app/app';
import { loadConfig } from '../../src/server/config/config';
import { fromPglite, openDatabase as openDatabaseAt, type DatabaseHandle } from '../../src/server/db/client';
import { createPglite } from '../../src/server/db/embedded/pglite';
import { systemClock } from '../../src/server/app/deps';
import { openApp } from '../../src/server/app/open-app';
import { adminUrl, databaseUrl } from '../../src/server/test/postgres-urls';
import { dropWhenClosed } from '../../src/server/test/test-db';

export type Driver = 'pglite' | 'postgres';

async function openDatabase(driver: Driver): Promise<{ database: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (driver === 'postgres') {
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `genesis_bench_${randomUUID().slice(0, 8)}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl(base) });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`CREATE DATABASE ${name}`);
    const database = await openDatabaseAt({ databaseUrl: databaseUrl(base, name), dataDir: tmpdir() });
    const drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl(base) });
      await client.connect();
      await dropWhenClosed(client, name).finally(() => client.end());
    };
    return {
      database,
      cleanup: async () => {
        await database.close();
        await drop();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'genesis-bench-'));
  const database = fromPglite(await createPglite({ dataDir: folder }));
  return {
    database,
    cleanup: async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Builds and readies the app; `close` stops it and removes everything it made. */
export async function startBenchApp(
  driver: Driver,
  env: Record<string, string> = {},
): Promise<{ app: App; database: DatabaseHandle; close: () => Promise<void> }> {
  const { database, cleanup } = await openDatabase(driver);
  await database.migrate();
  const dataDir = mkdtempSync(join(tmpdir(), 'genesis-bench-files-'));
  // The benchmarks register their users through app.inject (127.0.0.1), past the per-address limit.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    REGISTRATION_LIMIT_EXEMPT: '127.0.0.1',
    ...env,
  });
  const authSecret = 'bench-secret-that-is-long-enough-for-hs256-signing';
  const { app, closeProviders } = await openApp(config, database, { clock: systemClock, authSecret, given: { text: undefined } });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await closeProviders();
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
