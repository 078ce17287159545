import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Narration } from '@shared/contracts/narrations';
import { api } from '@/lib/api-client';
import { keepNarration } from './get-narrations';

export interface RecordLineInput {
  /** The take the line replaces a sentence of. */
  id: string;
  /** The sentence, counted from 0 over the take's words (see lib/sentences.ts). */
  sentenceIndex: number;
  audio: Blob;
  fileName: string;
}

/** POST /api/narrations/{id}/lines (multipart `audio` and `sentenceIndex`) → 202: a new version with that sentence recorded again. */
export function recordLine({ id, sentenceIndex, audio, fileName }: RecordLineInput): Promise<Narration> {
  const form = new FormData();
  form.append('sentenceIndex', String(sentenceIndex));
  form.append('audio', audio, fileName);
  return api.post<Narration>(`/api/narrations/${encodeURIComponent(id)}/lines`, form);
}

export function useRecordLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordLine, onSuccess: (take) => keepNarration(queryClient, take) });
}
