import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiStatusResponse } from '@shared/contracts/ai';
import { aiEnginesResponse } from '@shared/contracts/ai-engines';
import { generateImagesResponse } from '@shared/contracts/images';
import { generatedProjectScript, projectSeoAnalysis } from '@shared/contracts/projects';
import { generateScriptResponse } from '@shared/contracts/scripts';
import { seoAnalysisResponse } from '@shared/contracts/seo';
import { generateVoiceoverResponse } from '@shared/contracts/voice';
import { aiEngineSettings } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { buildTestApp, useTestApp, type TestContext } from '../../test/build-test-app';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../test/chat-completions-test-server';
import { registerAdministrator, registerUser, type RegisteredUser } from '../../test/factories';
import { startImageTestServer } from '../../test/image-test-servers';
import { appOrigin } from '../../test/listen-locally';
import { openSocket } from '../../test/socket-client';
import { createSettingsCipher } from './settings-cipher';

const ADMIN_EMAIL = 'fallbacks-admin@example.com';
const WRONG_KEY = 'sk-wrong-key-the-provider-refuses-0123';
const scriptRequest = { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual', template: 'tutorial' };
const article =
  'Starting a podcast takes a plan. Pick a topic you can talk about every week. Buy a decent microphone. ' +
  'Record in a quiet room, edit out long pauses, and publish on a schedule your listeners can count on.';

/** One series of /metrics, or undefined when absent. */
async function sample(ctx: TestContext, series: string): Promise<number | undefined> {
  const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A signed-in user's POST. */
const post = (ctx: TestContext, user: RegisteredUser, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });

async function consoleEngines(ctx: TestContext, admin: RegisteredUser) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/ai-engines', headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return aiEnginesResponse.parse(response.json()).engines;
}

describe('a text model that refuses its key (a wrong OPENAI_API_KEY)', () => {
  let server: ChatCompletionsServer;
  const lines: { level: number; msg: string; providerStatus?: number; reason?: string }[] = [];
  beforeAll(async () => {
    server = await startChatCompletionsServer();
    server.replyAlways({ status: 401, error: `Incorrect API key provided: ${WRONG_KEY}` });
  });
  afterAll(() => server.close());
  const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
  const ctx = useTestApp({ log }, () => ({
    OPENAI_BASE_URL: server.baseUrl,
    OPENAI_API_KEY: WRONG_KEY,
    TEXT_MODEL: 'studio-writer',
    TEXT_MAX_RETRIES: '0',
    ADMIN_EMAILS: ADMIN_EMAIL,
  }));
  const refused = { engine: 'openai-compatible', reason: 'key-refused', status: 401 };

  it('writes a project script offline and says which model did not answer and why, on both script routes', async () => {
    const user = await registerUser(ctx.app);
    const created = await post(ctx, user, '/api/projects', { title: 'Podcast' });
    const projectId = created.json<{ id: string }>().id;

    const fromTab = await post(ctx, user, '/api/scripts/generate', { ...scriptRequest, projectId });
    expect(fromTab.statusCode, fromTab.body).toBe(200);
    expect(generateScriptResponse.parse(fromTab.json())).toMatchObject({ engine: 'offline-writer', fallbackFrom: refused, projectId });

    const fromProject = await post(ctx, user, `/api/projects/${projectId}/script/generate`, {});
    expect(fromProject.statusCode, fromProject.body).toBe(200);
    expect(generatedProjectScript.parse(fromProject.json())).toMatchObject({ script: { engine: 'offline-writer' }, fallbackFrom: refused });
    expect(fromTab.body + fromProject.body).not.toContain(WRONG_KEY);
  });

  it('keeps the analyzer’s titles for SEO, single-shot and in a project, saying why', async () => {
    const user = await registerUser(ctx.app);
    const single = await post(ctx, user, '/api/seo/analyze', { content: article });
    expect(single.statusCode, single.body).toBe(200);
    expect(seoAnalysisResponse.parse(single.json())).toMatchObject({ engine: 'offline-analyzer', fallbackFrom: refused });

    const created = await post(ctx, user, '/api/projects', { title: 'SEO' });
    const projectId = created.json<{ id: string }>().id;
    const kept = await post(ctx, user, `/api/projects/${projectId}/seo`, { content: article });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(projectSeoAnalysis.parse(kept.json()).analysis.fallbackFrom).toEqual(refused);
  });

  it('answers a chat message offline, the chat_response naming the model and why', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await appOrigin(ctx.app), user.token);
    try {
      await socket.next('conversations_list');
      socket.send({ type: 'chat_message', message: 'Ideas for a coffee channel', category: 'story-ideas' });
      const response = await socket.next('chat_response');
      expect(response.message.engine).toBe('offline-writer');
      expect(response.fallbackFrom).toEqual(refused);
    } finally {
      await socket.close();
    }
  });

  it('counts the fallbacks as outcome="fallback" with the reason, never as "ok"', async () => {
    const user = await registerUser(ctx.app);
    await post(ctx, user, '/api/scripts/generate', scriptRequest);
    const fallbacks = await sample(
      ctx,
      'genesis_generations_total{kind="script",engine="offline-writer",outcome="fallback",reason="key-refused"}',
    );
    expect(fallbacks).toBeGreaterThanOrEqual(3);
    expect(await sample(ctx, 'genesis_generations_total{kind="script",engine="offline-writer",outcome="ok"}')).toBeUndefined();
    expect(
      await sample(ctx, 'genesis_generations_total{kind="seo",engine="offline-analyzer",outcome="fallback",reason="key-refused"}'),
    ).toBe(2);
  });

  it("logs the provider's status and what it means, never its words", () => {
    const failures = lines.filter((line) => line.msg.startsWith('text model failed'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatchObject({ providerStatus: 401, reason: 'key-refused' });
    expect(failures[0]!.msg).toContain('the provider refused the API key (HTTP 401)');
    expect(JSON.stringify(lines)).not.toContain(WRONG_KEY);
  });

  it("shows each engine's last failure, and when, on the console of every instance", async () => {
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    const failure = async (instance: TestContext) =>
      (await consoleEngines(instance, admin)).find((view) => view.capability === 'scripts')?.lastFailure;
    await expect.poll(() => failure(ctx)).toMatchObject(refused);
    // When: the server's clock at the failure.
    expect((await failure(ctx))!.at).toBe(ctx.clock.now().toISOString());

    // Another instance of the deployment, on the same database, shows the same.
    const other = await buildTestApp({ database: ctx.database }, { ADMIN_EMAILS: ADMIN_EMAIL, DATA_DIR: '.tmp/test-data/fallbacks-other' });
    try {
      expect(await failure(other)).toMatchObject(refused);
    } finally {
      await other.close();
    }
  });
});

describe('an image engine that refuses its key', () => {
  let images: Awaited<ReturnType<typeof startImageTestServer>>;
  beforeAll(async () => {
    images = await startImageTestServer();
    images.replyAlways({ status: 401, error: `Incorrect API key provided: ${WRONG_KEY}` });
  });
  afterAll(() => images.close());
  const ctx = useTestApp({}, () => ({
    IMAGE_PROVIDER: 'openai',
    IMAGE_BASE_URL: images.openAiBaseUrl,
    OPENAI_API_KEY: WRONG_KEY,
    IMAGE_MAX_RETRIES: '0',
    ADMIN_EMAILS: ADMIN_EMAIL,
  }));

  it('answers 503 and records the failure with its status for the console', async () => {
    const user = await registerUser(ctx.app);
    const response = await post(ctx, user, '/api/images/generate', { prompt: 'A red bicycle' });
    expect(response.statusCode).toBe(503);
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    await expect
      .poll(async () => (await consoleEngines(ctx, admin)).find((view) => view.capability === 'images')?.lastFailure)
      .toMatchObject({ engine: 'openai', reason: 'key-refused', status: 401 });
  });
});

describe('saved keys this server cannot read', () => {
  const ctx = useTestApp({}, { ADMIN_EMAILS: ADMIN_EMAIL });
  const unreadable = { engine: 'openai', reason: 'key-unreadable', status: null };

  beforeAll(async () => {
    // Sealed with a key this server does not have: as on an instance with another AUTH_SECRET.
    const otherKey = createSettingsCipher(randomBytes(32));
    const row = { provider: 'openai', baseUrl: null, model: null, apiKeyCiphertext: otherKey.encrypt('sk-saved'), updatedBy: null };
    await ctx.database.db.insert(aiEngineSettings).values([
      { capability: 'scripts', ...row },
      { capability: 'images', ...row },
      { capability: 'speech', ...row },
    ]);
    await ctx.deps.engines.reload();
  });
  afterAll(async () => {
    await ctx.database.db.delete(aiEngineSettings).where(eq(aiEngineSettings.provider, 'openai'));
  });

  it('says so in GET /api/ai/status, on the capabilities the built-in engines serve meanwhile', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ai/status' });
    const { capabilities } = aiStatusResponse.parse(response.json());
    expect(capabilities.scripts).toEqual({ engine: 'offline-writer', model: null, offline: true, fallbackFrom: unreadable });
    expect(capabilities.images).toMatchObject({ engine: 'offline-preview', fallbackFrom: unreadable });
    expect(capabilities.speech).toMatchObject({ engine: 'espeak', fallbackFrom: unreadable });
    expect(capabilities.seo.fallbackFrom).toBeUndefined();
  });

  it('says so on the console’s engine card', async () => {
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    const scripts = (await consoleEngines(ctx, admin)).find((view) => view.capability === 'scripts');
    expect(scripts).toMatchObject({ source: 'console', active: { engine: 'offline-writer' } });
    expect(scripts?.problem).toContain('The saved API key cannot be read');
  });

  // Three generations on the built-in engines (the first loads each): more than the default time on a busy machine.
  it('never serves a script, a picture or a voiceover offline without saying why', { timeout: 60_000 }, async () => {
    const user = await registerUser(ctx.app);
    const script = await post(ctx, user, '/api/scripts/generate', scriptRequest);
    expect(generateScriptResponse.parse(script.json())).toMatchObject({ engine: 'offline-writer', fallbackFrom: unreadable });

    const picture = await post(ctx, user, '/api/images/generate', { prompt: 'A red bicycle' });
    expect(picture.statusCode, picture.body).toBe(200);
    expect(generateImagesResponse.parse(picture.json())).toMatchObject({ engine: 'offline-preview', fallbackFrom: unreadable });

    const voiceover = await post(ctx, user, '/api/generate-voiceover', { text: 'Welcome to the show.' });
    expect(voiceover.statusCode, voiceover.body).toBe(200);
    expect(generateVoiceoverResponse.parse(voiceover.json())).toMatchObject({ engine: 'espeak', fallbackFrom: unreadable });

    expect(
      await sample(ctx, 'genesis_generations_total{kind="image",engine="offline-preview",outcome="fallback",reason="key-unreadable"}'),
    ).toBe(1);
  });
});
