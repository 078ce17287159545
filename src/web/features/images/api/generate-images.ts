import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateImagesInput, GenerateImagesResponse } from '@shared/contracts/images';
import { usageChangedBy, usageQueryKey } from '@/features/billing';
import { galleryQueryKey } from '@/features/gallery';
import { refreshProject } from '@/features/projects';
import { api } from '@/lib/api-client';
import { preferencesQueryKey } from './get-preferences';

/** POST /api/images/generate: 1–4 images for the prompt, style and professional controls. */
export function generateImages(input: GenerateImagesInput): Promise<GenerateImagesResponse> {
  return api.post<GenerateImagesResponse>('/api/images/generate', input);
}

/**
 * Generates images. On success the server has updated the user's memory and gallery (and the
 * project the images were made for), so they are refetched; success and a refusal by a limit both
 * change what is left of it, so usage is refetched too.
 */
export function useGenerateImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateImages,
    onSuccess: (_response, input) => {
      void queryClient.invalidateQueries({ queryKey: preferencesQueryKey });
      void queryClient.invalidateQueries({ queryKey: galleryQueryKey });
      if (input.projectId) refreshProject(queryClient, input.projectId);
    },
    onSettled: (_data, error) => {
      if (usageChangedBy(error)) {
        void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      }
    },
  });
}
