import { queryOptions } from '@tanstack/react-query';
import type { VoicesResponse } from '@shared/contracts/voice';
import { getQueryFn } from './api-client';

/**
 * GET /api/voice/voices: the active engine's stock voices (the first is the default), then the
 * user's profiles, each with its pace. Read by the voiceover card (which voice speaks) and by the
 * Script Writing tab (the pace a script is written and timed at), so it lives outside both. The
 * user's profiles are listed in it: profile changes invalidate it too.
 */
export const voicesQueryKey = ['/api/voice/voices'] as const;

export const getVoices = getQueryFn<VoicesResponse>({ on401: 'returnNull' });

export const voicesQueryOptions = () => queryOptions({ queryKey: voicesQueryKey, queryFn: getVoices });
