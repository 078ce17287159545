import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateThumbnailsInput, ProjectThumbnailsResponse } from '@shared/contracts/projects';
import { api } from '@/lib/api-client';
import { keepProjectPart, projectQueryKey } from './projects';

const thumbnailsUrl = (id: string) => `/api/projects/${encodeURIComponent(id)}/thumbnails`;

/**
 * POST /api/projects/{id}/thumbnails: three new variants. They lead the cached project's list at
 * once; the project is then read again, since the server lets the oldest unchosen ones go.
 */
export function useMakeThumbnails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, ...input }: CreateThumbnailsInput & { projectId: string }) =>
      api.post<ProjectThumbnailsResponse>(thumbnailsUrl(projectId), input),
    onSuccess: ({ thumbnails }, { projectId }) => {
      keepProjectPart(queryClient, projectId, (project) => ({ ...project, thumbnails: [...thumbnails, ...project.thumbnails] }));
      void queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId), exact: true });
    },
  });
}

/** POST …/thumbnails/{thumbnailId}/choose: the thumbnail the video uses (and its picture in My Projects). */
export function useChooseThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, thumbnailId }: { projectId: string; thumbnailId: string }) =>
      api.post<ProjectThumbnailsResponse>(`${thumbnailsUrl(projectId)}/${encodeURIComponent(thumbnailId)}/choose`),
    onSuccess: ({ thumbnails }, { projectId }) => keepProjectPart(queryClient, projectId, (project) => ({ ...project, thumbnails })),
  });
}
