import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StoryboardInput, StoryboardResponse } from '@shared/contracts/storyboard';
import { api, ApiError, getQueryFn } from '@/lib/api-client';

/** A project's storyboard, under the project's key (it goes when the project leaves the cache). */
export const storyboardQueryKey = (projectId: string) => ['/api/projects', projectId, 'storyboard'] as const;

const storyboardUrl = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/storyboard`;

/**
 * GET /api/projects/{id}/storyboard: the saved storyboard, else the one made from the script's
 * sections, over the newest voiceover (read again on each visit: a new voiceover changes it). A
 * refusal (no voiceover yet: 400 NO_VOICEOVER; not the user's project: 404) is not asked again.
 */
export const storyboardQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: storyboardQueryKey(projectId),
    queryFn: getQueryFn<StoryboardResponse>({ on401: 'returnNull' }),
    staleTime: 0,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export function useStoryboard(projectId: string) {
  return useQuery(storyboardQueryOptions(projectId));
}

const keepStoryboard = (queryClient: QueryClient, projectId: string, storyboard: StoryboardResponse) =>
  queryClient.setQueryData(storyboardQueryKey(projectId), storyboard);

/** PUT /api/projects/{id}/storyboard: the whole storyboard, saved; the answer is the cached one. */
export function useSaveStoryboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoryboardInput) => api.put<StoryboardResponse>(storyboardUrl(projectId), input),
    onSuccess: (storyboard) => keepStoryboard(queryClient, projectId, storyboard),
  });
}

/** DELETE /api/projects/{id}/storyboard: the saved one is forgotten; the answer is the default, from the script's sections. */
export function useResetStoryboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<StoryboardResponse>(storyboardUrl(projectId)),
    onSuccess: (storyboard) => keepStoryboard(queryClient, projectId, storyboard),
  });
}
