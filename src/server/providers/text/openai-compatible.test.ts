import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config/config';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../test/chat-completions-test-server';
import { failureOf } from '../../test/engine-assertions';
import { openTextEngine, EngineError, type TextEngine } from '.';

const ask = { system: 'You are terse.', messages: [{ role: 'user' as const, content: 'Say hello' }] };

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

describe('OpenAI-compatible text engine (real AI SDK over real HTTP)', () => {
  let server: ChatCompletionsServer;
  let engine: TextEngine;
  const open = (env: Record<string, string>) =>
    openTextEngine(loadConfig({ OPENAI_BASE_URL: server.baseUrl, TEXT_MODEL: 'test-model', ...env }).text);

  beforeAll(async () => {
    server = await startChatCompletionsServer();
    engine = (await open({ TEXT_MAX_RETRIES: '0', TEXT_TIMEOUT_MS: '500', OPENAI_API_KEY: 'sk-test-key' }))!;
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('sends the system prompt and conversation to /chat/completions and returns the reply', async () => {
    server.reply({ text: 'Hello there, creator.' });
    expect(engine.engine).toBe('openai-compatible');
    expect(engine.model).toBe('test-model');
    await expect(engine.generate(ask)).resolves.toBe('Hello there, creator.');
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.messages).toEqual([
      { role: 'system', content: 'You are terse.' },
      { role: 'user', content: 'Say hello' },
    ]);
  });

  it('streams the reply in the pieces the server sends', async () => {
    server.reply({ text: 'One two three four' });
    const pieces = await collect(engine.stream(ask));
    expect(pieces.join('')).toBe('One two three four');
    expect(pieces.length).toBeGreaterThanOrEqual(4);
    expect(server.requests[0]?.body.stream).toBe(true);
  });

  it('asks for a JSON schema and returns the parsed object', async () => {
    server.reply({ text: JSON.stringify({ titles: ['A', 'B'], count: 2 }) });
    const schema = z.object({ titles: z.array(z.string()), count: z.number() });
    await expect(engine.generateObject({ ...ask, schema, name: 'answer' })).resolves.toEqual({ titles: ['A', 'B'], count: 2 });
    expect(server.requests[0]?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'answer' } });
  });

  it('reports an answer that does not match the schema as bad output', async () => {
    server.reply({ text: '{"titles": "not a list"}' });
    const schema = z.object({ titles: z.array(z.string()) });
    expect((await failureOf(engine.generateObject({ ...ask, schema, name: 'answer' }))).failure).toBe('bad-output');
  });

  it('maps 429 to rate-limited, 401 and 500 to unavailable, whether plain or streamed', async () => {
    server.reply({ status: 429 });
    expect((await failureOf(engine.generate(ask))).failure).toBe('rate-limited');
    server.reply({ status: 429 });
    expect((await failureOf(collect(engine.stream(ask)))).failure).toBe('rate-limited');
    server.reply({ status: 401, error: 'Incorrect API key provided: sk-test-key' });
    const keyFailure = await failureOf(engine.generate(ask));
    expect(keyFailure).toMatchObject({ failure: 'unavailable', message: 'AI service temporarily unavailable' });
    expect(keyFailure.message).not.toContain('sk-test');
    server.reply({ status: 500 });
    expect((await failureOf(collect(engine.stream(ask)))).failure).toBe('unavailable');
  });

  it('gives up on a reply slower than TEXT_TIMEOUT_MS as a timeout', async () => {
    // Plain and streamed at once: each waits out the limit.
    server.replyAlways({ delayMs: 5_000, then: { text: 'too late' } });
    const [plain, streamed] = await Promise.all([failureOf(engine.generate(ask)), failureOf(collect(engine.stream(ask)))]);
    expect(plain.failure).toBe('timeout');
    expect(streamed.failure).toBe('timeout');
  });

  describe('TEXT_TIMEOUT_MS is a limit on silence, not on the answer', () => {
    // Each piece comes well within the limit; the whole answer takes twice as long as it. The calls
    // of a test run at once, each on its own connection, so the test waits out the pace only once.
    const words = 'One two three four five six ';
    const steady = { gapMs: 250 };
    const patient = () => open({ TEXT_MAX_RETRIES: '0', TEXT_TIMEOUT_MS: '1000' }).then((opened) => opened!);

    it('lets a model that keeps writing finish, however long the answer takes', async () => {
      const engine = await patient();
      // Eight pieces: an object in the schema, which plain and streamed calls take as text.
      const answer = { titles: ['A', 'B', 'C'] };
      const text = JSON.stringify(answer, null, 1);
      server.replyAlways({ text, pace: steady });
      const schema = z.object({ titles: z.array(z.string()) });
      const [plain, streamed, object] = await Promise.all([
        engine.generate(ask),
        collect(engine.stream(ask)),
        engine.generateObject({ ...ask, schema, name: 'answer' }),
      ]);
      expect(plain).toBe(text);
      expect(streamed.join('')).toBe(text);
      expect(object).toEqual(answer);
    });

    it('gives up on a model that stops sending tokens mid-answer, as a timeout', async () => {
      const engine = await patient();
      server.replyAlways({ text: words, pace: { ...steady, stallAfter: 2 } });
      const pieces: string[] = [];
      const [plain, streamed] = await Promise.all([
        failureOf(engine.generate(ask)),
        failureOf(
          (async () => {
            for await (const piece of engine.stream(ask)) pieces.push(piece);
          })(),
        ),
      ]);
      expect(plain.failure).toBe('timeout');
      expect(streamed).toMatchObject({ failure: 'timeout', message: 'The AI model took too long to answer. Please try again.' });
      expect(pieces.join('')).toBe('One two ');
    });
  });

  it('retries a rate-limited call up to TEXT_MAX_RETRIES times', async () => {
    const patient = (await open({ TEXT_MAX_RETRIES: '1' }))!;
    server.reply({ status: 429, headers: { 'retry-after-ms': '10' } }, { text: 'Second time lucky.' });
    await expect(patient.generate(ask)).resolves.toBe('Second time lucky.');
    expect(server.requests).toHaveLength(2);
  });

  it('reports a server that is not listening as unavailable', async () => {
    const nowhere = (await openTextEngine(
      loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', TEXT_MODEL: 'm', TEXT_MAX_RETRIES: '0' }).text,
    ))!;
    expect((await failureOf(nowhere.generate(ask))).failure).toBe('unavailable');
  });

  it('passes a caller abort through unchanged, not as a provider failure', async () => {
    server.reply({ delayMs: 2_000, then: { text: 'late' } });
    const controller = new AbortController();
    const pending = engine.generate({ ...ask, signal: controller.signal });
    // Aborted once the server has the request: a request still on its way would reach the server
    // during the next test and take that test's answer.
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    const error = await pending.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(EngineError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('reaches Ollama under /v1 of OLLAMA_BASE_URL', async () => {
    const ollama = (await openTextEngine(loadConfig({ OLLAMA_BASE_URL: server.origin }).text))!;
    server.reply({ text: 'From Ollama.' });
    await expect(ollama.generate(ask)).resolves.toBe('From Ollama.');
    expect(ollama).toMatchObject({ engine: 'ollama', model: 'llama3.2' });
    expect(server.requests[0]?.path).toBe('/v1/chat/completions');
  });
});
