import type { SpeechEngineId } from '@shared/contracts/voice';
import { i18n } from '@/i18n/i18n';

/** The embedded engine (DESIGN.md §1.3): its output is always labelled as offline. */
export const OFFLINE_SPEECH_ENGINE: SpeechEngineId = 'espeak';

/** The labels that are words (in the catalogue); the others are product names. */
const labels: Record<SpeechEngineId | 'recording', () => string> = {
  espeak: () => i18n.t('common:engines.offlineVoice'),
  openai: () => 'OpenAI TTS',
  elevenlabs: () => 'ElevenLabs',
  recording: () => i18n.t('common:engines.yourRecording'),
};

/** How a voiceover or voice message names the engine that spoke it ('Your recording' for the creator's own take). */
export function speechEngineLabel(engine: SpeechEngineId | 'recording'): string {
  return labels[engine]();
}
