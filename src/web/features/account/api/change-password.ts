import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountSessionsQueryKey } from './sessions';

/** POST /api/account/password {currentPassword, newPassword}: every other session is signed out; 403 WRONG_PASSWORD. */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await apiRequest('POST', '/api/account/password', input);
}

/** Changes the password; the sessions list is fetched again (the other devices are gone). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
