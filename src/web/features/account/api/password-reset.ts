import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/contracts/account';
import { api } from '@/lib/api-client';

/** POST /api/auth/password-reset {email}: the same answer whether an account uses the address or not. */
export function requestPasswordReset(input: { email: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/password-reset', input);
}

/** POST /api/auth/password-reset/confirm {token, password}: sets the password; 400 LINK_INVALID for a used or expired link. */
export function confirmPasswordReset(input: { token: string; password: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/password-reset/confirm', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
