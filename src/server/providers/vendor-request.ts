import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { aiServerFetch } from './ai-server-address';

/**
 * HTTP calls to AI vendors reached with plain fetch (image servers, speech APIs). Each engine turns
 * these errors into an EngineError with its own wording.
 */

/** A non-2xx answer from a vendor. The body may quote keys or accounts: it is for the log only. */
export class VendorHttpError extends Error {
  override name = 'VendorHttpError';
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Headers,
    /** The address called (no credentials: vendorServer moved them into headers). */
    readonly url: string,
  ) {
    super(`The provider answered ${status}`);
  }
}

/** A 2xx answer that is not what the protocol promises. */
export class VendorOutputError extends Error {
  override name = 'VendorOutputError';
}

export interface VendorServer {
  /** The base address without credentials or a trailing slash. */
  base: string;
  /** Sent with every call: an API key header, or Basic auth taken from the address. */
  headers: Record<string, string>;
  maxRetries: number;
  /** fetch under AI_ALLOWED_HOSTS (ai-server-address.ts). */
  fetch: typeof fetch;
}

/**
 * A vendor's server at `baseUrl`, reached only where AI_ALLOWED_HOSTS (`aiAllowedHosts`) allows.
 * fetch refuses addresses with credentials in them, so they move into an Authorization header.
 */
export function vendorServer(
  baseUrl: string,
  maxRetries: number,
  headers: Record<string, string>,
  aiAllowedHosts: readonly string[],
): VendorServer {
  const url = new URL(baseUrl);
  const all = { ...headers };
  if (url.username || url.password) {
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    all.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  return { base: url.href.replace(/\/+$/, ''), headers: all, maxRetries, fetch: aiServerFetch(aiAllowedHosts) };
}

/** One job's deadline: the engine's timeout, and the caller's signal when it gives one. */
export function deadline(timeoutMs: number, callerSignal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!callerSignal) return timeout;
  const combined = AbortSignal.any([callerSignal, timeout]);
  // Node holds the sources of AbortSignal.any weakly, and a timeout signal nothing else holds can be
  // collected before it fires (seen under load: a 200 ms deadline never came). Keep it alive.
  return Object.assign(combined, { keepAlive: timeout });
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
  if (error instanceof VendorHttpError) return [408, 409, 429].includes(error.status) || error.status >= 500;
  // fetch rejects with a TypeError when no answer came (connection refused or reset); aborts are DOMExceptions.
  return error instanceof TypeError;
}

/** The server's own Retry-After when it gives a short one, else 1 s, 2 s, 4 s … */
function retryDelayMs(error: unknown, attempt: number): number {
  if (error instanceof VendorHttpError) {
    const ms = Number(error.headers.get('retry-after-ms'));
    if (ms > 0 && ms <= 60_000) return ms;
    const seconds = Number(error.headers.get('retry-after'));
    if (seconds > 0 && seconds <= 60) return seconds * 1000;
  }
  return 1000 * 2 ** attempt;
}

export interface VendorCall {
  method?: 'GET' | 'POST' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (made anew for each attempt: a FormData body can be read once). */
  form?: () => FormData;
  accept?: string;
  signal: AbortSignal;
}

/**
 * One HTTP call, retried up to maxRetries times on a retryable failure. A non-2xx answer throws
 * VendorHttpError; the signal ends it (and any wait between attempts).
 */
export async function callVendor(server: VendorServer, path: string, call: VendorCall): Promise<Response> {
  const headers: Record<string, string> = { accept: call.accept ?? 'application/json', ...server.headers };
  if (call.json !== undefined) headers['content-type'] = 'application/json';
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await server.fetch(`${server.base}${path}`, {
        method: call.method ?? 'GET',
        headers,
        body: call.json !== undefined ? JSON.stringify(call.json) : call.form?.(),
        signal: call.signal,
      });
      if (response.ok) return response;
      throw new VendorHttpError(response.status, await response.text(), response.headers, `${server.base}${path}`);
    } catch (error) {
      if (call.signal.aborted || attempt >= server.maxRetries || !retryable(error)) throw error;
      await pause(retryDelayMs(error, attempt), call.signal);
    }
  }
}

/** More than any answer of an AI server holds (a long speech chunk as WAV, four pictures as base64). */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * The answer's body, up to `maxBytes`: a server that sends more (a misconfigured address, or one
 * that never stops) is a VendorOutputError, not the process' memory.
 */
export async function readBytes(response: Response, maxBytes = MAX_ANSWER_BYTES): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  const tooLong = () => new VendorOutputError(`The provider's answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLong();
  }
  const parts: Uint8Array[] = [];
  let length = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    length += part.value.byteLength;
    if (length > maxBytes) {
      await reader?.cancel();
      throw tooLong();
    }
    parts.push(part.value);
  }
  return Buffer.concat(parts, length);
}

/** The answer's JSON in the shape the protocol promises, else VendorOutputError. */
export async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const text = Buffer.from(await readBytes(response)).toString('utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new VendorOutputError('The provider answered with something other than JSON', { cause: error });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new VendorOutputError('The provider answered in an unexpected shape', { cause: parsed.error });
  return parsed.data;
}
