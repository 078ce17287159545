import { EngineError } from '../../engine-error';
import { createWorkerPool } from '../../../lib/worker-pool';
import type { SpeechEngine, SpeechRequest, SpeechResult } from '../speech-engine';
import { espeakStockVoices, espeakVoiceFor, type EspeakVoiceSettings } from './espeak-voices';
import type { SpeechReply, SpeechTask } from './speech-worker';

export interface EspeakSpeechEngine extends SpeechEngine {
  readonly engine: 'espeak';
  /** Speaks with explicit settings rather than a stock voice (the offline voice match uses this). */
  synthesizeWith(settings: EspeakVoiceSettings, request: Omit<SpeechRequest, 'voiceId'>): Promise<SpeechResult>;
  /** Stops its threads. */
  close(): Promise<void>;
}

/**
 * The embedded eSpeak NG engine (WASM from npm; no system package, no download), speaking on
 * worker threads (speak-with-espeak.ts, ../../../worker-pool.ts).
 */
export function createEspeakEngine(): EspeakSpeechEngine {
  const pool = createWorkerPool<SpeechTask, SpeechReply>({
    source: new URL('./speech-worker.ts', import.meta.url),
    bundleName: 'espeak-speech-worker',
  });
  const synthesizeWith: EspeakSpeechEngine['synthesizeWith'] = async (settings, request) => {
    const spoken = { ...settings, voice: espeakVoiceFor(settings.voice, request.language) };
    const reply = await pool.run({ settings: spoken, text: request.text, rate: request.rate }, request.signal);
    if ('failed' in reply) throw new EngineError(reply.failed.failure, reply.failed.message);
    return reply.ok;
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
    close: () => pool.close(),
  };
}
