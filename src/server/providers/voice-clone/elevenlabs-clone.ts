import { z } from 'zod';
import type { SpeechConfig } from '../../config/config';
import { elevenLabsServer } from '../speech/elevenlabs/elevenlabs-tts';
import { toSpeechEngineError } from '../speech/speech-failure';
import { callVendor, deadline, readJson, VendorHttpError } from '../vendor-request';

const addedVoice = z.object({ voice_id: z.string().min(1) });

export interface VoiceCloneSample {
  name: string;
  description: string;
  audio: Uint8Array;
  contentType: string;
  fileName: string;
}

export interface ElevenLabsCloner {
  /** Makes an instant voice clone from the sample; answers the provider's voice id. */
  clone(sample: VoiceCloneSample, signal?: AbortSignal): Promise<string>;
  /** Deletes the provider's voice; one already gone is not an error. */
  remove(providerVoiceId: string): Promise<void>;
}

/** ElevenLabs instant voice cloning (POST /v1/voices/add, DELETE /v1/voices/{id}). */
export function createElevenLabsCloner(config: SpeechConfig & { cloning: NonNullable<SpeechConfig['cloning']> }): ElevenLabsCloner {
  const server = elevenLabsServer(config.cloning, config.maxRetries, config.aiAllowedHosts);
  // Adding a voice is not idempotent: a retry after a lost answer would leave a second voice behind.
  const addServer = { ...server, maxRetries: 0 };
  return {
    async clone(sample, signal) {
      try {
        const response = await callVendor(addServer, '/v1/voices/add', {
          method: 'POST',
          form: () => {
            const form = new FormData();
            form.set('name', sample.name);
            if (sample.description) form.set('description', sample.description);
            form.set('remove_background_noise', 'true');
            form.append('files', new Blob([new Uint8Array(sample.audio)], { type: sample.contentType }), sample.fileName);
            return form;
          },
          signal: deadline(config.timeoutMs, signal),
        });
        return (await readJson(response, addedVoice)).voice_id;
      } catch (error) {
        throw toSpeechEngineError(error, signal);
      }
    },
    async remove(providerVoiceId) {
      try {
        await callVendor(server, `/v1/voices/${encodeURIComponent(providerVoiceId)}`, {
          method: 'DELETE',
          signal: deadline(config.timeoutMs),
        });
      } catch (error) {
        if (error instanceof VendorHttpError && error.status === 404) return;
        throw toSpeechEngineError(error);
      }
    },
  };
}
