import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mock-api';
import { ApiError, apiRequest, errorBodyMessage, getQueryFn, queryKeyUrl } from './api-client';

function runQuery<T>(queryKey: readonly unknown[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
  it('reads the message out of a plain "{status}: {body}" error too', () => {
    expect(errorBodyMessage(new Error('409: {"message":"Taken","code":"EMAIL_TAKEN"}'))).toBe('Taken');
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

  it('on 401 clears both tokens, logs, goes to /login and returns null', async () => {
    localStorage.setItem('authToken', 'access-abc');
    localStorage.setItem('sessionToken', 'session-xyz');
    localStorage.setItem('user', '{"name":"Ada"}');
    window.history.replaceState(null, '', '/app');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const authChanged = vi.fn();
    window.addEventListener('authStateChanged', authChanged);
    mockApi({ 'GET /api/user/preferences': () => json({ message: 'expired', code: 'SESSION_EXPIRED' }, 401) });

    await expect(runQuery(['/api/user/preferences'])).resolves.toBeNull();

    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('user')).toBe('{"name":"Ada"}');
    expect(window.location.pathname).toBe('/login');
    expect(warn).toHaveBeenCalled();
    expect(authChanged).toHaveBeenCalledTimes(1);
    window.removeEventListener('authStateChanged', authChanged);
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
