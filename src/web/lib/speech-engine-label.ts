import type { SpeechEngineId } from '@shared/contracts/voice';

/** The embedded engine (DESIGN.md §1.3): its output is always labelled as offline. */
export const OFFLINE_SPEECH_ENGINE: SpeechEngineId = 'espeak';

const labels: Record<SpeechEngineId, string> = {
  espeak: 'Offline voice · eSpeak NG',
  openai: 'OpenAI TTS',
  elevenlabs: 'ElevenLabs',
};

/** How a voiceover or voice message names the engine that spoke it. */
export function speechEngineLabel(engine: SpeechEngineId): string {
  return labels[engine];
}
