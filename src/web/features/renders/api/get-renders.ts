import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Render } from '@shared/contracts/renders';
import { getQueryFn } from '@/lib/api-client';

interface RendersResponse {
  renders: Render[];
}

/** A project's renders, newest first: under the project's key, so they go when the project is dropped from the cache. */
export const rendersQueryKey = (projectId: string) => ['/api/projects', projectId, 'renders'] as const;

/** GET /api/projects/{id}/renders: every render the project keeps, newest first (read again on each visit). */
export const rendersQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: rendersQueryKey(projectId),
    queryFn: getQueryFn<RendersResponse>({ on401: 'returnNull' }),
    staleTime: 0,
  });

export function useRenders(projectId: string) {
  return useQuery(rendersQueryOptions(projectId));
}

/** A render the server answered with takes its place in its project's cached list (at the top when new). */
export function keepRender(queryClient: QueryClient, render: Render) {
  queryClient.setQueryData<RendersResponse | null>(rendersQueryKey(render.projectId), (cached) => {
    if (!cached) return cached;
    const known = cached.renders.some((item) => item.id === render.id);
    return { renders: known ? cached.renders.map((item) => (item.id === render.id ? render : item)) : [render, ...cached.renders] };
  });
}

/** A render that is gone (deleted here or elsewhere) leaves its project's cached list. */
export function forgetRender(queryClient: QueryClient, render: Pick<Render, 'id' | 'projectId'>) {
  queryClient.setQueryData<RendersResponse | null>(rendersQueryKey(render.projectId), (cached) =>
    cached ? { renders: cached.renders.filter((item) => item.id !== render.id) } : cached,
  );
}
