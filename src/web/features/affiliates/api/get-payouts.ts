import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutStatement } from '@shared/contracts/affiliates';
import { getQueryFn } from '@/lib/api-client';

export const payoutStatementQueryKey = ['/api/affiliate/payouts'] as const;

/** GET /api/affiliate/payouts: the minimum payout, the balances, whether it is payable, past payouts. */
export const getPayoutStatement = getQueryFn<PayoutStatement>({ on401: 'returnNull' });

export const payoutStatementQueryOptions = () => queryOptions({ queryKey: payoutStatementQueryKey, queryFn: getPayoutStatement });

/** Asked only by the dashboard, so only once the user has an affiliate account. */
export function usePayoutStatement() {
  return useQuery(payoutStatementQueryOptions());
}
