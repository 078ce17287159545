import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NarrationSummary } from '@shared/contracts/narrations';
import { refreshProject } from '@/features/projects';
import { apiRequest } from '@/lib/api-client';
import { forgetNarration } from './get-narrations';
import { narrationQueryKey } from './get-narration';

/** DELETE /api/narrations/{id} (204): the take and its files; a ready take also leaves the project's voiceovers. */
export async function deleteNarration(take: Pick<NarrationSummary, 'id' | 'projectId'>): Promise<void> {
  await apiRequest('DELETE', `/api/narrations/${encodeURIComponent(take.id)}`);
}

export function useDeleteNarration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNarration,
    onSuccess: (_nothing, take) => {
      forgetNarration(queryClient, take);
      queryClient.removeQueries({ queryKey: narrationQueryKey(take.id) });
      refreshProject(queryClient, take.projectId);
    },
  });
}
