import { useQuery } from '@tanstack/react-query';
import type { AiStatusResponse } from '@shared/contracts/ai';
import { getQueryFn } from '@/lib/api-client';

/** Refreshed after the console saves an engine, so the studio shows the new one at once. */
export const aiStatusQueryKey = ['/api/ai/status'] as const;

/**
 * GET /api/ai/status: which engine serves each capability (public). Read by the images tab, the
 * chat's microphone and the workspace's AI engines panel. No retry: each works without it.
 */
export function useAiStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: aiStatusQueryKey,
    queryFn: getQueryFn<AiStatusResponse>({ on401: 'throw' }),
    retry: false,
    enabled,
  });
}
