import { vi } from 'vitest';

/** One request the app made, as the fake network saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: string | undefined;
  /** A multipart body, as sent (FormData). */
  form: FormData | undefined;
  credentials: RequestCredentials | undefined;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** The fake network's answers, keyed by "METHOD /path". */
export type ApiHandlers = Record<string, Handler>;

const unhandled: string[] = [];

/**
 * Answers every page may ask for without a test saying so: the operator's settings (no support
 * address unless a test hands its own 'GET /api/site').
 */
const defaultHandlers: ApiHandlers = {
  'GET /api/site': () => json({ supportEmail: null }),
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path". A request no handler covers fails the test
 * (the same promise as MSW's onUnhandledRequest: 'error').
 */
export function mockApi(handlers: ApiHandlers) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      url: url.pathname + url.search,
      path: url.pathname,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`] ?? defaultHandlers[`${method} ${url.pathname}`];
    if (!handler) {
      unhandled.push(`${method} ${request.url}`);
      throw new TypeError(`Unhandled request: ${method} ${request.url}`);
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** The requests made to one "METHOD /path". */
    to: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

/** Called after each test: fails it if the app made a request nobody expected. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0, unhandled.length);
}
