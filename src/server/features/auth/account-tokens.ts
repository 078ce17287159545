import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema';
import { hashSessionToken, newSessionToken } from './tokens';

/**
 * Single-use links sent by e-mail. The link carries 32 random bytes; only their SHA-256 is stored.
 * Issuing a new link of one purpose ends the user's earlier ones of that purpose.
 */
export function createAccountTokens(db: Database) {
  return {
    async issue(input: { userId: string; purpose: AccountTokenPurpose; ttlMs: number; now: Date; newEmail?: string }): Promise<string> {
      const token = newSessionToken();
      await db.transaction(async (tx) => {
        await tx
          .update(accountTokens)
          .set({ usedAt: input.now })
          .where(and(eq(accountTokens.userId, input.userId), eq(accountTokens.purpose, input.purpose), isNull(accountTokens.usedAt)));
        await tx.insert(accountTokens).values({
          tokenHash: hashSessionToken(token),
          userId: input.userId,
          purpose: input.purpose,
          newEmail: input.newEmail ?? null,
          expiresAt: new Date(input.now.getTime() + input.ttlMs),
        });
      });
      return token;
    },

    /**
     * Uses the link: its user (and the address it confirms), or null when it is unknown, of another
     * purpose, expired or used. Marking it used is one statement, so two requests cannot both use it.
     */
    async consume(token: string, purpose: AccountTokenPurpose, now: Date): Promise<{ userId: string; newEmail: string | null } | null> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, hashSessionToken(token)),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
      return row ?? null;
    },
  };
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;
