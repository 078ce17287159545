import type { MediaItem } from '@shared/contracts/media';

/** Media item `n` as the media list answers it: by default an uploaded 1920×1080 photo. */
export function makeMediaItem(n: number, overrides: Partial<MediaItem> = {}): MediaItem {
  const id = `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;
  return {
    id,
    source: 'upload',
    kind: 'image',
    width: 1920,
    height: 1080,
    durationSeconds: null,
    posterUrl: `/api/media/${id}/poster?owner=u&expires=1&signature=s`,
    fileUrl: `/api/media/${id}/file?owner=u&expires=1&signature=s`,
    filmstripUrl: null,
    waveform: null,
    captions: null,
    name: `photo-${n}.jpg`,
    bytes: 2_400_000,
    createdAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}
