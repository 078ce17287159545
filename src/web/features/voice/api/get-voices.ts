import { useQuery } from '@tanstack/react-query';
import { voicesQueryOptions } from '@/lib/voices-query';

// The query itself is shared with the Script Writing tab (src/web/lib/voices-query.ts).
export { voicesQueryKey } from '@/lib/voices-query';

/** GET /api/voice/voices: the active engine's stock voices (the first is the default), then the user's profiles. */
export function useVoices() {
  return useQuery(voicesQueryOptions());
}
