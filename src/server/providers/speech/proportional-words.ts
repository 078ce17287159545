import type { TimedWord } from './speech-engine';

/** A written word and where it sits in its sentence. */
export interface Token {
  text: string;
  /** Code-point offsets in the sentence, end exclusive. */
  start: number;
  end: number;
}

/** The sentence's words: runs of non-space characters. */
export function tokens(sentence: string): Token[] {
  const chars = Array.from(sentence);
  const found: Token[] = [];
  let start = -1;
  for (let i = 0; i <= chars.length; i++) {
    const space = i === chars.length || /\s/u.test(chars[i] ?? ' ');
    if (!space && start < 0) start = i;
    if (space && start >= 0) {
      found.push({ text: chars.slice(start, i).join(''), start, end: i });
      start = -1;
    }
  }
  return found;
}

/**
 * For text with no word timings (a sentence without eSpeak word events, a vendor's chunk): its
 * words share its duration in proportion to their length in characters (an estimate, used only
 * where the engine gives nothing finer).
 */
export function proportionalWords(sentence: string, offsetMs: number, durationMs: number): TimedWord[] {
  const written = tokens(sentence);
  const total = written.reduce((sum, token) => sum + token.text.length + 1, 0);
  let elapsed = 0;
  return written.map((token) => {
    const startMs = offsetMs + (durationMs * elapsed) / total;
    elapsed += token.text.length + 1;
    return { text: token.text, startMs: Math.round(startMs), endMs: Math.round(offsetMs + (durationMs * elapsed) / total) };
  });
}

/** Marks the last word of a spoken sentence or chunk, so a caption cue ends there (headings have no full stop). */
export function endOfSentence(words: TimedWord[]): TimedWord[] {
  const last = words.at(-1);
  if (last) last.endsSentence = true;
  return words;
}
