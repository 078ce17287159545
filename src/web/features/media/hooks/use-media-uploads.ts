import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { MEDIA_FORM_MAX_BYTES, type ProjectMediaResponse } from '@shared/contracts/media';
import { mediaQueryKey } from '../api/get-media';
import { uploadMedia, uploadMediaResumable } from '../api/media';
import { createUploadQueue } from '../lib/upload-queue';

/**
 * The project's uploads (upload-queue.ts): an accepted file joins the project's media list at once,
 * and the list is read again (the storage in use changed too). Leaving the project cancels what is
 * still being sent.
 */
export function useMediaUploads(projectId: string) {
  const queryClient = useQueryClient();
  const [queue] = useState(() =>
    createUploadQueue(
      // Up to 100 MB in one form; larger files in resumable parts.
      (file, onProgress, signal) =>
        file.size > MEDIA_FORM_MAX_BYTES
          ? uploadMediaResumable(projectId, file, onProgress, signal)
          : uploadMedia(projectId, file, onProgress, signal),
      (item) => {
        queryClient.setQueryData<ProjectMediaResponse | null>(mediaQueryKey(projectId), (cached) =>
          cached ? { ...cached, media: [item, ...cached.media.filter((known) => known.id !== item.id)] } : cached,
        );
        void queryClient.invalidateQueries({ queryKey: mediaQueryKey(projectId) });
      },
    ),
  );
  const uploads = useSyncExternalStore(queue.subscribe, queue.uploads);
  useEffect(() => () => queue.cancelAll(), [queue]);
  return { uploads, add: queue.add, retry: queue.retry, remove: queue.remove };
}
