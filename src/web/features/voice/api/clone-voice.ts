import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloneVoiceResponse } from '@shared/contracts/voice';
import { api } from '@/lib/api-client';
import { invalidateVoiceProfiles } from './invalidate-voices';

/** POST /api/voice/clone (multipart: audio, name, description, sampleText, consent): a new voice profile. */
export function cloneVoice(form: FormData): Promise<CloneVoiceResponse> {
  return api.post<CloneVoiceResponse>('/api/voice/clone', form);
}

export function useCloneVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneVoice,
    onSuccess: () => invalidateVoiceProfiles(queryClient),
  });
}
