import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiEnginesResponse } from '@shared/contracts/ai-engines';
import { resolveAuthSecret } from '../../boot/auth-secret';
import { fromPglite } from '../../db/client';
import { createPglite } from '../../db/embedded/pglite';
import { buildTestApp, useTestApp } from '../../test/build-test-app';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../test/chat-completions-test-server';
import { registerAdministrator, registerUser } from '../../test/factories';
import { restoreBackup } from '../backup';

const root = resolve('.tmp', `saved-keys-${randomUUID().slice(0, 8)}`);
const ADMIN_EMAIL = 'backed-up-admin@example.com';
const SAVED_KEY = 'sk-saved-in-the-console-before-the-backup';
const scriptRequest = { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual', template: 'tutorial' };

describe('keys saved in the console, after npm run backup and npm run restore into a fresh DATA_DIR', () => {
  let server: ChatCompletionsServer;
  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });
  // No AUTH_SECRET: the embedded default, whose signing secret DATA_DIR keeps (and the backup carries).
  const live = useTestApp({}, { DATA_DIR: join(root, 'live'), ADMIN_EMAILS: ADMIN_EMAIL, TEXT_MAX_RETRIES: '0' });

  it('are read by the restored server, which writes with them', { timeout: 120_000 }, async () => {
    const admin = await registerAdministrator(live, { email: ADMIN_EMAIL });
    const saved = await live.app.inject({
      method: 'PUT',
      url: '/api/admin/ai-engines',
      headers: admin.headers,
      payload: {
        engines: { scripts: { provider: 'openai-compatible', baseUrl: server.baseUrl, model: 'studio-writer', apiKey: SAVED_KEY } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const backup = await live.app.inject({ method: 'GET', url: '/api/admin/backup', headers: admin.headers });
    expect(backup.statusCode).toBe(200);
    mkdirSync(root, { recursive: true });
    const archive = join(root, 'backup.tar.gz');
    writeFileSync(archive, backup.rawPayload);
    const target = join(root, 'restored');
    await restoreBackup(archive, target);

    // The restored folder, started as the server starts on it: its database, and the secret it kept.
    const database = fromPglite(await createPglite({ dataDir: join(target, 'db') }));
    const restored = await buildTestApp(
      { database, authSecret: resolveAuthSecret({ authSecret: undefined, dataDir: target }) },
      { DATA_DIR: target, ADMIN_EMAILS: ADMIN_EMAIL, TEXT_MAX_RETRIES: '0' },
    );
    try {
      const listed = await restored.app.inject({ method: 'GET', url: '/api/admin/ai-engines', headers: admin.headers });
      expect(listed.statusCode, listed.body).toBe(200);
      const scripts = aiEnginesResponse.parse(listed.json()).engines.find((view) => view.capability === 'scripts');
      expect(scripts).toMatchObject({ source: 'console', hasKey: true, problem: null, active: { engine: 'openai-compatible' } });

      server.reset();
      const user = await registerUser(restored.app);
      const written = await restored.app.inject({
        method: 'POST',
        url: '/api/scripts/generate',
        headers: user.headers,
        payload: scriptRequest,
      });
      expect(written.json()).toMatchObject({ engine: 'openai-compatible', model: 'studio-writer' });
      expect(server.requests.at(-1)?.authorization).toBe(`Bearer ${SAVED_KEY}`);
    } finally {
      await restored.close();
      await database.close();
    }
  });
});
