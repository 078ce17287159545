import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { imageEngineError, ImageServerError } from './classify-failure';

/** A self-hosted image server (automatic1111, comfyui) reached with fetch. */
export interface ImageServer {
  /** The base address without credentials or a trailing slash. */
  base: string;
  /** Basic auth from credentials in the address (A1111's --api-auth, a proxy in front of ComfyUI). */
  authorization: string | undefined;
  maxRetries: number;
}

/** fetch refuses addresses with credentials in them, so they move into an Authorization header. */
export function imageServer(baseUrl: string, maxRetries: number): ImageServer {
  const url = new URL(baseUrl);
  let authorization: string | undefined;
  if (url.username || url.password) {
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  return { base: url.href.replace(/\/+$/, ''), authorization, maxRetries };
}

/** One picture's deadline: the engine's timeout, and the caller's signal when it gives one. */
export function drawSignal(timeoutMs: number, callerSignal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
}

/** Waits, unless the signal ends first: then fails with the signal's reason, as fetch does. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    throw signal.aborted ? signal.reason : error;
  }
}

/** What the AI SDK retries too: rate limits, conflicts, timeouts, server errors, lost connections. */
function retryable(error: unknown): boolean {
  if (error instanceof ImageServerError) return [408, 409, 429].includes(error.status) || error.status >= 500;
  // fetch rejects with a TypeError when no answer came (connection refused or reset); aborts are DOMExceptions.
  return error instanceof TypeError;
}

/** The server's own Retry-After when it gives a short one, else 1 s, 2 s, 4 s … */
function retryDelayMs(error: unknown, attempt: number): number {
  if (error instanceof ImageServerError) {
    const ms = Number(error.headers.get('retry-after-ms'));
    if (ms > 0 && ms <= 60_000) return ms;
    const seconds = Number(error.headers.get('retry-after'));
    if (seconds > 0 && seconds <= 60) return seconds * 1000;
  }
  return 1000 * 2 ** attempt;
}

/**
 * One HTTP call to the server, retried up to maxRetries times on a retryable failure. A non-2xx
 * answer throws ImageServerError; the signal ends it (and any wait between attempts).
 */
export async function callImageServer(
  server: ImageServer,
  path: string,
  options: { method?: 'GET' | 'POST'; json?: unknown; signal: AbortSignal },
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json, image/*' };
  if (server.authorization) headers.authorization = server.authorization;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`${server.base}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        signal: options.signal,
      });
      if (response.ok) return response;
      throw new ImageServerError(response.status, await response.text(), response.headers);
    } catch (error) {
      if (options.signal.aborted || attempt >= server.maxRetries || !retryable(error)) throw error;
      await pause(retryDelayMs(error, attempt), options.signal);
    }
  }
}

/** The answer's JSON in the shape the protocol promises, else bad output. */
export async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw imageEngineError('bad-output', error);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw imageEngineError('bad-output', parsed.error);
  return parsed.data;
}
