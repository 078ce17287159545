import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleClientView, PutGoogleClientBody } from '@shared/contracts/publishing';
import { api, getQueryFn } from '@/lib/api-client';
import { ADMIN_API, refreshAdmin } from './admin-request';

export const googleClientPath = `${ADMIN_API}/publishing/google`;

/** GET /api/admin/publishing/google: the Google OAuth client creators connect YouTube through, and the redirect URI to register. */
export const googleClientQueryOptions = () =>
  queryOptions({
    queryKey: [googleClientPath] as const,
    queryFn: getQueryFn<GoogleClientView>({ on401: 'returnNull' }),
  });

export function useGoogleClient() {
  return useQuery(googleClientQueryOptions());
}

/** PUT /api/admin/publishing/google: saves (or, with a null client id, removes) the client; the audit log is asked for again. */
export function useSaveGoogleClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutGoogleClientBody) => api.put<GoogleClientView>(googleClientPath, body),
    onSuccess: async (view) => {
      queryClient.setQueryData(googleClientQueryOptions().queryKey, view);
      await refreshAdmin(queryClient, `${ADMIN_API}/audit-log`);
    },
  });
}
