import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { voiceProfiles, type VoiceProfileRow } from '../../db/schema';

export type NewVoiceProfile = Omit<VoiceProfileRow, 'id' | 'isActive'>;

/**
 * Any number, the same for every instance: the first key of the per-user voice-profile name locks
 * (the second is a hash of the user's id), so two requests cannot both take the same name.
 */
const VOICE_NAME_LOCK_SPACE = 19_007;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Names compare without letter case or surrounding spaces: 'owner narrator ' is 'Owner Narrator'. */
const nameKey = (name: string) => name.trim().toLowerCase();

/** Voice profiles, always scoped to their owner: another user's id finds nothing. */
export function createVoiceProfileRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(voiceProfiles.userId, userId), eq(voiceProfiles.id, id));

  /** Holds the user's name lock to the end of `tx`, and says whether another of their profiles has `name`. */
  async function nameTaken(tx: Tx, userId: string, name: string, exceptId?: string): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(${VOICE_NAME_LOCK_SPACE}, hashtext(${userId}))`);
    const same = and(
      eq(voiceProfiles.userId, userId),
      sql`lower(btrim(${voiceProfiles.name})) = ${nameKey(name)}`,
      exceptId ? ne(voiceProfiles.id, exceptId) : undefined,
    );
    const [row] = await tx.select({ id: voiceProfiles.id }).from(voiceProfiles).where(same).limit(1);
    return row !== undefined;
  }

  return {
    /** Whether the user already has a profile of this name (any letter case); a quick look, without the lock. */
    async hasName(userId: string, name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: voiceProfiles.id })
        .from(voiceProfiles)
        .where(and(eq(voiceProfiles.userId, userId), sql`lower(btrim(${voiceProfiles.name})) = ${nameKey(name)}`))
        .limit(1);
      return row !== undefined;
    },

    list(userId: string): Promise<VoiceProfileRow[]> {
      return db
        .select()
        .from(voiceProfiles)
        .where(eq(voiceProfiles.userId, userId))
        .orderBy(desc(voiceProfiles.createdAt), desc(voiceProfiles.id));
    },

    async find(userId: string, id: string): Promise<VoiceProfileRow | undefined> {
      const [row] = await db.select().from(voiceProfiles).where(owned(userId, id));
      return row;
    },

    /**
     * A user's first profile becomes the active one; later ones wait to be chosen. The partial
     * unique index decides a race between two first profiles: the loser is stored inactive.
     * Names are unique per user: under the user's name lock, a name they already use is refused
     * ('name-taken'), so parallel requests with one name store one profile.
     */
    async insert(profile: NewVoiceProfile): Promise<VoiceProfileRow | 'name-taken'> {
      return db.transaction(async (tx) => {
        if (await nameTaken(tx, profile.userId, profile.name)) return 'name-taken' as const;
        const [active] = await tx
          .insert(voiceProfiles)
          .values({ ...profile, isActive: true })
          .onConflictDoNothing()
          .returning();
        if (active) return active;
        const [row] = await tx
          .insert(voiceProfiles)
          .values({ ...profile, isActive: false })
          .returning();
        if (!row) throw new Error('voice profile insert returned no row');
        return row;
      });
    },

    /** Renames the user's profile, unless another of theirs already has the name ('name-taken'). */
    async rename(userId: string, id: string, name: string): Promise<VoiceProfileRow | undefined | 'name-taken'> {
      return db.transaction(async (tx) => {
        if (await nameTaken(tx, userId, name, id)) return 'name-taken' as const;
        const [row] = await tx.update(voiceProfiles).set({ name }).where(owned(userId, id)).returning();
        return row;
      });
    },

    /** Makes this the user's one active profile (the unique index holds it to one). */
    activate(userId: string, id: string): Promise<VoiceProfileRow | undefined> {
      return db.transaction(async (tx) => {
        // Locking all of the user's profiles puts two activations one after the other.
        const mine = await tx.select({ id: voiceProfiles.id }).from(voiceProfiles).where(eq(voiceProfiles.userId, userId)).for('update');
        if (!mine.some((profile) => profile.id === id)) return undefined;
        await tx
          .update(voiceProfiles)
          .set({ isActive: false })
          .where(and(eq(voiceProfiles.userId, userId), ne(voiceProfiles.id, id), eq(voiceProfiles.isActive, true)));
        const [row] = await tx.update(voiceProfiles).set({ isActive: true }).where(owned(userId, id)).returning();
        return row;
      });
    },

    async remove(userId: string, id: string): Promise<VoiceProfileRow | undefined> {
      const [row] = await db.delete(voiceProfiles).where(owned(userId, id)).returning();
      return row;
    },
  };
}

export type VoiceProfileRepository = ReturnType<typeof createVoiceProfileRepository>;
