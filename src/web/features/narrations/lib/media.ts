/**
 * Moves a media element's playback (and tells its player, whose clock follows timeupdate, which a
 * paused element does not always send after a seek).
 */
export function moveMedia(media: HTMLMediaElement, seconds: number): void {
  media.currentTime = seconds;
  media.dispatchEvent(new Event('timeupdate'));
}

/** Starts it playing; a browser that refuses (autoplay rules) leaves the player's own Play to do it. */
export function playMedia(media: HTMLMediaElement): void {
  // Older engines return nothing from play().
  (media.play() as Promise<void> | undefined)?.catch(() => {});
}

/** Runs `then` once the element knows its length (at once when it already does); returns how to stop waiting. */
export function whenMediaLoaded(media: HTMLMediaElement, then: () => void): () => void {
  if (media.readyState >= 1) {
    then();
    return () => {};
  }
  media.addEventListener('loadedmetadata', then, { once: true });
  return () => media.removeEventListener('loadedmetadata', then);
}
