import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVoiceProfileInput, VoiceProfile } from '@shared/contracts/voice';
import { api } from '@/lib/api-client';
import { invalidateVoiceProfiles } from './invalidate-voices';

/** PATCH /api/voice/profiles/:id: rename a profile, or make it the one active profile. */
export function updateVoiceProfile({ id, ...changes }: UpdateVoiceProfileInput & { id: string }): Promise<VoiceProfile> {
  return api.patch<VoiceProfile>(`/api/voice/profiles/${encodeURIComponent(id)}`, changes);
}

export function useUpdateVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVoiceProfile,
    onSuccess: () => invalidateVoiceProfiles(queryClient),
  });
}
