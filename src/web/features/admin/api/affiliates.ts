import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommissionStatus } from '@shared/contracts/affiliates';
import type { AdminCommission, AdminPayout } from '@shared/contracts/admin';
import { getQueryFn } from '@/lib/api-client';
import { ADMIN_API, adminAction, fetchAdminFile, refreshAdmin } from './admin-request';

const commissionsPath = `${ADMIN_API}/affiliates/commissions`;
const payoutsPath = `${ADMIN_API}/affiliates/payouts`;

export interface CommissionList {
  commissions: AdminCommission[];
  totals: Partial<Record<CommissionStatus, number>>;
}

/** GET /api/admin/affiliates/commissions?status=: the commissions (all, or one status) and the totals per status. */
export const commissionsQueryOptions = (status: CommissionStatus | null) =>
  queryOptions({
    queryKey: [commissionsPath, { status: status ?? undefined }] as const,
    queryFn: getQueryFn<CommissionList>({ on401: 'returnNull' }),
    staleTime: 30_000,
  });

export function useCommissions(status: CommissionStatus | null) {
  return useQuery(commissionsQueryOptions(status));
}

/** GET /api/admin/affiliates/payouts: every payout owed or made. */
export const payoutsQueryOptions = () =>
  queryOptions({
    queryKey: [payoutsPath] as const,
    queryFn: getQueryFn<{ payouts: AdminPayout[] }>({ on401: 'returnNull' }),
    staleTime: 30_000,
  });

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}

/** The payouts, the commissions (now paid out), the dashboard and the audit log change together. */
function useRefreshAffiliates() {
  const queryClient = useQueryClient();
  return () => refreshAdmin(queryClient, `${ADMIN_API}/affiliates`, `${ADMIN_API}/audit-log`);
}

/** POST /api/admin/affiliates/payouts {month}: the month's approved commissions become payouts owed. */
export function useApprovePayouts() {
  const refresh = useRefreshAffiliates();
  return useMutation({
    mutationFn: (month: string) => adminAction('POST', payoutsPath, { month }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/affiliates/payouts/:id/paid {reference}. */
export function useMarkPayoutPaid() {
  const refresh = useRefreshAffiliates();
  return useMutation({
    mutationFn: ({ id, reference }: { id: string; reference: string }) =>
      adminAction('POST', `${payoutsPath}/${encodeURIComponent(id)}/paid`, { reference }),
    onSuccess: refresh,
  });
}

/** GET /api/admin/affiliates/payouts.csv?month=: the month's payouts for the payment service. */
export function usePayoutsCsv() {
  return useMutation({
    mutationFn: (month: string) => fetchAdminFile(`${payoutsPath}.csv?month=${encodeURIComponent(month)}`, `payouts-${month}.csv`),
  });
}
