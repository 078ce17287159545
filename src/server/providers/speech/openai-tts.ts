import type { SpeechConfig } from '../../config/config';
import { callVendor, deadline, readBytes, vendorServer } from '../vendor-request';
import { synthesizeInChunks } from './joined-synthesis';
import { longestSpeechSeconds, speechPcm } from './speech-audio';
import type { SpeechEngine, Voice } from './speech-engine';
import { speechNotConfigured, toSpeechEngineError } from './speech-failure';

/** OpenAI's six voices (spec §9: six voices, default the first). */
const openAiVoices: readonly Voice[] = [
  { id: 'alloy', name: 'Alloy', engine: 'openai' },
  { id: 'echo', name: 'Echo', engine: 'openai' },
  { id: 'fable', name: 'Fable', engine: 'openai' },
  { id: 'onyx', name: 'Onyx', engine: 'openai' },
  { id: 'nova', name: 'Nova', engine: 'openai' },
  { id: 'shimmer', name: 'Shimmer', engine: 'openai' },
];

/** response_format 'pcm' is 24 kHz signed 16-bit little-endian mono. */
const sampleRate = 24_000;

/**
 * OpenAI text-to-speech (POST /audio/speech), or a compatible server at OPENAI_BASE_URL. One
 * sentence per call, four at a time, so captions are timed per sentence (OpenAI gives no word
 * timings); the PCM is joined and encoded by the caller.
 */
export function createOpenAiSpeechEngine(config: SpeechConfig): SpeechEngine {
  const server = config.apiKey
    ? vendorServer(config.baseUrl, config.maxRetries, { authorization: `Bearer ${config.apiKey}` }, config.aiAllowedHosts)
    : undefined;
  return {
    engine: 'openai',
    voices: () => [...openAiVoices],
    async synthesize(request) {
      // Without a key every call would be refused: say so in the spec's words (§8) instead.
      if (!server) throw speechNotConfigured();
      const speed = Math.min(4, Math.max(0.25, request.rate ?? 1));
      try {
        return await synthesizeInChunks({
          text: request.text,
          // OpenAI takes up to 4,096 characters a call; one sentence each times the captions.
          maxChars: 4000,
          oneSentenceEach: true,
          concurrency: 4,
          sampleRate,
          signal: request.signal,
          speak: async (sentence, signal) => {
            const response = await callVendor(server, '/audio/speech', {
              method: 'POST',
              accept: 'audio/pcm, application/octet-stream',
              json: {
                model: config.model,
                input: sentence,
                voice: request.voiceId,
                response_format: 'pcm',
                speed,
              },
              signal: deadline(config.timeoutMs, signal),
            });
            // Asked for raw PCM; compatible servers may answer WAV or MP3 all the same.
            const pcm = await speechPcm(await readBytes(response), {
              contentType: response.headers.get('content-type'),
              sampleRate,
              maxSeconds: longestSpeechSeconds(sentence, speed),
              signal,
            });
            return { pcm, words: undefined };
          },
        });
      } catch (error) {
        throw toSpeechEngineError(error, request.signal);
      }
    },
  };
}
