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
 * address unless a test hands its own 'GET /api/site'), and sign-in by password only, no single
 * sign-on (unless a test hands its own sign-in options or account links).
 */
const defaultHandlers: ApiHandlers = {
  'GET /api/site': () => json({ supportEmail: null }),
  'GET /api/auth/sign-in-options': () => json({ passwordSignIn: true, sso: null }),
  'GET /api/account/sso': () => json({ provider: null, identities: [], hasPassword: true, passwordSignIn: true }),
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
  vi.stubGlobal('XMLHttpRequest', fakeXhrOver(fetchMock));
  return {
    requests,
    fetchMock,
    /** The requests made to one "METHOD /path". */
    to: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

/**
 * XMLHttpRequest (what an upload with progress uses) over the same handlers: the request goes to
 * `send` as a fetch would, and the upload reports half its bytes, then all of them, before the answer.
 */
function fakeXhrOver(send: (input: string, init: RequestInit) => Promise<Response>) {
  return class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body?: Document | XMLHttpRequestBodyInit | null) {
      const total = 1000;
      void (async () => {
        for (const loaded of [total / 2, total]) {
          await Promise.resolve();
          if (this.aborted) return;
          this.upload.onprogress?.({ lengthComputable: true, loaded, total });
        }
        try {
          const response = await send(this.url, {
            method: this.method,
            headers: this.headers,
            body: body as BodyInit,
            credentials: this.withCredentials ? 'include' : 'same-origin',
          });
          if (this.aborted) return;
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      })();
    }
  };
}

/** Called after each test: fails it if the app made a request nobody expected. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0, unhandled.length);
}
