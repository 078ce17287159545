import { useMemo } from 'react';
import { useProjectMedia } from '@/features/media';

/** What a scene can show: a photo or clip of the project's media, or one of its pictures. */
export interface Medium {
  id: string;
  kind: 'image' | 'video';
  name: string;
  posterUrl: string | null;
  fileUrl: string;
  durationSeconds: number | null;
  /** A clip's frames side by side, and its sound's peaks (0–1): null when there are none. */
  filmstripUrl: string | null;
  waveform: number[] | null;
  /** A gallery image the project uses, rather than the creator's own upload. */
  picture: boolean;
}

/**
 * The photos and clips a scene can show (the Media panel's list: the uploads, then the project's
 * pictures; sounds left out), and each by id; `pending` while the media list loads.
 */
export function useSceneMedia(projectId: string) {
  const media = useProjectMedia(projectId);
  const items = media.data?.media;
  return useMemo(() => {
    const list: Medium[] = (items ?? []).flatMap((item) =>
      item.kind === 'audio'
        ? []
        : [
            {
              id: item.id,
              kind: item.kind,
              name: item.name,
              posterUrl: item.posterUrl,
              fileUrl: item.fileUrl,
              durationSeconds: item.durationSeconds,
              filmstripUrl: item.filmstripUrl,
              waveform: item.waveform,
              picture: item.source === 'picture',
            },
          ],
    );
    return { list, byId: new Map(list.map((medium) => [medium.id, medium])), pending: media.isPending };
  }, [items, media.isPending]);
}
