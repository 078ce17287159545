import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcSettings, type OidcSettingsRow } from '../../db/schema';

export type StoredSignInSettings = Omit<OidcSettingsRow, 'id' | 'updatedBy' | 'updatedAt'>;

/** The console's single sign-on settings: one row, deployment-wide, so administrators only (routes check). */
export function createSignInSettingsRepository(db: Database) {
  return {
    async find(): Promise<StoredSignInSettings | undefined> {
      const [row] = await db.select().from(oidcSettings).where(eq(oidcSettings.id, 'oidc'));
      return row;
    },
    async save(settings: StoredSignInSettings, updatedBy: string, at: Date): Promise<void> {
      const values = { id: 'oidc' as const, ...settings, updatedBy, updatedAt: at };
      await db.insert(oidcSettings).values(values).onConflictDoUpdate({ target: oidcSettings.id, set: values });
    },
    /** The secret sealed again with the current settings key, unless the row changed since it was read. */
    async reseal(sealed: string, resealed: string): Promise<void> {
      await db
        .update(oidcSettings)
        .set({ clientSecretCiphertext: resealed })
        .where(and(eq(oidcSettings.id, 'oidc'), eq(oidcSettings.clientSecretCiphertext, sealed)));
    },
    async remove(): Promise<void> {
      await db.delete(oidcSettings).where(eq(oidcSettings.id, 'oidc'));
    },
  };
}

export type SignInSettingsRepository = ReturnType<typeof createSignInSettingsRepository>;
