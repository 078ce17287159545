import type { TimedWord } from './speech-engine';

export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

/** Cue limits: a short line that a viewer reads at a glance. */
const maxWords = 8;
const maxChars = 60;
const maxDurationMs = 7000;

/** Whether a word ends its sentence: marked so by the engine (a heading's last word), or by its punctuation. */
export const endsSentence = (word: TimedWord): boolean => word.endsSentence === true || /[.!?…]["'”’)\]]*$/u.test(word.text);

/**
 * Groups timed words into caption cues (words not said left out): a cue ends after a sentence's last word, or before it would
 * pass eight words, 60 characters or seven seconds.
 */
export function captionCues(words: readonly TimedWord[]): Cue[] {
  const cues: Cue[] = [];
  let current: TimedWord[] = [];
  const close = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) {
      cues.push({ startMs: first.startMs, endMs: Math.max(last.endMs, first.startMs), text: current.map((word) => word.text).join(' ') });
    }
    current = [];
  };
  for (const word of words) {
    // A word the narrator did not say is never shown; the sentence it ended still ends.
    if (word.aligned === false) {
      if (endsSentence(word)) close();
      continue;
    }
    const first = current[0];
    if (first) {
      const chars = current.reduce((sum, w) => sum + w.text.length + 1, word.text.length);
      if (current.length >= maxWords || chars > maxChars || word.endMs - first.startMs > maxDurationMs) close();
    }
    current.push(word);
    if (endsSentence(word)) close();
  }
  close();
  return cues;
}

function timestamp(ms: number, separator: '.' | ','): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}${separator}${pad(total % 1000, 3)}`;
}

/** WebVTT: the 'WEBVTT' header, then numbered cues with hh:mm:ss.mmm times. */
export function toWebVtt(words: readonly TimedWord[]): string {
  const cues = captionCues(words).map(
    (cue, index) => `${index + 1}\n${timestamp(cue.startMs, '.')} --> ${timestamp(cue.endMs, '.')}\n${cue.text.replace(/-->/g, '->')}\n`,
  );
  return ['WEBVTT\n', ...cues].join('\n');
}

/** SubRip (SRT): numbered cues with hh:mm:ss,mmm times, separated by blank lines. */
export function toSrt(words: readonly TimedWord[]): string {
  return captionCues(words)
    .map((cue, index) => `${index + 1}\n${timestamp(cue.startMs, ',')} --> ${timestamp(cue.endMs, ',')}\n${cue.text}\n`)
    .join('\n');
}
