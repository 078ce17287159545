import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Project, SaveScriptInput, ScriptVersionsResponse } from '@shared/contracts/projects';
import { api, getQueryFn } from '@/lib/api-client';
import { keepProject } from './projects';

const scriptUrl = (id: string) => `/api/projects/${encodeURIComponent(id)}/script`;
export const scriptVersionsQueryKey = (id: string) => ['/api/projects', id, 'script', 'versions'] as const;

/** PUT /api/projects/{id}/script: the creator's edit, made from `baseVersion` (409 when another save came first). */
export function saveScript(id: string, input: SaveScriptInput): Promise<Project> {
  return api.put<Project>(scriptUrl(id), input);
}

export function useScriptVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: scriptVersionsQueryKey(id),
    queryFn: getQueryFn<ScriptVersionsResponse>({ on401: 'returnNull' }),
    enabled,
  });
}

/** POST …/script/versions/{version}/restore: the older text comes back as the newest version. */
export function useRestoreScriptVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => api.post<Project>(`${scriptUrl(id)}/versions/${version}/restore`),
    onSuccess: (project) => {
      keepProject(queryClient, project);
      void queryClient.invalidateQueries({ queryKey: scriptVersionsQueryKey(project.id) });
    },
  });
}
