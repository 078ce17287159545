import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsageResponse } from '@shared/contracts/usage';
import { ApiError, getQueryFn } from '@/lib/api-client';

/**
 * The usage cache's key. Every generation mutation (script, image, voiceover) invalidates it when
 * `usageChangedBy` its outcome, so the workspace's counter follows:
 * `queryClient.invalidateQueries({ queryKey: usageQueryKey })`.
 */
export const usageQueryKey = ['/api/usage'] as const;

/** A generation that ran, or one a limit refused (402 for a plan's, 429 for a fair-use limit's), changes what is left. */
export function usageChangedBy(error: unknown): boolean {
  if (!error) return true;
  return error instanceof ApiError && (error.status === 402 || (error.status === 429 && error.code === 'FAIR_USE_LIMIT_REACHED'));
}

/** GET /api/usage: what the caller has used of the current period; a 401 signs out and goes to /login. */
export const getUsage = getQueryFn<UsageResponse>({ on401: 'returnNull' });

export const usageQueryOptions = () => queryOptions({ queryKey: usageQueryKey, queryFn: getUsage, staleTime: 30_000 });

export function useUsage({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...usageQueryOptions(), enabled });
}
