import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload, type DetailedError } from 'tus-js-client';
import type { MediaItem } from '@shared/contracts/media';
import { ApiError, apiRequest, authHeaders } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-storage';
import { renewAfterUnauthorized } from '@/lib/session-refresh';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload-with-progress';
import { mediaQueryKey } from './get-media';

/** POST /api/projects/{id}/media (multipart, the `file` field), reporting the bytes sent. */
export function uploadMedia(projectId: string, file: File, onProgress: UploadProgress, signal?: AbortSignal): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<MediaItem>(`/api/projects/${encodeURIComponent(projectId)}/media`, form, onProgress, signal);
}

/** Sent in parts this large: a lost connection costs at most one part. */
const RESUMABLE_CHUNK_BYTES = 50 * 1024 * 1024;

/**
 * A file over the form's limit, through the resumable protocol (tus) at /api/uploads/resumable: sent
 * in parts; a lost connection is retried from where the server stopped, and the same file chosen
 * again after a reload goes on from there too (tus-js-client keeps where it was in localStorage).
 * The last part answers with the accepted item, or the reason it was refused.
 */
export function uploadMediaResumable(projectId: string, file: File, onProgress: UploadProgress, signal?: AbortSignal): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: '/api/uploads/resumable',
      metadata: { projectId, filename: file.name },
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10_000],
      removeFingerprintOnSuccess: true,
      // The access token as it is now: a long upload outlives one.
      onBeforeRequest: (request) => {
        for (const [name, value] of Object.entries(authHeaders())) request.setHeader(name, value);
      },
      onShouldRetry: (error, _attempt, options) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401) {
          void renewAfterUnauthorized(getAuthToken());
          return true;
        }
        // A refusal (4xx) stands; a lost connection or a server error is tried again.
        return !(status >= 400 && status < 500) && (options.retryDelays?.length ?? 0) > 0;
      },
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess: ({ lastResponse }) => resolve(JSON.parse(lastResponse.getBody()) as MediaItem),
      onError: (error) => {
        const response = (error as DetailedError).originalResponse;
        reject(response ? new ApiError(response.getStatus(), response.getBody() ?? '', '') : new TypeError(error.message));
      },
    });
    signal?.addEventListener(
      'abort',
      () => {
        void upload.abort(true);
        reject(new DOMException('The upload was canceled.', 'AbortError'));
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}

/** DELETE /api/media/{id}; the project's list is read again (the storage in use changed too). */
export function useDeleteMedia(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/media/${encodeURIComponent(id)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey(projectId) }),
  });
}
