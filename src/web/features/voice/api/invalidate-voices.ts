import type { QueryClient } from '@tanstack/react-query';
import { voicesQueryKey } from './get-voices';
import { voiceProfilesQueryKey } from './get-voice-profiles';

/** After a profile is created, renamed, activated or deleted: the profile list and the voice list change. */
export function invalidateVoiceProfiles(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: voiceProfilesQueryKey }),
    queryClient.invalidateQueries({ queryKey: voicesQueryKey }),
  ]).then(() => undefined);
}
