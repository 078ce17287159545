import { VOICEOVER_MAX_CHARS } from './scripts';

/**
 * The voice catalogue (spec §2 voiceover card, Voice Profile Setup dialog, Owner voice page; §9 Voice):
 * sample limits, recording settings and the wording of consent. Server checks and client forms read
 * them from here.
 */

/** Longest uploaded sample (bytes). */
export const VOICE_SAMPLE_MAX_BYTES = 10 * 1024 * 1024;
/** Shortest and longest sample the server accepts (seconds of audio). */
export const VOICE_SAMPLE_MIN_SECONDS = 5;
export const VOICE_SAMPLE_MAX_SECONDS = 180;
/** What the recording tips advise (spec §9). */
export const VOICE_SAMPLE_ADVISED_SECONDS = { min: 30, max: 60 } as const;

export const VOICE_PROFILE_NAME_MAX_LENGTH = 80;
export const VOICE_PROFILE_DESCRIPTION_MAX_LENGTH = 500;
export const VOICE_SAMPLE_TEXT_MAX_LENGTH = 2000;

/** getUserMedia settings and recorder bitrate (spec §9). */
export const RECORDING_CONSTRAINTS = {
  sampleRate: 44_100,
  echoCancellation: true,
  noiseSuppression: true,
} as const;
export const RECORDING_BITS_PER_SECOND = 64_000;
/** A player that has not loaded its audio in this time reports a timeout (spec §9). */
export const AUDIO_LOAD_TIMEOUT_MS = 10_000;
/** Voice profiles are refetched this often (spec §7). */
export const VOICE_PROFILES_REFRESH_MS = 10_000;

/**
 * The stock voices of the embedded speech engine (eSpeak NG, DESIGN.md §5), in the voiceover
 * picker's order, the first the default: the ready-made voices every install offers. How each is
 * spoken is set on the server (espeak-voices.ts); marketing pages count them from here.
 */
export const embeddedStockVoices = [
  { id: 'espeak-james', name: 'James (American)' },
  { id: 'espeak-emma', name: 'Emma (American)' },
  { id: 'espeak-oliver', name: 'Oliver (British)' },
  { id: 'espeak-sophie', name: 'Sophie (British)' },
  { id: 'espeak-callum', name: 'Callum (Scottish)' },
  { id: 'espeak-maya', name: 'Maya (Caribbean)' },
  { id: 'espeak-tony', name: 'Tony (New York)' },
  { id: 'espeak-grace', name: 'Grace (Midlands)' },
] as const;
export type EmbeddedStockVoiceId = (typeof embeddedStockVoices)[number]['id'];

/** Speech rate multiplier the chat settings offer (spec §9). */
export const SPEECH_RATE = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;

/** Step 1 of the setup dialog: a passage that covers most English sounds, editable by the user. */
export const DEFAULT_SAMPLE_TEXT =
  'Hello! I am recording this sample so my videos can speak in my own voice. ' +
  'The quick brown fox jumps over the lazy dog, and every morning I share a new idea with my audience. ' +
  'Thanks for watching, and I will see you in the next one.';

/** What the user agrees to before a profile is made; stored word for word with the profile. */
export const VOICE_CONSENT_TEXT =
  'This is my own voice, or I have the permission of the person whose voice this is to create a voice profile from it.';

/** Recording tips on the owner voice page (spec §2). */
export const RECORDING_TIPS = [
  'Record in a quiet place without echo or background noise',
  'Speak clearly at your normal pace and volume',
  'Record 30-60 seconds of natural speech for the best match',
] as const;

/** The server's words for a speech vendor chosen without its key (spec §8 'not configured'). */
export const SPEECH_NOT_CONFIGURED_MESSAGE = 'Voice provider API key is not configured';

/** The label a profile made by the offline voice match carries (DESIGN.md §1.3). */
export const OFFLINE_VOICE_MATCH_LABEL = 'Voice match (offline)';

/** Problems with the toast title and text the spec gives them (§5, §8); the server answers the same text. */
export const voiceProblems = {
  noScript: { title: 'No Script Available', message: 'Please generate a script first before creating voiceover.' },
  scriptTooLong: {
    title: 'Script Too Long',
    message: `Please shorten your script to under ${VOICEOVER_MAX_CHARS} characters for voiceover generation.`,
  },
  /** The server's words for a text over the limit; the client turns them into the spec's message. */
  textTooLong: 'Text too long',
  textRequired: 'Text is required',
  missingInformation: { title: 'Missing Information', message: 'Please provide a voice recording and profile name' },
  invalidFileType: { title: 'Invalid File Type', message: 'Please upload an audio file' },
  noAudio: { title: 'No Audio', message: 'Please record or upload an audio file' },
  consentRequired: 'Please confirm that this is your voice or that you have permission to use it',
} as const;
