import type { Voice } from '../speech-engine';

/**
 * ElevenLabs' long-standing premade voices (ids from its voice library), offered as stock voices.
 * A user's instant clones are added through voice profiles.
 */
export const elevenLabsStockVoices: readonly Voice[] = [
  { id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', engine: 'elevenlabs' },
  { id: 'pNInz6obpgDQGcFmaJgB', name: 'Adam', engine: 'elevenlabs' },
  { id: 'EXAVITQu4vr4xnSDxMaL', name: 'Sarah', engine: 'elevenlabs' },
  { id: 'ErXwobaYiN019PkySvjV', name: 'Antoni', engine: 'elevenlabs' },
  { id: 'TxGEqnHWrfWFTfGW9XjX', name: 'Josh', engine: 'elevenlabs' },
  { id: 'AZnzlk1XvdvUeBnXmlld', name: 'Domi', engine: 'elevenlabs' },
];
