import { useMutation } from '@tanstack/react-query';
import type { GenerateVoiceoverInput, GenerateVoiceoverResponse } from '@shared/contracts/voice';
import { api } from '@/lib/api-client';

/** POST /api/generate-voiceover: the script spoken as MP3, with its length and WebVTT/SRT captions. */
export function generateVoiceover(input: GenerateVoiceoverInput): Promise<GenerateVoiceoverResponse> {
  return api.post<GenerateVoiceoverResponse>('/api/generate-voiceover', input);
}

export function useGenerateVoiceover() {
  return useMutation({ mutationFn: generateVoiceover });
}
