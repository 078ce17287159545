import type { RefreshResponse } from '@shared/contracts/auth';
import { SESSION_ROTATION_HEADER } from '@shared/session-headers';
import { throwIfNotOk } from './api-error';
import { clearSession, getAuthToken, getRefreshDueAt, getSessionToken, storeSession } from './auth-storage';
import { fetchMarkingNetworkFailure } from './network-failure';

/**
 * The one owner of the access token's freshness. It is refreshed with the stored session token
 * before it runs out (a timer, and when the tab comes back: timers sleep in background tabs), and
 * once after a 401. Only a refresh the server refuses ends the session here.
 */

export type SessionChange = { kind: 'refreshed'; session: RefreshResponse } | { kind: 'ended' };

/** After a refresh that failed for another reason (offline, 429, 5xx), the next try comes this much later. */
const RETRY_AFTER_FAILURE_MS = 5_000;

const listeners = new Set<(change: SessionChange) => void>();
let inFlight: Promise<SessionChange> | null = null;

/** Hears every refresh and every session the server ended; the returned function stops it. */
export function onSessionChange(listener: (change: SessionChange) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function announce(change: SessionChange): SessionChange {
  for (const listener of [...listeners]) listener(change);
  return change;
}

async function requestRefresh(): Promise<SessionChange> {
  const sessionToken = getSessionToken();
  if (!sessionToken) return { kind: 'ended' };
  const response = await fetchMarkingNetworkFailure('/api/auth/refresh', {
    method: 'POST',
    // This client keeps the session token each refresh answers, so it asks for a new one every time.
    headers: { 'X-Session-Token': sessionToken, [SESSION_ROTATION_HEADER]: '1' },
    credentials: 'include',
  });
  // Signed out meanwhile (Logout, or another tab): the answer is not kept.
  if (!getSessionToken()) return { kind: 'ended' };
  if (response.status === 401) {
    clearSession();
    return announce({ kind: 'ended' });
  }
  await throwIfNotOk(response);
  const session = (await response.json()) as RefreshResponse;
  storeSession(session);
  return announce({ kind: 'refreshed', session });
}

/**
 * Refreshes the session: a new access token and session token are stored ('refreshed'), or the
 * server no longer knows the session ('ended': tokens and user cleared). Callers at the same time
 * share one request. Other failures reject and keep the tokens.
 */
export function refreshSession(): Promise<SessionChange> {
  inFlight ??= requestRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * After a request with `rejectedToken` was answered 401: true when a newer access token is stored
 * (refreshed now, or already by another caller or tab), so the request is worth repeating once.
 */
export async function renewAfterUnauthorized(rejectedToken: string | null): Promise<boolean> {
  const stored = getAuthToken();
  if (stored && stored !== rejectedToken) return true;
  return (await refreshSession()).kind === 'refreshed';
}

/** Whether the stored access token should be refreshed now (false while its lifetime is unknown). */
export function isRefreshDue(): boolean {
  const dueAt = getRefreshDueAt();
  return dueAt !== null && Date.now() >= dueAt;
}

/**
 * While signed in: refreshes when the token falls due, and checks again when the window gets focus
 * or the page becomes visible, or another tab stored a token. The returned function stops it.
 */
export function keepSessionFresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(delayMs?: number) {
    clearTimeout(timer);
    const dueAt = getRefreshDueAt();
    // Unknown lifetime (tokens stored by an older version): the first 401 refreshes, and tells it.
    if (dueAt === null) return;
    timer = setTimeout(check, delayMs ?? Math.max(0, dueAt - Date.now()));
  }

  function check() {
    if (!isRefreshDue()) return schedule();
    clearTimeout(timer);
    refreshSession().then(
      () => schedule(),
      () => schedule(RETRY_AFTER_FAILURE_MS),
    );
  }

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  const onStorage = () => schedule();
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('storage', onStorage);
  schedule();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('storage', onStorage);
  };
}
