// Voices, voice profiles and voiceovers' public face. Chat speaks through `VoiceoverService`.
export { createVoiceProfileService } from './profile-service';
export { createVoiceProfileRepository } from './repository';
export { createVoiceResolver, type VoiceResolver } from './voice-resolver';
export {
  createVoiceoverService,
  LONG_VOICEOVER_MAX_CHARS,
  speakInParts,
  type StoredVoiceover,
  type VoiceoverRequest,
  type VoiceoverService,
} from './voiceover-service';
export { voiceRoutes } from './routes';
