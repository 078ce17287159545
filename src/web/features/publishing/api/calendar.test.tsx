import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { publicationMessages, type Publication, type PublicationsResponse } from '@shared/contracts/publishing';
import { createQueryClient } from '@/lib/query-client';
import { failure } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { makePublication } from '@/test/publication-fixtures';
import { CALENDAR_POLL_MS, publicationsInRangeQueryOptions, useReschedulePublication } from './calendar';

// Before its upload is done: no render, thumbnail or captions yet.
const base = { renderId: null, thumbnail: false, captions: false, progress: 0 } satisfies Partial<Publication>;
const trailer = makePublication({
  ...base,
  id: '6a0f4a4e-0000-4000-8000-000000000001',
  title: 'Launch trailer',
  status: 'scheduled',
  publishAt: '2027-01-16T02:30:00.000Z',
  calendarAt: '2027-01-16T02:30:00.000Z',
});
const upload = makePublication({
  ...base,
  id: '6a0f4a4e-0000-4000-8000-000000000002',
  title: 'Behind the scenes',
  status: 'uploading',
  progress: 10,
  publishAt: '2027-01-20T23:00:00.000Z',
  calendarAt: '2027-01-20T23:00:00.000Z',
});

const january = ['/api/publications', '2026-12-28T05:00:00.000Z', '2027-02-01T05:00:00.000Z'] as const;
const thirdWeek = ['/api/publications', '2027-01-11T05:00:00.000Z', '2027-01-18T05:00:00.000Z'] as const;
const NEW_TIME = '2027-01-23T02:30:00.000Z';

function setUp() {
  const queryClient = createQueryClient();
  queryClient.setQueryData<PublicationsResponse>(january, { publications: [trailer, upload] });
  queryClient.setQueryData<PublicationsResponse>(thirdWeek, { publications: [trailer] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useReschedulePublication(), { wrapper });
  const titlesAndTimes = (key: readonly string[]) =>
    queryClient
      .getQueryData<PublicationsResponse>(key)
      ?.publications.map(({ title, calendarAt, progress }) => ({ title, calendarAt, progress }));
  return { queryClient, result, titlesAndTimes };
}

describe('Calendar queries', () => {
  it('reads a range again every 5 s only while one of its entries uploads or processes', () => {
    const { refetchInterval, queryKey } = publicationsInRangeQueryOptions(january[1], january[2]);
    expect(queryKey).toEqual(january);
    // Only the query's data is read: a stand-in for the rest of the query.
    const interval = refetchInterval as unknown as (query: { state: { data: PublicationsResponse } }) => number | false;
    const asked = (publications: Publication[]) => interval({ state: { data: { publications } } });
    expect(asked([trailer, upload])).toBe(CALENDAR_POLL_MS);
    expect(asked([{ ...upload, status: 'processing' }])).toBe(5_000);
    expect(asked([trailer, { ...upload, status: 'published' }])).toBe(false);
  });

  it('moves the entry in every cached range at once, after stopping the reads under way', async () => {
    let answer: (response: Response) => void = () => {};
    const network = mockApi({
      [`PATCH /api/publications/${trailer.id}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { queryClient, result, titlesAndTimes } = setUp();
    const cancel = vi.spyOn(queryClient, 'cancelQueries');

    act(() => result.current.mutate({ id: trailer.id, publishAt: NEW_TIME }));
    await waitFor(() => expect(network.to(`PATCH /api/publications/${trailer.id}`)).toHaveLength(1));
    expect(cancel).toHaveBeenCalledWith({ queryKey: ['/api/publications'] });
    expect(titlesAndTimes(january)?.[0]).toEqual({ title: 'Launch trailer', calendarAt: NEW_TIME, progress: 0 });
    expect(titlesAndTimes(thirdWeek)?.[0]).toEqual({ title: 'Launch trailer', calendarAt: NEW_TIME, progress: 0 });

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await act(async () => answer(json({ ...trailer, publishAt: NEW_TIME, calendarAt: NEW_TIME, updatedAt: '2027-01-14T15:00:00.000Z' })));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData<PublicationsResponse>(january)?.publications[0]?.updatedAt).toBe('2027-01-14T15:00:00.000Z');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/publications'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/projects', trailer.projectId, 'publications'] });
  });

  it('puts back only the refused entry: what a read brought meanwhile stays', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ [`PATCH /api/publications/${trailer.id}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { queryClient, result, titlesAndTimes } = setUp();

    act(() => result.current.mutate({ id: trailer.id, publishAt: NEW_TIME }));
    await waitFor(() => expect(titlesAndTimes(january)?.[0]?.calendarAt).toBe(NEW_TIME));
    // A poll answers while the move is on its way: the upload went on.
    queryClient.setQueryData<PublicationsResponse>(january, (cached) => ({
      publications: cached!.publications.map((entry) => (entry.id === upload.id ? { ...entry, progress: 60 } : entry)),
    }));

    await act(async () => answer(failure(409, publicationMessages.notReschedulable, 'PUBLICATION_NOT_RESCHEDULABLE')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(titlesAndTimes(january)).toEqual([
      { title: 'Launch trailer', calendarAt: trailer.calendarAt, progress: 0 },
      { title: 'Behind the scenes', calendarAt: upload.calendarAt, progress: 60 },
    ]);
    expect(titlesAndTimes(thirdWeek)).toEqual([{ title: 'Launch trailer', calendarAt: trailer.calendarAt, progress: 0 }]);
  });
});
