import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Narration } from '@shared/contracts/narrations';
import { api, failedWith } from '@/lib/api-client';
import { refreshProject } from '@/features/projects';
import { forgetNarration, keepNarration, narrationsQueryKey, type NarrationsResponse } from './get-narrations';

/** How often a take being aligned is asked about (the socket's progress events usually come first). */
export const NARRATION_POLL_MS = 2_000;

export const narrationQueryKey = (id: string) => ['/api/narrations', id] as const;

/** GET /api/narrations/{id}: the take with its words. */
export function getNarration(id: string): Promise<Narration> {
  return api.get<Narration>(`/api/narrations/${encodeURIComponent(id)}`);
}

/**
 * One take with its words, asked for again every 2 s while it is aligning (a fallback for the
 * socket's progress events); each answer also replaces it in the project's list (and a take that
 * became ready refreshes the project, whose voiceovers it joins). A take deleted
 * elsewhere (404) leaves the list. A ready or failed take no longer changes, so it is kept.
 */
export function useNarration(take: { id: string; projectId: string } | null, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: narrationQueryKey(take?.id ?? ''),
    queryFn: async () => {
      try {
        const latest = await getNarration(take!.id);
        const listed = queryClient
          .getQueryData<NarrationsResponse | null>(narrationsQueryKey(latest.projectId))
          ?.narrations.find((item) => item.id === latest.id);
        keepNarration(queryClient, latest);
        // Aligned just now: it is one of the project's voiceovers from here on.
        if (listed?.status === 'aligning' && latest.status === 'ready') refreshProject(queryClient, latest.projectId);
        return latest;
      } catch (error) {
        if (failedWith(error, 404)) forgetNarration(queryClient, take!);
        throw error;
      }
    },
    enabled: enabled && take !== null,
    retry: false,
    staleTime: (query) => (query.state.data && query.state.data.status !== 'aligning' ? Infinity : 0),
    refetchInterval: (query) => {
      const latest = query.state.data;
      return latest && latest.status !== 'aligning' ? false : NARRATION_POLL_MS;
    },
  });
}
