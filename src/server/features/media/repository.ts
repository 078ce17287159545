import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lockOwnedProject } from '../../db/owned-project';
import { mediaCaptions, mediaFiles, projects, type MediaCaptionsRow, type MediaFileRow } from '../../db/schema';

/** A media row as the service makes it: its keys are chosen before its files exist, so a removal always knows them. */
export type NewMedia = Pick<
  typeof mediaFiles.$inferInsert,
  'kind' | 'name' | 'container' | 'bytes' | 'width' | 'height' | 'durationSeconds' | 'fileKey' | 'posterKey' | 'filmstripKey' | 'waveform'
>;

/** A media row and, for a video or sound, the captions uploaded beside it (their name and how many words). */
export type MediaRow = MediaFileRow & { captions: { name: string; words: number } | null };

/** Any number, the same on every instance: the first key of the per-user media quota locks. */
const MEDIA_LOCK_SPACE = 19_011;

/**
 * A row still 'storing' after this was left by an instance that died while it stored the files: it
 * no longer holds its bytes of the quota (storing 2 GB into S3 takes minutes, not an hour).
 */
const STALE_STORING_MS = 60 * 60 * 1000;

/** A user's media, each query scoped to its owner. */
export function createMediaRepository(db: Database, clock: { now(): Date }) {
  const holdsQuota = () =>
    or(
      eq(mediaFiles.status, 'ready'),
      and(eq(mediaFiles.status, 'storing'), gt(mediaFiles.updatedAt, new Date(clock.now().getTime() - STALE_STORING_MS))),
    );

  async function usedBytesOf(tx: Pick<Database, 'select'>, userId: string): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string | null>`sum(${mediaFiles.bytes})` })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.userId, userId), holdsQuota()));
    return Number(row?.total ?? 0);
  }

  /** Whether the project is the user's. */
  async function ownsProject(userId: string, projectId: string): Promise<boolean> {
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
    return project !== undefined;
  }

  /** Media rows with their captions' name and word count (never the words: a list does not need them). */
  const selectWithCaptions = () =>
    db
      .select({ row: mediaFiles, captionsName: mediaCaptions.name, captionWords: sql<number>`jsonb_array_length(${mediaCaptions.words})` })
      .from(mediaFiles)
      .leftJoin(mediaCaptions, eq(mediaCaptions.mediaId, mediaFiles.id));
  const toMediaRow = ({
    row,
    captionsName,
    captionWords,
  }: {
    row: MediaFileRow;
    captionsName: string | null;
    captionWords: number | null;
  }): MediaRow => ({
    ...row,
    captions: captionsName === null ? null : { name: captionsName, words: Number(captionWords) },
  });

  return {
    ownsProject,

    /** Bytes of the user's media, those being stored included. */
    usedBytes: (userId: string) => usedBytesOf(db, userId),

    /**
     * Reserves the media's bytes of the user's quota by writing its row ('storing'), unless the
     * project is not the user's (undefined) or the bytes do not fit in `quotaBytes` ('full'). The
     * user's media are locked meanwhile, so parallel uploads cannot pass the quota together.
     */
    async reserve(userId: string, projectId: string, media: NewMedia, quotaBytes: number): Promise<MediaFileRow | 'full' | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${MEDIA_LOCK_SPACE}, hashtext(${userId}))`);
        if (!(await lockOwnedProject(tx, userId, projectId))) return undefined;
        if ((await usedBytesOf(tx, userId)) + media.bytes > quotaBytes) return 'full';
        const now = clock.now();
        const [row] = await tx
          .insert(mediaFiles)
          .values({ ...media, userId, projectId, status: 'storing', createdAt: now, updatedAt: now })
          .returning();
        return row;
      });
    },

    /** The media's files are stored; undefined when its row went meanwhile (deleted with its project). */
    async markReady(id: string): Promise<MediaFileRow | undefined> {
      const [row] = await db
        .update(mediaFiles)
        .set({ status: 'ready', updatedAt: clock.now() })
        .where(and(eq(mediaFiles.id, id), eq(mediaFiles.status, 'storing')))
        .returning();
      return row;
    },

    /** Gives a reservation back (its files could not be stored). */
    async release(id: string): Promise<void> {
      await db.delete(mediaFiles).where(and(eq(mediaFiles.id, id), eq(mediaFiles.status, 'storing')));
    },

    async find(userId: string, id: string): Promise<MediaRow | undefined> {
      const [found] = await selectWithCaptions().where(
        and(eq(mediaFiles.id, id), eq(mediaFiles.userId, userId), eq(mediaFiles.status, 'ready')),
      );
      return found && toMediaRow(found);
    },

    /** The project's media, newest first (ties by id, so the order is stable); undefined when the project is not the user's. */
    async list(userId: string, projectId: string): Promise<MediaRow[] | undefined> {
      if (!(await ownsProject(userId, projectId))) return undefined;
      const found = await selectWithCaptions()
        .where(and(eq(mediaFiles.projectId, projectId), eq(mediaFiles.userId, userId), eq(mediaFiles.status, 'ready')))
        .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id));
      return found.map(toMediaRow);
    },

    /** Keeps captions beside the user's ready video or sound, replacing any before; false when it is not theirs (or went meanwhile). */
    async keepCaptions(userId: string, mediaId: string, captions: Pick<MediaCaptionsRow, 'name' | 'words' | 'sounds'>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [media] = await tx
          .select({ id: mediaFiles.id })
          .from(mediaFiles)
          .where(and(eq(mediaFiles.id, mediaId), eq(mediaFiles.userId, userId), eq(mediaFiles.status, 'ready')))
          .for('update');
        if (!media) return false;
        const row = { ...captions, mediaId, userId, createdAt: clock.now() };
        await tx.insert(mediaCaptions).values(row).onConflictDoUpdate({ target: mediaCaptions.mediaId, set: row });
        return true;
      });
    },

    /** The words and sounds of the captions beside the user's media, if any. */
    async captions(userId: string, mediaId: string): Promise<MediaCaptionsRow | undefined> {
      const [row] = await db
        .select()
        .from(mediaCaptions)
        .where(and(eq(mediaCaptions.mediaId, mediaId), eq(mediaCaptions.userId, userId)));
      return row;
    },

    async remove(userId: string, id: string): Promise<MediaFileRow | undefined> {
      const [row] = await db
        .delete(mediaFiles)
        .where(and(eq(mediaFiles.id, id), eq(mediaFiles.userId, userId), eq(mediaFiles.status, 'ready')))
        .returning();
      return row;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
