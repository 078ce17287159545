import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ImageRequest } from '../providers/image/image-engine';
import { listenLocally } from './listen-locally';

/** A plain PNG of one colour, as a server would send it. */
export function testPng(width: number, height: number, background = { r: 200, g: 80, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A picture request with the catalogue's defaults; tests change what they look at. */
export function imageRequest(overrides: Partial<ImageRequest> = {}): ImageRequest {
  return {
    prompt: 'A lighthouse at dusk',
    enhancedPrompt:
      'A lighthouse at dusk, photorealistic photograph, natural daylight, balanced composition, natural colours, high quality',
    style: 'photorealistic',
    aspectRatio: '1:1',
    quality: 'standard',
    lighting: 'natural',
    composition: 'standard',
    colorPalette: 'natural',
    width: 1024,
    height: 1024,
    seed: 424242,
    ...overrides,
  };
}

/** An address nothing listens on: a port that was free a moment ago. */
export async function refusedAddress(): Promise<string> {
  const server = createServer();
  const origin = await listenLocally(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
}

/** The checkpoint files the server lists (AUTOMATIC1111 and ComfyUI alike). */
export const IMAGE_CHECKPOINTS = ['v1-5-pruned-emaonly.safetensors', 'sd_xl_base_1.0.safetensors'];

/** What the server does with the next request that asks for a picture. */
export type ImageAnswer =
  /** Success: the picture. ComfyUI's history says "still running" `pendingPolls` times first (default 2). */
  | { png: Buffer; pendingPolls?: number }
  /** An error status, with a message in the vendor's error shape. */
  | { status: number; error?: string; code?: string; headers?: Record<string, string> }
  /** A 200 whose body is not what the protocol promises. */
  | { malformed: string }
  /** ComfyUI only: the prompt is queued, then its history reports an execution error. */
  | { comfyExecutionError: string }
  | { delayMs: number; then: ImageAnswer };

export interface ImageServerRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A ComfyUI prompt the server has queued, with the answer that decides how it ends. */
interface QueuedPrompt {
  answer: ImageAnswer;
  polls: number;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** The error body each vendor sends. */
function sendError(
  response: ServerResponse,
  path: string,
  answer: { status: number; error?: string; code?: string; headers?: Record<string, string> },
) {
  const message = answer.error ?? `status ${answer.status}`;
  if (path.startsWith('/v1/')) {
    sendJson(response, answer.status, { error: { message, type: 'test_error', code: answer.code ?? null, param: null } }, answer.headers);
  } else if (path.startsWith('/sdapi/')) {
    sendJson(response, answer.status, { error: answer.code ?? 'HTTPException', detail: message, body: '', errors: '' }, answer.headers);
  } else {
    sendJson(
      response,
      answer.status,
      { error: { type: answer.code ?? 'test_error', message, details: '', extra_info: {} }, node_errors: {} },
      answer.headers,
    );
  }
}

/**
 * One small server on a free local port that speaks the three image protocols the engines use:
 * - OpenAI Images: POST /v1/images/generations → { created, data: [{ b64_json }] }
 * - AUTOMATIC1111: POST /sdapi/v1/txt2img → { images: [base64 PNG], parameters, info }
 * - ComfyUI: POST /prompt → { prompt_id }; GET /history/{id} → {} until done, then the outputs;
 *   GET /view?filename=&subfolder=&type= → the PNG; POST /queue (delete) → 200.
 * and their model lists: GET /v1/models, /sdapi/v1/sd-models and /object_info/CheckpointLoaderSimple.
 * Tests queue what the next picture request gets: a PNG, an error status, a malformed answer or a
 * slow reply. Every request is recorded.
 */
export async function startImageTestServer() {
  const requests: ImageServerRequest[] = [];
  const queue: ImageAnswer[] = [];
  const prompts = new Map<string, QueuedPrompt>();
  const files = new Map<string, Buffer>();
  let fallback: ImageAnswer | undefined;
  let promptCount = 0;

  function answerPicture(request: ImageServerRequest, response: ServerResponse, answer: ImageAnswer) {
    if ('delayMs' in answer) {
      const timer = setTimeout(() => answerPicture(request, response, answer.then), answer.delayMs);
      response.once('close', () => clearTimeout(timer));
      return;
    }
    if ('status' in answer) return sendError(response, request.path, answer);
    if ('malformed' in answer) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(answer.malformed);
      return;
    }
    if (request.path === '/v1/images/generations') {
      if (!('png' in answer)) return sendJson(response, 500, { error: { message: 'not for OpenAI' } });
      return sendJson(response, 200, { created: 1_700_000_000, data: [{ b64_json: answer.png.toString('base64') }] });
    }
    if (request.path === '/sdapi/v1/txt2img') {
      if (!('png' in answer)) return sendJson(response, 500, { error: 'not for A1111' });
      return sendJson(response, 200, { images: [answer.png.toString('base64')], parameters: request.body, info: '{}' });
    }
    // ComfyUI: queue it; the history decides how it ends.
    const promptId = `prompt-${++promptCount}`;
    prompts.set(promptId, { answer, polls: 0 });
    sendJson(response, 200, { prompt_id: promptId, number: promptCount, node_errors: {} });
  }

  function answerHistory(response: ServerResponse, promptId: string) {
    const prompt = prompts.get(promptId);
    if (!prompt) return sendJson(response, 200, {});
    prompt.polls += 1;
    const { answer } = prompt;
    if ('comfyExecutionError' in answer) {
      return sendJson(response, 200, {
        [promptId]: {
          prompt: [],
          outputs: {},
          status: {
            status_str: 'error',
            completed: false,
            messages: [['execution_error', { exception_message: answer.comfyExecutionError }]],
          },
        },
      });
    }
    if (!('png' in answer) || prompt.polls <= (answer.pendingPolls ?? 2)) return sendJson(response, 200, {});
    const filename = `genesis-studio_${promptId}.png`;
    files.set(filename, answer.png);
    sendJson(response, 200, {
      [promptId]: {
        prompt: [],
        outputs: { save: { images: [{ filename, subfolder: '', type: 'output' }] } },
        status: { status_str: 'success', completed: true, messages: [] },
      },
    });
  }

  function route(request: ImageServerRequest, response: ServerResponse) {
    const { method, path } = request;
    if (method === 'POST' && ['/v1/images/generations', '/sdapi/v1/txt2img', '/prompt'].includes(path)) {
      const next = queue.shift() ?? fallback;
      if (!next) return sendJson(response, 500, { error: { message: 'The test queued no answer' } });
      return answerPicture(request, response, next);
    }
    if (method === 'GET' && path.startsWith('/history/'))
      return answerHistory(response, decodeURIComponent(path.slice('/history/'.length)));
    if (method === 'GET' && path === '/view') {
      const file = files.get(request.query.get('filename') ?? '');
      if (!file || request.query.get('type') !== 'output') return sendJson(response, 404, { error: 'not found' });
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(file);
      return;
    }
    if (method === 'POST' && path === '/queue') return sendJson(response, 200, {});
    // The model lists, as each kind of server publishes them.
    if (method === 'GET' && path === '/sdapi/v1/sd-models')
      return sendJson(
        response,
        200,
        IMAGE_CHECKPOINTS.map((file, i) => ({
          title: `${file} [${(i + 10).toString(16).repeat(10)}]`,
          model_name: file.replace(/\.\w+$/, ''),
        })),
      );
    if (method === 'GET' && path === '/object_info/CheckpointLoaderSimple')
      return sendJson(response, 200, { CheckpointLoaderSimple: { input: { required: { ckpt_name: [IMAGE_CHECKPOINTS, {}] } } } });
    if (method === 'GET' && path === '/v1/models')
      return sendJson(response, 200, { object: 'list', data: ['gpt-image-1', 'dall-e-3'].map((id) => ({ id, object: 'model' })) });
    sendJson(response, 404, { error: 'not found' });
  }

  const server = createServer((incoming: IncomingMessage, response) => {
    let raw = '';
    incoming.on('data', (chunk) => (raw += chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://localhost');
      const request: ImageServerRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization: incoming.headers.authorization,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      };
      requests.push(request);
      route(request, response);
    });
  });
  const origin = await listenLocally(server);
  return {
    origin,
    /** For OPENAI_BASE_URL. */
    openAiBaseUrl: `${origin}/v1`,
    requests,
    /** The requests that asked for a picture (not ComfyUI's polls and file reads). */
    pictureRequests: () => requests.filter((request) => request.method === 'POST' && request.path !== '/queue'),
    /** Answers for the next picture requests, in order; after them the fallback answers. */
    reply: (...answers: ImageAnswer[]) => queue.push(...answers),
    replyAlways: (answer: ImageAnswer) => (fallback = answer),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      prompts.clear();
      files.clear();
      fallback = undefined;
      promptCount = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ImageTestServer = Awaited<ReturnType<typeof startImageTestServer>>;

/**
 * One image test server for the describe block, emptied before each test. The object is filled in
 * by a beforeAll hook, so read its fields inside hooks and tests, not at collection time.
 */
export function useImageTestServer(): ImageTestServer {
  const server = {} as ImageTestServer;
  beforeAll(async () => {
    Object.assign(server, await startImageTestServer());
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  return server;
}
