import { createPglite } from '../db/embedded/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../db/client';
import { fromPool } from '../db/postgres';
import { adminUrl, databaseUrl } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run; every test file then starts from a copy: a PGlite data-dir dump,
 * or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_DRIVER === 'postgres') return setupPostgres(project);
  return setupPglite(project);
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
