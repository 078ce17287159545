import type { RenderStatus } from '@shared/contracts/renders';

/** What each status is called in the list. */
export const renderStatusLabels: Record<RenderStatus, string> = {
  queued: 'Waiting',
  running: 'Rendering',
  done: 'Ready',
  failed: 'Failed',
  canceled: 'Canceled',
};

/** The encoder's estimate in words: 'about 40 s left', 'about 2 min left'; nothing before it has one. */
export function timeLeft(etaSeconds: number | undefined): string | null {
  if (etaSeconds === undefined || etaSeconds < 0) return null;
  if (etaSeconds < 10) return 'almost done';
  if (etaSeconds < 60) return `about ${Math.ceil(etaSeconds / 10) * 10} s left`;
  return `about ${Math.round(etaSeconds / 60)} min left`;
}

/** The saved video's name: the project's title, without characters file systems refuse. */
export function videoFilename(projectTitle: string): string {
  const name = projectTitle
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return `${name || 'video'}.mp4`;
}
