import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment } from '@shared/contracts/admin';
import { getQueryFn } from '@/lib/api-client';
import { ADMIN_API, adminAction, refreshAdmin } from './admin-request';

const paymentsPath = `${ADMIN_API}/payments`;

/** GET /api/admin/payments: invoices and donations, newest first. */
export const paymentsQueryOptions = () =>
  queryOptions({
    queryKey: [paymentsPath] as const,
    queryFn: getQueryFn<{ payments: AdminPayment[] }>({ on401: 'returnNull' }),
    staleTime: 30_000,
  });

export function usePayments() {
  return useQuery(paymentsQueryOptions());
}

/** POST /api/admin/payments/:id/refund: refunds at the processor; a referral commission is clawed back. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminAction('POST', `${paymentsPath}/${encodeURIComponent(id)}/refund`),
    onSuccess: () =>
      refreshAdmin(
        queryClient,
        paymentsPath,
        `${ADMIN_API}/affiliates`,
        `${ADMIN_API}/dashboard`,
        `${ADMIN_API}/users`,
        `${ADMIN_API}/audit-log`,
      ),
  });
}
