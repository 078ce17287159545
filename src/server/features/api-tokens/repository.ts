import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens, users, type ApiTokenRow, type UserRow } from '../../db/schema';

export type NewApiToken = Omit<ApiTokenRow, 'id' | 'lastUsedAt' | 'createdAt'> & { createdAt: Date };

/**
 * Any number, the same for every instance: the first key of the per-user token locks (the second
 * is a hash of the user's id), so two requests cannot both take the last of a user's places.
 */
const API_TOKEN_LOCK_SPACE = 19_061;

/** Personal API tokens, scoped to their owner: another user's id finds nothing. */
export function createApiTokenRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(apiTokens.userId, userId), eq(apiTokens.id, id));

  return {
    list(userId: string): Promise<ApiTokenRow[]> {
      return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    },

    /** Stores the token unless the user already holds `max` ('too-many'); counted under the user's lock. */
    async insert(token: NewApiToken, max: number): Promise<ApiTokenRow | 'too-many'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${API_TOKEN_LOCK_SPACE}, hashtext(${token.userId}))`);
        const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, token.userId));
        if ((held?.n ?? 0) >= max) return 'too-many' as const;
        const [row] = await tx.insert(apiTokens).values(token).returning();
        if (!row) throw new Error('api token insert returned no row');
        return row;
      });
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(apiTokens).where(owned(userId, id)).returning({ id: apiTokens.id });
      return rows.length > 0;
    },

    /** The token of this hash with its owner, unless the owner is suspended. Expiry is the caller's to judge. */
    async findByHash(tokenHash: string): Promise<{ token: ApiTokenRow; user: UserRow } | null> {
      const [row] = await db
        .select({ token: apiTokens, user: users })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(users.suspendedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Notes a use, unless one was noted after `unlessUsedSince`: one write a minute per token at most, across instances. */
    async touch(id: string, now: Date, unlessUsedSince: Date): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, unlessUsedSince))));
    },
  };
}

export type ApiTokenRepository = ReturnType<typeof createApiTokenRepository>;
