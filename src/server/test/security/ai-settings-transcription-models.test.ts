import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_FILE_NAME, modelFileNameFromUrl } from '@shared/contracts/models';
import type { GenerateScriptRequest } from '@shared/contracts/scripts';
import { TRANSCRIPTIONS_PER_MINUTE } from '@shared/contracts/transcribe';
import { adminAuditLog, aiEngineSettings } from '../../db/schema';
import { localModelsDir, textConfigFrom, textSettingOf } from '../../features/ai-engines/engine-configs';
import type { AiEngines } from '../../features/ai-engines/registry';
import { openWriters } from '../../features/ai-engines/writers';
import { modelPath } from '../../features/models';
import { createLogger } from '../../http/logger';
import { openTextEngine } from '../../providers/text';
import { createSettingsCipher } from '../../features/ai-engines/settings-cipher';
import { useTestApp, type TestContext } from '../build-test-app';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../chat-completions-test-server';
import { registerAdministrator, registerUser, type RegisteredUser } from '../factories';
import { multipartBody } from '../multipart';
import { useTranscriptionTestServer } from '../transcription-test-server';
import { webmOpusSilence } from '../audio-containers';

/** Attacks on the AI engine settings, the transcription route and the local models' downloads. */

const ADMIN_EMAIL = 'engines-admin@example.com';
const SAVED_KEY = 'sk-saved-key-that-must-stay-on-its-host-0987654321';

function adminOf(ctx: TestContext) {
  let admin: RegisteredUser | undefined;
  return async (request: InjectOptions) => {
    admin ??= await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    return ctx.app.inject({ ...request, headers: { ...admin.headers, ...request.headers } });
  };
}

describe('AI engine settings under attack', () => {
  let trusted: ChatCompletionsServer;
  let attacker: ChatCompletionsServer;
  beforeAll(async () => {
    [trusted, attacker] = await Promise.all([startChatCompletionsServer(), startChatCompletionsServer()]);
  });
  afterAll(async () => {
    await Promise.all([trusted.close(), attacker.close()]);
  });
  beforeEach(() => {
    trusted.reset();
    attacker.reset();
  });

  const ctx = useTestApp(
    {},
    { ADMIN_EMAILS: ADMIN_EMAIL, TEXT_MAX_RETRIES: '0', DATA_DIR: `.tmp/test-data/engine-attacks-${process.pid}` },
  );
  const as = adminOf(ctx);
  const save = (engines: Record<string, unknown>) => as({ method: 'PUT', url: '/api/admin/ai-engines', payload: { engines } });
  const test = (capability: string, payload: unknown) =>
    as({ method: 'POST', url: `/api/admin/ai-engines/${capability}/test`, payload: payload as Record<string, unknown> });

  async function saveTrustedScripts() {
    const saved = await save({
      scripts: { provider: 'openai-compatible', baseUrl: trusted.baseUrl, model: 'studio-writer', apiKey: SAVED_KEY },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  it('Test with another base URL and the key left out does not send the saved key to that host', async () => {
    await saveTrustedScripts();
    attacker.reply({ text: 'OK' });
    const response = await test('scripts', {
      setting: { provider: 'openai-compatible', baseUrl: attacker.baseUrl, model: 'studio-writer' },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(attacker.requests.map((request) => request.authorization)).not.toContain(`Bearer ${SAVED_KEY}`);
  });

  it('Save with another base URL and the key left out does not carry the saved key to the new host', async () => {
    await saveTrustedScripts();
    const moved = await save({ scripts: { provider: 'openai-compatible', baseUrl: attacker.baseUrl, model: 'studio-writer' } });
    // Either refused (re-enter the key for a new host) or saved without the key.
    if (moved.statusCode === 200) {
      const user = await registerUser(ctx.app);
      attacker.reply({ text: '[HOOK]\nfrom the new host' });
      await ctx.app.inject({
        method: 'POST',
        url: '/api/scripts/generate',
        headers: user.headers,
        payload: { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual', template: 'tutorial' },
      });
      expect(attacker.requests.map((request) => request.authorization)).not.toContain(`Bearer ${SAVED_KEY}`);
    } else expect(moved.statusCode).toBe(400);
  });

  async function storeUnreadableKey(capability: string) {
    await ctx.database.db
      .insert(aiEngineSettings)
      .values({
        capability,
        provider: 'openai-compatible',
        baseUrl: trusted.baseUrl,
        model: 'studio-writer',
        // Sealed with another key: as after SETTINGS_KEY (or DATA_DIR/settings-key) changed.
        apiKeyCiphertext: createSettingsCipher(randomBytes(32)).encrypt(SAVED_KEY),
        updatedBy: null,
        updatedAt: new Date(),
      })
      .onConflictDoNothing();
  }

  async function forget(capability: string) {
    await ctx.database.db.delete(aiEngineSettings).where(eq(aiEngineSettings.capability, capability));
    await ctx.deps.engines.reload();
  }

  it('Save keeping a saved key that cannot be decrypted (SETTINGS_KEY changed) gives a 4xx, never a 500', async () => {
    await storeUnreadableKey('chat');
    // The console says "enter it again"; changing only the model keeps the (unreadable) key.
    const saved = await save({ chat: { provider: 'openai-compatible', baseUrl: trusted.baseUrl, model: 'studio-writer-large' } });
    await forget('chat');
    expect(saved.statusCode, saved.body).toBeLessThan(500);
  });

  it('Test with a saved key that cannot be decrypted gives a 4xx or an answer, never a 500', async () => {
    await storeUnreadableKey('seo');
    const tested = await test('seo', { setting: { provider: 'openai-compatible', baseUrl: trusted.baseUrl, model: 'studio-writer' } });
    await forget('seo');
    expect(tested.statusCode, tested.body).toBeLessThan(500);
  });

  it("Test cuts every quoted piece of the key out of the provider's message (a provider quoting its first 24 characters)", async () => {
    trusted.replyAlways({ status: 401, error: `Invalid API key: ${SAVED_KEY.slice(0, 24)}…` });
    const response = await test('chat', {
      setting: { provider: 'openai-compatible', baseUrl: trusted.baseUrl, model: 'studio-writer', apiKey: SAVED_KEY },
    });
    trusted.replyAlways({ text: 'OK' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SAVED_KEY.slice(8, 24));
  });

  it("a model failure's log line does not carry the key a provider quoted in its error", async () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const engine = await openTextEngine(
      textConfigFrom(
        { provider: 'openai-compatible', baseUrl: trusted.baseUrl, model: 'studio-writer', apiKey: SAVED_KEY },
        ctx.deps.config,
      ),
    );
    const writers = openWriters({ text: () => engine } as unknown as AiEngines, log);
    trusted.replyAlways({ status: 401, error: `Incorrect API key provided: ${SAVED_KEY}` });
    try {
      const written = await writers.scripts.write(
        { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual', template: 'tutorial' } as GenerateScriptRequest,
        150,
      );
      expect(written.fallbackFrom).toEqual({ engine: 'openai-compatible', reason: 'key-refused', status: 401 });
    } finally {
      trusted.replyAlways({ text: 'OK' });
      await engine?.close();
    }
    expect(lines.join('\n')).toContain('text model failed');
    expect(lines.join('\n')).not.toContain(SAVED_KEY);
  });

  it("Test does not hand back the body of a host that is not an AI server (an internal page's contents)", async () => {
    const internal = createServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('internal-only: db_password=hunter2');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = internal.address() as AddressInfo;
      const response = await test('images', { setting: { provider: 'automatic1111', baseUrl: `http://127.0.0.1:${port}/admin?` } });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('hunter2');
    } finally {
      internal.close();
    }
  });

  it('credentials in a base URL (Basic auth, which vendorServer supports) are refused: they never come back or reach the audit log', async () => {
    const password = 'basic-auth-password-secret-42';
    const saved = await save({ images: { provider: 'automatic1111', baseUrl: `http://studio:${password}@127.0.0.1:9` } });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json().message).toContain('Put a password in the API key field, not in the address');
    expect(saved.body).not.toContain(password);
    const listed = await as({ method: 'GET', url: '/api/admin/ai-engines' });
    expect(listed.body).not.toContain(password);
    const audit = await ctx.database.db.select().from(adminAuditLog);
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('answers malformed bodies and capabilities with 4xx', async () => {
    const cases: InjectOptions[] = [
      { method: 'POST', url: '/api/admin/ai-engines/nonsense/test', payload: {} },
      { method: 'POST', url: '/api/admin/ai-engines/__proto__/test', payload: {} },
      { method: 'POST', url: '/api/admin/ai-engines/scripts/test', payload: { setting: null } },
      { method: 'POST', url: '/api/admin/ai-engines/scripts/test', payload: { setting: { provider: 'nope' } } },
      { method: 'POST', url: '/api/admin/ai-engines/scripts/test', payload: { setting: { provider: 'local', model: '../x.gguf' } } },
      { method: 'POST', url: '/api/admin/ai-engines/scripts/test', payload: '{', headers: { 'content-type': 'application/json' } },
      { method: 'PUT', url: '/api/admin/ai-engines', payload: { engines: [] } },
      { method: 'DELETE', url: '/api/admin/models/..%2F..%2Fsettings-key' },
      { method: 'DELETE', url: '/api/admin/models/..%2Fx.gguf' },
      { method: 'POST', url: '/api/admin/models', payload: { url: 'file:///etc/passwd.gguf' } },
      { method: 'POST', url: '/api/admin/models', payload: { url: 'https://example.com/%2e%2e%2f' } },
      { method: 'PUT', url: '/api/admin/ai-engines', payload: { engines: { __proto__: { provider: 'offline' } } } },
      { method: 'PUT', url: '/api/admin/ai-engines', payload: { engines: { scripts: { provider: 'openai', apiKey: '   ' } } } },
      {
        method: 'PUT',
        url: '/api/admin/ai-engines',
        payload: { engines: { scripts: { provider: 'ollama', baseUrl: 'javascript:alert(1)' } } },
      },
    ];
    for (const request of cases) {
      const response = await as(request);
      expect(
        response.statusCode,
        `${request.method} ${request.url} ${JSON.stringify(request.payload)}: ${response.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.method} ${request.url} ${JSON.stringify(request.payload)}: ${response.body}`).toBeLessThan(
        500,
      );
    }
  });

  it('two saves at once both land, and the engines shown match the database', async () => {
    const [first, second] = await Promise.all([
      save({ scripts: { provider: 'openai-compatible', baseUrl: trusted.baseUrl, model: 'studio-writer' } }),
      save({ seo: { provider: 'openai-compatible', baseUrl: trusted.baseUrl, model: 'studio-writer-large' } }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const engines = (await as({ method: 'GET', url: '/api/admin/ai-engines' })).json<{
      engines: { capability: string; model: string | null }[];
    }>().engines;
    expect(engines.find((engine) => engine.capability === 'scripts')?.model).toBe('studio-writer');
    expect(engines.find((engine) => engine.capability === 'seo')?.model).toBe('studio-writer-large');
  });

  it('refuses to delete the model file a saved setting runs on', async () => {
    const dir = localModelsDir(ctx.deps.config.dataDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'in-use.gguf'), Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(64)]));
    expect((await save({ chat: { provider: 'local', model: 'in-use.gguf' } })).statusCode).toBe(200);
    const removed = await as({ method: 'DELETE', url: '/api/admin/models/in-use.gguf' });
    expect(removed.statusCode, removed.body).toBe(409);
  });
});

describe('Test of an engine the environment sets', () => {
  const stt = useTranscriptionTestServer();
  const ctx = useTestApp({}, () => ({ ADMIN_EMAILS: ADMIN_EMAIL, STT_BASE_URL: stt.origin, STT_API_KEY: 'sk-stt-env-key' }));
  const as = adminOf(ctx);

  it('tests a LOCAL_MODEL_PATH model at that path (not under DATA_DIR/models)', () => {
    const environment = { ...ctx.deps.config.text, provider: 'local' as const, modelPath: '/opt/models/env-model.gguf' };
    expect(textConfigFrom(textSettingOf(environment), ctx.deps.config).modelPath).toBe('/opt/models/env-model.gguf');
  });

  it("tests speech input with the environment's STT_API_KEY", async () => {
    const response = await as({ method: 'POST', url: '/api/admin/ai-engines/speechInput/test', payload: {} });
    expect(response.statusCode, response.body).toBe(200);
    expect(stt.requests.at(-1)?.headers.authorization).toBe('Bearer sk-stt-env-key');
  });
});

describe('model file names from download addresses', () => {
  it.each([
    'https://h.example/%2e%2e%2f%2e%2e%2fetc%2fpasswd.gguf',
    'https://h.example/..%5c..%5cwin.gguf',
    'https://h.example/%EF%BC%8E%EF%BC%8E%EF%BC%8Fx.gguf',
    'https://h.example/x.gguf%00.gguf',
    'https://h.example/%2e.gguf',
  ])('%s is saved under a plain name in the models folder, or refused', (url) => {
    const name = modelFileNameFromUrl(url);
    if (name !== undefined) {
      expect(name).toMatch(MODEL_FILE_NAME);
      expect(dirname(modelPath('/data', name))).toBe('/data/models');
    }
  });
});

describe('POST /api/transcribe under attack', () => {
  const server = useTranscriptionTestServer();
  const ctx = useTestApp({}, () => ({ STT_BASE_URL: server.origin, STT_TIMEOUT_MS: '5000' }));
  const webm = webmOpusSilence(1);

  it('answers a form with many fields with 400, not 500', async () => {
    const user = await registerUser(ctx.app);
    const fields: Record<string, string | { bytes: Uint8Array; name: string; type?: string }> = {};
    for (let i = 0; i < 2_000; i++) fields[`f${i}`] = 'x';
    fields.audio = { bytes: webm, name: 'a.webm', type: 'audio/webm' };
    const body = await multipartBody(fields);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('counts parallel requests: no more than the limit get past the rate limit', async () => {
    const user = await registerUser(ctx.app);
    const body = await multipartBody({ audio: { bytes: webm, name: 'a.webm', type: 'audio/webm' } });
    const extra = 5;
    const responses = await Promise.all(
      Array.from({ length: TRANSCRIPTIONS_PER_MINUTE + extra }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/transcribe', headers: { ...user.headers, ...body.headers }, payload: body.payload }),
      ),
    );
    // Beyond the limit, refused by it; within it, those that found both the user's places taken are refused as still running.
    const codes = responses.map((response) => (response.statusCode === 200 ? 'ok' : (response.json() as { code: string }).code));
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(extra);
    expect(codes.filter((code) => code === 'ok').length).toBeGreaterThanOrEqual(2);
    expect(codes.filter((code) => code === 'ok' || code === 'TRANSCRIPTION_IN_PROGRESS')).toHaveLength(TRANSCRIPTIONS_PER_MINUTE);
  });

  it('the HTTP server gives up on a request whose body never finishes (slow upload)', () => {
    // Fastify's default requestTimeout is 0 (none), which also turns off Node's own 300 s default.
    expect(ctx.app.server.requestTimeout).toBeGreaterThan(0);
  });
});
