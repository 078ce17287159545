import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Render } from '@shared/contracts/renders';
import { api } from '@/lib/api-client';
import { keepRender } from './get-renders';

/** POST /api/renders/{id}/cancel: the render, canceled (its encoder stopped, its partial file gone). */
export function cancelRender(id: string): Promise<Render> {
  return api.post<Render>(`/api/renders/${encodeURIComponent(id)}/cancel`);
}

export function useCancelRender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRender,
    onSuccess: (render) => keepRender(queryClient, render),
  });
}
