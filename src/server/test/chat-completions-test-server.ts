import { createServer, type ServerResponse } from 'node:http';
import { listenLocally } from './listen-locally';

/** What the server does with the next request. */
export type ChatAnswer =
  | { text: string; pace?: Pace }
  | { status: number; error?: string; headers?: Record<string, string> }
  | { delayMs: number; then: ChatAnswer };

/** A streamed answer sent slowly: `gapMs` before each piece; after `stallAfter` pieces, nothing more (the connection stays open). */
export interface Pace {
  gapMs: number;
  stallAfter?: number;
}

export interface ChatCompletionsRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    max_tokens?: number;
    response_format?: { type: string; json_schema?: { name: string; schema: object } };
  };
}

function completion(model: string, text: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  };
}

/** Sends the text as server-sent chat.completion.chunk events, a word at a time (at the pace asked for). */
function streamText(response: ServerResponse, model: string, text: string, pace?: Pace) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  response.write(chunk({ role: 'assistant', content: '' }));
  const pieces = text.match(/\S+\s*/g) ?? [];
  const finish = () => {
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  };
  if (!pace) {
    for (const piece of pieces) response.write(chunk({ content: piece }));
    finish();
    return;
  }
  let sent = 0;
  const timer = setInterval(() => {
    if (sent === pace.stallAfter) return clearInterval(timer);
    const piece = pieces[sent++];
    if (piece === undefined) {
      clearInterval(timer);
      return finish();
    }
    response.write(chunk({ content: piece }));
  }, pace.gapMs);
  response.once('close', () => clearInterval(timer));
}

/** What GET /v1/models lists unless the server is given others. */
export const MODEL_IDS = ['studio-writer', 'studio-writer-large'];

/**
 * What the server does with `response_format: { type: 'json_schema' }` (structured output): answers
 * with an object in the schema, refuses it with 400 as servers without it do, or ignores it and
 * answers in prose.
 */
export type StructuredOutput = 'supported' | 'refused' | 'ignored';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema };

/** A small instance of a JSON schema: what a model constrained to it would write. */
function instanceOf(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, instanceOf(property)]));
  if (type === 'array') return [instanceOf(schema.items ?? { type: 'string' })];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  return 'A test answer';
}

/**
 * A small server that speaks OpenAI's chat-completions protocol (plain and streamed) under /v1 on a
 * free local port, lists `models` at GET /v1/models (and as Ollama does, at GET /api/tags), and
 * answers 404 anywhere else. With `apiKey`, a request without it is refused with 401 as OpenAI
 * refuses one. Tests queue what it answers next: text, an error status, or a slow reply.
 */
export async function startChatCompletionsServer({
  models = MODEL_IDS,
  apiKey,
  structuredOutput = 'supported',
}: { models?: string[]; apiKey?: string; structuredOutput?: StructuredOutput } = {}) {
  const requests: ChatCompletionsRequest[] = [];
  const queue: ChatAnswer[] = [];
  /** What answers once the queue is empty; unset: a line of text, or an object in the schema asked for. */
  let fallback: ChatAnswer | undefined;

  function answer(response: ServerResponse, request: ChatCompletionsRequest, next: ChatAnswer) {
    const format = request.body.response_format;
    if (format?.type === 'json_schema' && structuredOutput === 'refused') {
      next = { status: 400, error: "'response_format.type' must be 'json_object' or 'text'" };
    }
    if ('delayMs' in next) {
      const timer = setTimeout(() => answer(response, request, next.then), next.delayMs);
      response.once('close', () => clearTimeout(timer));
      return;
    }
    if ('status' in next) {
      response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      response.end(JSON.stringify({ error: { message: next.error ?? `status ${next.status}`, type: 'test_error' } }));
      return;
    }
    if (request.body.stream) return streamText(response, request.body.model, next.text, next.pace);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(completion(request.body.model, next.text)));
  }

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((incoming, response) => {
    const path = new URL(incoming.url ?? '/', 'http://localhost').pathname;
    if (apiKey !== undefined && incoming.headers.authorization !== `Bearer ${apiKey}`) {
      const sent = incoming.headers.authorization?.replace(/^Bearer /, '') ?? '';
      return sendJson(response, 401, { error: { message: `Incorrect API key provided: ${sent}.`, type: 'invalid_request_error' } });
    }
    // The model list, as OpenAI-compatible servers publish it, and as Ollama does.
    if (incoming.method === 'GET' && path === '/v1/models') {
      return sendJson(response, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', owned_by: 'test' })) });
    }
    if (incoming.method === 'GET' && path === '/api/tags')
      return sendJson(response, 200, { models: models.map((id) => ({ name: `${id}:latest` })) });
    if (incoming.method !== 'POST' || path !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not Found');
      return;
    }
    let raw = '';
    incoming.on('data', (chunk) => (raw += chunk));
    incoming.on('end', () => {
      const request: ChatCompletionsRequest = {
        path: incoming.url ?? '',
        authorization: incoming.headers.authorization,
        body: JSON.parse(raw || '{}'),
      };
      requests.push(request);
      const schema = request.body.response_format?.json_schema?.schema;
      // A model held to a schema writes JSON in it.
      const byDefault: ChatAnswer =
        schema && structuredOutput === 'supported'
          ? { text: JSON.stringify(instanceOf(schema)) }
          : { text: 'A reply from the test model.' };
      answer(response, request, queue.shift() ?? fallback ?? byDefault);
    });
  });
  const origin = await listenLocally(server);
  return {
    baseUrl: `${origin}/v1`,
    origin,
    requests,
    /** Answers for the next requests, in order; after them the fallback answers. */
    reply: (...answers: ChatAnswer[]) => queue.push(...answers),
    replyAlways: (next: ChatAnswer) => (fallback = next),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      fallback = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ChatCompletionsServer = Awaited<ReturnType<typeof startChatCompletionsServer>>;
