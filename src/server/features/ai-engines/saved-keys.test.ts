import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiEnginesResponse } from '@shared/contracts/ai-engines';
import type { DatabaseHandle } from '../../db/client';
import { aiEngineSettings } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../test/chat-completions-test-server';
import { registerAdministrator, registerUser } from '../../test/factories';
import { openTestDatabase } from '../../test/test-db';
import { createSettingsCipher } from './settings-cipher';

const ADMIN_EMAIL = 'saved-keys-admin@example.com';
const OLD_KEY = 'sk-saved-before-the-upgrade-0123456789';
const NEW_KEY = 'sk-saved-on-the-first-instance-98765';
const scriptRequest = { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual', template: 'tutorial' };

/**
 * Two instances of one deployment (compose.yaml: one AUTH_SECRET, no SETTINGS_KEY) on one database,
 * each with its own DATA_DIR, the first one an install that an older version sealed keys for with a
 * random DATA_DIR/settings-key.
 */
describe('keys saved in the console, on two instances with their own DATA_DIR', () => {
  let server: ChatCompletionsServer;
  let database: DatabaseHandle;
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'saved-keys-'));
    folders.push(made);
    return made;
  };
  let first: Awaited<ReturnType<typeof buildTestApp>> | undefined;
  let second: Awaited<ReturnType<typeof buildTestApp>> | undefined;

  beforeAll(async () => {
    server = await startChatCompletionsServer();
    database = await openTestDatabase();
    const firstDir = folder();
    const legacyKey = randomBytes(32);
    writeFileSync(join(firstDir, 'settings-key'), legacyKey.toString('base64'), { mode: 0o600 });
    await database.db.insert(aiEngineSettings).values({
      capability: 'scripts',
      provider: 'openai-compatible',
      baseUrl: server.baseUrl,
      model: 'studio-writer',
      apiKeyCiphertext: createSettingsCipher(legacyKey).encrypt(OLD_KEY),
      updatedBy: null,
    });
    const env = { ADMIN_EMAILS: ADMIN_EMAIL, TEXT_MAX_RETRIES: '0' };
    first = await buildTestApp({ database }, { ...env, DATA_DIR: firstDir });
    second = await buildTestApp({ database }, { ...env, DATA_DIR: folder() });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.close();
    await server?.close();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  async function scriptOn(instance: TestContext) {
    const user = await registerUser(instance.app);
    const written = await instance.app.inject({
      method: 'POST',
      url: '/api/scripts/generate',
      headers: user.headers,
      payload: scriptRequest,
    });
    return written.json<{ engine: string; fallbackFrom?: unknown }>();
  }

  it('the upgraded instance reads the key the old settings key sealed, and seals it again so that every instance can', async () => {
    server.reset();
    expect(await scriptOn(first!)).toMatchObject({ engine: 'openai-compatible' });
    expect(server.requests.at(-1)?.authorization).toBe(`Bearer ${OLD_KEY}`);

    server.reset();
    await second!.deps.engines.reload();
    const onSecond = await scriptOn(second!);
    expect(onSecond).toMatchObject({ engine: 'openai-compatible' });
    expect(onSecond.fallbackFrom).toBeUndefined();
    expect(server.requests.at(-1)?.authorization).toBe(`Bearer ${OLD_KEY}`);
  });

  it('a key saved on one instance is read on the other', async () => {
    const { headers } = await registerAdministrator(first!, { email: ADMIN_EMAIL });
    const saved = await first!.app.inject({
      method: 'PUT',
      url: '/api/admin/ai-engines',
      headers,
      payload: {
        engines: { scripts: { provider: 'openai-compatible', baseUrl: server.baseUrl, model: 'studio-writer', apiKey: NEW_KEY } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Without Redis the instances share no hub: the second reads the settings again as an announcement would make it.
    await second!.deps.engines.reload();

    server.reset();
    expect(await scriptOn(second!)).toMatchObject({ engine: 'openai-compatible' });
    expect(server.requests.at(-1)?.authorization).toBe(`Bearer ${NEW_KEY}`);

    const listed = await second!.app.inject({ method: 'GET', url: '/api/admin/ai-engines', headers });
    const scripts = aiEnginesResponse.parse(listed.json()).engines.find((view) => view.capability === 'scripts');
    expect(scripts).toMatchObject({ source: 'console', hasKey: true, problem: null });
  });
});
