import type { SpeechResult, TimedWord } from './speech-engine';
import { endOfSentence, proportionalWords } from './proportional-words';
import { splitSentences } from './speech-text';

/** One vendor call's audio: PCM at the engine's rate, with word timings when the vendor gives them. */
export interface SpokenChunk {
  pcm: Int16Array;
  words: TimedWord[] | undefined;
}

/** Joins pieces with spaces into runs of at most `maxChars` (a longer piece stands alone); `eachAlone` keeps every piece apart. */
function pack(pieces: string[], maxChars: number, eachAlone = false): string[] {
  const runs: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && (eachAlone || current.length + 1 + piece.length > maxChars)) {
      runs.push(current);
      current = piece;
    } else {
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) runs.push(current);
  return runs;
}

/** A sentence longer than `maxChars` (a run-on line) cut at words; a word longer than that (a URL) where it must be. */
function fitting(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const words = sentence.split(/\s+/).flatMap((word) => word.match(new RegExp(`.{1,${maxChars}}`, 'gsu')) ?? []);
  return pack(words, maxChars);
}

/**
 * Sentences packed into chunks of at most `maxChars`; with `oneSentenceEach` every sentence is its
 * own chunk (so captions are timed per sentence). Sentences over the limit are cut at words.
 */
export function packSentences(text: string, maxChars: number, oneSentenceEach = false): string[] {
  return pack(
    splitSentences(text).flatMap((sentence) => fitting(sentence, maxChars)),
    maxChars,
    oneSentenceEach,
  );
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
  oneSentenceEach?: boolean;
  concurrency: number;
  sampleRate: number;
  signal?: AbortSignal | undefined;
  speak: (chunk: string, signal: AbortSignal) => Promise<SpokenChunk>;
}): Promise<SpeechResult> {
  const chunks = packSentences(options.text, options.maxChars, options.oneSentenceEach);
  const spoken: SpokenChunk[] = new Array(chunks.length);
  // The first failure stops the other calls: each one is paid for.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  let next = 0;
  const worker = async () => {
    while (next < chunks.length && !signal.aborted) {
      const index = next++;
      spoken[index] = await options.speak(chunks[index] ?? '', signal);
    }
  };
  const workers = Array.from({ length: Math.min(options.concurrency, chunks.length) }, worker);
  try {
    await Promise.all(
      workers.map((running) =>
        running.catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
  } finally {
    await Promise.allSettled(workers);
  }

  const pcm = new Int16Array(spoken.reduce((sum, part) => sum + part.pcm.length, 0));
  const words: TimedWord[] = [];
  let at = 0;
  for (const [index, part] of spoken.entries()) {
    words.push(...endOfSentence(wordsOf(chunks[index] ?? '', part, (at * 1000) / options.sampleRate, options.sampleRate)));
    pcm.set(part.pcm, at);
    at += part.pcm.length;
  }
  const vendorTimed = spoken.every((part) => part.words !== undefined);
  const singleSentences = options.oneSentenceEach === true;
  return { pcm, sampleRate: options.sampleRate, words, timing: vendorTimed ? 'word' : singleSentences ? 'sentence' : 'estimated' };
}
