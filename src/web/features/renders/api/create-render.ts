import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRenderInput, Render } from '@shared/contracts/renders';
import { api } from '@/lib/api-client';
import { keepRender } from './get-renders';

/** POST /api/projects/{id}/renders (202): the render, queued; it leads the project's list at once. */
export function createRender({ projectId, ...input }: CreateRenderInput & { projectId: string }): Promise<{ render: Render }> {
  return api.post<{ render: Render }>(`/api/projects/${encodeURIComponent(projectId)}/renders`, input);
}

export function useCreateRender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRender,
    onSuccess: ({ render }) => keepRender(queryClient, render),
  });
}
