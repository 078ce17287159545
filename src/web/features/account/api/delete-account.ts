import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/account {password}: the account and everything in it; 403 WRONG_PASSWORD. */
export async function deleteAccount(input: { password: string }): Promise<void> {
  await apiRequest('DELETE', '/api/account', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
