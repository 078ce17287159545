// The built server on a fresh PostgreSQL database: for the journeys' own server (serve.ts) and for
// journeys that need one with other settings (e.g. a short access-token lifetime).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { once } from 'node:events';
import type { WorkerInfo } from '@playwright/test';
import { freePort } from '../../src/server/test/listen-locally';
import { databaseUrl, e2eDatabase } from './database';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function assertBuilt(): void {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
    throw new Error('The journeys run against the built app: run `npm run build` first.');
  }
}

export const dropDatabase = (database: string) => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);

/** Starts dist/server/main.js on 127.0.0.1:`port` with a new, empty `database`; `env` adds settings. */
export async function startAppServer(options: {
  port: number;
  database: string;
  env?: Record<string, string>;
  stdio?: 'inherit' | 'ignore';
}): Promise<ChildProcess> {
  assertBuilt();
  await dropDatabase(options.database);
  await admin(`CREATE DATABASE ${options.database}`);
  return spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    stdio: options.stdio ?? 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(options.database),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'genesis-e2e-')),
      LOG_LEVEL: 'warn',
      // The journeys register many users from this machine; the limit itself is tested in the server suite.
      REGISTRATION_LIMIT_EXEMPT: '127.0.0.1,::1',
      ...options.env,
    },
  });
}

/** Resolves once the server at `url` answers /api/ready; rejects if it exits or takes over `timeoutMs`. */
export async function waitUntilReady(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/** The database of the server of its own `name` that the worker `workerIndex` runs (for a journey's SQL). */
export const ownDatabase = (name: string, workerIndex: number) => `${e2eDatabase}_${name}_${workerIndex}`;

/**
 * A worker fixture for journeys that need other settings than the shared server's: the built
 * server on a database of its own (`${e2eDatabase}_${name}_<worker>`) with `env` added; the fixture
 * is its URL. Stopped and its database dropped when the worker ends.
 */
export function serverOfItsOwn(
  name: string,
  env: Record<string, string>,
): [(args: object, use: (url: string) => Promise<void>, workerInfo: WorkerInfo) => Promise<void>, { scope: 'worker'; timeout: number }] {
  return [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, use, workerInfo) => {
      const port = await freePort();
      const database = ownDatabase(name, workerInfo.workerIndex);
      const server = await startAppServer({ port, database, env });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilReady(url, server);
        await use(url);
      } finally {
        const exited = once(server, 'exit');
        server.kill('SIGTERM');
        await exited;
        await dropDatabase(database);
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ];
}
