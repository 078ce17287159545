import { and, asc, desc, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { PublishingPlatformId } from '@shared/contracts/publishing';
import type { Database } from '../../../db/client';
import { channels, oauthStates, type ChannelRow, type OAuthStateRow } from '../../../db/schema';

const owned = (userId: string, id: string) => and(eq(channels.id, id), eq(channels.userId, userId));

/** A channel as a grant gives it, its tokens already sealed. */
export interface ConnectedChannel {
  userId: string;
  platform: PublishingPlatformId;
  externalId: string;
  name: string;
  pictureUrl: string | null;
  /** Null: the grant carried none (the one already held, if any, is kept). */
  refreshTokenCiphertext: string | null;
  accessTokenCiphertext: string;
  accessTokenExpiresAt: Date;
  scopes: string[];
}

/** Connected channels, scoped to their owner; the token calls go by the id of a channel already read as the owner's. */
export function createChannelRepository(db: Database) {
  return {
    async list(userId: string): Promise<ChannelRow[]> {
      return db.select().from(channels).where(eq(channels.userId, userId)).orderBy(asc(channels.connectedAt), asc(channels.id));
    },

    async find(userId: string, id: string): Promise<ChannelRow | undefined> {
      const [row] = await db.select().from(channels).where(owned(userId, id));
      return row;
    },

    /** The channel connected (again): a channel the user had already is updated in place, its refresh token kept when the grant has none. */
    async upsert(channel: ConnectedChannel, at: Date): Promise<ChannelRow> {
      const values = { ...channel, status: 'connected' as const, refreshingUntil: null, connectedAt: at, createdAt: at, updatedAt: at };
      const [row] = await db
        .insert(channels)
        .values(values)
        .onConflictDoUpdate({
          target: [channels.userId, channels.platform, channels.externalId],
          set: {
            name: channel.name,
            pictureUrl: channel.pictureUrl,
            refreshTokenCiphertext: sql`coalesce(excluded.refresh_token_ciphertext, ${channels.refreshTokenCiphertext})`,
            accessTokenCiphertext: channel.accessTokenCiphertext,
            accessTokenExpiresAt: channel.accessTokenExpiresAt,
            scopes: channel.scopes,
            status: 'connected',
            refreshingUntil: null,
            connectedAt: at,
            updatedAt: at,
          },
        })
        .returning();
      return row!;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db.delete(channels).where(owned(userId, id)).returning({ id: channels.id });
      return removed.length > 0;
    },

    /**
     * Claims the renewal of a channel's access token until `until`, unless another claim still runs
     * (one instance at a time renews a channel, whichever instance asks). Undefined: not claimed.
     */
    async claimRefresh(id: string, now: Date, until: Date): Promise<ChannelRow | undefined> {
      const [row] = await db
        .update(channels)
        .set({ refreshingUntil: until })
        .where(
          and(
            eq(channels.id, id),
            eq(channels.status, 'connected'),
            or(isNull(channels.refreshingUntil), lt(channels.refreshingUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    /** The renewed tokens, and the claim released. */
    async refreshed(
      id: string,
      tokens: { accessTokenCiphertext: string; accessTokenExpiresAt: Date; refreshTokenCiphertext: string | null; scopes: string[] },
      at: Date,
    ): Promise<void> {
      await db
        .update(channels)
        .set({
          accessTokenCiphertext: tokens.accessTokenCiphertext,
          accessTokenExpiresAt: tokens.accessTokenExpiresAt,
          ...(tokens.refreshTokenCiphertext ? { refreshTokenCiphertext: tokens.refreshTokenCiphertext } : {}),
          ...(tokens.scopes.length > 0 ? { scopes: tokens.scopes } : {}),
          refreshingUntil: null,
          updatedAt: at,
        })
        .where(eq(channels.id, id));
    },

    /** The access token is taken as ended (the platform refused it before its time), unless it was renewed since `sealed` was read. */
    async expireAccessToken(id: string, sealed: string): Promise<void> {
      await db
        .update(channels)
        .set({ accessTokenExpiresAt: null })
        .where(and(eq(channels.id, id), eq(channels.accessTokenCiphertext, sealed)));
    },

    async releaseClaim(id: string): Promise<void> {
      await db.update(channels).set({ refreshingUntil: null }).where(eq(channels.id, id));
    },

    /** The platform refused the grant: the channel must be connected again; the tokens it held are dropped. */
    async needsReconnect(id: string, at: Date): Promise<void> {
      await db
        .update(channels)
        .set({
          status: 'reconnect',
          accessTokenCiphertext: null,
          accessTokenExpiresAt: null,
          refreshTokenCiphertext: null,
          refreshingUntil: null,
          updatedAt: at,
        })
        .where(eq(channels.id, id));
    },

    /** A token sealed again with the current settings key, unless the row changed since it was read. */
    async resealRefreshToken(id: string, sealed: string, resealed: string): Promise<void> {
      await db
        .update(channels)
        .set({ refreshTokenCiphertext: resealed })
        .where(and(eq(channels.id, id), eq(channels.refreshTokenCiphertext, sealed)));
    },
  };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;

/** Consent screens opened and not yet come back: the newest few per user are kept, each until it is used or expires. */
export function createOAuthStateRepository(db: Database) {
  return {
    /** Keeps the state; drops expired ones, and the user's beyond the newest `keepPerUser` (a user opening screens in a loop). */
    async add(state: OAuthStateRow, keepPerUser: number): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, state.createdAt));
      const newest = db
        .select({ stateHash: oauthStates.stateHash })
        .from(oauthStates)
        .where(eq(oauthStates.userId, state.userId))
        .orderBy(desc(oauthStates.createdAt))
        .limit(keepPerUser - 1);
      await db.delete(oauthStates).where(and(eq(oauthStates.userId, state.userId), notInArray(oauthStates.stateHash, newest)));
      await db.insert(oauthStates).values(state);
    },

    /** The state, deleted as it is read: a state is used once, whatever comes of it. */
    async take(stateHash: string): Promise<OAuthStateRow | undefined> {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.stateHash, stateHash)).returning();
      return row;
    },
  };
}

export type OAuthStateRepository = ReturnType<typeof createOAuthStateRepository>;
