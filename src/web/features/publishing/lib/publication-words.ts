import type { Publication, PublicationStatus, PublishingPlatformId } from '@shared/contracts/publishing';

export const platformNames: Record<PublishingPlatformId, string> = { youtube: 'YouTube' };

/** A status in words: "Uploading 42 %" says how far the file is. */
export function statusText(publication: Pick<Publication, 'status' | 'progress'>): string {
  const words: Record<PublicationStatus, string> = {
    scheduled: 'Scheduled',
    uploading: `Uploading ${publication.progress} %`,
    processing: 'Processing',
    published: 'Published',
    failed: 'Failed',
    canceled: 'Canceled',
  };
  return words[publication.status];
}

/** The channel as an entry names it: its name (or that it was disconnected) and its platform. */
export const channelText = (publication: Pick<Publication, 'channelName' | 'platform'>) =>
  `${publication.channelName ?? 'Disconnected channel'} · ${platformNames[publication.platform]}`;
