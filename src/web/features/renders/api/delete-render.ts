import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Render } from '@shared/contracts/renders';
import { apiRequest } from '@/lib/api-client';
import { forgetRender } from './get-renders';

/** DELETE /api/renders/{id} (204): the render and its video. */
export async function deleteRender(render: Pick<Render, 'id' | 'projectId'>): Promise<void> {
  await apiRequest('DELETE', `/api/renders/${encodeURIComponent(render.id)}`);
}

export function useDeleteRender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRender,
    onSuccess: (_nothing, render) => forgetRender(queryClient, render),
  });
}
