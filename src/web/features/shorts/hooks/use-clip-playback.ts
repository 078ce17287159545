import { useEffect, useRef, useState } from 'react';
import type { TimeSpan } from '@shared/shorts-clip';

/**
 * Plays a clip's kept parts one after the other in a <video> of its source: each frame checks where
 * the player is, jumps over a cut to the next kept part, and stops at the out point. Paused, the
 * player shows the clip's first frame, so a moved in point shows at once.
 */
export function useClipPlayback(spans: readonly TimeSpan[]) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const inPoint = spans[0]?.start;

  useEffect(() => {
    const player = video.current;
    if (player && !playing && inPoint !== undefined && player.readyState > 0) player.currentTime = inPoint;
  }, [inPoint, playing]);

  useEffect(() => {
    const player = video.current;
    if (!playing || !player) return;
    let frame = 0;
    const follow = () => {
      if (!player.seeking) {
        const now = player.currentTime;
        const part = spans.find((span) => span.end > now + 0.01);
        if (!part) {
          player.pause();
          setPlaying(false);
          return;
        }
        if (now < part.start - 0.03) player.currentTime = part.start;
      }
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [playing, spans]);

  return {
    video,
    playing,
    /** Plays from the in point, or pauses. */
    async toggle() {
      const player = video.current;
      if (!player || inPoint === undefined) return;
      if (playing) {
        player.pause();
        setPlaying(false);
        return;
      }
      player.currentTime = inPoint;
      try {
        await player.play();
        setPlaying(true);
      } catch {
        // The browser refused to play (a file it cannot read, no user gesture): the frame stays.
        setPlaying(false);
      }
    },
    /** For the video's onLoadedMetadata: show the in point's frame. */
    showInPoint() {
      if (video.current && inPoint !== undefined) video.current.currentTime = inPoint;
    },
    /** For the video's onPause (its own end, another player). */
    stopped: () => setPlaying(false),
  };
}
