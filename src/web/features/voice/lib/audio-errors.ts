/** The player's messages (spec §8 Audio). */
export const AUDIO_LOAD_TIMEOUT_MESSAGE = 'Audio loading timeout - please try again';
export const AUDIO_LOAD_FAILED = { title: 'Audio Loading Error', message: 'Could not load audio file' } as const;
export const PLAYBACK_FAILED = { title: 'Playback Error', message: 'Could not play audio' } as const;
/** play() refused because the page has not been interacted with yet (autoplay policy). */
export const PLAYBACK_NEEDS_INTERACTION_MESSAGE = 'Your browser blocked playback until you interact with the page - press play to listen';

// MediaError codes (HTML standard): 1 aborted, 2 network, 3 decode, 4 source not supported.
const mediaErrorMessages: Record<number, string> = {
  1: 'Audio loading aborted',
  2: 'Network error loading audio',
  3: 'Audio decoding error - format may not be supported',
  4: 'Audio format not supported by this browser',
};

/** What the player says for a failed load, by the element's MediaError code. */
export function mediaErrorMessage(code: number | undefined): string {
  return (code !== undefined && mediaErrorMessages[code]) || AUDIO_LOAD_FAILED.message;
}
