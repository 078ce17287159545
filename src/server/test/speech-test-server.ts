import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { listenLocally } from './listen-locally';

/** Each spoken character lasts this long in the server's audio: durations follow the text. */
export const MS_PER_CHARACTER = 40;
const sampleRate = 24_000;

/** What the server does with the next speech or cloning request. */
export type SpeechAnswer =
  'speak' | { status: number; error?: string; headers?: Record<string, string> } | { emptyAudio: true } | { delayMs: number };

export interface SpeechServerRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** JSON bodies parsed; multipart bodies as their form fields (file fields as { name, type, size }). */
  body: Record<string, unknown>;
}

/** A tone as 24 kHz 16-bit little-endian PCM, MS_PER_CHARACTER per character of `text`. */
function tone(text: string, pitchHz = 180): Buffer {
  const samples = Math.round((text.length * MS_PER_CHARACTER * sampleRate) / 1000);
  const bytes = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) bytes.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * pitchHz * i) / sampleRate)), i * 2);
  return bytes;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(incoming: IncomingMessage, raw: Buffer): Promise<Record<string, unknown>> {
  const type = incoming.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://localhost', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData();
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      fields[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
    }
    return fields;
  }
  return raw.length > 0 ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
}

/**
 * One local server speaking the two speech vendors' protocols as the engines use them:
 * - OpenAI: POST /v1/audio/speech {model, input, voice, response_format: 'pcm'} → raw 24 kHz PCM
 * - ElevenLabs: POST /v1/text-to-speech/{voice}/with-timestamps → {audio_base64, alignment};
 *   POST /v1/voices/add (multipart) → {voice_id}; DELETE /v1/voices/{id} → 200, or 404 if unknown.
 * The audio is a real tone whose length follows the text, so durations can be checked. Tests queue
 * answers for the next calls (errors, empty audio, slow replies); every request is recorded.
 */
export async function startSpeechTestServer() {
  const requests: SpeechServerRequest[] = [];
  const queue: SpeechAnswer[] = [];
  const clonedVoices = new Set<string>();
  let clones = 0;

  function speak(request: SpeechServerRequest, response: ServerResponse) {
    if (request.path === '/v1/audio/speech') {
      response.writeHead(200, { 'content-type': 'audio/pcm' });
      response.end(tone(String(request.body.input ?? '')));
      return;
    }
    const text = String(request.body.text ?? '');
    const characters = Array.from(text);
    sendJson(response, 200, {
      audio_base64: tone(text).toString('base64'),
      alignment: {
        characters,
        character_start_times_seconds: characters.map((_, i) => (i * MS_PER_CHARACTER) / 1000),
        character_end_times_seconds: characters.map((_, i) => ((i + 1) * MS_PER_CHARACTER) / 1000),
      },
    });
  }

  function answer(request: SpeechServerRequest, response: ServerResponse, next: SpeechAnswer) {
    if (typeof next === 'object' && 'delayMs' in next) {
      const timer = setTimeout(() => answer(request, response, 'speak'), next.delayMs);
      response.once('close', () => clearTimeout(timer));
      return;
    }
    if (typeof next === 'object' && 'status' in next) {
      return sendJson(
        response,
        next.status,
        { error: { message: next.error ?? `status ${next.status}` }, detail: { status: 'test_error', message: next.error ?? '' } },
        next.headers,
      );
    }
    if (typeof next === 'object' && 'emptyAudio' in next) {
      if (request.path === '/v1/audio/speech') {
        response.writeHead(200, { 'content-type': 'audio/pcm' });
        return response.end();
      }
      return sendJson(response, 200, { audio_base64: '', alignment: null });
    }
    if (request.path === '/v1/voices/add') {
      const voiceId = `cloned-voice-${++clones}`;
      clonedVoices.add(voiceId);
      return sendJson(response, 200, { voice_id: voiceId, requires_verification: false });
    }
    speak(request, response);
  }

  function route(request: SpeechServerRequest, response: ServerResponse) {
    const { method, path } = request;
    const speechCall = path === '/v1/audio/speech' || /^\/v1\/text-to-speech\/[^/]+\/with-timestamps$/.test(path);
    if (method === 'POST' && (speechCall || path === '/v1/voices/add')) return answer(request, response, queue.shift() ?? 'speak');
    const deleted = /^\/v1\/voices\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && deleted) {
      const next = queue.shift();
      if (next && typeof next === 'object' && 'status' in next) return answer(request, response, next);
      const id = decodeURIComponent(deleted[1] ?? '');
      if (!clonedVoices.delete(id)) return sendJson(response, 404, { detail: { status: 'voice_not_found' } });
      return sendJson(response, 200, { status: 'ok' });
    }
    sendJson(response, 404, { error: { message: 'not found' } });
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://localhost');
      void readBody(incoming, Buffer.concat(chunks)).then((body) => {
        const request = { method: incoming.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: incoming.headers, body };
        requests.push(request);
        route(request, response);
      });
    });
  });
  const origin = await listenLocally(server);
  return {
    origin,
    /** For OPENAI_BASE_URL. */
    openAiBaseUrl: `${origin}/v1`,
    requests,
    /** Voices cloned and not yet deleted. */
    clonedVoices,
    /** Answers for the next calls, in order; after them every call succeeds. */
    answerNext(...answers: SpeechAnswer[]) {
      queue.push(...answers);
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SpeechTestServer = Awaited<ReturnType<typeof startSpeechTestServer>>;

/** One server for the test file, emptied before each test. */
export function useSpeechTestServer(): SpeechTestServer {
  const handle = {} as SpeechTestServer;
  beforeAll(async () => {
    Object.assign(handle, await startSpeechTestServer());
  });
  beforeEach(() => handle.reset());
  afterAll(() => handle.close());
  return handle;
}
