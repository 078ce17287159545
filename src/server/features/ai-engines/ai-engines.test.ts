import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiEnginesResponse, testAiEngineResponse, type AiEngineView } from '@shared/contracts/ai-engines';
import { generateScriptResponse } from '@shared/contracts/scripts';
import { adminAuditLog, aiEngineSettings } from '../../db/schema';
import { useTestApp, useTwoInstances, type TestContext } from '../../test/build-test-app';
import { MODEL_IDS, startChatCompletionsServer, type ChatCompletionsServer } from '../../test/chat-completions-test-server';
import { registerAdministrator, registerUser, type RegisteredUser } from '../../test/factories';
import { localModelsDir } from './engine-configs';

const ADMIN_EMAIL = 'engines-admin@example.com';
const SECRET_KEY = 'sk-test-never-leaves-the-server-1234567890';
const scriptRequest = { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual', template: 'tutorial' };

/** The console as its administrator uses it. */
function consoleOf(ctx: TestContext) {
  let admin: RegisteredUser | undefined;
  const as = async (request: InjectOptions) => {
    admin ??= await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    return ctx.app.inject({ ...request, headers: { ...admin.headers, ...request.headers } });
  };
  const view = (engines: AiEngineView[], capability: string) => engines.find((engine) => engine.capability === capability)!;
  return {
    as,
    view,
    async engines() {
      const response = await as({ method: 'GET', url: '/api/admin/ai-engines' });
      expect(response.statusCode, response.body).toBe(200);
      return aiEnginesResponse.parse(response.json()).engines;
    },
    save: (engines: Record<string, unknown>) => as({ method: 'PUT', url: '/api/admin/ai-engines', payload: { engines } }),
    test: (capability: string, setting?: Record<string, unknown>) =>
      as({ method: 'POST', url: `/api/admin/ai-engines/${capability}/test`, payload: setting ? { setting } : {} }),
  };
}

describe('AI engines in the operator console', () => {
  let server: ChatCompletionsServer;
  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const ctx = useTestApp({}, { ADMIN_EMAILS: ADMIN_EMAIL, TEXT_MAX_RETRIES: '0', DATA_DIR: `.tmp/test-data/ai-engines-${process.pid}` });
  const admin = consoleOf(ctx);

  it('lists every capability on its built-in engine on a fresh install', async () => {
    const engines = await admin.engines();
    expect(engines.map((engine) => engine.capability)).toEqual([
      'scripts',
      'seo',
      'chat',
      'images',
      'speech',
      'voiceCloning',
      'speechInput',
    ]);
    expect(admin.view(engines, 'scripts')).toMatchObject({
      provider: 'offline',
      source: 'default',
      hasKey: false,
      active: { engine: 'offline-writer' },
    });
    expect(admin.view(engines, 'speechInput')).toMatchObject({ provider: 'browser', source: 'default', active: { engine: 'browser' } });
  });

  it('switches scripts to a model without a restart, keeps the key encrypted and never sends it back', async () => {
    const user = await registerUser(ctx.app);
    const before = await ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers: user.headers, payload: scriptRequest });
    expect(before.json()).toMatchObject({ engine: 'offline-writer' });

    const saved = await admin.save({
      scripts: { provider: 'openai-compatible', baseUrl: `${server.baseUrl}/`, model: 'studio-writer', apiKey: SECRET_KEY },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(SECRET_KEY);
    expect(admin.view(saved.json<{ engines: AiEngineView[] }>().engines, 'scripts')).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: server.baseUrl,
      model: 'studio-writer',
      hasKey: true,
      source: 'console',
      active: { engine: 'openai-compatible', model: 'studio-writer' },
    });

    server.reply({ text: '[HOOK]\nA script from the connected model.' });
    const after = await ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers: user.headers, payload: scriptRequest });
    expect(generateScriptResponse.parse(after.json())).toMatchObject({
      engine: 'openai-compatible',
      generatedScript: '[HOOK]\nA script from the connected model.',
    });
    expect(server.requests.at(-1)?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    // Only scripts moved: chat still runs offline.
    const status = await ctx.app.inject({ method: 'GET', url: '/api/ai/status' });
    expect(status.json()).toMatchObject({
      capabilities: { scripts: { engine: 'openai-compatible', offline: false }, chat: { engine: 'offline-writer' } },
    });

    // At rest: sealed, not the key; in the audit log: whether a key is set, never the key.
    const [row] = await ctx.database.db.select().from(aiEngineSettings);
    expect(row?.apiKeyCiphertext).toBeTruthy();
    expect(row?.apiKeyCiphertext).not.toContain(SECRET_KEY);
    expect(Buffer.from(row!.apiKeyCiphertext!, 'base64').toString('latin1')).not.toContain(SECRET_KEY);
    const audit = await ctx.database.db.select().from(adminAuditLog);
    expect(JSON.stringify(audit)).not.toContain(SECRET_KEY);
    expect(audit.some((entry) => entry.action === 'ai_engine.save' && entry.targetId === 'scripts')).toBe(true);
    expect(JSON.stringify(await admin.engines())).not.toContain(SECRET_KEY);

    // Saving again without a key keeps it; the built-in provider puts scripts back offline.
    expect(
      (await admin.save({ scripts: { provider: 'openai-compatible', baseUrl: server.baseUrl, model: 'studio-writer-large' } })).statusCode,
    ).toBe(200);
    expect(admin.view(await admin.engines(), 'scripts')).toMatchObject({ model: 'studio-writer-large', hasKey: true });
    expect((await admin.save({ scripts: { provider: 'offline' } })).statusCode).toBe(200);
    expect(admin.view(await admin.engines(), 'scripts')).toMatchObject({ provider: 'offline', source: 'default', hasKey: false });
    expect(await ctx.database.db.select().from(aiEngineSettings)).toEqual([]);
  });

  it('answers with the offline draft, saying which model failed, when the saved model fails', async () => {
    const user = await registerUser(ctx.app);
    await admin.save({ scripts: { provider: 'openai-compatible', baseUrl: server.baseUrl, model: 'studio-writer' } });
    server.reply({ status: 500 });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers: user.headers, payload: scriptRequest });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      engine: 'offline-writer',
      fallbackFrom: { engine: 'openai-compatible', reason: 'server-error', status: 500 },
    });
    // The card shows the failure until a new setting is saved.
    await expect
      .poll(async () => admin.view(await admin.engines(), 'scripts').lastFailure)
      .toMatchObject({ engine: 'openai-compatible', reason: 'server-error', status: 500 });
    await admin.save({ scripts: { provider: 'offline' } });
    expect(admin.view(await admin.engines(), 'scripts').lastFailure).toBeNull();
  });

  it('Test makes a real call, reports its latency and the models the server lists', async () => {
    server.reply({ text: 'OK' });
    const response = await admin.test('chat', { provider: 'openai-compatible', baseUrl: server.baseUrl, model: 'studio-writer' });
    expect(response.statusCode, response.body).toBe(200);
    const result = testAiEngineResponse.parse(response.json());
    expect(result).toMatchObject({ ok: true, message: 'The model answered: "OK"', models: MODEL_IDS });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(server.requests.some((request) => request.body.messages?.some((message) => message.content === 'Say OK.'))).toBe(true);
  });

  it("Test reports a refused key in the provider's words, without the key", async () => {
    server.replyAlways({ status: 401, error: `Incorrect API key provided: ${SECRET_KEY}. You can find your key at …` });
    const response = await admin.test('scripts', {
      provider: 'openai-compatible',
      baseUrl: server.baseUrl,
      model: 'studio-writer',
      apiKey: SECRET_KEY,
    });
    const result = testAiEngineResponse.parse(response.json());
    expect(result.ok).toBe(false);
    expect(result.message).toContain('401');
    expect(result.message).toContain('Incorrect API key provided');
    expect(response.body).not.toContain(SECRET_KEY);
    expect(response.body).not.toContain(SECRET_KEY.slice(-8));
  });

  it('Test reports a server that cannot be reached', async () => {
    const response = await admin.test('images', { provider: 'automatic1111', baseUrl: 'http://127.0.0.1:9' });
    expect(testAiEngineResponse.parse(response.json())).toMatchObject({
      ok: false,
      message:
        'Could not reach a model server at http://127.0.0.1:9. Check the address, and that the server is running and reachable from this one.',
    });
  });

  it.each([
    [{ scripts: { provider: 'ollama' } }, 'SETTING_MISSING', 'Scripts on Ollama needs a base URL.'],
    [{ scripts: { provider: 'openai' } }, 'SETTING_MISSING', 'Scripts on OpenAI needs an API key.'],
    [{ images: { provider: 'anthropic', apiKey: 'x' } }, 'UNKNOWN_PROVIDER', "Images cannot run on 'anthropic'."],
    [
      { chat: { provider: 'local', model: '../../etc/passwd.gguf' } },
      'MODEL_NOT_FOUND',
      "No downloaded model is called '../../etc/passwd.gguf'. Download it under Local models first.",
    ],
  ])('refuses incomplete settings %j with 400 %s', async (engines, code, message) => {
    const response = await admin.save(engines);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message });
  });

  it('refuses an address that is not http(s), and an empty change', async () => {
    const bad = await admin.save({ scripts: { provider: 'ollama', baseUrl: 'file:///etc/passwd' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('http');
    expect((await admin.save({})).statusCode).toBe(400);
    expect((await admin.save({ nonsense: { provider: 'offline' } })).statusCode).toBe(400);
  });

  it('runs a downloaded model file as the local text engine, and says why it cannot when the runtime is missing', async () => {
    const dir = localModelsDir(ctx.deps.config.dataDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'tiny-test.gguf'), Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(64)]));
    const response = await admin.save({ chat: { provider: 'local', model: 'tiny-test.gguf' } });
    expect(response.statusCode, response.body).toBe(200);
    const chat = admin.view(response.json<{ engines: AiEngineView[] }>().engines, 'chat');
    expect(chat).toMatchObject({ provider: 'local', model: 'tiny-test.gguf', source: 'console' });
    // No node-llama-cpp here (or a file it cannot load): the offline writer serves, and the console says why.
    expect(chat.active.engine === 'local-model' || chat.problem !== null).toBe(true);
    await admin.save({ chat: { provider: 'offline' } });
  });

  it('answers anyone but an administrator with the unknown-route 404', async () => {
    const user = await registerUser(ctx.app);
    for (const request of [
      { method: 'GET', url: '/api/admin/ai-engines' },
      { method: 'PUT', url: '/api/admin/ai-engines', payload: { engines: { scripts: { provider: 'offline' } } } },
      { method: 'POST', url: '/api/admin/ai-engines/scripts/test', payload: {} },
    ] as InjectOptions[]) {
      expect((await ctx.app.inject({ ...request, headers: user.headers })).statusCode).toBe(404);
      expect((await ctx.app.inject(request)).statusCode).toBe(404);
    }
  });
});

describe('AI engines set by the environment', () => {
  const ctx = useTestApp(
    {},
    {
      ADMIN_EMAILS: ADMIN_EMAIL,
      OLLAMA_BASE_URL: 'http://127.0.0.1:9',
      TEXT_MODEL: 'llama3.2',
      TTS_BASE_URL: 'http://127.0.0.1:9/v1',
      TTS_PROVIDER: 'openai',
    },
  );
  const admin = consoleOf(ctx);

  it('shows them read-only with the variables that set them, and refuses to change them', async () => {
    const engines = await admin.engines();
    expect(admin.view(engines, 'chat')).toMatchObject({
      provider: 'ollama',
      baseUrl: 'http://127.0.0.1:9',
      source: 'environment',
      variables: ['OLLAMA_BASE_URL', 'TEXT_MODEL'],
      active: { engine: 'ollama', model: 'llama3.2' },
    });
    expect(admin.view(engines, 'speech')).toMatchObject({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:9/v1',
      source: 'environment',
      variables: ['TTS_PROVIDER', 'TTS_BASE_URL'],
    });
    expect(admin.view(engines, 'images')).toMatchObject({ source: 'default' });
    const refused = await admin.save({ chat: { provider: 'offline' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'SET_BY_ENVIRONMENT',
      message: "Chat is set by OLLAMA_BASE_URL, TEXT_MODEL in the server's environment: change it there.",
    });
  });
});

describe('a change made on one instance', () => {
  const { a, b } = useTwoInstances({ ADMIN_EMAILS: ADMIN_EMAIL });
  let server: ChatCompletionsServer;
  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(() => server.close());

  it('reaches the other instance at once, through the hub', async () => {
    const admin = consoleOf(a);
    const saved = await admin.save({ seo: { provider: 'openai-compatible', baseUrl: server.baseUrl, model: 'studio-writer' } });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect
      .poll(async () => (await b.app.inject({ method: 'GET', url: '/api/ai/status' })).json().capabilities.seo, { timeout: 5_000 })
      .toEqual({ engine: 'openai-compatible', model: 'studio-writer', offline: false });
  });
});
