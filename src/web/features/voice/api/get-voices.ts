import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoicesResponse } from '@shared/contracts/voice';
import { getQueryFn } from '@/lib/api-client';

/** The voices cache: the user's profiles are listed in it, so profile changes invalidate it too. */
export const voicesQueryKey = ['/api/voice/voices'] as const;

/** GET /api/voice/voices: the active engine's stock voices (the first is the default), then the user's profiles. */
export const getVoices = getQueryFn<VoicesResponse>({ on401: 'returnNull' });

export const voicesQueryOptions = () => queryOptions({ queryKey: voicesQueryKey, queryFn: getVoices });

export function useVoices() {
  return useQuery(voicesQueryOptions());
}
