import { createPglite } from '../db/embedded/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../scripts/build-server.mjs';
import { fromPglite } from '../db/client';
import { fromPool } from '../db/postgres';
import { adminUrl, databaseUrl } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    pgliteDataDir: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run; every test file then starts from a copy: a PGlite data-dir dump (and the
 * same database as a folder, what the embedded mode keeps in DATA_DIR/db), or a PostgreSQL template database. Builds the server once per run for the tests that run it as a
 * process (server-process.ts).
 */
export default async function setup(project: TestProject) {
  const [removeDatabase, removeServer] = await Promise.all([
    project.config.env?.TEST_DB_DRIVER === 'postgres' ? setupPostgres(project) : setupPglite(project),
    setupBuiltServer(project),
  ]);
  return async () => {
    await removeDatabase();
    removeServer();
  };
}

/** One build for every server project of the run (they share this process). */
const shared = globalThis as { genesisBuiltServer?: { folder: Promise<string>; projects: number } };

async function setupBuiltServer(project: TestProject) {
  const built = (shared.genesisBuiltServer ??= {
    // Under the project's folder, two levels down as dist/server is: it finds node_modules and package.json above it.
    folder: (async () => {
      const folder = resolve('.tmp', `built-server-${randomBytes(4).toString('hex')}`);
      await buildServer(folder);
      return folder;
    })(),
    projects: 0,
  });
  built.projects += 1;
  const folder = await built.folder;
  project.provide('builtServer', folder);
  return () => {
    built.projects -= 1;
    if (built.projects > 0) return;
    delete shared.genesisBuiltServer;
    rmSync(folder, { recursive: true, force: true });
  };
}

async function setupPglite(project: TestProject) {
  const client = await createPglite();
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = mkdtempSync(join(tmpdir(), 'genesis-pglite-'));
  const path = join(folder, 'migrated.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', path);
  const dataDir = join(folder, 'migrated-db');
  await (await createPglite({ dataDir, loadDataDir: dump })).close();
  project.provide('pgliteDataDir', dataDir);
  return () => rmSync(folder, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const template = `genesis_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = fromPool(new pg.Pool({ connectionString: databaseUrl(base, template), max: 1 }));
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
