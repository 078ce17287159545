import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PutSignInSettingsBody, SignInSettingsView } from '@shared/contracts/sign-in';
import { api, getQueryFn } from '@/lib/api-client';
import { ADMIN_API, refreshAdmin } from './admin-request';

export const signInSettingsPath = `${ADMIN_API}/sign-in`;

/** GET /api/admin/sign-in: the single sign-on provider, password sign-in, where they come from, and the redirect URI to register. */
export const signInSettingsQueryOptions = () =>
  queryOptions({ queryKey: [signInSettingsPath] as const, queryFn: getQueryFn<SignInSettingsView>({ on401: 'returnNull' }) });

export function useSignInSettings() {
  return useQuery(signInSettingsQueryOptions());
}

/** PUT /api/admin/sign-in: saves (or, with a null provider, removes) single sign-on; the sign-in pages and the audit log are asked for again. */
export function useSaveSignInSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutSignInSettingsBody) => api.put<SignInSettingsView>(signInSettingsPath, body),
    onSuccess: async (view) => {
      queryClient.setQueryData(signInSettingsQueryOptions().queryKey, view);
      await queryClient.invalidateQueries({ queryKey: ['/api/auth/sign-in-options'] });
      await refreshAdmin(queryClient, `${ADMIN_API}/audit-log`);
    },
  });
}
