import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@shared/contracts/media';
import type { CreateShortRendersInput, CreateShortsInput, ShortBatch, ShortsJob, ShortsTranscript } from '@shared/contracts/shorts';
import { api, apiRequest, getQueryFn } from '@/lib/api-client';
import { attachmentFilename } from '@/lib/attachment-filename';
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

/** GET /api/shorts/{jobId}/transcript, read once the editor opens: a finished search's words never change. */
export function useShortsTranscript(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/shorts', jobId, 'transcript'] as const,
    queryFn: getQueryFn<ShortsTranscript>({ on401: 'returnNull' }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
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

/** A project's batches of shorts, newest first: read again every second while one renders. */
export const shortBatchesQueryKey = (projectId: string) => ['/api/projects', projectId, 'shorts', 'batches'] as const;

export function useShortBatches(projectId: string) {
  return useQuery({
    ...queryOptions({ queryKey: shortBatchesQueryKey(projectId), queryFn: getQueryFn<{ batches: ShortBatch[] }>({ on401: 'returnNull' }) }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.batches.some((batch) => batch.status === 'rendering') ? SHORTS_POLL_MS : false),
  });
}

/** POST /api/shorts/{jobId}/renders: the chosen moments rendered as one batch; the batches are read again. */
export function useRenderShorts(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, ...input }: CreateShortRendersInput & { jobId: string }) =>
      api.post<{ batchId: string }>(`/api/shorts/${encodeURIComponent(jobId)}/renders`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortBatchesQueryKey(projectId) }),
  });
}

/** POST /api/shorts/batches/{id}/cancel. */
export function useCancelShortBatch(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => api.post<ShortBatch>(`/api/shorts/batches/${encodeURIComponent(batchId)}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortBatchesQueryKey(projectId) }),
  });
}

/** GET /api/shorts/batches/{id}/package: the batch's shorts with their titles, descriptions and thumbnails as a ZIP, fetched with the session. */
export function useDownloadShortBatch() {
  return useMutation({
    mutationFn: async (batchId: string) => {
      const response = await apiRequest('GET', `/api/shorts/batches/${encodeURIComponent(batchId)}/package`);
      return { blob: await response.blob(), filename: attachmentFilename(response.headers.get('Content-Disposition')) ?? 'shorts.zip' };
    },
  });
}

/** DELETE /api/shorts/batches/{id}: the batch, its shorts and their videos. */
export function useDeleteShortBatch(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => apiRequest('DELETE', `/api/shorts/batches/${encodeURIComponent(batchId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortBatchesQueryKey(projectId) }),
  });
}
