import { OFFLINE_VOICE_MATCH_LABEL, VOICE_CONSENT_TEXT } from '@shared/catalog/voice';
import type { VoiceProfile } from '@shared/contracts/voice';
import type { UserRow, VoiceProfileRow } from '../../db/schema';
import type { Entitlements } from '../billing';
import type { AppDeps } from '../../app/deps';
import { conflict, notFound } from '../../http/http-error';
import { newFileStem } from '../../providers/storage/file-storage';
import { matchEspeakVoice } from '../../providers/voice-clone/offline-voice-match';
import { readSampleHeader, sampleContentType, type SampleFormat } from './audio-sample';
import { measureSampleOffThread } from './measure-off-thread';
import type { VoiceProfileRepository } from './repository';

const engineLabels: Record<VoiceProfile['engine'], string> = {
  'offline-match': OFFLINE_VOICE_MATCH_LABEL,
  elevenlabs: 'ElevenLabs voice clone',
};

const sampleExtensions: Record<SampleFormat, string> = {
  wav: 'wav',
  mp3: 'mp3',
  'ogg-opus': 'ogg',
  'webm-opus': 'webm',
  m4a: 'm4a',
};

export function toVoiceProfile(row: VoiceProfileRow): VoiceProfile {
  const engine = row.engine === 'elevenlabs' ? 'elevenlabs' : 'offline-match';
  return {
    id: row.id,
    profileName: row.name,
    description: row.description,
    sampleText: row.sampleText,
    isActive: row.isActive,
    engine,
    engineLabel: engineLabels[engine],
    analysis: row.analysis ?? null,
    sampleSeconds: row.sampleSeconds,
    consent: { text: row.consentText, acceptedAt: row.consentedAt.toISOString() },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The 409 for a second profile of one name (names compare without letter case). */
const profileNameTaken = (name: string) =>
  conflict(`You already have a voice profile named '${name.trim()}'. Please choose another name.`, 'VOICE_PROFILE_NAME_TAKEN');

export interface NewProfileRequest {
  name: string;
  description: string;
  sampleText: string;
  audio: Uint8Array;
  fileName: string;
}

/**
 * Voice profiles: the sample's header is checked here, then it is decoded and measured on a worker
 * thread; with an ElevenLabs key it
 * becomes an instant clone, otherwise the offline voice match picks eSpeak settings from the
 * measurements. The sample is kept (not served) so the profile can be rebuilt later.
 */
export function createVoiceProfileService(
  deps: Pick<AppDeps, 'speech' | 'storage' | 'clock' | 'metrics' | 'engines' | 'heavyWork'> & { entitlements: Entitlements },
  profiles: VoiceProfileRepository,
) {
  /**
   * Cloning a voice for a user, whole: the trial or plan's gate (before the upload is read: a
   * refused user's 10 MB are not taken in), the sample's header checked here and its audio measured
   * on a worker as heavy work (heavy-work.ts), the vendor's clone when one is configured, the sample stored, the profile recorded.
   * Whatever fails after the vendor or the storage took something gives it back.
   */
  async function create(user: UserRow, upload: () => Promise<NewProfileRequest>, signal?: AbortSignal): Promise<VoiceProfile> {
    deps.entitlements.assertActive(user);
    const request = await upload();
    // Before the sample is measured or cloned; the insert checks again under the user's lock.
    if (await profiles.hasName(user.id, request.name)) throw profileNameTaken(request.name);
    return deps.heavyWork.run(user.id, 'voice-sample', () =>
      deps.metrics.timeGeneration(
        'voice_clone',
        deps.speech.cloner ? 'elevenlabs' : 'offline-match',
        () => clone(user.id, request, signal),
        (created) => created,
      ),
    );
  }

  async function clone(userId: string, request: NewProfileRequest, signal?: AbortSignal): Promise<VoiceProfile> {
    const header = readSampleHeader(request.audio);
    const contentType = sampleContentType(header.format);
    // The bytes go to the worker and come back with the measures.
    const { analysis, durationSeconds, audio } = await measureSampleOffThread(request.audio, header, signal);
    const cloner = deps.speech.cloner;
    const providerVoiceId = cloner
      ? await cloner.clone({ name: request.name, description: request.description, audio, contentType, fileName: request.fileName }, signal)
      : null;
    const sampleKey = `${newFileStem('voice-samples')}.${sampleExtensions[header.format]}`;
    try {
      await deps.storage.put(sampleKey, Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength), contentType);
      const now = deps.clock.now();
      const stored = await profiles.insert({
        userId,
        name: request.name,
        description: request.description,
        sampleText: request.sampleText,
        engine: providerVoiceId ? 'elevenlabs' : 'offline-match',
        providerVoiceId,
        analysis,
        espeakSettings: providerVoiceId ? null : matchEspeakVoice(analysis),
        sampleKey,
        sampleFormat: header.format,
        sampleSeconds: Math.round(durationSeconds * 10) / 10,
        consentText: VOICE_CONSENT_TEXT,
        consentedAt: now,
        createdAt: now,
      });
      if (stored === 'name-taken') throw profileNameTaken(request.name);
      const fallbackFrom = providerVoiceId ? undefined : deps.engines.fallbackOf('voiceCloning');
      return { ...toVoiceProfile(stored), ...(fallbackFrom ? { fallbackFrom } : {}) };
    } catch (error) {
      await deps.storage.remove(sampleKey).catch(() => undefined);
      if (providerVoiceId) await cloner?.remove(providerVoiceId).catch(() => undefined);
      throw error;
    }
  }

  return {
    create,

    async list(userId: string): Promise<VoiceProfile[]> {
      return (await profiles.list(userId)).map(toVoiceProfile);
    },

    async update(
      userId: string,
      id: string,
      change: { profileName?: string | undefined; isActive?: true | undefined },
    ): Promise<VoiceProfile> {
      let row = change.profileName === undefined ? await profiles.find(userId, id) : await profiles.rename(userId, id, change.profileName);
      if (row === 'name-taken') throw profileNameTaken(change.profileName ?? '');
      if (row && change.isActive) row = await profiles.activate(userId, id);
      if (!row) throw notFound('Voice profile not found');
      return toVoiceProfile(row);
    },

    /** The provider's voice goes first: if it cannot be deleted, the profile stays so the user can try again. */
    async remove(userId: string, id: string): Promise<void> {
      const profile = await profiles.find(userId, id);
      if (!profile) throw notFound('Voice profile not found');
      if (profile.providerVoiceId && deps.speech.cloner) await deps.speech.cloner.remove(profile.providerVoiceId);
      await profiles.remove(userId, id);
      // The profile is gone; a sample file left behind by a storage hiccup is only unreachable bytes.
      await deps.storage.remove(profile.sampleKey).catch(() => undefined);
    },
  };
}
