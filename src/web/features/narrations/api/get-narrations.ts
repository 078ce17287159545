import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Narration, NarrationSummary } from '@shared/contracts/narrations';
import { getQueryFn } from '@/lib/api-client';

export interface NarrationsResponse {
  narrations: NarrationSummary[];
}

/** A project's takes, newest first: under the project's key, so they go when the project is dropped from the cache. */
export const narrationsQueryKey = (projectId: string) => ['/api/projects', projectId, 'narrations'] as const;

/** GET /api/projects/{id}/narrations: every take of the project (aligning, ready and failed), newest first. */
export const narrationsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: narrationsQueryKey(projectId),
    queryFn: getQueryFn<NarrationsResponse>({ on401: 'returnNull' }),
    staleTime: 0,
  });

export function useNarrations(projectId: string) {
  return useQuery(narrationsQueryOptions(projectId));
}

/** The list's view of a take (the words are fetched with the take itself). */
export function summaryOf(take: Narration | NarrationSummary): NarrationSummary {
  if (!('words' in take)) return take;
  const { words: _words, ...summary } = take;
  return summary;
}

/** A take the server answered with takes its place in its project's cached list (at the top when new). */
export function keepNarration(queryClient: QueryClient, take: Narration | NarrationSummary) {
  const summary = summaryOf(take);
  queryClient.setQueryData<NarrationsResponse | null>(narrationsQueryKey(take.projectId), (cached) => {
    if (!cached) return cached;
    const known = cached.narrations.some((item) => item.id === summary.id);
    return {
      narrations: known ? cached.narrations.map((item) => (item.id === summary.id ? summary : item)) : [summary, ...cached.narrations],
    };
  });
}

/** A take changed in the cached list only (a progress event): its status and percent. */
export function patchNarration(
  queryClient: QueryClient,
  projectId: string,
  id: string,
  change: Partial<Pick<NarrationSummary, 'status' | 'progress'>>,
) {
  queryClient.setQueryData<NarrationsResponse | null>(narrationsQueryKey(projectId), (cached) =>
    cached ? { narrations: cached.narrations.map((item) => (item.id === id ? { ...item, ...change } : item)) } : cached,
  );
}

/** A take that is gone (deleted here or elsewhere) leaves its project's cached list. */
export function forgetNarration(queryClient: QueryClient, take: Pick<NarrationSummary, 'id' | 'projectId'>) {
  queryClient.setQueryData<NarrationsResponse | null>(narrationsQueryKey(take.projectId), (cached) =>
    cached ? { narrations: cached.narrations.filter((item) => item.id !== take.id) } : cached,
  );
}
