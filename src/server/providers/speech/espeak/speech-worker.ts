// Runs eSpeak NG on a worker thread (espeak-engine.ts): a long voiceover is seconds of synchronous
// WebAssembly that on the main thread would hold up every other request of the instance.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { EngineError, type EngineFailure } from '../../engine-error';
import type { SpeechResult } from '../speech-engine';
import type { EspeakVoiceSettings } from './espeak-voices';
import { speakWithEspeak } from './speak-with-espeak';

export interface SpeechTask {
  settings: EspeakVoiceSettings;
  text: string;
  rate: number | undefined;
}

/** An engine failure crosses the thread as data, so the main thread can answer it as before. */
export type SpeechReply = { ok: SpeechResult } | { failed: { failure: EngineFailure; message: string } };

export default async function speak(task: SpeechTask): Promise<SpeechReply> {
  try {
    const ok = await speakWithEspeak(task.settings, task);
    // The samples are moved to the main thread, not copied.
    return move({
      get [transferableSymbol]() {
        return [ok.pcm.buffer];
      },
      get [valueSymbol]() {
        return { ok };
      },
    }) as unknown as SpeechReply;
  } catch (error) {
    if (error instanceof EngineError) return { failed: { failure: error.failure, message: error.message } };
    throw error;
  }
}
