import type { Publication, PublishingPlatformId } from '@shared/contracts/publishing';
import { i18n } from '@/i18n/i18n';

export const platformNames: Record<PublishingPlatformId, string> = { youtube: 'YouTube' };

/** A status in words: "Uploading 42 %" says how far the file is. */
export function statusText(publication: Pick<Publication, 'status' | 'progress'>): string {
  return publication.status === 'uploading'
    ? i18n.t('publishing:status.uploading', { progress: publication.progress })
    : i18n.t(`publishing:status.${publication.status}`);
}

/** The channel's name, or that it was disconnected. */
export const channelName = (publication: Pick<Publication, 'channelName'>) =>
  publication.channelName ?? i18n.t('publishing:channel.disconnected');

/** The channel as an entry names it: its name (or that it was disconnected) and its platform. */
export const channelText = (publication: Pick<Publication, 'channelName' | 'platform'>) =>
  i18n.t('publishing:channel.withPlatform', { channel: channelName(publication), platform: platformNames[publication.platform] });
