import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { InterfaceLocale } from '@shared/i18n/locales';
import type { Database } from '../../db/client';
import {
  accountTokens,
  apiTokens,
  calendarFeeds,
  sessions,
  trialClaims,
  userIdentities,
  users,
  webhookEndpoints,
  type UserRow,
} from '../../db/schema';

export interface NewUser {
  name: string;
  email: string;
  /** Null: an account single sign-on made, without a password until a reset link sets one. */
  passwordHash: string | null;
  /** Set when the address is known to be the owner's (a provider verified it). */
  emailVerifiedAt: Date | null;
  /** Its normalised address: the first account of a mailbox gets the free trial. */
  mailbox: string;
  trialExpiry: Date;
  /** The interface language the sign-up was made in (null: the browser's). */
  locale: InterfaceLocale | null;
}

export interface NewSession {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  userAgent: string | null;
  visitorHash: string | null;
  addressHash: string;
  lastUsedAt: Date;
}

/** A two-key advisory lock of its own (two-key locks never meet the one-key migration lock). */
const FIRST_ADMINISTRATOR_LOCK_SPACE = 17_006;

/** The session a presented token belongs to: its current one, or the one it replaced while that is in its grace period. */
const presentedToken = (tokenHash: string, now: Date) =>
  or(eq(sessions.tokenHash, tokenHash), and(eq(sessions.previousTokenHash, tokenHash), gt(sessions.previousTokenExpiresAt, now)));

export function createAuthRepository(db: Database) {
  /** A session that is neither revoked nor past its expiry at `now`, of a user who is not suspended, with its user. */
  async function liveSession(match: SQL | undefined, now: Date) {
    const [row] = await db
      .select({ sessionId: sessions.id, tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(match, isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.suspendedAt)))
      .limit(1);
    return row ?? null;
  }

  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /**
     * The new user, or null when the e-mail is taken. The user is on the free trial when this claims
     * it for the mailbox; when the mailbox had one already, it starts without (trial_expired, no expiry).
     */
    async insertUser(
      { mailbox, ...user }: NewUser,
      now: Date,
      { firstIsAdministrator }: { firstIsAdministrator: boolean },
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
        if (!inserted) return null;
        let row = inserted;
        if (firstIsAdministrator) {
          // Parallel first registrations take turns here; each sees the ones committed before it.
          await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMINISTRATOR_LOCK_SPACE}, 0)`);
          const [other] = await tx.select({ id: users.id }).from(users).where(ne(users.id, row.id)).limit(1);
          if (!other) [row = inserted] = await tx.update(users).set({ role: 'admin' }).where(eq(users.id, row.id)).returning();
        }
        // Parallel registrations for one mailbox wait here for each other: only one inserts the claim.
        const claimed = await tx
          .insert(trialClaims)
          .values({ mailbox, userId: row.id, claimedAt: now })
          .onConflictDoNothing()
          .returning({ mailbox: trialClaims.mailbox });
        if (claimed.length > 0) return row;
        const [withoutTrial] = await tx
          .update(users)
          .set({ subscriptionStatus: 'trial_expired', trialExpiry: null })
          .where(eq(users.id, row.id))
          .returning();
        return withoutTrial ?? null;
      });
    },

    /**
     * A password chosen through a reset link sent to `email`: set only while the account still has
     * that address and is not suspended. The link proves the mailbox, so the address counts as
     * verified from now on. Whether it was set.
     */
    async setPasswordFromLink(link: { userId: string; email: string }, passwordHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(users.id, link.userId), eq(users.email, link.email), isNull(users.suspendedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** The owner followed a verification link sent to `email`: verified while the account still has that address. Whether it has. */
    async markEmailVerified(link: { userId: string; email: string }, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Ends every link still open that was mailed for the account (reset, e-mail change, verification). */
    async revokeAccountLinks(userId: string, now: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
    },

    /** Notes that the session was used (a sign-in or a token refresh): the account page's 'last used'. */
    async touchSession(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
    },

    async insertSession(session: NewSession): Promise<string> {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned no row');
      return row.id;
    },

    /**
     * Whether the account has signed in (or registered) before from this browser or this address,
     * in any session, ended or not: the places its owner is known at.
     */
    async hasSignedInFrom(email: string, place: { visitorHash: string | null; addressHash: string }): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(users.email, email),
            or(eq(sessions.addressHash, place.addressHash), place.visitorHash ? eq(sessions.visitorHash, place.visitorHash) : undefined),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    liveSessionById: (sessionId: string, now: Date) => liveSession(eq(sessions.id, sessionId), now),

    liveSessionByTokenHash: (tokenHash: string, now: Date) => liveSession(presentedToken(tokenHash, now), now),

    /**
     * Replaces the session's token, keeping the replaced one valid until `graceUntil`. Only from the
     * current token: nothing changes when another request replaced it first (or the session ended).
     */
    async rotateSessionToken(rotation: { sessionId: string; fromHash: string; toHash: string; graceUntil: Date }): Promise<void> {
      await db
        .update(sessions)
        .set({ tokenHash: rotation.toHash, previousTokenHash: rotation.fromHash, previousTokenExpiresAt: rotation.graceUntil })
        .where(and(eq(sessions.id, rotation.sessionId), eq(sessions.tokenHash, rotation.fromHash), isNull(sessions.revokedAt)));
    },

    /** Ends the session the token belongs to; the ended session, or null when there was none to end. */
    async revokeSession(tokenHash: string, now: Date): Promise<{ sessionId: string; userId: string } | null> {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(presentedToken(tokenHash, now), isNull(sessions.revokedAt)))
        .returning({ sessionId: sessions.id, userId: sessions.userId });
      return row ?? null;
    },

    /** Ends one open session of the user; false when the user has no such session open. */
    async revokeUserSession(userId: string, sessionId: string, now: Date): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every open session of the user but `keepSessionId`; the ids of those it ended. */
    async revokeOtherSessions(userId: string, keepSessionId: string, now: Date): Promise<string[]> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /**
     * The owner of the address proved it another way (single sign-on) while the account's address was
     * never confirmed: whoever registered it may not own the mailbox, so every way they could hold
     * or watch the account ends (password, sessions, API tokens, webhook endpoints, identities they
     * linked, e-mailed links such as a pending address change, the calendar feed's address) and the
     * address counts as confirmed. False when the address was already confirmed (nothing changes).
     */
    async claimUnconfirmedAccount(userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(users)
          .set({ passwordHash: null, emailVerifiedAt: now })
          .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
          .returning({ id: users.id });
        if (claimed.length === 0) return false;
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
        await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
        await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
        await tx
          .update(accountTokens)
          .set({ usedAt: now })
          .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
        await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
        return true;
      });
    },

    /** Ends every session of the user that is still open. */
    async revokeUserSessions(userId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
