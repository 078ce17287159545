import { describe, expect, it } from 'vitest';
import { failureOf } from '../../test/engine-assertions';
import { DEFAULT_TRANSCRIPT, useTranscriptionTestServer } from '../../test/transcription-test-server';
import { EngineError } from '../engine-error';
import {
  createOpenAiTranscriber,
  TRANSCRIPTION_KEY_REFUSED_MESSAGE,
  TRANSCRIPTION_NO_WORD_TIMES_MESSAGE,
  transcriptionEngineFor,
  transcriptionFailureMessages,
} from './openai-transcription';

const audio = Buffer.from('OggS\0fake recording bytes');
const recording = { audio, fileName: 'speech.ogg', mimeType: 'audio/ogg' };

/** OpenAI's word times: the text punctuated, its words bare and lower-cased. */
const greeting = {
  text: 'Hello, world. How are you?',
  words: [
    { word: 'hello', start: 0, end: 0.42 },
    { word: 'world', start: 0.5, end: 0.98 },
    { word: 'how', start: 1.3, end: 1.5 },
    { word: 'are', start: 1.5, end: 1.62 },
    { word: 'you', start: 1.62, end: 1.9 },
  ],
};

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

  describe('transcribeWords', () => {
    it("asks for verbose_json with word times and puts the text's punctuation back on the words", async () => {
      server.answerNext(greeting);
      const { text, words } = await transcriber().transcribeWords({ ...recording, language: 'en' });
      expect(server.requests[0]?.fields).toEqual({
        model: 'whisper-1',
        response_format: 'verbose_json',
        'timestamp_granularities[]': 'word',
        language: 'en',
      });
      expect(server.requests[0]?.file?.bytes.equals(audio)).toBe(true);
      expect(text).toBe('Hello, world. How are you?');
      expect(words).toEqual([
        { text: 'Hello,', startMs: 0, endMs: 420 },
        { text: 'world.', startMs: 500, endMs: 980 },
        { text: 'How', startMs: 1300, endMs: 1500 },
        { text: 'are', startMs: 1500, endMs: 1620 },
        { text: 'you?', startMs: 1620, endMs: 1900 },
      ]);
    });

    it('keeps a word the text does not hold as it came, and the words after it still find theirs', async () => {
      // faster-whisper-server's words keep their punctuation and a leading space; the text spells the number.
      const words = [' I', ' have', ' three', ' cats.'].map((word, index) => ({ word, start: index, end: index + 0.5 }));
      server.answerNext({ text: 'I have 3 cats.', words });
      const answer = await transcriber().transcribeWords(recording);
      expect(answer.words.map((word) => word.text)).toEqual(['I', 'have', 'three', 'cats.']);
    });

    it('refuses an answer without word times: the engine does not give them', async () => {
      server.answerNext({ text: greeting.text });
      const error = await failureOf(transcriber().transcribeWords(recording));
      expect([error.failure, error.message]).toEqual(['bad-output', TRANSCRIPTION_NO_WORD_TIMES_MESSAGE]);
    });

    it('maps HTTP errors as transcribe does', async () => {
      server.answerNext({ status: 429 }, { status: 401, error: 'Incorrect API key provided: sk-wrong' });
      expect((await failureOf(transcriber().transcribeWords(recording))).failure).toBe('rate-limited');
      const refused = await failureOf(transcriber({ apiKey: 'sk-wrong' }).transcribeWords(recording));
      expect([refused.failure, refused.message]).toEqual(['unavailable', TRANSCRIPTION_KEY_REFUSED_MESSAGE]);
    });
  });
});
