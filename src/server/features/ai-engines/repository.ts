import { eq } from 'drizzle-orm';
import type { AiCapability } from '@shared/catalog/ai-engines';
import type { Database } from '../../db/client';
import { aiEngineSettings } from '../../db/schema';

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
    async remove(capability: AiCapability): Promise<void> {
      await db.delete(aiEngineSettings).where(eq(aiEngineSettings.capability, capability));
    },
  };
}

export type AiEngineSettingsRepository = ReturnType<typeof createAiEngineSettingsRepository>;
