import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOICE_CONSENT_TEXT } from '@shared/catalog/voice';
import { voiceProfiles } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { createVoiceProfileRepository, type NewVoiceProfile } from './repository';

describe('the voice profile repository', () => {
  const ctx = useTestApp();

  it('stores one profile when requests with one name arrive together (the check holds under the user lock)', async () => {
    const user = await registerUser(ctx.app);
    const repository = createVoiceProfileRepository(ctx.database.db);
    const now = new Date();
    const fields: Omit<NewVoiceProfile, 'name'> = {
      userId: user.user.id,
      description: '',
      sampleText: '',
      engine: 'offline-match',
      providerVoiceId: null,
      analysis: null,
      espeakSettings: null,
      sampleKey: `voice-samples/${user.user.id}/seed.wav`,
      sampleFormat: 'wav',
      sampleSeconds: 12,
      consentText: VOICE_CONSENT_TEXT,
      consentedAt: now,
      createdAt: now,
    };
    expect(await repository.insert({ ...fields, name: 'Seed' })).not.toBe('name-taken');

    const results = await Promise.all(['Twin Voice', 'twin voice', 'TWIN VOICE '].map((name) => repository.insert({ ...fields, name })));
    expect(results.filter((result) => result === 'name-taken')).toHaveLength(2);
    const stored = await ctx.database.db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, user.user.id));
    expect(stored.map((profile) => profile.name.toLowerCase().trim()).sort()).toEqual(['seed', 'twin voice']);
  });
});
