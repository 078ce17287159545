import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { ProfileChanges } from '@shared/contracts/account';
import type { Database } from '../../db/client';
import {
  accountTokens,
  chatConversations,
  chatMessages,
  donations,
  generatedImages,
  invoices,
  mailOutbox,
  mediaFileKeys,
  mediaFiles,
  storyboards,
  musicFiles,
  projectImages,
  projects,
  projectSeoAnalyses,
  projectThumbnails,
  projectVoiceovers,
  renders,
  scriptVersions,
  sessions,
  usageEvents,
  userPreferences,
  users,
  voiceProfiles,
  type UserRow,
} from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** PostgreSQL's unique_violation, wherever the driver puts it (drizzle wraps the driver's error in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The signed-in user's own account: every query names the user whose account it is. Rows of other
 * features are read here only for the data export and deletion, which are about all of them.
 */
export function createAccountRepository(db: Database) {
  const projectsOf = (userId: string) => db.select({ id: projects.id }).from(projects).where(eq(projects.userId, userId));

  /** Every stored file of the user (images, voiceovers, thumbnails, voice samples, videos, music, media), by storage key. */
  async function fileKeysOf(tx: Pick<Database, 'select'>, userId: string): Promise<string[]> {
    const ownProjects = tx.select({ id: projects.id }).from(projects).where(eq(projects.userId, userId));
    const [images, voiceovers, thumbnails, samples, videos, music, media] = await Promise.all([
      tx
        .select({ file: generatedImages.fileKey, thumbnail: generatedImages.thumbnailKey })
        .from(generatedImages)
        .where(eq(generatedImages.userId, userId)),
      tx
        .select({
          audio: projectVoiceovers.audioKey,
          vtt: projectVoiceovers.vttKey,
          srt: projectVoiceovers.srtKey,
          words: projectVoiceovers.wordsKey,
          original: projectVoiceovers.originalKey,
        })
        .from(projectVoiceovers)
        .where(inArray(projectVoiceovers.projectId, ownProjects)),
      tx.select({ file: projectThumbnails.fileKey }).from(projectThumbnails).where(inArray(projectThumbnails.projectId, ownProjects)),
      tx.select({ sample: voiceProfiles.sampleKey }).from(voiceProfiles).where(eq(voiceProfiles.userId, userId)),
      tx
        .select({ video: renders.videoKey })
        .from(renders)
        .where(and(eq(renders.userId, userId), isNotNull(renders.videoKey))),
      tx.select({ music: musicFiles.key }).from(musicFiles).where(eq(musicFiles.userId, userId)),
      tx.select(mediaFileKeys).from(mediaFiles).where(eq(mediaFiles.userId, userId)),
    ]);
    return [
      ...new Set(
        [...images, ...voiceovers, ...thumbnails, ...samples, ...videos, ...music, ...media].flatMap((row) =>
          Object.values(row).filter((key): key is string => key !== null),
        ),
      ),
    ];
  }

  return {
    async findUser(userId: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    async setProfile(userId: string, changes: ProfileChanges): Promise<UserRow | null> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
      return row ?? null;
    },

    /** Whether another account has the address. */
    async emailTakenByAnother(userId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The user's new address, confirmed by a link sent to it (so verified); 'taken' when another
     * account has it by now, null when the account is gone.
     */
    async setEmail(userId: string, email: string, now: Date): Promise<UserRow | 'taken' | null> {
      try {
        const [row] = await db.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId)).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /**
     * A new password: every link still open stops working, since it was asked for under the old one
     * (a pending e-mail change may be an intruder's way back in).
     */
    async setPasswordHash(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx
          .update(accountTokens)
          .set({ usedAt: now })
          .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
      });
    },

    /** The user's sessions still signed in at `now`, most recently used first. */
    liveSessions(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
    },

    /** Every record of the user, for their data export (storage keys included: the export adds the files). */
    async records(userId: string) {
      const ownProjects = projectsOf(userId);
      const ownConversations = db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.userId, userId));
      const [
        projectRows,
        versions,
        voiceovers,
        seoAnalyses,
        linkedImages,
        thumbnails,
        images,
        conversations,
        messages,
        profiles,
        preferences,
        usage,
        invoiceRows,
        donationRows,
        sessionRows,
        renderRows,
        musicRows,
        mediaRows,
        storyboardRows,
      ] = await Promise.all([
        db.select().from(projects).where(eq(projects.userId, userId)).orderBy(asc(projects.createdAt)),
        db
          .select()
          .from(scriptVersions)
          .where(inArray(scriptVersions.projectId, ownProjects))
          .orderBy(asc(scriptVersions.projectId), asc(scriptVersions.version)),
        db
          .select()
          .from(projectVoiceovers)
          .where(inArray(projectVoiceovers.projectId, ownProjects))
          .orderBy(asc(projectVoiceovers.createdAt)),
        db
          .select()
          .from(projectSeoAnalyses)
          .where(inArray(projectSeoAnalyses.projectId, ownProjects))
          .orderBy(asc(projectSeoAnalyses.createdAt)),
        db.select().from(projectImages).where(inArray(projectImages.projectId, ownProjects)).orderBy(asc(projectImages.addedAt)),
        db
          .select()
          .from(projectThumbnails)
          .where(inArray(projectThumbnails.projectId, ownProjects))
          .orderBy(asc(projectThumbnails.createdAt), asc(projectThumbnails.variant)),
        db.select().from(generatedImages).where(eq(generatedImages.userId, userId)).orderBy(asc(generatedImages.createdAt)),
        db.select().from(chatConversations).where(eq(chatConversations.userId, userId)).orderBy(asc(chatConversations.createdAt)),
        db
          .select()
          .from(chatMessages)
          .where(inArray(chatMessages.conversationId, ownConversations))
          .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
        db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, userId)).orderBy(asc(voiceProfiles.createdAt)),
        db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
        db
          .select({ kind: usageEvents.kind, engine: usageEvents.engine, createdAt: usageEvents.createdAt })
          .from(usageEvents)
          .where(eq(usageEvents.userId, userId))
          .orderBy(asc(usageEvents.createdAt)),
        db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.paidAt)),
        db.select().from(donations).where(eq(donations.userId, userId)).orderBy(asc(donations.paidAt)),
        db
          .select({
            id: sessions.id,
            userAgent: sessions.userAgent,
            createdAt: sessions.createdAt,
            lastUsedAt: sessions.lastUsedAt,
            expiresAt: sessions.expiresAt,
            revokedAt: sessions.revokedAt,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(asc(sessions.createdAt)),
        db.select().from(renders).where(eq(renders.userId, userId)).orderBy(asc(renders.createdAt)),
        db.select().from(musicFiles).where(eq(musicFiles.userId, userId)).orderBy(asc(musicFiles.createdAt)),
        db
          .select()
          .from(mediaFiles)
          .where(and(eq(mediaFiles.userId, userId), eq(mediaFiles.status, 'ready')))
          .orderBy(asc(mediaFiles.createdAt), asc(mediaFiles.id)),
        db.select().from(storyboards).where(eq(storyboards.userId, userId)),
      ]);
      return {
        projects: projectRows,
        scriptVersions: versions,
        voiceovers,
        seoAnalyses,
        projectImages: linkedImages,
        thumbnails,
        images,
        conversations,
        messages,
        voiceProfiles: profiles,
        preferences: preferences[0] ?? null,
        usage,
        invoices: invoiceRows,
        donations: donationRows,
        sessions: sessionRows,
        renders: renderRows,
        music: musicRows,
        media: mediaRows,
        storyboards: storyboardRows,
      };
    },

    /** Every stored file of the user, by storage key. */
    fileKeys: (userId: string) => fileKeysOf(db, userId),

    /**
     * Deletes the user's row, and with it (by cascade) every row of theirs; rows kept for accounting
     * (invoices, donations, checkouts, the trial claim) lose their user. `keep` runs first in the same
     * transaction, with the user's row locked: a payment recorded meanwhile waits, then finds no user.
     * The mail sent to them goes too, and the confirmations (one of `changeSubjects`, in whichever
     * language they went out) sent to addresses they asked to move to, which name them. The storage
     * keys of their files, for the caller to remove once the rows are gone; null when there was no such user.
     */
    async deleteUser(userId: string, keep: (tx: Tx) => Promise<void>, changeSubjects: string[]): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
        if (!user) return null;
        const keys = await fileKeysOf(tx, userId);
        await keep(tx);
        const asked = await tx
          .select({ email: accountTokens.newEmail })
          .from(accountTokens)
          .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'email_change')));
        const askedFor = asked.flatMap((row) => (row.email ? [row.email] : []));
        await tx
          .delete(mailOutbox)
          .where(
            or(
              eq(mailOutbox.toAddress, user.email),
              askedFor.length > 0 ? and(inArray(mailOutbox.toAddress, askedFor), inArray(mailOutbox.subject, changeSubjects)) : undefined,
            ),
          );
        await tx.delete(users).where(eq(users.id, userId));
        return keys;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
