import { i18n } from '@/i18n/i18n';

/**
 * The player's messages (spec §8 Audio), by id: voice:player.messages.*. A failed load says
 * `loadFailed`, or what its MediaError code names.
 */
export type AudioMessageId = 'loadTimeout' | 'loadFailed' | 'needsInteraction' | 'aborted' | 'network' | 'decode' | 'unsupported';

/** The toasts of a failed load and a failed play(), in the interface language. */
export const audioLoadFailed = () => ({
  title: i18n.t('voice:player.loadFailedTitle'),
  message: i18n.t('voice:player.messages.loadFailed'),
});
export const playbackFailed = () => ({ title: i18n.t('voice:player.playbackFailedTitle'), message: i18n.t('voice:player.playbackFailed') });

// MediaError codes (HTML standard): 1 aborted, 2 network, 3 decode, 4 source not supported.
const mediaErrorMessages: Record<number, AudioMessageId> = { 1: 'aborted', 2: 'network', 3: 'decode', 4: 'unsupported' };

/** What the player says for a failed load, by the element's MediaError code. */
export function mediaErrorMessage(code: number | undefined): AudioMessageId {
  return (code !== undefined && mediaErrorMessages[code]) || 'loadFailed';
}
