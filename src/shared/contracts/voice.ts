import { z } from 'zod';
import { engineFallback } from './ai';
import { VOICEOVER_MAX_CHARS } from '../catalog/scripts';
import {
  SPEECH_RATE,
  VOICE_PROFILE_DESCRIPTION_MAX_LENGTH,
  VOICE_PROFILE_NAME_MAX_LENGTH,
  VOICE_SAMPLE_TEXT_MAX_LENGTH,
  voiceProblems,
} from '../catalog/voice';
import { voicePaceSources } from '../catalog/voice-pace';

// The wording lives in the catalogue so pages can show it without loading zod.
export { voiceProblems };

export const speechEngineIds = ['espeak', 'openai', 'elevenlabs'] as const;
export type SpeechEngineId = (typeof speechEngineIds)[number];

/** One voice a voiceover can use: a stock voice of the active engine, or one of the user's profiles. */
export const voiceOption = z.object({
  id: z.string(),
  name: z.string(),
  engine: z.enum(speechEngineIds),
  kind: z.enum(['stock', 'profile']),
  /** Spoken words a minute at rate 1 (catalog/voice-pace.ts): scripts for this voice are written and timed at it. */
  wordsPerMinute: z.number().positive(),
  /** 'measured' (a stock voice, by bench/voice-pace.ts), 'sample' (a profile's sample) or 'typical' (nobody measured it). */
  paceSource: z.enum(voicePaceSources),
});
export type VoiceOption = z.infer<typeof voiceOption>;

/** GET /api/voice/voices: stock voices first (the first is the default), then the user's profiles. */
export const voicesResponse = z.object({
  engine: z.enum(speechEngineIds),
  /** True for the embedded engine, whose output the client labels as offline. */
  offline: z.boolean(),
  voices: z.array(voiceOption),
});
export type VoicesResponse = z.infer<typeof voicesResponse>;

/** POST /api/generate-voiceover (spec §7). `voice_id` unset speaks with the first stock voice. */
export const generateVoiceoverInput = z.strictObject({
  text: z
    .string({ error: voiceProblems.textRequired })
    .trim()
    .min(1, voiceProblems.textRequired)
    .max(VOICEOVER_MAX_CHARS, voiceProblems.textTooLong),
  voice_id: z.string().trim().min(1).max(100).optional(),
  /** Speaking-rate multiplier (chat settings); 1 is the voice's own pace. */
  rate: z.number().min(SPEECH_RATE.min).max(SPEECH_RATE.max).optional(),
  /** A project of the caller's: the voiceover is also kept there. */
  projectId: z.uuid('Project id must be a UUID').optional(),
});
export type GenerateVoiceoverInput = z.input<typeof generateVoiceoverInput>;

export const generateVoiceoverResponse = z.object({
  audioUrl: z.string(),
  engine: z.enum(speechEngineIds),
  voiceId: z.string(),
  durationSeconds: z.number(),
  /** Timed captions of the same audio: WebVTT and SubRip file addresses. */
  captions: z.object({ vtt: z.string(), srt: z.string() }),
  /** With a projectId: the project's record of this voiceover. */
  voiceoverId: z.string().optional(),
  /** The speech engine the settings name, when it cannot be used and eSpeak NG spoke in its place. */
  fallbackFrom: engineFallback.optional(),
});
export type GenerateVoiceoverResponse = z.infer<typeof generateVoiceoverResponse>;

/** What the offline voice match measured in a sample. */
export const voiceAnalysis = z.object({
  medianPitchHz: z.number(),
  pitchRangeHz: z.number(),
  paceWpm: z.number(),
  /** Spectral centroid of the voiced frames: a higher figure sounds brighter. */
  brightnessHz: z.number(),
  voicedSeconds: z.number(),
});
export type VoiceAnalysis = z.infer<typeof voiceAnalysis>;

export const voiceProfileEngines = ['offline-match', 'elevenlabs'] as const;

/** A voice profile (spec §3) with what it was made from. */
export const voiceProfile = z.object({
  id: z.string(),
  profileName: z.string(),
  description: z.string(),
  sampleText: z.string(),
  isActive: z.boolean(),
  /** 'offline-match' speaks through eSpeak NG with measured settings; 'elevenlabs' is a cloned voice. */
  engine: z.enum(voiceProfileEngines),
  /** 'Voice match (offline)' or 'ElevenLabs voice clone'. */
  engineLabel: z.string(),
  analysis: voiceAnalysis.nullable(),
  sampleSeconds: z.number(),
  consent: z.object({ text: z.string(), acceptedAt: z.string() }),
  createdAt: z.string(),
  /** On the profile just made: the cloning engine the settings name, when it cannot be used and the offline voice match stood in. */
  fallbackFrom: engineFallback.optional(),
});
export type VoiceProfile = z.infer<typeof voiceProfile>;

/** GET /api/voice/profiles: an array, newest first (spec §7). */
export const voiceProfilesResponse = z.array(voiceProfile);

/** The text fields of POST /api/voice/clone (multipart; the audio file comes as `audio`). */
export const cloneVoiceFields = z.strictObject({
  name: z
    .string({ error: voiceProblems.missingInformation.message })
    .trim()
    .min(1, voiceProblems.missingInformation.message)
    .max(VOICE_PROFILE_NAME_MAX_LENGTH, `Profile names are at most ${VOICE_PROFILE_NAME_MAX_LENGTH} characters`),
  description: z.string().trim().max(VOICE_PROFILE_DESCRIPTION_MAX_LENGTH).default(''),
  sampleText: z.string().trim().max(VOICE_SAMPLE_TEXT_MAX_LENGTH).default(''),
  /** The consent box: 'true' when ticked. */
  consent: z.literal('true', { error: voiceProblems.consentRequired }),
});

export const cloneVoiceResponse = z.object({
  message: z.string(),
  profile: voiceProfile,
});
export type CloneVoiceResponse = z.infer<typeof cloneVoiceResponse>;

/** PATCH /api/voice/profiles/:id: rename, or make this the one active profile. */
export const updateVoiceProfileInput = z
  .strictObject({
    profileName: cloneVoiceFields.shape.name.optional(),
    isActive: z.literal(true).optional(),
  })
  .refine((input) => input.profileName !== undefined || input.isActive !== undefined, {
    message: 'Nothing to change: send profileName or isActive',
  });
export type UpdateVoiceProfileInput = z.infer<typeof updateVoiceProfileInput>;
