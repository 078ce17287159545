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
 * A small server that speaks OpenAI's chat-completions protocol (plain and streamed) on a free
 * local port, and lists `models` at GET /v1/models. Tests queue what it answers next: text, an error status, or a slow reply.
 */
export async function startChatCompletionsServer({ models = MODEL_IDS }: { models?: string[] } = {}) {
  const requests: ChatCompletionsRequest[] = [];
  const queue: ChatAnswer[] = [];
  let fallback: ChatAnswer = { text: 'A reply from the test model.' };

  function answer(response: ServerResponse, request: ChatCompletionsRequest, next: ChatAnswer) {
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

  const server = createServer((incoming, response) => {
    // The model list, as OpenAI-compatible servers publish it.
    if (incoming.method === 'GET' && incoming.url?.endsWith('/models')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', data: models.map((id) => ({ id, object: 'model', owned_by: 'test' })) }));
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
      answer(response, request, queue.shift() ?? fallback);
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
      fallback = { text: 'A reply from the test model.' };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ChatCompletionsServer = Awaited<ReturnType<typeof startChatCompletionsServer>>;
