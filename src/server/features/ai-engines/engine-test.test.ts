import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PROGRESS_TYPE, testAiEngineEvent, testAiEngineResponse, type TestAiEngineResponse } from '@shared/contracts/ai-engines';
import { adminAuditLog } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../test/chat-completions-test-server';
import { registerAdministrator, type RegisteredUser } from '../../test/factories';
import { useImageTestServer } from '../../test/image-test-servers';
import { freePort } from '../../test/listen-locally';
import { MS_PER_CHARACTER, useSpeechTestServer } from '../../test/speech-test-server';
import { useTranscriptionTestServer } from '../../test/transcription-test-server';

const ADMIN_EMAIL = 'engine-tests-admin@example.com';
const KEY = 'sk-test-key-for-the-engine-tests-0123456789';

describe('Test in the operator console checks what each feature needs', () => {
  let chat: ChatCompletionsServer;
  let noSchema: ChatCompletionsServer;
  let prose: ChatCompletionsServer;
  let keyed: ChatCompletionsServer;
  beforeAll(async () => {
    [chat, noSchema, prose, keyed] = await Promise.all([
      startChatCompletionsServer(),
      startChatCompletionsServer({ structuredOutput: 'refused' }),
      startChatCompletionsServer({ structuredOutput: 'ignored' }),
      startChatCompletionsServer({ apiKey: KEY }),
    ]);
  });
  afterAll(() => Promise.all([chat, noSchema, prose, keyed].map((server) => server.close())));
  beforeEach(() => [chat, noSchema, prose, keyed].forEach((server) => server.reset()));
  const speech = useSpeechTestServer();
  const images = useImageTestServer();
  const stt = useTranscriptionTestServer();

  const ctx = useTestApp({}, { ADMIN_EMAILS: ADMIN_EMAIL, DATA_DIR: `.tmp/test-data/engine-tests-${process.pid}` });
  let admin: RegisteredUser | undefined;
  async function test(capability: string, setting: Record<string, unknown>, accept?: string) {
    admin ??= await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ai-engines/${capability}/test`,
      headers: { ...admin.headers, ...(accept ? { accept } : {}) },
      payload: { setting },
    });
  }
  async function result(capability: string, setting: Record<string, unknown>): Promise<TestAiEngineResponse> {
    const response = await test(capability, setting);
    expect(response.statusCode, response.body).toBe(200);
    return testAiEngineResponse.parse(response.json());
  }
  const compatible = (server: ChatCompletionsServer, model = 'studio-writer', baseUrl = server.baseUrl) => ({
    provider: 'openai-compatible',
    baseUrl,
    model,
  });

  describe('structured output for SEO copy', () => {
    it('passes on a server that answers in the JSON schema it was sent', async () => {
      const tested = await result('seo', compatible(chat));
      expect(tested).toMatchObject({ ok: true, message: 'The model answered in the JSON structure SEO copy asks for: "A test answer"' });
      const [call] = chat.requests;
      expect(call?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'connection_test' } });
    });

    it.each([
      ['refuses a JSON schema (400)', () => noSchema, "answered 400: 'response_format.type' must be 'json_object' or 'text'."],
      ['ignores the schema and writes prose', () => prose, 'studio-writer did not answer with the JSON structure SEO copy asks for.'],
    ])('fails on a server that %s, saying SEO copy needs structured output', async (_case, server, said) => {
      const tested = await result('seo', compatible(server()));
      expect(tested.ok).toBe(false);
      expect(tested.message).toContain(said);
      expect(tested.message).toContain('SEO copy needs structured output (a JSON schema): choose a server and model that support it.');
      // Scripts and chat need no schema: the same server passes their Test.
      expect(await result('chat', compatible(server()))).toMatchObject({ ok: true });
    });
  });

  describe('the chosen model', () => {
    it('fails for a model the server does not list, naming the ones it offers, and calls nothing else', async () => {
      const tested = await result('scripts', compatible(chat, 'studio-writer-xl'));
      expect(tested).toMatchObject({
        ok: false,
        message: `The server at ${chat.baseUrl} does not offer the model 'studio-writer-xl'. It offers: studio-writer, studio-writer-large.`,
        models: ['studio-writer', 'studio-writer-large'],
      });
      expect(chat.requests).toEqual([]);
    });

    it("finds an Ollama model by the name the operator gives it ('llama3.2' is Ollama's 'llama3.2:latest')", async () => {
      const tested = await result('chat', { provider: 'ollama', baseUrl: chat.origin, model: 'studio-writer' });
      expect(tested).toMatchObject({ ok: true, models: ['studio-writer:latest', 'studio-writer-large:latest'] });
      expect((await result('chat', { provider: 'ollama', baseUrl: chat.origin, model: 'mistral' })).ok).toBe(false);
    });

    it('checks an image checkpoint against the server’s list, by its title or its name', async () => {
      const a1111 = { provider: 'automatic1111', baseUrl: images.origin };
      expect(await result('images', { ...a1111, model: 'v1-5-pruned-emaonly' })).toMatchObject({
        ok: true,
        message: 'The server answered with 2 models, v1-5-pruned-emaonly among them.',
      });
      expect(await result('images', { ...a1111, model: 'v1-5-pruned-emaonly.safetensors' })).toMatchObject({ ok: true });
      const missing = await result('images', { provider: 'comfyui', baseUrl: images.origin, model: 'flux-dev.safetensors' });
      expect(missing.message).toBe(
        `The server at ${images.origin} does not offer the model 'flux-dev.safetensors'. It offers: v1-5-pruned-emaonly.safetensors, sd_xl_base_1.0.safetensors.`,
      );
    });
  });

  describe('speech', () => {
    const openAiSpeech = () => ({ provider: 'openai', baseUrl: speech.openAiBaseUrl, apiKey: KEY });
    const seconds = (text: string) => ((text.length * MS_PER_CHARACTER) / 1000).toFixed(1);

    it.each(['pcm', 'wav-22050', 'mp3-24000'] as const)(
      'decodes what the server answers (%s) and says how long it spoke',
      async (format) => {
        speech.speakIn(format);
        // An MP3 read as raw PCM passed as "0.1 s of audio".
        expect(await result('speech', openAiSpeech())).toEqual(
          expect.objectContaining({ ok: true, message: `Spoke ${seconds('This is a test.')} s of audio with Alloy.` }),
        );
      },
    );

    it('fails on a server that answers a web page instead of audio', async () => {
      speech.speakIn('html');
      expect(await result('speech', openAiSpeech())).toMatchObject({
        ok: false,
        message: 'The speech server answered with text/html; charset=utf-8, not audio.',
      });
    });
  });

  describe('the same words for the same cause, whatever the capability', () => {
    it('says a server that is not there could not be reached', async () => {
      const nothing = `http://127.0.0.1:${await freePort()}`;
      const settings: [string, Record<string, unknown>][] = [
        ['scripts', { provider: 'openai-compatible', baseUrl: `${nothing}/v1`, model: 'studio-writer' }],
        ['chat', { provider: 'ollama', baseUrl: nothing, model: 'llama3.2' }],
        ['images', { provider: 'automatic1111', baseUrl: nothing }],
        ['speech', { provider: 'openai', baseUrl: `${nothing}/v1`, apiKey: KEY }],
        ['speechInput', { provider: 'openai-compatible', baseUrl: nothing }],
      ];
      for (const [capability, setting] of settings) {
        expect(await result(capability, setting), capability).toMatchObject({
          ok: false,
          message: `Could not reach a model server at ${String(setting.baseUrl)}. Check the address, and that the server is running and reachable from this one.`,
        });
      }
    });

    it('answers a 404 with a hint about /v1 on a base URL without it, and about its absence for Ollama', async () => {
      expect((await result('scripts', compatible(chat, 'studio-writer', chat.origin))).message).toBe(
        `The server at ${chat.origin} answered 404 Not Found for /models: not a model server at this address. OpenAI-compatible servers usually serve their API under /v1: try ${chat.origin}/v1.`,
      );
      expect((await result('speech', { provider: 'openai', baseUrl: speech.origin, apiKey: KEY })).message).toBe(
        `The server at ${speech.origin} answered 404 Not Found for /audio/speech: not found. OpenAI-compatible servers usually serve their API under /v1: try ${speech.origin}/v1.`,
      );
      expect((await result('chat', { provider: 'ollama', baseUrl: chat.baseUrl, model: 'studio-writer' })).message).toBe(
        `The server at ${chat.baseUrl} answered 404 Not Found for /api/tags: not a model server at this address. Give Ollama's own address, without /v1: ${chat.origin}.`,
      );
    });

    it('says a refused key was refused (401), in the server’s words without the key', async () => {
      const wrong = 'sk-wrong-key-0123456789abcdef';
      const text = await result('scripts', { ...compatible(keyed), apiKey: wrong });
      expect(text).toMatchObject({
        ok: false,
        message: `The server at ${keyed.baseUrl} refused the key (401: Incorrect API key provided: [key].). Check the API key.`,
      });
      speech.answerNext({ status: 401, error: 'Invalid API key' });
      expect((await result('speech', { provider: 'openai', baseUrl: speech.openAiBaseUrl, apiKey: wrong })).message).toBe(
        `The server at ${speech.openAiBaseUrl} refused the key (401: Invalid API key). Check the API key.`,
      );
      stt.answerNext({ status: 401, error: 'Invalid API key' });
      expect((await result('speechInput', { provider: 'openai-compatible', baseUrl: stt.origin, apiKey: wrong })).message).toBe(
        `The server at ${stt.origin} refused the key (401: Invalid API key). Check the API key.`,
      );
    });
  });

  it('answers as lines of JSON when asked to (progress while a local model loads, then the result)', async () => {
    const response = await test('chat', compatible(chat), TEST_PROGRESS_TYPE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(TEST_PROGRESS_TYPE);
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => testAiEngineEvent.parse(JSON.parse(line)));
    expect(lines.at(-1)).toEqual({
      result: expect.objectContaining({ ok: true, message: 'The model answered: "A reply from the test model."' }),
    });
  });

  it('writes every Test to the audit log with the address it called and what it found', async () => {
    await result('scripts', compatible(chat, 'studio-writer-xl'));
    const entries = await ctx.database.db.select().from(adminAuditLog);
    const entry = entries.find(
      (row) => row.action === 'ai_engine.test' && (row.details as { model?: string }).model === 'studio-writer-xl',
    );
    expect(entry).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      targetType: 'ai_engine',
      targetId: 'scripts',
      details: { provider: 'openai-compatible', address: chat.baseUrl, ok: false },
    });
  });
});
