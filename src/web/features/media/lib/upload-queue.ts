import { MEDIA_RESUMABLE_MAX_BYTES, type MediaItem } from '@shared/contracts/media';
import { i18n } from '@/i18n/i18n';
import type { UploadProgress } from '@/lib/upload-with-progress';
import { mediaFailureMessage, mediaProblemText } from './media-text';

/** One file on its way into the library: sent (0–1 of its bytes), then read and probed by the server. */
export interface MediaUpload {
  id: string;
  file: File;
  progress: number;
  status: 'waiting' | 'sending' | 'checking' | 'failed';
  /** Why it failed, in the interface language of the moment it failed. */
  problem?: string;
  /** Whether sending it again may work (not for a file refused before it was sent). */
  retryable?: boolean;
}

/** The server reads and probes two uploads of a user's at a time; more would be refused with 429. */
const AT_ONCE = 2;

/**
 * Files on their way into a project's library: queued, sent two at a time with their progress, and
 * handed to `accepted` once the server has taken them. A failed one stays with the reason, to try
 * again or dismiss. A store React reads with useSyncExternalStore.
 */
export function createUploadQueue(
  send: (file: File, onProgress: UploadProgress, signal: AbortSignal) => Promise<MediaItem>,
  accepted: (item: MediaItem) => void,
) {
  let uploads: MediaUpload[] = [];
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();

  const set = (next: MediaUpload[]) => {
    uploads = next;
    for (const listener of listeners) listener();
  };
  const update = (id: string, change: Partial<MediaUpload>) =>
    set(uploads.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  function pump() {
    const busy = uploads.filter((upload) => upload.status === 'sending' || upload.status === 'checking').length;
    for (const upload of uploads.filter((known) => known.status === 'waiting').slice(0, Math.max(0, AT_ONCE - busy))) {
      const controller = new AbortController();
      controllers.set(upload.id, controller);
      update(upload.id, { status: 'sending', progress: 0 });
      send(
        upload.file,
        (progress) => update(upload.id, progress >= 1 ? { progress: 1, status: 'checking' } : { progress }),
        controller.signal,
      )
        .then((item) => {
          set(uploads.filter((known) => known.id !== upload.id));
          accepted(item);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const problem = error instanceof TypeError ? i18n.t('media:upload.lostConnection') : mediaFailureMessage(error);
          update(upload.id, { status: 'failed', problem, retryable: true });
        })
        .finally(() => {
          controllers.delete(upload.id);
          pump();
        });
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    uploads: () => uploads,
    /** Queues the files; an empty one or one over 2 GB is refused at once, with the reason. */
    add(files: Iterable<File>) {
      const added = [...files].map((file): MediaUpload => {
        const id = crypto.randomUUID();
        if (file.size === 0) return { id, file, progress: 0, status: 'failed', problem: mediaProblemText('empty') };
        if (file.size > MEDIA_RESUMABLE_MAX_BYTES)
          return { id, file, progress: 0, status: 'failed', problem: mediaProblemText('tooLarge') };
        return { id, file, progress: 0, status: 'waiting' };
      });
      set([...uploads, ...added]);
      pump();
    },
    retry(id: string) {
      update(id, { status: 'waiting', progress: 0, problem: undefined });
      pump();
    },
    /** Cancels an upload still on its way, or dismisses a failed one. */
    remove(id: string) {
      controllers.get(id)?.abort();
      set(uploads.filter((upload) => upload.id !== id));
      pump();
    },
    /** Stops everything still on its way (the panel is leaving). */
    cancelAll() {
      for (const controller of controllers.values()) controller.abort();
    },
  };
}
