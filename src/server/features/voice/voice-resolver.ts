import { z } from 'zod';
import { profileVoicePace, stockVoicePace, type VoicePace } from '@shared/catalog/voice-pace';
import type { EngineFallback } from '@shared/contracts/ai';
import type { SpeechEngineId, VoiceOption } from '@shared/contracts/voice';
import type { VoiceProfileRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { SpeechEngines } from '../../providers/speech/open-speech-engine';
import type { SpeechRequest, SpeechResult } from '../../providers/speech/speech-engine';
import { speechNotConfigured } from '../../providers/speech/speech-failure';
import type { VoiceProfileRepository } from './repository';

/** Profile ids are UUIDs; stock voice ids never are. */
const profileId = z.uuid();

/** A voice ready to speak: which engine, and how. */
export interface ResolvedVoice {
  voiceId: string;
  engine: SpeechEngineId;
  /** A stock voice of eSpeak NG speaking because the speech engine the settings name cannot be used. */
  fallbackFrom?: EngineFallback | undefined;
  speak(request: Omit<SpeechRequest, 'voiceId'>): Promise<SpeechResult>;
}

/** How one of the user's profiles speaks: eSpeak with its measured settings, or its ElevenLabs clone. */
export function profileVoice(speech: SpeechEngines, profile: VoiceProfileRow): ResolvedVoice {
  if (profile.engine === 'elevenlabs') {
    return {
      voiceId: profile.id,
      engine: 'elevenlabs',
      speak: (request) => {
        if (!speech.elevenLabs || !profile.providerVoiceId) throw speechNotConfigured();
        return speech.elevenLabs.synthesize({ ...request, voiceId: profile.providerVoiceId });
      },
    };
  }
  const settings = profile.espeakSettings;
  if (!settings) throw new Error(`voice profile ${profile.id} has no eSpeak settings`);
  return { voiceId: profile.id, engine: 'espeak', speak: (request) => speech.espeak.synthesizeWith(settings, request) };
}

const profileEngine = (profile: VoiceProfileRow): SpeechEngineId => (profile.engine === 'elevenlabs' ? 'elevenlabs' : 'espeak');

/** A profile's pace: the one measured in its sample (see profileVoicePace). */
const profilePace = (profile: VoiceProfileRow): VoicePace => profileVoicePace(profile.analysis?.paceWpm);

const paceFields = ({ wordsPerMinute, source }: VoicePace) => ({ wordsPerMinute, paceSource: source });

/** The voices one user can pick: the active engine's stock voices (first is the default), then their profiles. */
export function createVoiceResolver(
  speech: SpeechEngines,
  profiles: VoiceProfileRepository,
  /** The speech engine the settings name while it cannot be used (AiEngines.fallbackOf). */
  speechFallback: () => EngineFallback | undefined = () => undefined,
) {
  return {
    async options(userId: string): Promise<VoiceOption[]> {
      const stock = speech.active.voices().map((voice) => ({ ...voice, kind: 'stock' as const, ...paceFields(stockVoicePace(voice.id)) }));
      const own = (await profiles.list(userId)).map((profile) => ({
        id: profile.id,
        name: profile.name,
        engine: profileEngine(profile),
        kind: 'profile' as const,
        ...paceFields(profilePace(profile)),
      }));
      return [...stock, ...own];
    },

    /**
     * The pace a script for this voice is written and timed at: a stock voice's measured pace, a
     * profile's sample pace; unset, unknown or another user's, the default voice's (the first stock
     * voice). Never refuses: a stale voice choice still gets its script.
     */
    async pace(userId: string, voiceId: string | undefined): Promise<VoicePace> {
      const stock = speech.active.voices();
      const chosen = stock.find((candidate) => candidate.id === voiceId);
      if (chosen) return stockVoicePace(chosen.id);
      if (voiceId !== undefined && profileId.safeParse(voiceId).success) {
        const profile = await profiles.find(userId, voiceId);
        if (profile) return profilePace(profile);
      }
      return stockVoicePace(stock[0]?.id ?? '');
    },

    /** A stock voice id or one of the user's profile ids; unset, the default voice. */
    async resolve(userId: string, voiceId: string | undefined): Promise<ResolvedVoice> {
      const stock = speech.active.voices();
      const voice = voiceId === undefined ? stock[0] : stock.find((candidate) => candidate.id === voiceId);
      if (voice) {
        return {
          voiceId: voice.id,
          engine: speech.active.engine,
          fallbackFrom: speechFallback(),
          speak: (request) => speech.active.synthesize({ ...request, voiceId: voice.id }),
        };
      }
      if (voiceId !== undefined && profileId.safeParse(voiceId).success) {
        const profile = await profiles.find(userId, voiceId);
        if (!profile) throw notFound('Voice profile not found');
        return profileVoice(speech, profile);
      }
      throw badRequest(`Unknown voice '${voiceId}'. Choose one of the voices GET /api/voice/voices lists.`, 'UNKNOWN_VOICE');
    },
  };
}

export type VoiceResolver = ReturnType<typeof createVoiceResolver>;
