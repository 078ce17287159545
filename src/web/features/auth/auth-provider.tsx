import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { ACCESS_TOKEN_TTL_SECONDS } from '@shared/catalog/limits';
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
  storeAuthToken,
  storeSession,
  storeUser,
} from '@/lib/auth-storage';
import { logout as logoutRequest } from './api/logout';
import { refreshSession } from './api/refresh-session';
import { verifySession } from './api/verify-session';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';

const signedOut: AuthState = { user: null, token: null, isAuthenticated: false, isLoading: false };
const loading: AuthState = { user: null, token: null, isAuthenticated: false, isLoading: true };

/** Renew the 15-minute access token a little before it lapses while the app stays open. */
const TOKEN_RENEWAL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 * 0.8;

function signedInAs(user: PublicUser, token: string | null): AuthState {
  storeUser(user);
  // An expired trial makes the local trial record meaningless (spec §4 Auth).
  if (user.subscriptionStatus === 'trial_expired') clearSubscriptionRecord();
  return { user, token, isAuthenticated: true, isLoading: false };
}

/**
 * Spec §4 Auth, from "loading" to its end state: no tokens → signed out; verify → signed in;
 * verify 401 → refresh once → signed in with the new token; any other failure → authToken,
 * sessionToken and user cleared, signed out.
 */
async function resolveStoredSession(): Promise<AuthState> {
  if (!hasStoredTokens()) return signedOut;
  try {
    const user = await verifySession();
    return signedInAs(user, getAuthToken());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      try {
        const { token, user } = await refreshSession();
        storeAuthToken(token);
        return signedInAs(user, token);
      } catch {
        // The session itself is gone: fall through to signing out.
      }
    }
    clearSession();
    return signedOut;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const clearQueryCache = useClearQueryCache();
  const [state, setState] = useState<AuthState>(() => (hasStoredTokens() ? loading : signedOut));
  // Each verification gets a number; an answer is applied only if nothing newer started since.
  const latestRun = useRef(0);

  const runVerification = useCallback(async () => {
    const run = ++latestRun.current;
    const next = await resolveStoredSession();
    if (run === latestRun.current) setState(next);
  }, []);

  const reverify = useCallback(() => {
    setState((current) => ({ ...current, isLoading: true }));
    void runVerification();
  }, [runVerification]);

  useEffect(() => {
    if (hasStoredTokens()) void runVerification();
    window.addEventListener(AUTH_STATE_CHANGED_EVENT, reverify);
    return () => {
      window.removeEventListener(AUTH_STATE_CHANGED_EVENT, reverify);
      latestRun.current += 1;
    };
  }, [runVerification, reverify]);

  // Keep the access token fresh while signed in, so data calls do not bounce to /login after 15 min.
  useEffect(() => {
    if (!state.isAuthenticated) return;
    const timer = window.setTimeout(async () => {
      const run = latestRun.current;
      try {
        const { token, user } = await refreshSession();
        if (run !== latestRun.current) return;
        storeAuthToken(token);
        setState(signedInAs(user, token));
      } catch (error) {
        if (run !== latestRun.current || !(error instanceof ApiError && error.status === 401)) return;
        clearSession();
        setState(signedOut);
      }
    }, TOKEN_RENEWAL_MS);
    return () => window.clearTimeout(timer);
  }, [state.isAuthenticated, state.token]);

  const signIn = useCallback(
    (session: AuthSession) => {
      latestRun.current += 1;
      storeSession(session);
      setState(signedInAs(session.user, session.token));
    },
    [],
  );

  const logout = useCallback(async () => {
    latestRun.current += 1;
    try {
      await logoutRequest(getSessionToken());
    } catch (error) {
      console.warn('Logout request failed; signing out locally anyway.', error);
    } finally {
      clearAuthStorage();
      clearQueryCache();
      navigate('/');
      setState(signedOut);
    }
  }, [clearQueryCache]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, logout, reverify }),
    [state, signIn, logout, reverify],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
