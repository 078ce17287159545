import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  trialExpiry: Date;
}

export interface NewSession {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  userAgent: string | null;
}

export function createAuthRepository(db: Database) {
  /** A session that is neither revoked nor past its expiry at `now`, with its user. */
  async function liveSession(match: SQL, now: Date) {
    const [row] = await db
      .select({ sessionId: sessions.id, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(match, isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return row ?? null;
  }

  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /** The new user, or null when the e-mail is taken. */
    async insertUser(user: NewUser): Promise<UserRow | null> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
      return row ?? null;
    },

    async insertSession(session: NewSession): Promise<string> {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned no row');
      return row.id;
    },

    liveSessionById: (sessionId: string, now: Date) => liveSession(eq(sessions.id, sessionId), now),

    liveSessionByTokenHash: (tokenHash: string, now: Date) => liveSession(eq(sessions.tokenHash, tokenHash), now),

    async revokeSession(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
  };
}
