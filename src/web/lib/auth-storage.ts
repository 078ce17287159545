import type { AuthSession, PublicUser } from '@shared/contracts/auth';

/**
 * The browser storage keys of the auth session (spec §3), plus when the access token falls due for
 * a refresh (milliseconds on this browser's clock). Storage is shared by the tabs, so a refresh by
 * one tab is seen by the others.
 */
export const storageKeys = {
  authToken: 'authToken',
  sessionToken: 'sessionToken',
  user: 'user',
  subscription: 'subscription',
  refreshDueAt: 'authTokenRefreshDueAt',
} as const;

/** A token is refreshed when this share of its lifetime has passed. */
const REFRESH_AT_SHARE_OF_LIFETIME = 0.8;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage can be unavailable (privacy modes, blocked cookies): then the app simply acts signed out.
function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep the value in; the in-memory state still works for this page view.
  }
}

function remove(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Already unreadable, so already gone for our purposes.
    }
  }
}

export function getAuthToken(): string | null {
  return read(storageKeys.authToken) || null;
}

export function getSessionToken(): string | null {
  return read(storageKeys.sessionToken) || null;
}

export function hasStoredTokens(): boolean {
  return getAuthToken() !== null || getSessionToken() !== null;
}

/** When the stored access token should be refreshed; null when unknown (a 401 will tell). */
export function getRefreshDueAt(): number | null {
  const dueAt = Number(read(storageKeys.refreshDueAt) ?? Number.NaN);
  return Number.isFinite(dueAt) ? dueAt : null;
}

/** Keeps a session from login, register or refresh; its access token falls due before it expires. */
export function storeSession(session: AuthSession): void {
  write(storageKeys.authToken, session.token);
  write(storageKeys.sessionToken, session.sessionToken);
  write(storageKeys.refreshDueAt, String(Date.now() + session.expiresIn * 1000 * REFRESH_AT_SHARE_OF_LIFETIME));
}

/** The signed-in user's copy in storage (spec §3), written only by the auth provider as its state changes. */
export function storeUser(user: PublicUser): void {
  write(storageKeys.user, JSON.stringify(user));
}

/** Clears authToken and sessionToken (a data query answered 401). */
export function clearTokens(): void {
  remove(storageKeys.authToken, storageKeys.sessionToken, storageKeys.refreshDueAt);
}

/** Clears authToken, sessionToken and user (verification failed). */
export function clearSession(): void {
  remove(storageKeys.authToken, storageKeys.sessionToken, storageKeys.refreshDueAt, storageKeys.user);
}

/** Removes the local subscription record the landing page writes at trial start. */
export function clearSubscriptionRecord(): void {
  remove(storageKeys.subscription);
}

export function storeSubscriptionRecord(record: object): void {
  write(storageKeys.subscription, JSON.stringify(record));
}

/** Clears all four keys (logout). */
export function clearAuthStorage(): void {
  remove(storageKeys.authToken, storageKeys.sessionToken, storageKeys.refreshDueAt, storageKeys.user, storageKeys.subscription);
}
