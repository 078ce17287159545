import { z } from 'zod';
import { EngineError, type EngineFailure } from '../engine-error';
import { toEngineFailure } from '../vendor-failure';
import { callVendor, deadline, readJson, VendorHttpError, vendorServer } from '../vendor-request';
import type { TimedWord } from '../speech/speech-engine';
import { bareWord, type Transcriber, type TranscriptionRequest } from './transcriber';

export interface OpenAiTranscriberOptions {
  /** The server's address, with or without its /v1 (http://127.0.0.1:8000 and http://127.0.0.1:8000/v1 both work). */
  baseUrl: string;
  apiKey?: string | undefined;
  /** e.g. whisper-1 (OpenAI), Systran/faster-whisper-small (faster-whisper-server); whisper.cpp takes any. */
  model: string;
  timeoutMs: number;
  maxRetries?: number;
  /** Engine id for /api/ai/status; by default 'openai' at api.openai.com, else 'openai-compatible'. */
  engine?: string;
  /** AI_ALLOWED_HOSTS: where the transcriber may connect (empty: any http(s) address). */
  aiAllowedHosts: readonly string[];
}

/** What the user reads for each failure; the vendor's words stay in the log. */
export const transcriptionFailureMessages: Record<EngineFailure, string> = {
  'rate-limited': 'The speech recognition service is rate limiting requests. Please wait a moment and try again.',
  timeout: 'The speech recognition service took too long to answer. Please try a shorter recording.',
  unavailable: 'Speech recognition is temporarily unavailable. Please try again later or type your message.',
  'bad-output': 'The speech recognition service did not return a transcript. Please try again.',
  rejected: 'The speech recognition service refused this recording.',
};

/** A refused key is the operator's to fix, and says so instead of 'try again later'. */
export const TRANSCRIPTION_KEY_REFUSED_MESSAGE =
  "The speech recognition service refused the server's API key. Please ask the administrator to check it.";

/** What the user reads when the engine answers without word times (shorts need them). */
export const TRANSCRIPTION_NO_WORD_TIMES_MESSAGE =
  "The speech recognition service does not give the time of each word, which shorts need. Please ask the administrator to connect one that does (OpenAI's whisper-1 or faster-whisper-server).";

/** response_format=json: `{ "text": "…" }` (OpenAI, faster-whisper-server and whisper.cpp's server alike). */
const transcriptionAnswer = z.object({ text: z.string() });

/**
 * response_format=verbose_json with timestamp_granularities[]=word: the text and its words, times
 * in seconds. OpenAI's words carry no punctuation; faster-whisper-server's keep theirs and a leading space.
 */
const wordsAnswer = z.object({
  text: z.string(),
  words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })).nullish(),
});
type AnsweredWord = NonNullable<z.infer<typeof wordsAnswer>['words']>[number];

/** How far ahead in the text a word is looked for: an unmatched word must not swallow the rest of the text. */
const PUNCTUATION_LOOKAHEAD = 8;

/** A word of the answer with its times in milliseconds (an end never before its start). */
function timedWord(text: string, { start, end }: AnsweredWord): TimedWord {
  const startMs = Math.round(start * 1000);
  return { text, startMs, endMs: Math.max(startMs, Math.round(end * 1000)) };
}

/**
 * The words with the text's punctuation and capitals back on them: the text's tokens are walked
 * in order and each word takes the next token within reach that is the same word; a word no token
 * matches keeps its own form.
 */
function punctuatedWords(text: string, words: readonly AnsweredWord[]): TimedWord[] {
  const tokens = text.split(/\s+/).filter((token) => bareWord(token) !== '');
  let next = 0;
  const timed: TimedWord[] = [];
  for (const word of words) {
    const bare = bareWord(word.word);
    if (!bare) continue;
    const ahead = tokens.slice(next, next + PUNCTUATION_LOOKAHEAD).findIndex((token) => bareWord(token) === bare);
    const token = ahead >= 0 ? tokens[next + ahead] : undefined;
    if (token) next += ahead + 1;
    timed.push(timedWord(token ?? word.word.trim(), word));
  }
  return timed;
}

/** The engine id for an address: OpenAI's own API, or a server speaking its protocol. */
export function transcriptionEngineFor(baseUrl: string): string {
  return new URL(baseUrl).hostname === 'api.openai.com' ? 'openai' : 'openai-compatible';
}

/**
 * Speech to text over OpenAI's transcription protocol: POST {base}/v1/audio/transcriptions, a
 * multipart form of file, model, response_format (and language when given) → { text } for json,
 * { text, words } for verbose_json with timestamp_granularities[]=word.
 */
export function createOpenAiTranscriber(options: OpenAiTranscriberOptions): Transcriber {
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  const server = vendorServer(options.baseUrl, options.maxRetries ?? 2, headers, options.aiAllowedHosts);
  // OPENAI_BASE_URL-style addresses end in /v1 already; a bare server address does not.
  const path = server.base.endsWith('/v1') ? '/audio/transcriptions' : '/v1/audio/transcriptions';

  /** One transcription request with `fields` saying what to answer; every failure worded for the user. */
  async function post<T>(request: TranscriptionRequest, fields: Record<string, string>, answer: z.ZodType<T>): Promise<T> {
    const { audio, fileName, mimeType, language, signal } = request;
    const form = () => {
      const body = new FormData();
      body.set('file', new Blob([new Uint8Array(audio)], { type: mimeType }), fileName);
      body.set('model', options.model);
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      if (language) body.set('language', language);
      return body;
    };
    try {
      const response = await callVendor(server, path, { method: 'POST', form, signal: deadline(options.timeoutMs, signal) });
      return await readJson(response, answer);
    } catch (error) {
      if (error instanceof VendorHttpError && (error.status === 401 || error.status === 403) && !signal?.aborted) {
        throw new EngineError('unavailable', TRANSCRIPTION_KEY_REFUSED_MESSAGE, { cause: error });
      }
      throw toEngineFailure(error, transcriptionFailureMessages, signal);
    }
  }

  return {
    engine: options.engine ?? transcriptionEngineFor(options.baseUrl),
    model: options.model,
    async transcribe(request) {
      return (await post(request, { response_format: 'json' }, transcriptionAnswer)).text.trim();
    },
    async transcribeWords(request) {
      const fields = { response_format: 'verbose_json', 'timestamp_granularities[]': 'word' };
      const { text, words } = await post(request, fields, wordsAnswer);
      // A server that ignores the granularity answers the text alone (or no words for words it heard).
      if (!words || (words.length === 0 && bareWord(text) !== '')) {
        throw new EngineError('bad-output', TRANSCRIPTION_NO_WORD_TIMES_MESSAGE);
      }
      return { text: text.trim(), words: punctuatedWords(text, words) };
    },
  };
}
