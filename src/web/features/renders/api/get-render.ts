import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Render, RenderStatus } from '@shared/contracts/renders';
import { api, failedWith } from '@/lib/api-client';
import { forgetRender, keepRender } from './get-renders';

/** How often a waiting or running render is asked about. */
export const RENDER_POLL_MS = 1_000;

/** Waiting or rendering: it will change, so it is watched. */
export const isRendering = (status: RenderStatus) => status === 'queued' || status === 'running';

export const renderQueryKey = (id: string) => ['/api/renders', id] as const;

/**
 * GET /api/renders/{id} every second while the render waits or runs: each answer replaces it in the
 * project's list, which the panel shows. Watching stops when it has ended, or when nothing shows it.
 * A render deleted elsewhere (404) leaves the list.
 */
export function useRenderProgress(render: Render) {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: renderQueryKey(render.id),
    queryFn: async () => {
      try {
        const latest = await api.get<Render>(`/api/renders/${encodeURIComponent(render.id)}`);
        keepRender(queryClient, latest);
        return latest;
      } catch (error) {
        if (failedWith(error, 404)) forgetRender(queryClient, render);
        throw error;
      }
    },
    enabled: isRendering(render.status),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => {
      const latest = query.state.data;
      return latest && !isRendering(latest.status) ? false : RENDER_POLL_MS;
    },
  });
}
