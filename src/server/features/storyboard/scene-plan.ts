import type { TimedWord } from '../../providers/speech/speech-engine';

/** A scene of the video: which of the images it shows, and when. */
export interface PlannedScene {
  image: number;
  startSeconds: number;
  endSeconds: number;
}

/** A picture stays on screen at most this long: a longer section is shown over several. */
export const SCENE_MAX_SECONDS = 12;
/**
 * The script's sections as scenes over the voiceover: each section from its start to the next
 * one's, cut into equal parts of at most SCENE_MAX_SECONDS (at a word's start where one is near),
 * the images taken in order and again from the first when there are fewer than scenes.
 */
export function scenesFromSections(
  sections: { startMs: number }[],
  words: TimedWord[],
  durationSeconds: number,
  imageCount: number,
): PlannedScene[] {
  const starts = [0, ...sections.map((section) => section.startMs / 1000).filter((start) => start > 0.5 && start < durationSeconds - 0.5)];
  const bounds = [...new Set(starts)].sort((a, b) => a - b);
  const cuts: number[] = [];
  for (const [index, start] of bounds.entries()) {
    const end = bounds[index + 1] ?? durationSeconds;
    const parts = Math.max(1, Math.ceil((end - start) / SCENE_MAX_SECONDS));
    for (let part = 0; part < parts; part++)
      cuts.push(part === 0 ? start : nearestWordStart(words, start + ((end - start) * part) / parts));
  }
  return scenesAt(cuts, durationSeconds, imageCount);
}

/** Scenes the creator gave (an image and its text each): timed in proportion to their text's words, equal when none has text. */
export function scenesFromList(texts: string[], durationSeconds: number): PlannedScene[] {
  const weights = texts.map((text) => text.split(/\s+/).filter(Boolean).length);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares =
    total === 0 ? weights.map(() => 1 / weights.length) : weights.map((weight) => Math.max(weight, total / (weights.length * 4)));
  const sum = shares.reduce((all, share) => all + share, 0);
  const cuts: number[] = [];
  let at = 0;
  for (const share of shares) {
    cuts.push(at);
    at += (share / sum) * durationSeconds;
  }
  return scenesAt(cuts, durationSeconds, texts.length).map((scene, index) => ({ ...scene, image: index }));
}

function scenesAt(cuts: number[], durationSeconds: number, imageCount: number): PlannedScene[] {
  return cuts.map((start, index) => ({
    image: imageCount > 0 ? index % imageCount : 0,
    startSeconds: round(start),
    endSeconds: round(cuts[index + 1] ?? durationSeconds),
  }));
}

/** The start of the word nearest `seconds` within two seconds, else `seconds` itself. */
function nearestWordStart(words: TimedWord[], seconds: number): number {
  let best = seconds;
  let distance = 2;
  for (const word of words) {
    const start = word.startMs / 1000;
    if (Math.abs(start - seconds) < distance) {
      best = start;
      distance = Math.abs(start - seconds);
    }
  }
  return best;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
