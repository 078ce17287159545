import type { SpeechResult, TimedWord } from './speech-engine';
import { endOfSentence, proportionalWords } from './proportional-words';
import { splitSentences } from './speech-text';

/** One vendor call's audio: PCM at the engine's rate, with word timings when the vendor gives them. */
export interface SpokenChunk {
  pcm: Int16Array;
  words: TimedWord[] | undefined;
}

/** Sentences packed into chunks of at most `maxChars` (a longer sentence stands alone). */
export function packSentences(text: string, maxChars: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text)) {
    if (current && current.length + 1 + sentence.length > maxChars) {
      chunks.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** A chunk's words: the vendor's timings, or its words spread by length over its duration. */
function wordsOf(chunk: string, spoken: SpokenChunk, offsetMs: number, sampleRate: number): TimedWord[] {
  if (!spoken.words) return proportionalWords(chunk, offsetMs, (spoken.pcm.length * 1000) / sampleRate);
  return spoken.words.map((word) => ({ ...word, startMs: word.startMs + offsetMs, endMs: word.endMs + offsetMs }));
}

/**
 * Speaks a long text through a vendor in chunks (sentences packed up to `maxChars`), `concurrency`
 * calls at a time, and joins the audio in order. Word timings are the vendor's where it gives them;
 * otherwise each chunk's words share its measured duration ('sentence' when chunks are single
 * sentences, else 'estimated').
 */
export async function synthesizeInChunks(options: {
  text: string;
  maxChars: number;
  concurrency: number;
  sampleRate: number;
  speak: (chunk: string) => Promise<SpokenChunk>;
}): Promise<SpeechResult> {
  const chunks = packSentences(options.text, options.maxChars);
  const spoken: SpokenChunk[] = new Array(chunks.length);
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const index = next++;
      spoken[index] = await options.speak(chunks[index] ?? '');
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, chunks.length) }, worker));

  const pcm = new Int16Array(spoken.reduce((sum, part) => sum + part.pcm.length, 0));
  const words: TimedWord[] = [];
  let at = 0;
  for (const [index, part] of spoken.entries()) {
    words.push(...endOfSentence(wordsOf(chunks[index] ?? '', part, (at * 1000) / options.sampleRate, options.sampleRate)));
    pcm.set(part.pcm, at);
    at += part.pcm.length;
  }
  const vendorTimed = spoken.every((part) => part.words !== undefined);
  const singleSentences = chunks.length === splitSentences(options.text).length;
  return { pcm, sampleRate: options.sampleRate, words, timing: vendorTimed ? 'word' : singleSentences ? 'sentence' : 'estimated' };
}

/** Little-endian 16-bit PCM bytes (what vendors send) as samples. */
export function pcmFromBytes(bytes: Uint8Array): Int16Array {
  const count = Math.floor(bytes.byteLength / 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 2);
  const pcm = new Int16Array(count);
  for (let i = 0; i < count; i++) pcm[i] = view.getInt16(i * 2, true);
  return pcm;
}
