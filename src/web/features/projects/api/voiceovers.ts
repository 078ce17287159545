import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectVoiceoverInput, ProjectVoiceover } from '@shared/contracts/projects';
import { api, apiRequest } from '@/lib/api-client';
import { invalidateProjectLists, projectQueryKey } from './projects';

const voiceoversUrl = (id: string) => `/api/projects/${encodeURIComponent(id)}/voiceovers`;

/** The project (its voiceover list) and the lists' flags are stale after a voiceover is made or deleted. */
function useAfterVoiceoverChange() {
  const queryClient = useQueryClient();
  return (projectId: string) => {
    void queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId), exact: true });
    void invalidateProjectLists(queryClient);
  };
}

/** POST /api/projects/{id}/voiceovers: the project's saved script, spoken and kept. */
export function useVoiceProjectScript() {
  const changed = useAfterVoiceoverChange();
  return useMutation({
    mutationFn: ({ projectId, ...input }: CreateProjectVoiceoverInput & { projectId: string }) =>
      api.post<ProjectVoiceover>(voiceoversUrl(projectId), input),
    onSuccess: (_voiceover, { projectId }) => changed(projectId),
  });
}

/** DELETE /api/projects/{id}/voiceovers/{voiceoverId} (204): the voiceover and its files. */
export function useDeleteProjectVoiceover() {
  const changed = useAfterVoiceoverChange();
  return useMutation({
    mutationFn: async ({ projectId, voiceoverId }: { projectId: string; voiceoverId: string }) => {
      await apiRequest('DELETE', `${voiceoversUrl(projectId)}/${encodeURIComponent(voiceoverId)}`);
    },
    onSuccess: (_nothing, { projectId }) => changed(projectId),
  });
}
