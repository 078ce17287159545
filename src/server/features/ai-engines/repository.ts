import { and, eq } from 'drizzle-orm';
import type { AiCapability, EngineFallbackReason } from '@shared/catalog/ai-engines';
import type { Database } from '../../db/client';
import { aiEngineFailures, aiEngineSettings } from '../../db/schema';

/** A capability's saved settings, the key still sealed. */
export interface StoredEngineSetting {
  capability: AiCapability;
  provider: string;
  baseUrl: string | null;
  model: string | null;
  apiKeyCiphertext: string | null;
}

/** The console's engine settings: one row per capability. Deployment-wide, so administrators only (routes check). */
export function createAiEngineSettingsRepository(db: Database) {
  return {
    async list(): Promise<StoredEngineSetting[]> {
      const rows = await db.select().from(aiEngineSettings);
      return rows.map((row) => ({ ...row, capability: row.capability as AiCapability }));
    },
    async save(setting: StoredEngineSetting, updatedBy: string): Promise<void> {
      const values = { ...setting, updatedBy, updatedAt: new Date() };
      await db.insert(aiEngineSettings).values(values).onConflictDoUpdate({ target: aiEngineSettings.capability, set: values });
    },
    /** The key sealed again with the current settings key, unless the row changed since it was read. */
    async reseal(capability: AiCapability, sealed: string, resealed: string): Promise<void> {
      await db
        .update(aiEngineSettings)
        .set({ apiKeyCiphertext: resealed })
        .where(and(eq(aiEngineSettings.capability, capability), eq(aiEngineSettings.apiKeyCiphertext, sealed)));
    },
    async remove(capability: AiCapability): Promise<void> {
      await db.delete(aiEngineSettings).where(eq(aiEngineSettings.capability, capability));
    },
  };
}

export type AiEngineSettingsRepository = ReturnType<typeof createAiEngineSettingsRepository>;

/** A capability's last engine failure, as the console shows it. */
export interface EngineFailureRecord {
  capability: AiCapability;
  engine: string;
  reason: EngineFallbackReason;
  status: number | null;
  failedAt: Date;
}

/** Each capability's last engine failure, seen by any instance. */
export function createEngineFailureRepository(db: Database) {
  return {
    async record(failure: EngineFailureRecord): Promise<void> {
      await db.insert(aiEngineFailures).values(failure).onConflictDoUpdate({ target: aiEngineFailures.capability, set: failure });
    },
    async list(): Promise<EngineFailureRecord[]> {
      const rows = await db.select().from(aiEngineFailures);
      return rows.map((row) => ({ ...row, capability: row.capability as AiCapability, reason: row.reason as EngineFallbackReason }));
    },
    /** A new setting starts with no failure of the old one shown. */
    async clear(capability: AiCapability): Promise<void> {
      await db.delete(aiEngineFailures).where(eq(aiEngineFailures.capability, capability));
    },
  };
}

export type EngineFailureRepository = ReturnType<typeof createEngineFailureRepository>;
