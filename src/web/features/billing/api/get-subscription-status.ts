import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { subscriptionStatusResponse } from '@shared/contracts/checkout';
import { getQueryFn } from '@/lib/api-client';

export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponse>;

export const subscriptionStatusQueryKey = (email: string) => ['/api/subscription-status', encodeURIComponent(email)] as const;

/** GET /api/subscription-status/{email} (own e-mail only); a 401 signs out and goes to /login. */
export const getSubscriptionStatus = getQueryFn<SubscriptionStatusResponse>({ on401: 'returnNull' });

/** After a checkout returns, ask this often and this many times (30 s): a processor's webhook may lag its redirect. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_MAX_POLLS = 15;

export const subscriptionStatusQueryOptions = (email: string) =>
  queryOptions({ queryKey: subscriptionStatusQueryKey(email), queryFn: getSubscriptionStatus, staleTime: 0 });

export function useSubscriptionStatus(email: string | undefined) {
  return useQuery({ ...subscriptionStatusQueryOptions(email ?? ''), enabled: Boolean(email) });
}

/**
 * Asks for the status until it reads active (every 2 s, at most 15 times). `settled` turns true
 * once it is active, the polls ran out, or the call failed.
 */
export function useSubscriptionConfirmation(email: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...subscriptionStatusQueryOptions(email ?? ''),
    enabled: Boolean(email),
    retry: false,
    refetchInterval: (current) =>
      current.state.data?.isActive || current.state.dataUpdateCount >= CONFIRM_MAX_POLLS ? false : CONFIRM_POLL_MS,
  });
  const polls = queryClient.getQueryState(subscriptionStatusQueryKey(email ?? ''))?.dataUpdateCount ?? 0;
  const isActive = query.data?.isActive === true;
  return { isActive, settled: isActive || query.isError || polls >= CONFIRM_MAX_POLLS };
}
