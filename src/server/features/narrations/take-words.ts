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

/** A word as the script may write it: its letters and digits, whatever punctuation or Markdown is around them. */
const wordPattern = (word: string) =>
  (word.match(/[\p{L}\p{N}]+/gu) ?? []).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]*');

/**
 * The script without the given sentences (each as the take's words for it), found in order: each
 * sentence is looked for after the one before, its words in order with anything but letters and
 * digits between them, and taken out with the spaces after it. A line left empty goes too. A
 * sentence that cannot be found is left in the script (and counted as not removed).
 */
export function withoutSentences(script: string, sentences: readonly (readonly string[])[]): { content: string; removed: number } {
  let content = script;
  let from = 0;
  let removed = 0;
  for (const words of sentences) {
    const parts = words.map(wordPattern).filter(Boolean);
    if (parts.length === 0) continue;
    const pattern = new RegExp(`${parts.join('[^\\p{L}\\p{N}]+')}[^\\p{L}\\p{N}\\n]*[ \\t]*`, 'gu');
    pattern.lastIndex = from;
    const match = pattern.exec(content);
    if (!match) continue;
    let end = match.index + match[0].length;
    let start = match.index;
    // A sentence that was its line's only text takes the line with it.
    const lineStart = content.lastIndexOf('\n', start - 1) + 1;
    const atLineEnd = content[end] === '\n' || end === content.length;
    if (atLineEnd && content.slice(lineStart, start).trim() === '') {
      start = lineStart;
      end = Math.min(content.length, end + 1);
    } else if (atLineEnd) {
      // The line's last sentence: the spaces before it go, not the line break after it.
      while (start > lineStart && /[ \t]/.test(content[start - 1]!)) start -= 1;
    }
    content = content.slice(0, start) + content.slice(end);
    from = start;
    removed += 1;
  }
  return { content, removed };
}
