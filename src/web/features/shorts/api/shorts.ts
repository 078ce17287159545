import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@shared/contracts/media';
import type { CreateShortsInput, ShortsJob } from '@shared/contracts/shorts';
import { api, getQueryFn } from '@/lib/api-client';
import { mediaQueryKey } from '@/features/media';

/** How often a running search is asked about. */
export const SHORTS_POLL_MS = 1_000;

/** A project's searches for shorts, newest first: under the project's key, so they go when the project is dropped from the cache. */
export const shortsQueryKey = (projectId: string) => ['/api/projects', projectId, 'shorts'] as const;

/** GET /api/projects/{id}/shorts, read again every second while a search runs. */
export function useShortsJobs(projectId: string) {
  return useQuery({
    ...queryOptions({ queryKey: shortsQueryKey(projectId), queryFn: getQueryFn<{ jobs: ShortsJob[] }>({ on401: 'returnNull' }) }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => job.status === 'running') ? SHORTS_POLL_MS : false),
  });
}

/** POST /api/projects/{id}/shorts; the list is read again, holding the new search. */
export function useFindMoments(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShortsInput) => api.post<{ jobId: string }>(`/api/projects/${encodeURIComponent(projectId)}/shorts`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortsQueryKey(projectId) }),
  });
}

/** POST /api/projects/{id}/media with `captionsFor`: an SRT or VTT file kept beside one of the project's clips or sounds. */
export function useUploadCaptions(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mediaId, file }: { mediaId: string; file: File }) => {
      const form = new FormData();
      form.append('captionsFor', mediaId);
      form.append('file', file);
      return api.post<MediaItem>(`/api/projects/${encodeURIComponent(projectId)}/media`, form);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey(projectId) }),
  });
}
