import type { StoredWord } from '../db/schema';

/** Sentences said one after another at 2.5 words a second with a 0.4 s breath between them. */
export function spokenWords(sentences: string[]): StoredWord[] {
  const words: StoredWord[] = [];
  let at = 0;
  for (const sentence of sentences) {
    for (const text of sentence.split(' ')) {
      words.push({ text, startMs: Math.round(at * 1000), endMs: Math.round((at + 0.36) * 1000) });
      at += 0.4;
    }
    at += 0.4;
  }
  return words;
}
