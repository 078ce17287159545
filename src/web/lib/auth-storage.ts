import type { PublicUser } from '@shared/contracts/auth';

/** The browser storage keys of the auth session (spec §3). */
export const storageKeys = {
  authToken: 'authToken',
  sessionToken: 'sessionToken',
  user: 'user',
  subscription: 'subscription',
} as const;

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

export function storeAuthToken(token: string): void {
  write(storageKeys.authToken, token);
}

export function storeSession(session: { token: string; sessionToken: string; user: PublicUser }): void {
  write(storageKeys.authToken, session.token);
  write(storageKeys.sessionToken, session.sessionToken);
  storeUser(session.user);
}

export function storeUser(user: PublicUser): void {
  write(storageKeys.user, JSON.stringify(user));
}

/** Clears authToken and sessionToken (a data query answered 401). */
export function clearTokens(): void {
  remove(storageKeys.authToken, storageKeys.sessionToken);
}

/** Clears authToken, sessionToken and user (verification failed). */
export function clearSession(): void {
  remove(storageKeys.authToken, storageKeys.sessionToken, storageKeys.user);
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
  remove(storageKeys.authToken, storageKeys.sessionToken, storageKeys.user, storageKeys.subscription);
}
