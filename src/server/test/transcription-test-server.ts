import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { listenLocally } from './listen-locally';

/** A word as verbose_json gives it: times in seconds. */
export type TranscribedWord = { word: string; start: number; end: number };

/**
 * What the server does with the next transcription request. `words` are answered to a request for
 * verbose_json with word granularity; without them the server acts as one that ignores the granularity.
 */
export type TranscriptionAnswer =
  | { text: string; words?: TranscribedWord[] }
  | { status: number; error?: string; headers?: Record<string, string> }
  | { notJson: string }
  | { delayMs: number };

export interface TranscriptionServerRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The multipart form's text fields. */
  fields: Record<string, string>;
  /** The form's `file` part as it arrived. */
  file: { name: string; type: string; bytes: Buffer } | undefined;
}

/** What the server answers when no answer is queued. */
export const DEFAULT_TRANSCRIPT = 'Three video ideas about desk lamps';

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** OpenAI's answer in the format the request asked for: { text }, or verbose_json with words when asked for them. */
function transcriptionBody(request: TranscriptionServerRequest, answer: { text: string; words?: TranscribedWord[] }) {
  if (request.fields.response_format !== 'verbose_json') return { text: answer.text };
  const words = request.fields['timestamp_granularities[]'] === 'word' ? answer.words : undefined;
  const duration = answer.words?.at(-1)?.end ?? 0;
  return { task: 'transcribe', language: request.fields.language ?? 'english', duration, text: answer.text, ...(words && { words }) };
}

/** The multipart body read by the platform's own parser, as the vendors' servers would read it. */
async function readForm(incoming: IncomingMessage, raw: Buffer): Promise<Pick<TranscriptionServerRequest, 'fields' | 'file'>> {
  const fields: Record<string, string> = {};
  let file: TranscriptionServerRequest['file'];
  const type = incoming.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return { fields, file };
  const form = await new Request('http://localhost', {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(raw),
  }).formData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file') file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return { fields, file };
}

/**
 * A local server speaking OpenAI's transcription protocol as whisper.cpp's server,
 * faster-whisper-server and OpenAI do: POST /v1/audio/transcriptions (multipart: file, model,
 * response_format, language, timestamp_granularities[]) → { text }, or verbose_json's { text, words }.
 * A request without a file or model is refused with 400, as theirs are. Tests queue answers for
 * the next calls (errors, slow or broken replies) or answer each request by what it holds; every
 * request is recorded.
 */
export async function startTranscriptionTestServer() {
  const requests: TranscriptionServerRequest[] = [];
  const queue: TranscriptionAnswer[] = [];
  let answerBy: ((request: TranscriptionServerRequest) => Promise<TranscriptionAnswer>) | undefined;

  function answer(request: TranscriptionServerRequest, response: ServerResponse, next: TranscriptionAnswer) {
    if ('delayMs' in next) {
      const timer = setTimeout(() => answer(request, response, { text: DEFAULT_TRANSCRIPT }), next.delayMs);
      response.once('close', () => clearTimeout(timer));
      return;
    }
    if ('status' in next)
      return sendJson(response, next.status, { error: { message: next.error ?? `status ${next.status}` } }, next.headers);
    if ('notJson' in next) {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end(next.notJson);
    }
    sendJson(response, 200, transcriptionBody(request, next));
  }

  async function route(request: TranscriptionServerRequest, response: ServerResponse) {
    if (request.method !== 'POST' || request.path !== '/v1/audio/transcriptions') return sendJson(response, 404, { error: 'not found' });
    if (!request.file || !request.fields.model) return sendJson(response, 400, { error: { message: 'file and model are required' } });
    answer(request, response, queue.shift() ?? (await answerBy?.(request)) ?? { text: DEFAULT_TRANSCRIPT });
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://localhost');
      void readForm(incoming, Buffer.concat(chunks)).then((form) => {
        const request = { method: incoming.method ?? 'GET', path: url.pathname, headers: incoming.headers, ...form };
        requests.push(request);
        // A test's answerEach that fails is a 500 the test sees, not a request left hanging.
        return route(request, response).catch((error: unknown) => sendJson(response, 500, { error: { message: String(error) } }));
      });
    });
  });
  const origin = await listenLocally(server);
  return {
    /** The server's address without /v1, as STT_BASE_URL may give it. */
    origin,
    requests,
    /** Answers for the next calls, in order; after them every call gets answerEach's answer, else DEFAULT_TRANSCRIPT. */
    answerNext(...answers: TranscriptionAnswer[]) {
      queue.push(...answers);
    },
    /** How to answer each call once the queue is empty (until reset), from the request itself. */
    answerEach(respond: (request: TranscriptionServerRequest) => Promise<TranscriptionAnswer>) {
      answerBy = respond;
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
      answerBy = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TranscriptionTestServer = Awaited<ReturnType<typeof startTranscriptionTestServer>>;

/** One server for the test file, emptied before each test. */
export function useTranscriptionTestServer(): TranscriptionTestServer {
  const handle = {} as TranscriptionTestServer;
  beforeAll(async () => {
    Object.assign(handle, await startTranscriptionTestServer());
  });
  beforeEach(() => handle.reset());
  afterAll(() => handle.close());
  return handle;
}
