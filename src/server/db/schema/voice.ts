import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VoiceAnalysis } from '@shared/contracts/voice';
import type { EspeakVoiceSettings } from '../../providers/speech/espeak/espeak-voices';
import { id } from './columns';
import { users } from './users';

/**
 * A user's voice profile: the sample it was made from (in storage under `sampleKey`), how it speaks
 * (eSpeak settings from the offline voice match, or an ElevenLabs voice id) and the consent given.
 */
export const voiceProfiles = pgTable(
  'voice_profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sampleText: text('sample_text').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    /** 'offline-match' or 'elevenlabs'. */
    engine: text('engine').notNull(),
    providerVoiceId: text('provider_voice_id'),
    analysis: jsonb('analysis').$type<VoiceAnalysis>(),
    espeakSettings: jsonb('espeak_settings').$type<EspeakVoiceSettings>(),
    sampleKey: text('sample_key').notNull(),
    sampleFormat: text('sample_format').notNull(),
    sampleSeconds: real('sample_seconds').notNull(),
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('voice_profiles_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    // At most one active profile per user, enforced by the database.
    uniqueIndex('voice_profiles_one_active_idx')
      .on(table.userId)
      .where(sql`${table.isActive}`),
  ],
);

export type VoiceProfileRow = typeof voiceProfiles.$inferSelect;
