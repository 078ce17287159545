import { useMutation } from '@tanstack/react-query';
import type { MusicFile } from '@shared/contracts/renders';
import { api } from '@/lib/api-client';

/** POST /api/uploads/music (multipart, the `file` field): kept for the user's renders, checked by its content. */
export function uploadMusic(file: File): Promise<MusicFile> {
  const form = new FormData();
  form.append('file', file);
  return api.post<MusicFile>('/api/uploads/music', form);
}

export function useUploadMusic() {
  return useMutation({ mutationFn: uploadMusic });
}
