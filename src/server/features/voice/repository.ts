import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { voiceProfiles, type VoiceProfileRow } from '../../db/schema';

export type NewVoiceProfile = Omit<VoiceProfileRow, 'id' | 'isActive'>;

/** Voice profiles, always scoped to their owner: another user's id finds nothing. */
export function createVoiceProfileRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(voiceProfiles.userId, userId), eq(voiceProfiles.id, id));

  return {
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
     */
    async insert(profile: NewVoiceProfile): Promise<VoiceProfileRow> {
      const [active] = await db
        .insert(voiceProfiles)
        .values({ ...profile, isActive: true })
        .onConflictDoNothing()
        .returning();
      if (active) return active;
      const [row] = await db
        .insert(voiceProfiles)
        .values({ ...profile, isActive: false })
        .returning();
      if (!row) throw new Error('voice profile insert returned no row');
      return row;
    },

    async rename(userId: string, id: string, name: string): Promise<VoiceProfileRow | undefined> {
      const [row] = await db.update(voiceProfiles).set({ name }).where(owned(userId, id)).returning();
      return row;
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
