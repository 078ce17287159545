import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { NarrationWord } from '@shared/contracts/narrations';
import { moveMedia } from '../lib/media';
import { wordAt } from '../lib/sentences';

/**
 * The index of the word being said in `audio` (−1 before the first, or without audio): read on
 * every timeupdate, seek and load, and on every animation frame while it plays (timeupdate alone
 * comes only about four times a second, too slow for short words). Only a change of word
 * re-renders. `seek(seconds)` moves the playback and the highlight at once.
 */
export function usePlaybackWord(audio: HTMLAudioElement | null, words: readonly NarrationWord[]) {
  // The time last read, kept only when it moved to another word.
  const [time, setTime] = useState(0);

  const read = useEffectEvent((media: HTMLMediaElement) => {
    const now = media.currentTime;
    setTime((previous) => (wordAt(words, previous) === wordAt(words, now) ? previous : now));
  });

  useEffect(() => {
    if (!audio) return;
    let frame: number | null = null;
    const update = () => read(audio);
    const loop = () => {
      update();
      frame = requestAnimationFrame(loop);
    };
    const play = () => {
      if (frame === null && typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(loop);
    };
    const halt = () => {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
      update();
    };
    update();
    const events: [string, () => void][] = [
      ['timeupdate', update],
      ['seeked', update],
      ['loadedmetadata', update],
      ['play', play],
      ['pause', halt],
      ['ended', halt],
    ];
    for (const [name, listener] of events) audio.addEventListener(name, listener);
    if (!audio.paused) play();
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      for (const [name, listener] of events) audio.removeEventListener(name, listener);
    };
  }, [audio]);

  const seek = useCallback(
    (seconds: number) => {
      if (!audio) return;
      moveMedia(audio, seconds);
      setTime(seconds);
    },
    [audio],
  );

  return { index: audio ? wordAt(words, time) : -1, seek };
}
