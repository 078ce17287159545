import type { EspeakEvent } from '@echogarden/espeak-ng-emscripten';
import { EngineError } from '../../engine-error';
import { endOfSentence, proportionalWords } from '../proportional-words';
import type { SpeechResult, TimedWord } from '../speech-engine';
import { splitSentences } from '../speech-text';
import { espeakWorker } from './espeak-runtime';
import type { EspeakVoiceSettings } from './espeak-voices';
import { wordsFromEvents } from './word-timings';

/** eSpeak's accepted pace, words per minute. */
const minWpm = 80;
const maxWpm = 450;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Speaks a text with eSpeak NG, sentence by sentence, joined; word timings come from eSpeak's own
 * word events. Seconds of synchronous work for a long text: it runs on a worker thread
 * (speech-worker.ts), never on the thread that answers requests.
 */
export async function speakWithEspeak(
  settings: EspeakVoiceSettings,
  request: { text: string; rate?: number | undefined },
): Promise<SpeechResult> {
  const worker = await espeakWorker().catch((error: unknown) => {
    throw new EngineError('unavailable', 'The embedded speech engine could not start', { cause: error });
  });
  const sampleRate = worker.get_samplerate();
  const chunks: Int16Array[] = [];
  const words: TimedWord[] = [];
  let samples = 0;
  let estimated = false;
  const wordsPerMinute = clamp(Math.round(settings.wordsPerMinute * (request.rate ?? 1)), minWpm, maxWpm);

  for (const sentence of splitSentences(request.text)) {
    if (worker.set_voice(settings.voice) !== 0) {
      throw new EngineError('unavailable', `eSpeak NG has no voice '${settings.voice}'`);
    }
    worker.set_rate(wordsPerMinute);
    worker.set_pitch(clamp(Math.round(settings.pitch), 0, 100));
    worker.set_range(clamp(Math.round(settings.range), 0, 100));

    const sentenceChunks: Int16Array[] = [];
    const events: EspeakEvent[] = [];
    let sentenceSamples = 0;
    worker.synthesize(sentence, (chunk, chunkEvents) => {
      if (chunk.length > 0) sentenceChunks.push(chunk);
      sentenceSamples += chunk.length;
      events.push(...chunkEvents);
      return false;
    });
    const offsetMs = (samples * 1000) / sampleRate;
    const durationMs = (sentenceSamples * 1000) / sampleRate;
    const timed = wordsFromEvents(sentence, events, offsetMs, durationMs);
    if (timed === undefined) estimated = true;
    words.push(...endOfSentence(timed ?? proportionalWords(sentence, offsetMs, durationMs)));
    chunks.push(...sentenceChunks);
    samples += sentenceSamples;
  }

  const pcm = new Int16Array(samples);
  let at = 0;
  for (const chunk of chunks) {
    pcm.set(chunk, at);
    at += chunk.length;
  }
  return { pcm, sampleRate, words, timing: estimated ? 'estimated' : 'word' };
}
