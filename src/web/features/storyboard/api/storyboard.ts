import { hashKey, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StoryboardInput, StoryboardResponse } from '@shared/contracts/storyboard';
import { api, ApiError, getQueryFn } from '@/lib/api-client';

/**
 * A project's storyboard, under the project's key (it goes when the project leaves the cache): on
 * the voiceover named, else on its own (the saved one's, else the newest). Without a voiceover, the
 * key of all of the project's storyboards.
 */
export const storyboardQueryKey = (projectId: string, voiceoverId?: string | null) =>
  voiceoverId
    ? (['/api/projects', projectId, 'storyboard', { voiceover: voiceoverId }] as const)
    : (['/api/projects', projectId, 'storyboard'] as const);

const storyboardUrl = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/storyboard`;

/**
 * GET /api/projects/{id}/storyboard: the saved storyboard, else the one made from the script's
 * sections, over the newest voiceover (read again on each visit: a new voiceover changes it). A
 * refusal (no voiceover yet: 400 NO_VOICEOVER; not the user's project: 404) is not asked again.
 */
export const storyboardQueryOptions = (projectId: string, voiceoverId?: string | null) =>
  queryOptions({
    queryKey: storyboardQueryKey(projectId, voiceoverId),
    queryFn: getQueryFn<StoryboardResponse>({ on401: 'returnNull' }),
    staleTime: 0,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export function useStoryboard(projectId: string, voiceoverId?: string | null) {
  return useQuery(storyboardQueryOptions(projectId, voiceoverId));
}

/** The voiceover the storyboard shown is timed on (undefined until it is read, or without one). */
export function useStoryboardVoiceoverId(projectId: string, voiceoverId: string | null, enabled: boolean): string | undefined {
  return useQuery({ ...storyboardQueryOptions(projectId, voiceoverId), enabled }).data?.voiceoverId;
}

/**
 * The answer of a save or reset kept under the keys it answers (`alsoOnItsVoiceover`: a saved
 * storyboard is what its voiceover's key shows too); the project's other storyboards are read
 * again when next shown.
 */
async function keepStoryboard(queryClient: QueryClient, projectId: string, storyboard: StoryboardResponse, alsoOnItsVoiceover: boolean) {
  // A read that started before the save (a new voiceover's, a refocused window's) must not land after it.
  await queryClient.cancelQueries({ queryKey: storyboardQueryKey(projectId) });
  const keys = [storyboardQueryKey(projectId), ...(alsoOnItsVoiceover ? [storyboardQueryKey(projectId, storyboard.voiceoverId)] : [])];
  for (const key of keys) queryClient.setQueryData(key, storyboard);
  const kept = new Set(keys.map((key) => hashKey(key)));
  void queryClient.invalidateQueries({ queryKey: storyboardQueryKey(projectId), predicate: (query) => !kept.has(query.queryHash) });
}

/** PUT /api/projects/{id}/storyboard: the whole storyboard, saved; the answer is the cached one. */
export function useSaveStoryboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoryboardInput) => api.put<StoryboardResponse>(storyboardUrl(projectId), input),
    onSuccess: (storyboard) => keepStoryboard(queryClient, projectId, storyboard, true),
  });
}

/** DELETE /api/projects/{id}/storyboard: the saved one is forgotten; the answer is the default, from the script's sections on the newest voiceover. */
export function useResetStoryboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<StoryboardResponse>(storyboardUrl(projectId)),
    onSuccess: (storyboard) => keepStoryboard(queryClient, projectId, storyboard, false),
  });
}
