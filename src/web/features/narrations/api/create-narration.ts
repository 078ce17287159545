import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Narration } from '@shared/contracts/narrations';
import { api } from '@/lib/api-client';
import { keepNarration } from './get-narrations';

export interface CreateNarrationInput {
  projectId: string;
  /** The recording or the chosen file. */
  audio: Blob;
  /** The name it is sent under (the server reads the format from the bytes, not from it). */
  fileName: string;
  /** The script version it reads; the project's latest when unset. */
  scriptVersion?: number;
}

/** POST /api/projects/{id}/narrations (multipart `audio`, optional `scriptVersion`) → 202, the take aligning. */
export function createNarration({ projectId, audio, fileName, scriptVersion }: CreateNarrationInput): Promise<Narration> {
  const form = new FormData();
  if (scriptVersion !== undefined) form.append('scriptVersion', String(scriptVersion));
  form.append('audio', audio, fileName);
  return api.post<Narration>(`/api/projects/${encodeURIComponent(projectId)}/narrations`, form);
}

export function useCreateNarration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createNarration, onSuccess: (take) => keepNarration(queryClient, take) });
}
