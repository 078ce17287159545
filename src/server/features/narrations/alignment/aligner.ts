import type { ContentLanguageTag } from '@shared/catalog/languages';
import { narrationProblems } from '@shared/contracts/narrations';
import { badRequest } from '../../../http/http-error';
import { piscina } from '../../../lib/on-first-use';
import { createWorkerPool } from '../../../lib/worker-pool';
import type { EspeakSpeechEngine } from '../../../providers/speech/espeak/espeak-engine';
import { espeakStockVoices } from '../../../providers/speech/espeak/espeak-voices';
import type { TimedWord } from '../../../providers/speech/speech-engine';
import { speakInParts } from '../../voice';
import type { AlignmentReply, AlignmentTask } from './alignment-worker';
import { HOP_SECONDS } from './mfcc';

/** One word of the script on the take's clock, seconds; `aligned` is false where the take was not found to say it. */
export interface AlignedWord {
  text: string;
  start: number;
  end: number;
  aligned: boolean;
  /** The last word of a sentence or line, where a caption cue ends (as TimedWord's). */
  endsSentence?: true;
}

export interface AlignmentResult {
  words: AlignedWord[];
  /** The take's length, seconds. */
  durationSeconds: number;
}

export interface Aligner {
  /**
   * Times every word of `text` in the take. `pcm`: the take decoded to mono Float32 at `sampleRate`
   * (the caller decodes it with ffmpeg to 16 kHz); its buffer is moved to the alignment thread, so
   * the array is empty (detached) afterwards. `text`: the script's spoken text, already cleaned for
   * speech (cleanForSpeech in providers/speech/speech-text.ts).
   * Throws a 400 NARRATION_SILENT when the take holds no speech, NARRATION_NOT_MATCHED when the
   * script cannot be found in it.
   */
  align(input: {
    pcm: Float32Array;
    sampleRate: number;
    text: string;
    /** The script's language (its project's): the reference is spoken in it. */
    language?: ContentLanguageTag | undefined;
    signal?: AbortSignal;
  }): Promise<AlignmentResult>;
  close(): Promise<void>;
}

export const narrationSilent = () => badRequest(narrationProblems.silent, 'NARRATION_SILENT');
export const narrationNotMatched = () => badRequest(narrationProblems.notMatched, 'NARRATION_NOT_MATCHED');

/** The voice the script is synthesised with to be matched against the take: the first stock voice, at its own pace. */
const referenceVoice = espeakStockVoices[0];

/** An array's buffer, moved when the array owns it whole, else a copy of its part (a view into a larger buffer, e.g. Node's pool). */
function ownBuffer<T extends Float32Array | Int16Array>(array: T): T {
  const whole = array.byteOffset === 0 && array.byteLength === array.buffer.byteLength && array.buffer instanceof ArrayBuffer;
  return whole ? array : (array.slice() as T);
}

/**
 * Forced alignment of a creator's own reading of a script, with no keys (the aeneas method): the
 * script is synthesised with the embedded eSpeak NG (whose word times are known), both recordings
 * are turned into MFCC features and warped onto each other with DTW on a worker thread
 * (alignment-worker.ts, align-signals.ts), and each synthesised word's start and end is carried
 * through the warping path onto the take's clock. Words the path cannot vouch for (a skipped line,
 * a word squeezed onto nothing, a match far worse than the take's usual) come back with
 * `aligned: false`, between the aligned words around them.
 */
export function createAligner(deps: { speech: EspeakSpeechEngine }): Aligner {
  const pool = createWorkerPool<AlignmentTask, AlignmentReply>({
    source: new URL('./alignment-worker.ts', import.meta.url),
    bundleName: 'narration-alignment-worker',
  });
  if (!referenceVoice) throw new Error('eSpeak NG has no stock voice');
  const voice: Parameters<typeof speakInParts>[0] = { speak: (request) => deps.speech.synthesizeWith(referenceVoice, request) };

  return {
    async align({ pcm, sampleRate, text, language, signal }) {
      signal?.throwIfAborted();
      if (!(sampleRate > 0)) throw new RangeError(`Invalid sample rate ${sampleRate}`);
      if (pcm.length === 0) throw narrationSilent();
      const durationSeconds = pcm.length / sampleRate;
      const synthesis = await speakInParts(voice, text, { language }, signal);
      if (synthesis.words.length === 0) throw badRequest('There is nothing to speak in this text.', 'NOTHING_TO_SPEAK');
      const task: AlignmentTask = {
        take: ownBuffer(pcm),
        takeSampleRate: sampleRate,
        script: ownBuffer(synthesis.pcm),
        scriptSampleRate: synthesis.sampleRate,
        wordsMs: new Float64Array(synthesis.words.flatMap((word) => [word.startMs, word.endMs])),
        sentenceEnds: Uint8Array.from(synthesis.words, (word) => (word.endsSentence ? 1 : 0)),
      };
      // The recordings are moved to the thread, not copied (minutes of audio are tens of megabytes).
      const { move, transferableSymbol, valueSymbol } = piscina();
      const movable = {
        get [transferableSymbol]() {
          return [task.take.buffer, task.script.buffer, task.wordsMs.buffer, task.sentenceEnds.buffer];
        },
        get [valueSymbol]() {
          return task;
        },
      };
      const moved = move(movable as unknown as Parameters<typeof move>[0]) as unknown as AlignmentTask;
      const reply = await pool.run(moved, signal);
      if ('failed' in reply) throw reply.failed === 'silent' ? narrationSilent() : narrationNotMatched();
      const seconds = (frames: number) => Math.round(Math.min(frames * HOP_SECONDS, durationSeconds) * 1000) / 1000;
      return {
        durationSeconds,
        words: synthesis.words.map((word, index): AlignedWord => {
          const placed = reply.ok.words[index];
          return {
            text: word.text,
            start: seconds(placed?.start ?? 0),
            end: seconds(placed?.end ?? 0),
            aligned: placed?.aligned ?? false,
            ...(word.endsSentence ? { endsSentence: true as const } : {}),
          };
        }),
      };
    },
    close: () => pool.close(),
  };
}

/** Aligned words as the caption builder takes them (toSrt, toWebVtt in providers/speech/captions.ts): ms, sentence ends kept. */
export function toTimedWords(words: readonly AlignedWord[]): TimedWord[] {
  return words.map((word) => ({
    text: word.text,
    startMs: Math.round(word.start * 1000),
    endMs: Math.round(word.end * 1000),
    ...(word.endsSentence ? { endsSentence: true as const } : {}),
  }));
}
