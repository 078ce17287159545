import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from './client';
import { buildTestApp } from '../test/build-test-app';
import { registerUser } from '../test/factories';
import { adminUrl, databaseUrl } from '../test/postgres-urls';
import { startTcpProxy } from '../test/tcp-proxy';
import { dropWhenClosed } from '../test/test-db';

// A real PostgreSQL behind a proxy the test can cut: the app sees what a stopped server looks like.
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `genesis_outage_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl(base) });
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const server = new URL(base);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
});
afterAll(async () => {
  await proxy.close();
  await dropWhenClosed(admin, name);
  await admin.end();
});

it('answers 503 with Retry-After while the database is unreachable, and works again once it is back', async () => {
  const url = new URL(databaseUrl(base, name));
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '.tmp' });
  await database.migrate();
  const instance = await buildTestApp({ database });
  try {
    const user = await registerUser(instance.app);
    const gallery = () => instance.app.inject({ method: 'GET', url: '/api/images/gallery', headers: user.headers });
    expect((await gallery()).statusCode).toBe(200);

    await proxy.cut();
    const down = await gallery();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      code: 'SERVICE_UNAVAILABLE',
    });
    const ready = await instance.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);

    await proxy.restore();
    expect((await gallery()).statusCode).toBe(200);
  } finally {
    await instance.close();
    await database.close();
  }
});
