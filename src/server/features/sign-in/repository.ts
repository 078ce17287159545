import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcLoginStates, userIdentities, users, type OidcLoginStateRow, type UserIdentityRow, type UserRow } from '../../db/schema';

/** Links between accounts and identities at an OpenID provider; each call names the user it is for. */
export function createIdentityRepository(db: Database) {
  return {
    /** The account linked to the identity, with its link. */
    async findLinked(issuer: string, subject: string): Promise<{ identity: UserIdentityRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ identity: userIdentities, user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
      return row;
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    /**
     * Links the identity to the user, or notes its use when it is linked to them already. The link
     * another account holds is left alone: that account's id comes back (parallel sign-ins of one
     * person all end on the account the first one linked).
     */
    async link(link: { userId: string; issuer: string; subject: string; email: string | null }, at: Date): Promise<string> {
      const [row] = await db
        .insert(userIdentities)
        .values({ ...link, createdAt: at, lastUsedAt: at })
        .onConflictDoUpdate({
          target: [userIdentities.issuer, userIdentities.subject],
          set: { lastUsedAt: at, email: sql`coalesce(excluded.email, ${userIdentities.email})` },
        })
        .returning({ userId: userIdentities.userId });
      return row!.userId;
    },

    async list(userId: string): Promise<UserIdentityRow[]> {
      return db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(userIdentities.createdAt);
    },

    /**
     * Removes the user's link `id` when `mayGo` allows it, given the user and their other links as
     * they are now. The user's row stays locked from the check to the delete: parallel unlinks take
     * turns, so two of them cannot each count the other's link as the way left in.
     */
    async removeIf(
      userId: string,
      id: string,
      mayGo: (user: UserRow, others: UserIdentityRow[]) => boolean,
    ): Promise<'removed' | 'not-found' | 'refused'> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        const links = await tx.select().from(userIdentities).where(eq(userIdentities.userId, userId));
        if (!user || !links.some((link) => link.id === id)) return 'not-found';
        const others = links.filter((link) => link.id !== id);
        if (!mayGo(user, others)) return 'refused';
        await tx.delete(userIdentities).where(eq(userIdentities.id, id));
        return 'removed';
      });
    },

    /** The user's other identities at `issuer` (what would still sign them in after one is unlinked). */
    async othersAt(userId: string, issuer: string, exceptId: string): Promise<number> {
      const rows = await db
        .select({ id: userIdentities.id })
        .from(userIdentities)
        .where(and(eq(userIdentities.userId, userId), eq(userIdentities.issuer, issuer), ne(userIdentities.id, exceptId)));
      return rows.length;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;

/** Sign-ins sent to the provider and not back yet: kept hashed, one per browser key, each until used or expired. */
export function createLoginStateRepository(db: Database) {
  return {
    /**
     * Keeps the state; drops expired ones and those of the browser key it replaces (that browser's
     * cookie no longer names them, so a page opening sign-ins in a loop keeps one).
     */
    async add(state: OidcLoginStateRow, replacedBrowserHash?: string): Promise<void> {
      await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, state.createdAt));
      if (replacedBrowserHash) await db.delete(oidcLoginStates).where(eq(oidcLoginStates.browserHash, replacedBrowserHash));
      await db.insert(oidcLoginStates).values(state);
    },

    /** The state, deleted as it is read: single use, whatever comes of it. */
    async take(stateHash: string): Promise<OidcLoginStateRow | undefined> {
      const [row] = await db.delete(oidcLoginStates).where(eq(oidcLoginStates.stateHash, stateHash)).returning();
      return row;
    },
  };
}

export type LoginStateRepository = ReturnType<typeof createLoginStateRepository>;
