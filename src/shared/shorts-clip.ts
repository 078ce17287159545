import { VIDEO_FPS } from './catalog/video';

/** What a short keeps of its source and where its crop looks: the same on the server that renders it and in the editor that previews it. */

export interface TimeSpan {
  start: number;
  end: number;
}

/** The cuts within the clip, in order, overlapping ones merged. */
function mergedCuts(cuts: readonly TimeSpan[], clip: TimeSpan): TimeSpan[] {
  const inside = cuts
    .map((cut) => ({ start: Math.max(clip.start, cut.start), end: Math.min(clip.end, cut.end) }))
    .filter((cut) => cut.end > cut.start)
    .sort((a, b) => a.start - b.start);
  const merged: TimeSpan[] = [];
  for (const cut of inside) {
    const last = merged.at(-1);
    if (last && cut.start <= last.end) last.end = Math.max(last.end, cut.end);
    else merged.push({ ...cut });
  }
  return merged;
}

/** The parts of the clip its cuts leave, each at least a frame long. */
export function keptSpans(clip: TimeSpan, cuts: readonly TimeSpan[]): TimeSpan[] {
  const spans: TimeSpan[] = [];
  let from = clip.start;
  for (const cut of [...mergedCuts(cuts, clip), { start: clip.end, end: clip.end }]) {
    if (cut.start - from >= 1 / VIDEO_FPS) spans.push({ start: from, end: cut.start });
    from = cut.end;
  }
  return spans;
}

/** The motion in one second of picture: its centre (shares of width and height) and how much there was. */
export interface SecondOfMotion {
  x: number;
  y: number;
  /** Mean absolute difference between consecutive frames, 0–255, counting only pixels that changed more than noise does. */
  amount: number;
}

export const STILL_MOTION: SecondOfMotion = { x: 0.5, y: 0.5, amount: 0 };

/** The point to keep in frame for a span of the footage: the motion-weighted centre of its seconds, {0.5, 0.5} when nothing moves. */
export function motionFocus(motion: readonly SecondOfMotion[], startSeconds: number, endSeconds: number): { x: number; y: number } {
  let weight = 0;
  let x = 0;
  let y = 0;
  const last = Math.min(motion.length, Math.ceil(endSeconds));
  for (let second = Math.max(0, Math.floor(startSeconds)); second < last; second++) {
    const { amount, x: centreX, y: centreY } = motion[second]!;
    // A second the span only partly covers counts for the part it covers.
    const covered = Math.min(endSeconds, second + 1) - Math.max(startSeconds, second);
    weight += amount * covered;
    x += centreX * amount * covered;
    y += centreY * amount * covered;
  }
  return weight > 0 ? { x: x / weight, y: y / weight } : { x: STILL_MOTION.x, y: STILL_MOTION.y };
}
