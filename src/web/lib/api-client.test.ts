import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeSession, refreshRefused } from '@/test/fixtures';
import { json, mockApi, type RecordedRequest } from '@/test/mock-api';
import { ApiError, apiRequest, errorBodyMessage, getQueryFn, queryKeyUrl } from './api-client';

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function runQuery<T>(queryKey: readonly unknown[], client = newQueryClient()) {
  return client.fetchQuery<T | null>({ queryKey, queryFn: getQueryFn<T>({ on401: 'returnNull' }) });
}

describe('apiRequest (spec §7 common rules)', () => {
  it('sends no auth headers and no content type when nothing is stored and there is no body', async () => {
    const network = mockApi({ 'GET /api/thing': () => json({ ok: true }) });
    await apiRequest('GET', '/api/thing');
    const [request] = network.requests;
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(request?.headers.has('X-Session-Token')).toBe(false);
    expect(request?.headers.has('Content-Type')).toBe(false);
    expect(request?.body).toBeUndefined();
    expect(request?.credentials).toBe('include');
  });

  it('sends the stored tokens as bearer and X-Session-Token headers', async () => {
    localStorage.setItem('authToken', 'access-abc');
    localStorage.setItem('sessionToken', 'session-xyz');
    const network = mockApi({ 'GET /api/thing': () => json({ ok: true }) });
    await apiRequest('GET', '/api/thing');
    const [request] = network.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer access-abc');
    expect(request?.headers.get('X-Session-Token')).toBe('session-xyz');
  });

  it('sends only the token that is stored', async () => {
    localStorage.setItem('sessionToken', 'session-only');
    const network = mockApi({ 'GET /api/thing': () => json({ ok: true }) });
    await apiRequest('GET', '/api/thing');
    expect(network.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(network.requests[0]?.headers.get('X-Session-Token')).toBe('session-only');
  });

  it('sets the JSON content type and serializes the body only when a body exists', async () => {
    const network = mockApi({ 'POST /api/thing': () => json({ ok: true }) });
    await apiRequest('POST', '/api/thing', { topic: 'cats' });
    await apiRequest('POST', '/api/thing');
    expect(network.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(network.requests[0]?.body).toBe('{"topic":"cats"}');
    expect(network.requests[1]?.headers.has('Content-Type')).toBe(false);
    expect(network.requests[1]?.body).toBeUndefined();
  });

  it('sends a FormData body as multipart: no JSON content type (the browser sets the boundary), tokens still sent', async () => {
    localStorage.setItem('authToken', 'access-abc');
    const network = mockApi({ 'POST /api/voice/clone': () => json({ ok: true }, 201) });
    const form = new FormData();
    form.append('name', 'My voice');
    form.append('audio', new Blob(['RIFF'], { type: 'audio/wav' }), 'sample.wav');
    await apiRequest('POST', '/api/voice/clone', form);
    const [request] = network.requests;
    expect(request?.headers.has('Content-Type')).toBe(false);
    expect(request?.headers.get('Authorization')).toBe('Bearer access-abc');
    expect(request?.form).toBe(form);
    expect(request?.form?.get('name')).toBe('My voice');
    expect((request?.form?.get('audio') as File).name).toBe('sample.wav');
  });

  it('throws "{status}: {body}" for a non-2xx answer', async () => {
    mockApi({ 'POST /api/auth/login': () => json({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 401) });
    const error = await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as Error).message).toBe('401: {"message":"Invalid email or password","code":"INVALID_CREDENTIALS"}');
    expect(errorBodyMessage(error)).toBe('Invalid email or password');
  });

  it('uses the status text when the error body is empty', async () => {
    mockApi({ 'GET /api/thing': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }) });
    await expect(apiRequest('GET', '/api/thing')).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('errorBodyMessage', () => {
  it('carries the status, the code and the server message of a failed request, read once', () => {
    const error = new ApiError(409, '{"message":"Taken","code":"EMAIL_TAKEN"}', 'Conflict');
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      serverMessage: 'Taken',
      message: '409: {"message":"Taken","code":"EMAIL_TAKEN"}',
    });
    expect(errorBodyMessage(error)).toBe('Taken');
    // Only an ApiError is a server's answer: text that looks like one is not read.
    expect(errorBodyMessage(new Error('409: {"message":"Taken","code":"EMAIL_TAKEN"}'))).toBeUndefined();
  });

  it('gives nothing for bodies that are not JSON and for network failures', () => {
    expect(errorBodyMessage(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBeUndefined();
    expect(errorBodyMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('default query function', () => {
  it('GETs the key as a path with the auth headers and parses the JSON', async () => {
    localStorage.setItem('authToken', 'access-abc');
    const network = mockApi({ 'GET /api/images/gallery': () => json({ images: [] }) });
    await expect(runQuery(['/api/images/gallery', { page: 2, search: '' }])).resolves.toEqual({ images: [] });
    expect(network.requests[0]?.url).toBe('/api/images/gallery?page=2');
    expect(network.requests[0]?.headers.get('Authorization')).toBe('Bearer access-abc');
  });

  it('on a 401 that a refresh cannot cure (the session is gone) clears both tokens and the cached data, logs, goes to /login and returns null', async () => {
    localStorage.setItem('authToken', 'access-abc');
    localStorage.setItem('sessionToken', 'session-xyz');
    window.history.replaceState(null, '', '/app');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const authChanged = vi.fn();
    window.addEventListener('authStateChanged', authChanged);
    const network = mockApi({
      'GET /api/user/preferences': () => json({ message: 'expired', code: 'SESSION_EXPIRED' }, 401),
      ...refreshRefused,
    });
    const client = newQueryClient();
    client.setQueryData(['/api/usage'], { plan: 'premium' });

    await expect(runQuery(['/api/user/preferences'], client)).resolves.toBeNull();
    expect(client.getQueryData(['/api/usage'])).toBeUndefined();

    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(network.to('GET /api/user/preferences')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(warn).toHaveBeenCalled();
    expect(authChanged).toHaveBeenCalledTimes(1);
    window.removeEventListener('authStateChanged', authChanged);
  });

  it('on 401 without any stored session goes to /login at once, with no refresh', async () => {
    window.history.replaceState(null, '', '/app');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const network = mockApi({ 'GET /api/usage': () => json({ message: 'Authentication required.', code: 'UNAUTHENTICATED' }, 401) });
    await expect(runQuery(['/api/usage'])).resolves.toBeNull();
    expect(network.requests.map((request) => request.path)).toEqual(['/api/usage']);
    expect(window.location.pathname).toBe('/login');
  });

  it('throws other failures as "{status}: {body}" and keeps the tokens', async () => {
    localStorage.setItem('authToken', 'access-abc');
    mockApi({ 'GET /api/thing': () => json({ message: 'boom', code: 'INTERNAL_ERROR' }, 500) });
    await expect(runQuery(['/api/thing'])).rejects.toThrow('500: {"message":"boom","code":"INTERNAL_ERROR"}');
    expect(localStorage.getItem('authToken')).toBe('access-abc');
  });
});

describe('queryKeyUrl', () => {
  it('joins path parts and turns an object part into the search string', () => {
    expect(queryKeyUrl(['/api/chat/conversations'])).toBe('/api/chat/conversations');
    expect(queryKeyUrl(['/api/subscription-status', 'a@b.co'])).toBe('/api/subscription-status/a@b.co');
    expect(queryKeyUrl(['/api/x', { page: 1, search: 'cat dog', empty: '' }])).toBe('/api/x?page=1&search=cat+dog');
  });
});

describe('an access token that ran out: refresh once, repeat once', () => {
  const expired = () => json({ message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' }, 401);
  /** Answers 401 to the old access token and `body` to the new one. */
  const onlyForNewToken = (body: unknown) => (request: RecordedRequest) =>
    request.headers.get('Authorization') === 'Bearer access-2' ? json(body) : expired();
  const refreshed = () => json(makeSession({ token: 'access-2', sessionToken: 'session-2', expiresIn: 600 }));

  function signedIn() {
    localStorage.setItem('authToken', 'access-1');
    localStorage.setItem('sessionToken', 'session-1');
  }

  it('a mutation refreshes the session, stores the new tokens and is sent again with the new access token', async () => {
    signedIn();
    const network = mockApi({ 'POST /api/scripts/generate': onlyForNewToken({ script: 'ok' }), 'POST /api/auth/refresh': refreshed });
    const before = Date.now();

    const response = await apiRequest('POST', '/api/scripts/generate', { topic: 'Balcony tomatoes' });

    await expect(response.json()).resolves.toEqual({ script: 'ok' });
    const sends = network.to('POST /api/scripts/generate');
    expect(sends.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(sends.map((request) => request.body)).toEqual(['{"topic":"Balcony tomatoes"}', '{"topic":"Balcony tomatoes"}']);
    expect(network.to('POST /api/auth/refresh')[0]?.headers.get('X-Session-Token')).toBe('session-1');
    expect(localStorage.getItem('authToken')).toBe('access-2');
    expect(localStorage.getItem('sessionToken')).toBe('session-2');
    // Due again at 80% of the 600 s the server announced.
    const dueAt = Number(localStorage.getItem('authTokenRefreshDueAt'));
    expect(dueAt).toBeGreaterThanOrEqual(before + 480_000);
    expect(dueAt).toBeLessThanOrEqual(Date.now() + 480_000);
  });

  it('many queries answered 401 at once share one refresh, and each is asked again once', async () => {
    signedIn();
    let answerRefresh: (response: Response) => void = () => {};
    const network = mockApi({
      'GET /api/images/gallery': onlyForNewToken({ images: [] }),
      'GET /api/voice/profiles': onlyForNewToken([]),
      'GET /api/usage': onlyForNewToken({ plan: 'trial' }),
      'GET /api/user/preferences': onlyForNewToken({ style: 'watercolor' }),
      'POST /api/auth/refresh': () => new Promise<Response>((resolve) => (answerRefresh = resolve)),
    });

    const results = Promise.all([
      runQuery(['/api/images/gallery']),
      runQuery(['/api/voice/profiles']),
      runQuery(['/api/usage']),
      runQuery(['/api/user/preferences']),
    ]);
    await vi.waitFor(() => expect(network.requests.filter((request) => request.method === 'GET')).toHaveLength(4));
    await vi.waitFor(() => expect(network.to('POST /api/auth/refresh')).toHaveLength(1));
    answerRefresh(refreshed());

    await expect(results).resolves.toEqual([{ images: [] }, [], { plan: 'trial' }, { style: 'watercolor' }]);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(network.requests.filter((request) => request.method === 'GET')).toHaveLength(8);
  });

  it('is repeated only once: a second 401 is the answer, with no second refresh', async () => {
    signedIn();
    const network = mockApi({ 'POST /api/scripts/generate': expired, 'POST /api/auth/refresh': refreshed });
    const error = await apiRequest('POST', '/api/scripts/generate', { topic: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(network.to('POST /api/scripts/generate')).toHaveLength(2);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('a refresh that fails for another reason keeps the user signed in: the tokens stay, no /login', async () => {
    signedIn();
    window.history.replaceState(null, '', '/app');
    mockApi({
      'GET /api/images/gallery': expired,
      'POST /api/auth/refresh': () => json({ message: 'The service is briefly unavailable.', code: 'SERVICE_UNAVAILABLE' }, 503),
    });
    await expect(runQuery(['/api/images/gallery'])).rejects.toThrow(/^503: /);
    expect(localStorage.getItem('authToken')).toBe('access-1');
    expect(localStorage.getItem('sessionToken')).toBe('session-1');
    expect(window.location.pathname).toBe('/app');
  });

  it('a multipart upload is sent again with the same form', async () => {
    signedIn();
    const network = mockApi({ 'POST /api/voice/clone': onlyForNewToken({ id: 'profile-1' }), 'POST /api/auth/refresh': refreshed });
    const form = new FormData();
    form.append('name', 'My voice');
    await apiRequest('POST', '/api/voice/clone', form);
    expect(network.to('POST /api/voice/clone').map((request) => request.form)).toEqual([form, form]);
  });

  it('uses a token another tab stored meanwhile instead of refreshing again', async () => {
    signedIn();
    const network = mockApi({
      'GET /api/usage': (request) => {
        if (request.headers.get('Authorization') === 'Bearer access-2') return json({ plan: 'trial' });
        localStorage.setItem('authToken', 'access-2');
        return expired();
      },
    });
    await expect(runQuery(['/api/usage'])).resolves.toEqual({ plan: 'trial' });
    expect(network.to('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('a wrong password at sign-in is not an expired token: no refresh', async () => {
    signedIn();
    const network = mockApi({
      'POST /api/auth/login': () => json({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 401),
    });
    await expect(apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' })).rejects.toThrow(/^401: /);
    expect(network.requests).toHaveLength(1);
  });
});
