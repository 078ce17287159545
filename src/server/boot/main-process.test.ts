import { readdirSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startChatCompletionsServer } from '../test/chat-completions-test-server';
import { uniqueEmail } from '../test/factories';
import { dataDirsOfBlock, killServerProcesses, registerOn, startBuiltServer, stopServer } from '../test/server-process';
import { copyMigratedEmbeddedDatabase } from '../test/test-db';

// What the server process does the same on either database, so tested on the embedded one, each test
// with a copy of the migrated database (main.test.ts, on both, has what depends on the database).
describe('the server process, whatever its database', () => {
  const newDataDir = dataDirsOfBlock();
  const migratedDataDir = () => {
    const dataDir = newDataDir();
    copyMigratedEmbeddedDatabase(dataDir);
    return { DATA_DIR: dataDir };
  };
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(killServerProcesses);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('starts its background work a little after it listens (ffmpeg looked for), and a stop before then leaves nothing half-started', async () => {
    const env = migratedDataDir();
    const stoppedAtOnce = await startBuiltServer(env);
    expect(await stopServer(stoppedAtOnce)).toBe(0);
    expect(stoppedAtOnce.output()).not.toMatch(/did not start|video rendering/);

    const server = await startBuiltServer(env);
    expect(server.output()).not.toMatch(/video rendering/);
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/video rendering/);
    expect(await stopServer(server)).toBe(0);
    expect(server.output()).not.toMatch(/did not start/);
  }, 60_000);

  it('serves the AI engines the console saved from its first answer after a restart (read after the migrations, before it listens)', async () => {
    const env = migratedDataDir();
    const model = await startChatCompletionsServer();
    cleanups.push(() => model.close());
    const first = await startBuiltServer(env);
    // The first account is the administrator (no ADMIN_EMAILS).
    const token = await registerOn(first.url, uniqueEmail('engines-restart'));
    const saved = await fetch(`${first.url}/api/admin/ai-engines`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ engines: { scripts: { provider: 'openai-compatible', baseUrl: model.baseUrl, model: 'studio-writer' } } }),
    });
    expect(saved.status, await saved.text()).toBe(200);
    expect(await stopServer(first)).toBe(0);

    const second = await startBuiltServer(env);
    const engines = await fetch(`${second.url}/api/admin/ai-engines`, { headers: { authorization: `Bearer ${token}` } });
    expect(engines.status).toBe(200);
    const scripts = ((await engines.json()) as { engines: { capability: string; source: string; model: string | null }[] }).engines.find(
      (engine) => engine.capability === 'scripts',
    );
    expect(scripts).toMatchObject({ source: 'console', model: 'studio-writer' });
    expect(await stopServer(second)).toBe(0);
  }, 60_000);

  it("writes a heap snapshot on Node's signal for it and keeps serving", async () => {
    const env = migratedDataDir();
    const server = await startBuiltServer(env, ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${env.DATA_DIR}`]);
    server.child.kill('SIGUSR2');
    await expect.poll(() => readdirSync(env.DATA_DIR!).some((file) => file.endsWith('.heapsnapshot')), { timeout: 30_000 }).toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(server.output()).not.toContain('shutting down');
    expect(await stopServer(server)).toBe(0);
  }, 60_000);
});
