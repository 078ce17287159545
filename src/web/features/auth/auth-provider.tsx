import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { AuthSession, PublicUser } from '@shared/contracts/auth';
import { ApiError, AUTH_STATE_CHANGED_EVENT } from '@/lib/api-client';
import { useClearQueryCache } from '@/lib/query-client-choice';
import {
  clearAuthStorage,
  clearSession,
  clearSubscriptionRecord,
  getAuthToken,
  getSessionToken,
  hasStoredTokens,
  storeSession,
  storeUser,
} from '@/lib/auth-storage';
import { isNetworkFailure } from '@/lib/network-failure';
import { keepSessionFresh, onSessionChange } from '@/lib/session-refresh';
import { logout as logoutRequest } from './api/logout';
import { verifySession } from './api/verify-session';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';

const signedOut: AuthState = { user: null, token: null, isAuthenticated: false, isLoading: false };
const loading: AuthState = { user: null, token: null, isAuthenticated: false, isLoading: true };

function signedInAs(user: PublicUser, token: string | null): AuthState {
  storeUser(user);
  // An expired trial makes the local trial record meaningless (spec §4 Auth).
  if (user.subscriptionStatus === 'trial_expired') clearSubscriptionRecord();
  return { user, token, isAuthenticated: true, isLoading: false };
}

/**
 * Spec §4 Auth, from "loading" to its end state: no tokens → signed out; verify → signed in;
 * verify 401 → refresh once → verify again with the new token → signed in; any other failing answer →
 * authToken, sessionToken and user cleared, signed out (no answer at all keeps them stored).
 */
async function resolveStoredSession(): Promise<AuthState> {
  if (!hasStoredTokens()) return signedOut;
  try {
    // A 401 refreshes the session and verifies again (the api client's rule for every call).
    const user = await verifySession();
    return signedInAs(user, getAuthToken());
  } catch (error) {
    // No answer at all (offline, the server unreachable: fetch itself failed, for the verify or the
    // refresh) says nothing about the session: it stays stored for the next page, which can reach
    // the server. Any answer but success ends it, and so does anything else that went wrong, such
    // as a TypeError of our own code while reading an answer (logged: it is no answer of the server's).
    if (isNetworkFailure(error)) return signedOut;
    if (!(error instanceof ApiError)) console.error('Checking the stored session failed; signing out.', error);
    clearSession();
    return signedOut;
  }
}

/**
 * The one place the signed-in user lives: this state (read with `useAuth()`), mirrored to storage's
 * `user` key (spec §3) whenever it changes. Login, register and every refresh hand their session here.
 */
export function AuthProvider({ children, checkingSession = false }: { children: ReactNode; checkingSession?: boolean }) {
  const clearQueryCache = useClearQueryCache();
  // `checkingSession`: the build pre-renders /app's frame as a signed-in visitor first sees it.
  const [state, setState] = useState<AuthState>(() => (checkingSession || hasStoredTokens() ? loading : signedOut));
  // Each verification gets a number; an answer is applied only if nothing newer started since.
  const latestRun = useRef(0);

  const runVerification = useCallback(async ({ first }: { first: boolean }) => {
    const run = ++latestRun.current;
    const next = await resolveStoredSession();
    if (run !== latestRun.current) return;
    // The first check's end is a transition: what showed during it (a pre-rendered page, the
    // studio's frame) stays until the page it leads to has loaded, rather than a spinner between.
    const apply = first ? startTransition : (update: () => void) => update();
    apply(() => setState(next));
  }, []);

  const reverify = useCallback(() => {
    setState((current) => ({ ...current, isLoading: true }));
    void runVerification({ first: false });
  }, [runVerification]);

  useEffect(() => {
    if (hasStoredTokens()) void runVerification({ first: true });
    window.addEventListener(AUTH_STATE_CHANGED_EVENT, reverify);
    return () => {
      window.removeEventListener(AUTH_STATE_CHANGED_EVENT, reverify);
      latestRun.current += 1;
    };
  }, [runVerification, reverify]);

  // While signed in the access token is refreshed before it runs out, so no call meets a 401 for it.
  useEffect(() => {
    if (!state.isAuthenticated) return;
    return keepSessionFresh();
  }, [state.isAuthenticated]);

  // Any refresh (the timer's, or one after a 401) brings the user as the server sees them now; a
  // session the server ended signs out, and its data goes with it (the next user of this tab must
  // not see it).
  useEffect(
    () =>
      onSessionChange((change) => {
        if (change.kind === 'refreshed') return setState(signedInAs(change.session.user, change.session.token));
        clearQueryCache();
        setState(signedOut);
      }),
    [clearQueryCache],
  );

  const signIn = useCallback((session: AuthSession) => {
    latestRun.current += 1;
    storeSession(session);
    setState(signedInAs(session.user, session.token));
  }, []);

  const forgetSession = useCallback(() => {
    latestRun.current += 1;
    clearAuthStorage();
    clearQueryCache();
    navigate('/');
    setState(signedOut);
  }, [clearQueryCache]);

  const logout = useCallback(async () => {
    latestRun.current += 1;
    try {
      await logoutRequest(getSessionToken());
    } catch (error) {
      console.warn('Logout request failed; signing out locally anyway.', error);
    } finally {
      forgetSession();
    }
  }, [forgetSession]);

  const updateUser = useCallback((user: PublicUser) => {
    latestRun.current += 1;
    setState((current) => (current.isAuthenticated ? signedInAs(user, current.token) : current));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, logout, reverify, updateUser, forgetSession }),
    [state, signIn, logout, reverify, updateUser, forgetSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
