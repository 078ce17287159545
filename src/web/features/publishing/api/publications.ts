import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreatePublicationInput,
  Publication,
  PublicationStatus,
  PublicationsResponse,
  PublishingQuota,
} from '@shared/contracts/publishing';
import { api, getQueryFn } from '@/lib/api-client';

/** How often a project's publications are read again while one of them is on its way. */
export const PUBLICATIONS_POLL_MS = 2_000;

/** Uploading or processing: it will change by itself, so the list is watched. */
export const isUnderway = (status: PublicationStatus) => status === 'uploading' || status === 'processing';

/** A project's publications, newest first: under the project's key, so they go when the project is dropped from the cache. */
export const publicationsQueryKey = (projectId: string) => ['/api/projects', projectId, 'publications'] as const;

/** GET /api/projects/{id}/publications, every 2 s while one of them uploads or processes. */
export const publicationsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: publicationsQueryKey(projectId),
    queryFn: getQueryFn<PublicationsResponse>({ on401: 'returnNull' }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.publications.some((item) => isUnderway(item.status)) ? PUBLICATIONS_POLL_MS : false),
  });

export function useProjectPublications(projectId: string) {
  return useQuery(publicationsQueryOptions(projectId));
}

/** The quota, keyed by channel (its own count is part of the answer). */
export const publishingQuotaQueryKey = (channelId: string) => ['/api/publications/quota', { channelId }] as const;

/** GET /api/publications/quota?channelId=: YouTube's daily units as the studio counts them. */
export const publishingQuotaQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: publishingQuotaQueryKey(channelId),
    queryFn: getQueryFn<PublishingQuota>({ on401: 'returnNull' }),
    staleTime: 0,
  });

export function usePublishingQuota(channelId: string | null) {
  return useQuery({ ...publishingQuotaQueryOptions(channelId ?? ''), enabled: channelId !== null });
}

/** A publication the server answered with takes its place in its project's cached list (at the top when new). */
function keepPublication(queryClient: QueryClient, publication: Publication) {
  queryClient.setQueryData<PublicationsResponse | null>(publicationsQueryKey(publication.projectId), (cached) => {
    if (!cached) return cached;
    const known = cached.publications.some((item) => item.id === publication.id);
    return {
      publications: known
        ? cached.publications.map((item) => (item.id === publication.id ? publication : item))
        : [publication, ...cached.publications],
    };
  });
}

/** The project's list, and everything under '/api/publications…' (the calendar's ranges, the quota): a publication changed them. */
function readAgain(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: publicationsQueryKey(projectId) }),
    queryClient.invalidateQueries({
      predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/publications'),
    }),
  ]);
}

/** POST /api/projects/{id}/publications: a finished render sent to a channel (202: the upload starts as a job). */
export function useCreatePublication(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePublicationInput) =>
      api.post<Publication>(`/api/projects/${encodeURIComponent(projectId)}/publications`, input),
    onSuccess: async (publication) => {
      keepPublication(queryClient, publication);
      await readAgain(queryClient, projectId);
    },
  });
}

/** DELETE /api/publications/{id}: an upload stopped; the list is read again after a refusal too (it changed meanwhile). */
export function useCancelPublication(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Publication>(`/api/publications/${encodeURIComponent(id)}`),
    onSuccess: (publication) => keepPublication(queryClient, publication),
    onSettled: () => readAgain(queryClient, projectId),
  });
}
