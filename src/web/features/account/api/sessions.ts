import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '@shared/contracts/account';
import { apiRequest, getQueryFn } from '@/lib/api-client';

export const accountSessionsQueryKey = ['/api/account/sessions'] as const;

/** This device first, then the others by when they were last used. */
export function orderSessions(sessions: AccountSession[]): AccountSession[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || new Date(b.lastUsedAt).getTime() - new Date(a.lastUsedAt).getTime(),
  );
}

const fetchSessions = getQueryFn<{ sessions: AccountSession[] }>({ on401: 'returnNull' });

/** GET /api/account/sessions: where the user is signed in (null only after a 401, while the browser goes to /login). */
export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountSessionsQueryKey,
    queryFn: async (context) => {
      const answer = await fetchSessions(context);
      return answer ? orderSessions(answer.sessions) : null;
    },
    staleTime: 0,
  });

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}

/** DELETE /api/account/sessions/{id}: signs that device out. */
export async function revokeSession(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`);
}

/** POST /api/account/sessions/sign-out-others: every session but this one. */
export async function signOutOtherSessions(): Promise<void> {
  await apiRequest('POST', '/api/account/sessions/sign-out-others');
}

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey });
}

/** Each of these ends sessions: the list is fetched again afterwards (also after a failure: it may be out of date). */
export function useRevokeSession() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: revokeSession, onSettled: refresh });
}

export function useSignOutOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: signOutOtherSessions, onSettled: refresh });
}
