import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Narration, NarrationCleanupInput } from '@shared/contracts/narrations';
import { api } from '@/lib/api-client';
import { keepNarration } from './get-narrations';

/** POST /api/narrations/{id}/cleanups → 202: a new version of the take (its parent this one), aligning. */
export function cleanUpNarration({ id, ...input }: NarrationCleanupInput & { id: string }): Promise<Narration> {
  return api.post<Narration>(`/api/narrations/${encodeURIComponent(id)}/cleanups`, input);
}

export function useCleanUpNarration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cleanUpNarration, onSuccess: (take) => keepNarration(queryClient, take) });
}
