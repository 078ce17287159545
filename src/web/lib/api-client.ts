import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { ApiError, throwIfNotOk } from './api-error';
import { clearTokens, getAuthToken, getSessionToken } from './auth-storage';
import { activeLocale } from '@/i18n/i18n';
import { fetchMarkingNetworkFailure } from './network-failure';
import { renewAfterUnauthorized } from './session-refresh';

export { ApiError, failedWith } from './api-error';

/** Name of the window event that makes the auth provider verify the session again. */
export const AUTH_STATE_CHANGED_EVENT = 'authStateChanged';

/** The bearer and session headers, each only when its token is stored. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const authToken = getAuthToken();
  const sessionToken = getSessionToken();
  if (authToken) headers.Authorization = `Bearer ${authToken}`;
  if (sessionToken) headers['X-Session-Token'] = sessionToken;
  return headers;
}

/** Their 401 is about the credentials sent, not an access token that ran out. */
const sessionCalls = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/refresh', '/api/auth/logout']);

/**
 * fetch with the stored tokens. A 401 while a session is stored refreshes it (once, shared with
 * every other caller) and repeats the request once with the new access token; a 401 after that, or
 * a refresh the server refused, is answered as it came. No answer at all rejects with fetch's
 * TypeError, marked as a network failure (`isNetworkFailure`).
 */
export async function fetchWithSession(
  url: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
): Promise<Response> {
  // The interface's language, not the browser's: the server answers its error messages in it.
  const headers = () => ({ 'Accept-Language': activeLocale(), ...authHeaders(), ...init.headers });
  const send = () => fetchMarkingNetworkFailure(url, { ...init, headers: headers(), credentials: 'include' });
  const sentToken = getAuthToken();
  const response = await send();
  const renewable = getSessionToken() !== null && !sessionCalls.has(new URL(url, window.location.href).pathname);
  if (response.status !== 401 || !renewable) return response;
  return (await renewAfterUnauthorized(sentToken)) ? send() : response;
}

/**
 * One request under the common rules: JSON content type only when a body exists, the stored
 * tokens as headers, cookies always included, and any non-2xx answer thrown as an ApiError.
 * A FormData body is sent as multipart (the browser sets its own content type).
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const response = await fetchWithSession(url, {
    method,
    headers: { ...(hasBody && !isForm ? { 'Content-Type': 'application/json' } : {}), ...extraHeaders },
    body: hasBody ? (isForm ? data : JSON.stringify(data)) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

async function requestJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  return (await response.json()) as T;
}

export const api = {
  get: <T>(url: string) => requestJson<T>('GET', url),
  post: <T>(url: string, data?: unknown) => requestJson<T>('POST', url, data),
  put: <T>(url: string, data?: unknown) => requestJson<T>('PUT', url, data),
  patch: <T>(url: string, data?: unknown) => requestJson<T>('PATCH', url, data),
  delete: <T>(url: string) => requestJson<T>('DELETE', url),
};

/**
 * The URL a query key stands for: string and number parts joined by '/', and a plain-object part
 * as the search string (empty values left out). `['/api/images/gallery', { page: 2 }]` →
 * `/api/images/gallery?page=2`.
 */
export function queryKeyUrl(queryKey: QueryKey): string {
  const segments: string[] = [];
  const search = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === 'string' || typeof part === 'number') segments.push(String(part));
    else if (part && typeof part === 'object') {
      for (const [name, value] of Object.entries(part as Record<string, unknown>)) {
        if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
      }
    }
  }
  const query = search.toString();
  return query ? `${segments.join('/')}?${query}` : segments.join('/');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default data query: a GET to the key's path with the auth headers. A 401 first refreshes the
 * session and asks again; when that fails too (with `returnNull`) both stored tokens are cleared,
 * so is the data cache (nobody signing in next sees this user's data), the reason is logged, the
 * browser goes to /login and the query resolves to null; the auth provider is told so it forgets
 * the user too.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal, client }) => {
    const url = queryKeyUrl(queryKey);
    const response = await fetchWithSession(url, { signal });
    if (on401 === 'returnNull' && response.status === 401) {
      clearTokens();
      // Everything else cached is this user's; this query (still running: clearing would cancel it) ends as null.
      const running = client.getQueryCache().find({ queryKey, exact: true });
      client.removeQueries({ predicate: (query) => query !== running });
      client.getMutationCache().clear();
      console.warn(`Request to ${url} was not authorized (401); signing out and going to /login.`);
      navigate('/login');
      window.dispatchEvent(new Event(AUTH_STATE_CHANGED_EVENT));
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** The server's message inside a failed request's error, if it sent one; undefined for network failures and bodies that are not `{ message }`. */
export function errorBodyMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
