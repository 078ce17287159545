import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSso } from '@shared/contracts/sign-in';
import { api, apiRequest, getQueryFn } from '@/lib/api-client';
import { leaveForProvider } from '../lib/leave-for-provider';

export const accountSsoQueryKey = ['/api/account/sso'] as const;

/** GET /api/account/sso: the provider set up, the account's links, whether it has a password (null only after a 401). */
export const accountSsoQueryOptions = () =>
  queryOptions({ queryKey: accountSsoQueryKey, queryFn: getQueryFn<AccountSso>({ on401: 'returnNull' }) });

export function useAccountSso() {
  return useQuery(accountSsoQueryOptions());
}

/** How long Link stays busy while the page leaves (a page restored with Back gets its button back then). */
const LEAVING_MS = 10_000;

/** POST /api/account/sso/link, then this browser goes to the provider, which sends it back to /account?sso=…. */
export function useLinkSso() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await api.post<{ url: string }>('/api/account/sso/link');
      leaveForProvider(url);
      await new Promise((resolve) => setTimeout(resolve, LEAVING_MS));
    },
  });
}

/** DELETE /api/account/sso/identities/{id}: 409 LAST_SIGN_IN_METHOD when it is the last way in; the list is read again. */
export function useUnlinkSso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/account/sso/identities/${encodeURIComponent(id)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSsoQueryKey }),
  });
}
