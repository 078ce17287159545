import { z } from 'zod';
import { EngineError, type EngineFailure } from '../engine-error';
import { toEngineFailure } from '../vendor-failure';
import { callVendor, deadline, readJson, VendorHttpError, vendorServer } from '../vendor-request';
import type { Transcriber } from './transcriber';

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

/** response_format=json: `{ "text": "…" }` (OpenAI, faster-whisper-server and whisper.cpp's server alike). */
const transcriptionAnswer = z.object({ text: z.string() });

/** The engine id for an address: OpenAI's own API, or a server speaking its protocol. */
export function transcriptionEngineFor(baseUrl: string): string {
  return new URL(baseUrl).hostname === 'api.openai.com' ? 'openai' : 'openai-compatible';
}

/**
 * Speech to text over OpenAI's transcription protocol: POST {base}/v1/audio/transcriptions, a
 * multipart form of file, model, response_format=json (and language when given) → { text }.
 */
export function createOpenAiTranscriber(options: OpenAiTranscriberOptions): Transcriber {
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  const server = vendorServer(options.baseUrl, options.maxRetries ?? 2, headers, options.aiAllowedHosts);
  // OPENAI_BASE_URL-style addresses end in /v1 already; a bare server address does not.
  const path = server.base.endsWith('/v1') ? '/audio/transcriptions' : '/v1/audio/transcriptions';
  return {
    engine: options.engine ?? transcriptionEngineFor(options.baseUrl),
    model: options.model,
    async transcribe({ audio, fileName, mimeType, language, signal }) {
      const form = () => {
        const body = new FormData();
        body.set('file', new Blob([new Uint8Array(audio)], { type: mimeType }), fileName);
        body.set('model', options.model);
        body.set('response_format', 'json');
        if (language) body.set('language', language);
        return body;
      };
      try {
        const response = await callVendor(server, path, { method: 'POST', form, signal: deadline(options.timeoutMs, signal) });
        return (await readJson(response, transcriptionAnswer)).text.trim();
      } catch (error) {
        if (error instanceof VendorHttpError && (error.status === 401 || error.status === 403) && !signal?.aborted) {
          throw new EngineError('unavailable', TRANSCRIPTION_KEY_REFUSED_MESSAGE, { cause: error });
        }
        throw toEngineFailure(error, transcriptionFailureMessages, signal);
      }
    },
  };
}
