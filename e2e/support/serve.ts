// Starts the built server for the journeys on a fresh PostgreSQL database, dropped again on exit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrl, e2eDatabase, e2ePort } from './database';
import { writeFakeMicrophoneSample } from './fake-microphone';

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
  console.error('The journeys run against the built app: run `npm run build` first.');
  process.exit(1);
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`DROP DATABASE IF EXISTS ${e2eDatabase} WITH (FORCE)`);
await admin(`CREATE DATABASE ${e2eDatabase}`);
await writeFakeMicrophoneSample();

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(e2ePort),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(e2eDatabase),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'genesis-e2e-')),
    LOG_LEVEL: 'warn',
  },
});

const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await admin(`DROP DATABASE IF EXISTS ${e2eDatabase} WITH (FORCE)`).catch(() => {});
  process.exit(code ?? 0);
});
