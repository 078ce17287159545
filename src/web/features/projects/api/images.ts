import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GalleryImage } from '@shared/contracts/images';
import { api, apiRequest } from '@/lib/api-client';
import { invalidateProjectLists, keepProjectPart, projectQueryKey } from './projects';

type ProjectImagesResponse = { images: GalleryImage[] };

const imagesUrl = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/images`;

/** The project changed on the server in a way only a refetch shows (images generated into it): it and the lists are stale. */
export function refreshProject(queryClient: QueryClient, projectId: string) {
  void queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId), exact: true });
  void invalidateProjectLists(queryClient);
}

/** POST /api/projects/{id}/images: a gallery image used in the project (linking it twice is fine); the cached project takes the new list. */
export function useLinkProjectImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, imageId }: { projectId: string; imageId: string }) =>
      api.post<ProjectImagesResponse>(imagesUrl(projectId), { imageId }),
    onSuccess: ({ images }, { projectId }) => keepProjectPart(queryClient, projectId, (project) => ({ ...project, images })),
  });
}

/** DELETE /api/projects/{id}/images/{imageId} (204): the project stops using the image; it stays in the gallery. */
export function useUnlinkProjectImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, imageId }: { projectId: string; imageId: string }) => {
      await apiRequest('DELETE', `${imagesUrl(projectId)}/${encodeURIComponent(imageId)}`);
    },
    onSuccess: (_nothing, { projectId, imageId }) =>
      keepProjectPart(queryClient, projectId, (project) => ({
        ...project,
        images: project.images.filter((image) => image.id !== imageId),
      })),
  });
}
