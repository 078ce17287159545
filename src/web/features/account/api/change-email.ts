import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/email {email, password}: 202, a link goes to the new address; 403 WRONG_PASSWORD, 409 EMAIL_TAKEN. */
export async function changeEmail(input: { email: string; password: string }): Promise<{ message?: string }> {
  const response = await apiRequest('POST', '/api/account/email', input);
  return (await response.json().catch(() => ({}))) as { message?: string };
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
