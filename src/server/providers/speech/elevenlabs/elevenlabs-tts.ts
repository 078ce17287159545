import { z } from 'zod';
import type { SpeechConfig } from '../../../config/config';
import { callVendor, deadline, readJson, vendorServer } from '../../vendor-request';
import { synthesizeInChunks } from '../joined-synthesis';
import { longestSpeechSeconds, speechPcm } from '../speech-audio';
import type { SpeechEngine, TimedWord } from '../speech-engine';
import { speechNotConfigured, toSpeechEngineError } from '../speech-failure';
import { elevenLabsStockVoices } from './elevenlabs-voices';

const sampleRate = 24_000;

/** POST /v1/text-to-speech/{voice}/with-timestamps: base64 PCM and per-character times. */
const timedSpeech = z.object({
  audio_base64: z.string(),
  alignment: z
    .object({
      characters: z.array(z.string()),
      character_start_times_seconds: z.array(z.number()),
      character_end_times_seconds: z.array(z.number()),
    })
    .nullable()
    .optional(),
});

/** Words from ElevenLabs' character alignment: a word runs from its first character's start to its last's end. */
export function wordsFromAlignment(alignment: z.infer<typeof timedSpeech>['alignment']): TimedWord[] | undefined {
  if (!alignment || alignment.characters.length === 0) return undefined;
  const words: TimedWord[] = [];
  let current: TimedWord | undefined;
  alignment.characters.forEach((character, index) => {
    const start = (alignment.character_start_times_seconds[index] ?? 0) * 1000;
    const end = (alignment.character_end_times_seconds[index] ?? start / 1000) * 1000;
    if (/\s/.test(character)) {
      if (current) words.push(current);
      current = undefined;
      return;
    }
    if (current) {
      current.text += character;
      current.endMs = Math.round(end);
    } else {
      current = { text: character, startMs: Math.round(start), endMs: Math.round(end) };
    }
  });
  if (current) words.push(current);
  return words;
}

/** The ElevenLabs API as the app calls it (speech and cloning share the key and address). */
export function elevenLabsServer(config: { apiKey: string; baseUrl: string }, maxRetries: number, aiAllowedHosts: readonly string[]) {
  return vendorServer(config.baseUrl, maxRetries, { 'xi-api-key': config.apiKey }, aiAllowedHosts);
}

/**
 * ElevenLabs text-to-speech with timestamps: real word timings from its character alignment.
 * Texts are sent in chunks of whole sentences (up to 1,000 characters, two calls at a time, within
 * the plans' concurrency limits). Any voice id is passed on: the voice service only lets stock voices
 * and the user's own clones through.
 */
export function createElevenLabsSpeechEngine(config: SpeechConfig): SpeechEngine {
  const server = config.apiKey
    ? elevenLabsServer({ apiKey: config.apiKey, baseUrl: config.baseUrl }, config.maxRetries, config.aiAllowedHosts)
    : undefined;
  return {
    engine: 'elevenlabs',
    voices: () => [...elevenLabsStockVoices],
    async synthesize(request) {
      if (!server) throw speechNotConfigured();
      try {
        return await synthesizeInChunks({
          text: request.text,
          maxChars: 1000,
          concurrency: 2,
          sampleRate,
          signal: request.signal,
          speak: async (chunk, signal) => {
            const response = await callVendor(
              server,
              `/v1/text-to-speech/${encodeURIComponent(request.voiceId)}/with-timestamps?output_format=pcm_24000`,
              {
                method: 'POST',
                json: {
                  text: chunk,
                  model_id: config.model,
                  ...(request.rate && request.rate !== 1 ? { voice_settings: { speed: Math.min(1.2, Math.max(0.7, request.rate)) } } : {}),
                },
                signal: deadline(config.timeoutMs, signal),
              },
            );
            const answer = await readJson(response, timedSpeech);
            // Asked for raw PCM; a compatible server at TTS_BASE_URL may send its MP3 all the same.
            const pcm = await speechPcm(Buffer.from(answer.audio_base64, 'base64'), {
              contentType: null,
              sampleRate,
              maxSeconds: longestSpeechSeconds(chunk, request.rate),
              signal,
            });
            return { pcm, words: wordsFromAlignment(answer.alignment) };
          },
        });
      } catch (error) {
        throw toSpeechEngineError(error, request.signal);
      }
    },
  };
}
