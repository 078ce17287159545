import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@shared/contracts/admin';
import { getQueryFn } from '@/lib/api-client';
import { ADMIN_API } from './admin-request';

export const dashboardDays = [7, 30, 90] as const;
export type DashboardDays = (typeof dashboardDays)[number];

/** GET /api/admin/dashboard?days=: users, trials, subscriptions, MRR, generations and errors. */
export const dashboardQueryOptions = (days: DashboardDays) =>
  queryOptions({
    queryKey: [`${ADMIN_API}/dashboard`, { days }] as const,
    queryFn: getQueryFn<AdminDashboard>({ on401: 'returnNull' }),
    staleTime: 60_000,
    // Another period keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useAdminDashboard(days: DashboardDays) {
  return useQuery(dashboardQueryOptions(days));
}
