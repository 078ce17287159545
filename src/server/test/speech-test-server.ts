import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { encodeMp3 } from '../providers/speech/mp3';
import { encodeWav } from '../providers/speech/wav';
import { listenLocally } from './listen-locally';

/** Each spoken character lasts this long in the server's audio: durations follow the text. */
export const MS_PER_CHARACTER = 40;
const sampleRate = 24_000;

/**
 * How the server sends its audio: raw 24 kHz PCM as asked; or in a format of its own whatever it
 * was asked for, as some OpenAI-compatible servers do: WAV at 22,050 Hz, MP3 at 24 kHz (with an
 * ID3 tag) or at 44.1 kHz, or an HTML page with a 200.
 */
export type SpeechFormat = 'pcm' | 'wav-22050' | 'mp3-24000' | 'mp3-44100' | 'html';

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

/** A tone as 16-bit samples at `rate` (24 kHz by default), MS_PER_CHARACTER per character of `text`. */
function toneSamples(text: string, rate = sampleRate, pitchHz = 180): Int16Array {
  const samples = new Int16Array(Math.round((text.length * MS_PER_CHARACTER * rate) / 1000));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(6000 * Math.sin((2 * Math.PI * pitchHz * i) / rate));
  return samples;
}

/** The tone as little-endian PCM bytes at 24 kHz: what the vendors send when asked for PCM. */
const tone = (text: string) => Buffer.from(toneSamples(text).buffer);

/** A minimal ID3v2.4 tag (one title frame), as many MP3 encoders put before the audio. */
const id3Tag = () => {
  const title = Buffer.concat([Buffer.from([3]), Buffer.from('speech', 'latin1')]);
  const frame = Buffer.concat([Buffer.from('TIT2', 'latin1'), Buffer.from([0, 0, 0, title.length, 0, 0]), title]);
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([4, 0, 0, 0, 0, 0, frame.length]), frame]);
};

/** The tone of `text` in a format of the server's own, with its content type. */
async function encoded(text: string, format: Exclude<SpeechFormat, 'pcm'>): Promise<{ type: string; bytes: Buffer }> {
  switch (format) {
    case 'wav-22050':
      return { type: 'audio/wav', bytes: encodeWav(toneSamples(text, 22_050), 22_050) };
    case 'mp3-24000':
      return { type: 'audio/mpeg', bytes: Buffer.concat([id3Tag(), await encodeMp3(toneSamples(text), sampleRate, 96)]) };
    case 'mp3-44100':
      return { type: 'audio/mpeg', bytes: await encodeMp3(toneSamples(text, 44_100), 44_100, 96) };
    case 'html':
      return { type: 'text/html; charset=utf-8', bytes: Buffer.from('<!doctype html><title>Speech</title><p>Welcome</p>') };
  }
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
 *   (or, after speakIn, a format of its own, as some compatible servers answer)
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
  let format: SpeechFormat = 'pcm';

  async function speak(request: SpeechServerRequest, response: ServerResponse) {
    if (request.path === '/v1/audio/speech') {
      const text = String(request.body.input ?? '');
      const audio = format === 'pcm' ? { type: 'audio/pcm', bytes: tone(text) } : await encoded(text, format);
      response.writeHead(200, { 'content-type': audio.type });
      response.end(audio.bytes);
      return;
    }
    const text = String(request.body.text ?? '');
    const characters = Array.from(text);
    const audio = format === 'pcm' ? tone(text) : (await encoded(text, format)).bytes;
    sendJson(response, 200, {
      audio_base64: audio.toString('base64'),
      alignment: {
        characters,
        character_start_times_seconds: characters.map((_, i) => (i * MS_PER_CHARACTER) / 1000),
        character_end_times_seconds: characters.map((_, i) => ((i + 1) * MS_PER_CHARACTER) / 1000),
      },
    });
  }

  function answer(request: SpeechServerRequest, response: ServerResponse, next: SpeechAnswer) {
    if (typeof next === 'object' && 'delayMs' in next) {
      const timer = setTimeout(() => void answer(request, response, 'speak'), next.delayMs);
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
    return speak(request, response);
  }

  function route(request: SpeechServerRequest, response: ServerResponse) {
    const { method, path } = request;
    const speechCall = path === '/v1/audio/speech' || /^\/v1\/text-to-speech\/[^/]+\/with-timestamps$/.test(path);
    if (method === 'POST' && (speechCall || path === '/v1/voices/add')) return void answer(request, response, queue.shift() ?? 'speak');
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
    /** The format every spoken answer comes in from now on (until reset: raw PCM). */
    speakIn(next: SpeechFormat) {
      format = next;
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
      format = 'pcm';
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
