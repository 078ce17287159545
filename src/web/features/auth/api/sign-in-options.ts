import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthSession } from '@shared/contracts/auth';
import type { SignInOptions } from '@shared/contracts/sign-in';
import { api } from '@/lib/api-client';

export const signInOptionsQueryKey = ['/api/auth/sign-in-options'] as const;

/** GET /api/auth/sign-in-options: the single sign-on button and whether the password forms show (a run-time setting). */
export const signInOptionsQueryOptions = () =>
  queryOptions({
    queryKey: signInOptionsQueryKey,
    queryFn: () => api.get<SignInOptions>('/api/auth/sign-in-options'),
    staleTime: 60_000,
  });

export function useSignInOptions() {
  return useQuery(signInOptionsQueryOptions());
}

/** POST /api/auth/oidc/session: the session the single sign-on just started in this browser (kept in a cookie for two minutes). */
export function collectSsoSession(): Promise<AuthSession> {
  return api.post<AuthSession>('/api/auth/oidc/session');
}
