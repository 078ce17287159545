import { EngineError } from '../../engine-error';
import type { SpeechEngine, SpeechRequest, SpeechResult, TimedWord } from '../speech-engine';
import { splitSentences } from '../speech-text';
import { espeakWorker } from './espeak-runtime';
import { espeakStockVoices, type EspeakVoiceSettings } from './espeak-voices';
import { endOfSentence, proportionalWords } from '../proportional-words';
import { wordsFromEvents } from './word-timings';
import type { EspeakEvent } from '@echogarden/espeak-ng-emscripten';
import { yieldToEventLoop } from '../../../yield-to-event-loop';

/** eSpeak's accepted pace, words per minute. */
const minWpm = 80;
const maxWpm = 450;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export interface EspeakSpeechEngine extends SpeechEngine {
  readonly engine: 'espeak';
  /** Speaks with explicit settings rather than a stock voice (the offline voice match uses this). */
  synthesizeWith(settings: EspeakVoiceSettings, request: Omit<SpeechRequest, 'voiceId'>): Promise<SpeechResult>;
}

/**
 * The embedded eSpeak NG engine (WASM from npm; no system package, no download). Text is spoken
 * sentence by sentence and joined; word timings come from eSpeak's own word events.
 */
export function createEspeakEngine(): EspeakSpeechEngine {
  const synthesizeWith: EspeakSpeechEngine['synthesizeWith'] = async (settings, request) => {
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
      request.signal?.throwIfAborted();
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
      await yieldToEventLoop();
    }
    request.signal?.throwIfAborted();

    const pcm = new Int16Array(samples);
    let at = 0;
    for (const chunk of chunks) {
      pcm.set(chunk, at);
      at += chunk.length;
    }
    return { pcm, sampleRate, words, timing: estimated ? 'estimated' : 'word' };
  };

  return {
    engine: 'espeak',
    voices: () => espeakStockVoices.map(({ id, name }) => ({ id, name, engine: 'espeak' as const })),
    async synthesize(request) {
      const voice = espeakStockVoices.find((candidate) => candidate.id === request.voiceId);
      if (voice === undefined) throw new EngineError('rejected', `Unknown voice '${request.voiceId}'`);
      return synthesizeWith(voice, request);
    },
    synthesizeWith,
  };
}
