import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { MessageResponse } from '@shared/contracts/account';
import type { PublicUser } from '@shared/contracts/auth';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify-email {token}: the link sent to verify the address. */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/verify-email', { token });
}

/** POST /api/account/email/confirm {token}: the link sent to a new address; the address changes. */
export function confirmEmailChange(token: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/email/confirm', { token });
}

/** POST /api/auth/verification (signed in): sends a new verification link. */
export function resendVerification(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/verification');
}

/**
 * Follows an e-mailed link once, when its page opens. A link works once, so the answer is kept
 * for as long as the page lives (no retry, no refetch: StrictMode's second mount or a re-render
 * reads it instead of spending the token again).
 */
function useFollowLink(kind: 'verify-email' | 'confirm-email', token: string | null, follow: (token: string) => Promise<MessageResponse>) {
  return useQuery({
    queryKey: ['account-link', kind, token],
    queryFn: () => follow(token as string),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Once the link is followed, a signed-in tab asks for the user again: a confirmed address shows,
 * and a verified one may have made its owner an administrator (ADMIN_EMAILS).
 */
function useRefreshUserOnce(followed: boolean) {
  const { isAuthenticated, updateUser } = useAuth();
  const refreshed = useRef(false);
  const due = followed && isAuthenticated;
  useEffect(() => {
    if (!due || refreshed.current) return;
    refreshed.current = true;
    // A failure here leaves the old user shown until the next session check.
    api.get<PublicUser>('/api/auth/verify').then(updateUser, () => undefined);
  }, [due, updateUser]);
}

/** Verifies the address on open. */
export function useVerifyEmailLink(token: string | null) {
  const result = useFollowLink('verify-email', token, verifyEmail);
  useRefreshUserOnce(result.isSuccess);
  return result;
}

/** Confirms the new address on open. */
export function useConfirmEmailLink(token: string | null) {
  const result = useFollowLink('confirm-email', token, confirmEmailChange);
  useRefreshUserOnce(result.isSuccess);
  return result;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
