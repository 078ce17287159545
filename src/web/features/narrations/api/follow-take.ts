import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@shared/contracts/projects';
import { keepProject } from '@/features/projects';
import { api } from '@/lib/api-client';

/**
 * POST /api/narrations/{id}/script: the script follows the take (the sentences it leaves out are
 * removed, as a new script version); the answer is the updated project.
 */
export function followTake(narrationId: string): Promise<Project> {
  return api.post<Project>(`/api/narrations/${encodeURIComponent(narrationId)}/script`);
}

export function useFollowTake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followTake,
    onSuccess: (project) => keepProject(queryClient, project),
  });
}
