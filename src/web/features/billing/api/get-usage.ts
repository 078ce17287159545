import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsageResponse } from '@shared/contracts/usage';
import { getQueryFn } from '@/lib/api-client';

/**
 * The usage cache's key. Every generation mutation (script, image, voiceover) invalidates it on
 * success, and on a 402, so the workspace's counter follows:
 * `queryClient.invalidateQueries({ queryKey: usageQueryKey })`.
 */
export const usageQueryKey = ['/api/usage'] as const;

/** GET /api/usage: what the caller has used of the current period; a 401 signs out and goes to /login. */
export const getUsage = getQueryFn<UsageResponse>({ on401: 'returnNull' });

export const usageQueryOptions = () => queryOptions({ queryKey: usageQueryKey, queryFn: getUsage, staleTime: 30_000 });

export function useUsage({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...usageQueryOptions(), enabled });
}
