import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AffiliateAccount, CreateAffiliateInput } from '@shared/contracts/affiliates';
import { api, ApiError } from '@/lib/api-client';
import { affiliateDashboardQueryKey } from './get-dashboard';
import { payoutStatementQueryKey } from './get-payouts';

/** POST /api/affiliate/create: 201 with the account; 409 when the user has one; 400 for a bad e-mail. */
export function createAffiliate(input: CreateAffiliateInput): Promise<AffiliateAccount> {
  return api.post<AffiliateAccount>('/api/affiliate/create', input);
}

/**
 * Joins the programme. On success (and on a 409: the account exists already) the dashboard is
 * refetched; the mutation stays pending until it has arrived, so the pitch gives way to it at once.
 */
export function useCreateAffiliate() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: affiliateDashboardQueryKey }),
      queryClient.invalidateQueries({ queryKey: payoutStatementQueryKey }),
    ]);
  return useMutation({
    mutationFn: createAffiliate,
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
