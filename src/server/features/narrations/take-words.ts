import type { NarrationWord } from '@shared/contracts/narrations';
import { endsSentence } from '../../providers/speech/captions';
import type { TimedWord } from '../../providers/speech/speech-engine';

/**
 * A take's word as its words file keeps it: the shape every voiceover's words file has (captions,
 * chapters and renders read it the same way, captions leaving out a word not said).
 */
export type TakeWord = TimedWord & { aligned: boolean };

/** What the API answers: seconds, to the millisecond. */
export const toNarrationWords = (words: readonly TakeWord[]): NarrationWord[] =>
  words.map((word) => ({ text: word.text, start: word.startMs / 1000, end: word.endMs / 1000, aligned: word.aligned }));

/** The take's sentences, in order: each the index of its first and last word (where captions end a sentence too). */
export function sentencesOf(words: readonly TakeWord[]): { first: number; last: number }[] {
  const sentences: { first: number; last: number }[] = [];
  let first = 0;
  words.forEach((word, index) => {
    if (endsSentence(word) || index === words.length - 1) {
      sentences.push({ first, last: index });
      first = index + 1;
    }
  });
  return sentences;
}

/** The words moved onto another clock (a cleaned take's). */
export const mapWords = (words: readonly TakeWord[], map: (seconds: number) => number): TakeWord[] =>
  words.map((word) => {
    const startMs = Math.round(map(word.startMs / 1000) * 1000);
    return { ...word, startMs, endMs: Math.max(startMs, Math.round(map(word.endMs / 1000) * 1000)) };
  });
