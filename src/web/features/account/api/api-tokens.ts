import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokensResponse, CreateApiTokenInput, CreatedApiToken } from '@shared/contracts/api-tokens';
import { api, apiRequest, getQueryFn } from '@/lib/api-client';

export const apiTokensQueryKey = ['/api/account/tokens'] as const;

/** GET /api/account/tokens: the user's tokens, newest first (null only after a 401, while the browser goes to /login). */
export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokensQueryKey,
    queryFn: getQueryFn<ApiTokensResponse>({ on401: 'returnNull' }),
    // A token's last use changes while the page is away: read again whenever the list is shown.
    staleTime: 0,
  });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}

function useRefreshTokens() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey });
}

/** POST /api/account/tokens: the new token, with its secret (the only time it is shown); the list is read again. */
export function useCreateApiToken() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => api.post<CreatedApiToken>('/api/account/tokens', input),
    onSuccess: refresh,
  });
}

/** DELETE /api/account/tokens/{id}: revoked at once; the list is read again (after a failure too). */
export function useRevokeApiToken() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/account/tokens/${encodeURIComponent(id)}`);
    },
    onSettled: refresh,
  });
}
