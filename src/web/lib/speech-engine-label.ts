import type { SpeechEngineId } from '@shared/contracts/voice';

/** The embedded engine (DESIGN.md §1.3): its output is always labelled as offline. */
export const OFFLINE_SPEECH_ENGINE: SpeechEngineId = 'espeak';

const labels: Record<SpeechEngineId | 'recording', string> = {
  espeak: 'Offline voice · eSpeak NG',
  openai: 'OpenAI TTS',
  elevenlabs: 'ElevenLabs',
  recording: 'Your recording',
};

/** How a voiceover or voice message names the engine that spoke it ('Your recording' for the creator's own take). */
export function speechEngineLabel(engine: SpeechEngineId | 'recording'): string {
  return labels[engine];
}
