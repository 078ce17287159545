import { queryOptions, useQuery, type QueryFunction } from '@tanstack/react-query';
import type { AffiliateDashboard } from '@shared/contracts/affiliates';
import { ApiError, getQueryFn } from '@/lib/api-client';

/** The dashboard cache's key: creating the account invalidates it. */
export const affiliateDashboardQueryKey = ['/api/affiliate/dashboard'] as const;

/** The code of the dashboard's 404 when the user has not joined the programme yet. */
export const NO_AFFILIATE_ACCOUNT = 'NO_AFFILIATE_ACCOUNT';

/** What the page shows: the pitch (no account yet) or the dashboard. */
export type AffiliateDashboardState = { hasAccount: false } | { hasAccount: true; dashboard: AffiliateDashboard };

function isNoAccount(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 404) return false;
  try {
    return (JSON.parse(error.body) as { code?: unknown } | null)?.code === NO_AFFILIATE_ACCOUNT;
  } catch {
    return false;
  }
}

const fetchDashboard = getQueryFn<AffiliateDashboard>({ on401: 'returnNull' });

/**
 * GET /api/affiliate/dashboard. The 404 NO_AFFILIATE_ACCOUNT is an answer (show the pitch), not a
 * failure; null only after a 401, while the browser goes to /login.
 */
export const getAffiliateDashboard: QueryFunction<AffiliateDashboardState | null> = async (context) => {
  try {
    const dashboard = await fetchDashboard(context);
    return dashboard ? { hasAccount: true, dashboard } : null;
  } catch (error) {
    if (isNoAccount(error)) return { hasAccount: false };
    throw error;
  }
};

export const affiliateDashboardQueryOptions = () => queryOptions({ queryKey: affiliateDashboardQueryKey, queryFn: getAffiliateDashboard });

export function useAffiliateDashboard() {
  return useQuery(affiliateDashboardQueryOptions());
}
