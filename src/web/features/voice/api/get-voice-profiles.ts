import { queryOptions, useQuery } from '@tanstack/react-query';
import { VOICE_PROFILES_REFRESH_MS } from '@shared/catalog/voice';
import type { VoiceProfile } from '@shared/contracts/voice';
import { getQueryFn } from '@/lib/api-client';

export const voiceProfilesQueryKey = ['/api/voice/profiles'] as const;

/** GET /api/voice/profiles: the user's voice profiles, newest first. */
export const getVoiceProfiles = getQueryFn<VoiceProfile[]>({ on401: 'returnNull' });

/** Spec §7: refetched every 10 s, retried 3 times. */
export const voiceProfilesQueryOptions = () =>
  queryOptions({
    queryKey: voiceProfilesQueryKey,
    queryFn: getVoiceProfiles,
    refetchInterval: VOICE_PROFILES_REFRESH_MS,
    retry: 3,
  });

export function useVoiceProfiles() {
  return useQuery(voiceProfilesQueryOptions());
}
