import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type {
  CalendarFeedResponse,
  CalendarFeedStatus,
  Publication,
  PublicationsResponse,
  ReschedulePublicationInput,
} from '@shared/contracts/publishing';
import { api, apiRequest, getQueryFn } from '@/lib/api-client';
import { publicationsQueryKey as projectPublicationsQueryKey } from './publications';

/** Every cached range of the calendar starts with this (a range adds its from and to): ['/api/publications', fromIso, toIso]. */
export const publicationRangesQueryKey = ['/api/publications'] as const;
export const calendarFeedQueryKey = ['/api/calendar/feed'] as const;

/** While an entry is uploading or processing, its range is read again this often. */
export const CALENDAR_POLL_MS = 5_000;

const inProgress = (publication: Publication) => publication.status === 'uploading' || publication.status === 'processing';

/** Statuses whose publish time can still change (the server says 409 to the others). */
export const isReschedulable = (publication: Publication) =>
  publication.publishAt !== null && (publication.status === 'scheduled' || inProgress(publication));

/** GET /api/publications?from=&to=: the user's publications whose `calendarAt` is in [from, to). */
export const publicationsInRangeQueryOptions = (fromIso: string, toIso: string) =>
  queryOptions({
    queryKey: [...publicationRangesQueryKey, fromIso, toIso] as const,
    queryFn: () => api.get<PublicationsResponse>(`/api/publications?${new URLSearchParams({ from: fromIso, to: toIso }).toString()}`),
    // An upload's progress and a publication's outcome change on the server: read again while any is under way.
    refetchInterval: (query) => (query.state.data?.publications.some(inProgress) ? CALENDAR_POLL_MS : false),
    staleTime: 30_000,
  });

export function usePublicationsInRange(from: Date, to: Date) {
  return useQuery(publicationsInRangeQueryOptions(from.toISOString(), to.toISOString()));
}

/** What the cache holds under '/api/publications…': a range's list, or (from elsewhere) one publication. */
type CachedPublications = PublicationsResponse | Publication | undefined;

/** `cached` with the publication `id` replaced by `replace(it)`; anything else as it was. */
function replaceEntry(cached: CachedPublications, id: string, replace: (publication: Publication) => Publication): CachedPublications {
  if (!cached) return cached;
  if ('publications' in cached) {
    if (!cached.publications.some((publication) => publication.id === id)) return cached;
    return {
      ...cached,
      publications: cached.publications.map((publication) => (publication.id === id ? replace(publication) : publication)),
    };
  }
  return cached.id === id ? replace(cached) : cached;
}

function findEntry(queryClient: QueryClient, id: string): Publication | undefined {
  for (const [, cached] of queryClient.getQueriesData<CachedPublications>({ queryKey: publicationRangesQueryKey })) {
    if (!cached) continue;
    const found = 'publications' in cached ? cached.publications.find((publication) => publication.id === id) : cached;
    if (found?.id === id) return found;
  }
  return undefined;
}

type RescheduleVariables = { id: string } & ReschedulePublicationInput;

/**
 * PATCH /api/publications/{id} with a new publish time. The entry moves at once in every cached
 * range; a refusal puts back only that entry (a poll that came in meanwhile keeps the others), and
 * the ranges are read again either way.
 */
export function useReschedulePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publishAt }: RescheduleVariables) =>
      api.patch<Publication>(`/api/publications/${encodeURIComponent(id)}`, { publishAt } satisfies ReschedulePublicationInput),
    onMutate: async ({ id, publishAt }) => {
      // A poll answering after the move would put the entry back where it was.
      await queryClient.cancelQueries({ queryKey: publicationRangesQueryKey });
      const before = findEntry(queryClient, id);
      queryClient.setQueriesData<CachedPublications>({ queryKey: publicationRangesQueryKey }, (cached) =>
        replaceEntry(cached, id, (publication) => ({ ...publication, publishAt, calendarAt: publishAt })),
      );
      return { before };
    },
    onError: (_error, { id }, context) => {
      const before = context?.before;
      if (!before) return;
      queryClient.setQueriesData<CachedPublications>({ queryKey: publicationRangesQueryKey }, (cached) =>
        replaceEntry(cached, id, () => before),
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueriesData<CachedPublications>({ queryKey: publicationRangesQueryKey }, (cached) =>
        replaceEntry(cached, saved.id, () => saved),
      );
    },
    // The ranges, and the project's own list of publications (its page shows the time too).
    onSettled: (_saved, _error, _variables, context) => {
      const projectId = context?.before?.projectId;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: publicationRangesQueryKey }),
        projectId ? queryClient.invalidateQueries({ queryKey: projectPublicationsQueryKey(projectId) }) : undefined,
      ]);
    },
  });
}

/** While a publication is open it is read this often until it is out (YouTube's answer comes by the server's next look). */
export const OPEN_PUBLICATION_POLL_MS = 3_000;

const notOutYet = (publication: Publication) => inProgress(publication) || publication.status === 'scheduled';

/**
 * An open publication on the platform that is not out yet, as the server has it now. Opening it asks
 * the server to look at the video again (POST /api/publications/{id}/refresh: it may have been
 * published or moved in YouTube Studio), then reads it until it is out; a new status makes the
 * calendar read its ranges again. Anything else shows as the calendar has it.
 */
export function useOpenPublication(publication: Publication | null, open: boolean) {
  const queryClient = useQueryClient();
  const followed = open && publication !== null && publication.videoId !== null && notOutYet(publication);
  const id = publication?.id ?? '';
  const shownStatus = publication?.status;
  const lookedAt = useRef<string | null>(null);
  useEffect(() => {
    if (!followed || lookedAt.current === id) return;
    lookedAt.current = id;
    // Only a nudge: what it finds comes with the reads below.
    void api.post<Publication>(`/api/publications/${encodeURIComponent(id)}/refresh`).catch(() => undefined);
  }, [followed, id]);
  return useQuery({
    queryKey: [...publicationRangesQueryKey, 'one', id] as const,
    queryFn: async () => {
      const fresh = await api.get<Publication>(`/api/publications/${encodeURIComponent(id)}`);
      if (fresh.status !== shownStatus) {
        void queryClient.invalidateQueries({ queryKey: publicationRangesQueryKey, predicate: (query) => query.queryKey[1] !== 'one' });
      }
      return fresh;
    },
    enabled: followed,
    refetchInterval: (query) => (query.state.data && notOutYet(query.state.data) ? OPEN_PUBLICATION_POLL_MS : false),
  });
}

/** GET /api/calendar/feed: whether the user has a feed address (the address itself is shown only when made). */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: getQueryFn<CalendarFeedStatus>({ on401: 'returnNull' }),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** POST /api/calendar/feed: a new secret address (the previous one stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedResponse>('/api/calendar/feed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}

/** DELETE /api/calendar/feed: the address stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/calendar/feed');
    },
    onSuccess: () => queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey, { active: false, createdAt: null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}
