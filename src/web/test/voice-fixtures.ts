import type { GenerateVoiceoverResponse, VoiceProfile, VoicesResponse } from '@shared/contracts/voice';
import { OFFLINE_VOICE_MATCH_LABEL, VOICE_CONSENT_TEXT } from '@shared/catalog/voice';

export function makeVoices(overrides: Partial<VoicesResponse> = {}): VoicesResponse {
  return {
    engine: 'espeak',
    offline: true,
    voices: [
      { id: 'en-us-ava', name: 'Ava (US English)', engine: 'espeak', kind: 'stock', wordsPerMinute: 200, paceSource: 'measured' },
      {
        id: 'en-gb-oliver',
        name: 'Oliver (British English)',
        engine: 'espeak',
        kind: 'stock',
        wordsPerMinute: 180,
        paceSource: 'measured',
      },
      { id: 'profile-1', name: 'My narration voice', engine: 'espeak', kind: 'profile', wordsPerMinute: 158, paceSource: 'sample' },
    ],
    ...overrides,
  };
}

export function makeVoiceover(overrides: Partial<GenerateVoiceoverResponse> = {}): GenerateVoiceoverResponse {
  return {
    audioUrl: '/files/voiceovers/vo-1.mp3',
    engine: 'espeak',
    voiceId: 'en-us-ava',
    durationSeconds: 42.4,
    captions: { vtt: '/files/voiceovers/vo-1.vtt', srt: '/files/voiceovers/vo-1.srt' },
    ...overrides,
  };
}

export function makeVoiceProfile(overrides: Partial<VoiceProfile> = {}): VoiceProfile {
  return {
    id: 'profile-1',
    profileName: 'My narration voice',
    description: 'Warm and calm',
    sampleText: 'Hello there',
    isActive: false,
    engine: 'offline-match',
    engineLabel: OFFLINE_VOICE_MATCH_LABEL,
    analysis: { medianPitchHz: 127.6, pitchRangeHz: 60, paceWpm: 158.2, brightnessHz: 1800, voicedSeconds: 30 },
    sampleSeconds: 42,
    consent: { text: VOICE_CONSENT_TEXT, acceptedAt: new Date(2025, 6, 15, 12).toISOString() },
    createdAt: new Date(2025, 6, 15, 12).toISOString(),
    ...overrides,
  };
}
