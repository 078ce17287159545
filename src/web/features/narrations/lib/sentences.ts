import type { NarrationWord } from '@shared/contracts/narrations';

/** One sentence of a take: its number in the take (from 0, as `sentenceIndex` counts) and its words' indexes. */
export interface TakeSentence {
  index: number;
  /** The index of its first and last word in the take's words. */
  first: number;
  last: number;
}

/** A word that ends its sentence by its punctuation (the server's own rule): . ! ? … with closing quotes or brackets after. */
const sentencePunctuation = /[.!?…]["'”’)\]]*$/u;

/**
 * Production cues the server leaves out of what is spoken ([HOOK], [B-ROLL: …], [ADD: …]): the same
 * pattern as the server's speech text, so a cue's words are never taken for the take's.
 */
const cuePattern = /\[(?:[A-Z][A-Z0-9 _&/'-]*(?:[:·][^\]\n]*)?|b-roll[^\]\n]*)\](?!\()/gi;

/** How far ahead in the script a word is looked for before it counts as not found (Markdown, a link's address). */
const LOOK_AHEAD_CHARS = 400;

/**
 * Which words end a line of the script: each word is found in the script text (cues removed) after
 * the one before it, and a line break between it and the next word found ends its line. A word not
 * found near where the last one was (text the server rewrote, such as Markdown) says nothing.
 */
function lineEnds(words: readonly NarrationWord[], script: string): Set<number> {
  const text = script.replace(cuePattern, ' ');
  const ends = new Set<number>();
  let cursor = 0;
  let previous: { index: number; end: number } | null = null;
  words.forEach((word, index) => {
    const at = text.indexOf(word.text, cursor);
    if (at < 0 || at - cursor > LOOK_AHEAD_CHARS) return;
    if (previous && previous.index === index - 1 && text.slice(previous.end, at).includes('\n')) ends.add(previous.index);
    cursor = at + word.text.length;
    previous = { index, end: cursor };
  });
  return ends;
}

/**
 * The take's sentences, counted as the server counts them for a re-recorded line (`sentenceIndex`):
 * the server ends a sentence where the aligner marked one — at sentence punctuation and at the end
 * of each line of the script (a heading or a list item is a sentence of its own) — and at any word
 * ending in . ! ? or … (optionally followed by a closing quote or bracket). The words list does not
 * carry those marks, so here a sentence ends:
 * 1. at a word ending in sentence punctuation (the server's own test, above);
 * 2. at the last word of a line of `script`, when the text of the version the take reads is given
 *    (its words are found in it in order; see `lineEnds`);
 * 3. at the take's last word.
 * Without the script, headings run into the sentence after them, and the numbers after one can be
 * off by one from the server's: so the panel passes the script whenever it has that version.
 */
export function sentencesOf(words: readonly NarrationWord[], script?: string | null): TakeSentence[] {
  const ends = script ? lineEnds(words, script) : new Set<number>();
  const sentences: TakeSentence[] = [];
  let first = 0;
  words.forEach((word, index) => {
    if (sentencePunctuation.test(word.text) || ends.has(index) || index === words.length - 1) {
      sentences.push({ index: sentences.length, first, last: index });
      first = index + 1;
    }
  });
  return sentences;
}

/** The sentence's text as the take's words spell it. */
export const sentenceText = (words: readonly NarrationWord[], sentence: TakeSentence): string =>
  words
    .slice(sentence.first, sentence.last + 1)
    .map((word) => word.text)
    .join(' ');

/** The script as a narrator reads it: production cues removed, blank runs tidied. */
export function readableScript(script: string): string {
  return script
    .replace(cuePattern, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

/**
 * The word being said at `seconds`: the last word the take says (aligned) that has started, or -1
 * before the first. Words are in time order, so this is a binary search.
 */
export function wordAt(words: readonly NarrationWord[], seconds: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.start <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  while (found >= 0 && !words[found]!.aligned) found--;
  return found;
}
