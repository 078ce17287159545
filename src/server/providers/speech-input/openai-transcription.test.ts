import { describe, expect, it } from 'vitest';
import { failureOf } from '../../test/engine-assertions';
import { DEFAULT_TRANSCRIPT, useTranscriptionTestServer } from '../../test/transcription-test-server';
import { EngineError } from '../engine-error';
import {
  createOpenAiTranscriber,
  TRANSCRIPTION_KEY_REFUSED_MESSAGE,
  transcriptionEngineFor,
  transcriptionFailureMessages,
} from './openai-transcription';

const audio = Buffer.from('OggS\0fake recording bytes');
const recording = { audio, fileName: 'speech.ogg', mimeType: 'audio/ogg' };

describe('OpenAI-compatible transcription client', () => {
  const server = useTranscriptionTestServer();
  const transcriber = (options: { baseUrl?: string; apiKey?: string; timeoutMs?: number; maxRetries?: number } = {}) =>
    createOpenAiTranscriber({
      baseUrl: server.origin,
      model: 'whisper-1',
      timeoutMs: 5_000,
      maxRetries: 0,
      aiAllowedHosts: [],
      ...options,
    });

  it('sends the recording, model and response format as a multipart form, with the key, and answers the text', async () => {
    const text = await transcriber({ apiKey: 'sk-stt-secret' }).transcribe({ ...recording, language: 'en' });
    expect(text).toBe(DEFAULT_TRANSCRIPT);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.headers.authorization).toBe('Bearer sk-stt-secret');
    expect(request?.fields).toEqual({ model: 'whisper-1', response_format: 'json', language: 'en' });
    expect(request?.file?.name).toBe('speech.ogg');
    expect(request?.file?.type).toBe('audio/ogg');
    expect(request?.file?.bytes.equals(audio)).toBe(true);
  });

  it('takes the address with or without /v1 (and a trailing slash), and sends no key when it has none', async () => {
    await transcriber({ baseUrl: `${server.origin}/v1/` }).transcribe(recording);
    await transcriber({ baseUrl: `${server.origin}/` }).transcribe(recording);
    expect(server.requests.map((request) => request.path)).toEqual(['/v1/audio/transcriptions', '/v1/audio/transcriptions']);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.fields.language).toBeUndefined();
  });

  it('trims the whitespace whisper puts around its text', async () => {
    server.answerNext({ text: '  Hello there.\n' });
    expect(await transcriber().transcribe(recording)).toBe('Hello there.');
  });

  it('names its engine by the address: OpenAI itself, or a compatible server', () => {
    expect(transcriptionEngineFor('https://api.openai.com/v1')).toBe('openai');
    expect(transcriptionEngineFor(server.origin)).toBe('openai-compatible');
    expect(transcriber().engine).toBe('openai-compatible');
    expect(
      createOpenAiTranscriber({ baseUrl: server.origin, model: 'm', timeoutMs: 1, engine: 'faster-whisper', aiAllowedHosts: [] }).engine,
    ).toBe('faster-whisper');
  });

  it('says plainly when the server refuses its key', async () => {
    server.answerNext({ status: 401, error: 'Incorrect API key provided: sk-wrong' });
    const error = await failureOf(transcriber({ apiKey: 'sk-wrong' }).transcribe(recording));
    expect([error.failure, error.message]).toEqual(['unavailable', TRANSCRIPTION_KEY_REFUSED_MESSAGE]);
    expect(error.message).not.toContain('sk-wrong');
  });

  it('retries a server error, and reports one that persists as unavailable', async () => {
    // The server asks for a short wait (OpenAI's retry-after-ms), so the test does not sit out the default second.
    const soon = { 'retry-after-ms': '20' };
    server.answerNext({ status: 500, headers: soon });
    expect(await transcriber({ maxRetries: 1 }).transcribe(recording)).toBe(DEFAULT_TRANSCRIPT);
    expect(server.requests).toHaveLength(2);

    server.answerNext({ status: 500, headers: soon }, { status: 503 });
    const error = await failureOf(transcriber({ maxRetries: 1 }).transcribe(recording));
    expect([error.failure, error.message]).toEqual(['unavailable', transcriptionFailureMessages.unavailable]);
  });

  it('maps rate limits, answers that are not a transcript and its own timeout', async () => {
    server.answerNext({ status: 429 });
    expect((await failureOf(transcriber().transcribe(recording))).failure).toBe('rate-limited');
    server.answerNext({ notJson: 'Internal error' });
    expect((await failureOf(transcriber().transcribe(recording))).failure).toBe('bad-output');
    server.answerNext({ delayMs: 2_000 });
    expect((await failureOf(transcriber({ timeoutMs: 100 }).transcribe(recording))).failure).toBe('timeout');
  });

  it("lets the caller's own abort through as it is, not as an engine failure", async () => {
    server.answerNext({ delayMs: 2_000 });
    const controller = new AbortController();
    const pending = transcriber().transcribe({ ...recording, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(EngineError);
    expect(error).toBe(controller.signal.reason);
  });

  it('reports a server that cannot be reached as unavailable', async () => {
    const error = await failureOf(transcriber({ baseUrl: 'http://127.0.0.1:9' }).transcribe(recording));
    expect(error.failure).toBe('unavailable');
  });
});
