import { and, desc, eq, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcLoginStates, userIdentities, users, type OidcLoginStateRow, type UserIdentityRow, type UserRow } from '../../db/schema';

/** Sign-ins one browser may have open at once (older ones stop working). */
const STATES_PER_BROWSER = 5;

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

    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(userIdentities)
        .where(and(eq(userIdentities.id, id), eq(userIdentities.userId, userId)))
        .returning({ id: userIdentities.id });
      return removed.length > 0;
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

/** Sign-ins sent to the provider and not back yet: kept hashed, per browser a few, each until used or expired. */
export function createLoginStateRepository(db: Database) {
  return {
    /** Keeps the state; drops expired ones and this browser's beyond the newest few (a page opening sign-ins in a loop). */
    async add(state: OidcLoginStateRow): Promise<void> {
      await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, state.createdAt));
      const newest = db
        .select({ stateHash: oidcLoginStates.stateHash })
        .from(oidcLoginStates)
        .where(eq(oidcLoginStates.browserHash, state.browserHash))
        .orderBy(desc(oidcLoginStates.createdAt))
        .limit(STATES_PER_BROWSER - 1);
      await db
        .delete(oidcLoginStates)
        .where(and(eq(oidcLoginStates.browserHash, state.browserHash), notInArray(oidcLoginStates.stateHash, newest)));
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
