import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateVoiceProfiles } from './invalidate-voices';

/** DELETE /api/voice/profiles/:id: removes one of the user's profiles (204, no body). */
export async function deleteVoiceProfile(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/voice/profiles/${encodeURIComponent(id)}`);
}

export function useDeleteVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoiceProfile,
    onSuccess: () => invalidateVoiceProfiles(queryClient),
  });
}
