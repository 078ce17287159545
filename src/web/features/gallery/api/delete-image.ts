import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { galleryQueryKey } from './get-gallery';

/** DELETE /api/images/:id: removes one of the user's images (204, no body). */
export async function deleteImage(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/images/${encodeURIComponent(id)}`);
}

/** Deletes an image, then refetches the gallery and the projects (a project that used the image no longer does). */
export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/projects'] }),
      ]),
  });
}
