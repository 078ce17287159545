import { useQuery } from '@tanstack/react-query';
import type { AiStatusResponse } from '@shared/contracts/ai';
import { getQueryFn } from '@/lib/api-client';

/** GET /api/ai/status: which engine serves each capability (public; no retry, the tab works without it). */
export function useAiStatus() {
  return useQuery({
    queryKey: ['/api/ai/status'],
    queryFn: getQueryFn<AiStatusResponse>({ on401: 'throw' }),
    retry: false,
  });
}
