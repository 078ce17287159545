import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectSeoAnalysis, ProjectSeoInput } from '@shared/contracts/projects';
import { api } from '@/lib/api-client';
import { keepProjectPart } from './projects';

/**
 * POST /api/projects/{id}/seo: the project's current script analysed (or `content`, the creator's
 * own text) and kept as the project's latest analysis, so a reload shows it again.
 */
export function analyzeProjectSeo({ projectId, ...input }: ProjectSeoInput & { projectId: string }): Promise<ProjectSeoAnalysis> {
  return api.post<ProjectSeoAnalysis>(`/api/projects/${encodeURIComponent(projectId)}/seo`, input);
}

export function useAnalyzeProjectSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeProjectSeo,
    onSuccess: (seo, { projectId }) => keepProjectPart(queryClient, projectId, (project) => ({ ...project, seo })),
  });
}
