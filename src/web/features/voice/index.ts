// The voice feature's public face: the Script Writing tab shows the voiceover card (it loads this
// module lazily, once a script exists); the chat reuses the player, the Voice Profile Setup dialog,
// the recorder and the profile queries.
export { VoiceoverCard, type VoiceoverCardProps } from './components/voiceover-card';
export { AudioPlayer, type AudioPlayerProps } from './components/audio-player';
export { VoiceProfileDialog, type VoiceProfileDialogProps } from './components/voice-profile-dialog';
export { useVoiceProfiles, voiceProfilesQueryKey } from './api/get-voice-profiles';
export { useVoices, voicesQueryKey } from './api/get-voices';
export { useVoiceRecorder, type VoiceRecorder, type VoiceSample } from './hooks/use-voice-recorder';
