import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { publishingClients } from '../../../db/schema';

/** The Google OAuth client as the console saved it, the secret still sealed. */
export interface StoredGoogleClient {
  clientId: string;
  clientSecretCiphertext: string;
}

/** The console's Google OAuth client: one row, deployment-wide, so administrators only (routes check). */
export function createGoogleClientRepository(db: Database) {
  return {
    async find(): Promise<StoredGoogleClient | undefined> {
      const [row] = await db
        .select({ clientId: publishingClients.clientId, clientSecretCiphertext: publishingClients.clientSecretCiphertext })
        .from(publishingClients)
        .where(eq(publishingClients.provider, 'google'));
      return row;
    },
    async save(client: StoredGoogleClient, updatedBy: string, at: Date): Promise<void> {
      const values = { provider: 'google' as const, ...client, updatedBy, updatedAt: at };
      await db.insert(publishingClients).values(values).onConflictDoUpdate({ target: publishingClients.provider, set: values });
    },
    /** The secret sealed again with the current settings key, unless the row changed since it was read. */
    async reseal(sealed: string, resealed: string): Promise<void> {
      await db
        .update(publishingClients)
        .set({ clientSecretCiphertext: resealed })
        .where(and(eq(publishingClients.provider, 'google'), eq(publishingClients.clientSecretCiphertext, sealed)));
    },
    async remove(): Promise<void> {
      await db.delete(publishingClients).where(eq(publishingClients.provider, 'google'));
    },
  };
}

export type GoogleClientRepository = ReturnType<typeof createGoogleClientRepository>;
