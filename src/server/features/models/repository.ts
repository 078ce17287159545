import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { modelDownloads } from '../../db/schema';
import type { Clock } from '../../app/deps';

export type ModelDownloadRow = typeof modelDownloads.$inferSelect;

/** Any number, the same for every instance: the key of the lock new downloads are checked under. */
const MODEL_DOWNLOAD_LOCK = 17_022;

const pending = inArray(modelDownloads.status, ['queued', 'running']);

/**
 * Model downloads. The row is the truth: a job only asks for a download to run; a running download
 * refreshes `updatedAt` as it goes, so one whose instance died is seen and queued again.
 */
export function createModelDownloadRepository(db: Database, clock: Clock) {
  return {
    /** A queued download, unless one of the same file name is queued or running (undefined). */
    async create(values: { url: string; fileName: string; sha256: string | null; requestedBy: string }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${MODEL_DOWNLOAD_LOCK})`);
        const busy = await tx.$count(modelDownloads, and(eq(modelDownloads.fileName, values.fileName), pending));
        if (busy > 0) return undefined;
        const now = clock.now();
        const [row] = await tx
          .insert(modelDownloads)
          .values({ ...values, status: 'queued', createdAt: now, updatedAt: now })
          .returning();
        return row!;
      });
    },

    async find(id: string): Promise<ModelDownloadRow | undefined> {
      const [row] = await db.select().from(modelDownloads).where(eq(modelDownloads.id, id));
      return row;
    },

    /** The newest downloads first. */
    async recent(limit: number): Promise<ModelDownloadRow[]> {
      return db.select().from(modelDownloads).orderBy(desc(modelDownloads.createdAt), desc(modelDownloads.id)).limit(limit);
    },

    /** Takes a queued download for this instance; undefined when it is not queued (taken, canceled). */
    async claim(id: string): Promise<ModelDownloadRow | undefined> {
      const [row] = await db
        .update(modelDownloads)
        .set({ status: 'running', error: null, updatedAt: clock.now() })
        .where(and(eq(modelDownloads.id, id), eq(modelDownloads.status, 'queued')))
        .returning();
      return row;
    },

    /** Records progress (and that the download is alive); false when it is no longer running (canceled). */
    async progress(id: string, bytes: { bytesDone: number; bytesTotal?: number | null | undefined }): Promise<boolean> {
      const [row] = await db
        .update(modelDownloads)
        .set({ ...bytes, updatedAt: clock.now() })
        .where(and(eq(modelDownloads.id, id), eq(modelDownloads.status, 'running')))
        .returning({ id: modelDownloads.id });
      return Boolean(row);
    },

    /** Ends a running download (or puts it back in the queue); undefined when it was no longer running. */
    async settle(
      id: string,
      outcome: { status: 'done'; bytesDone: number } | { status: 'failed'; error: string } | { status: 'queued' },
    ): Promise<ModelDownloadRow | undefined> {
      const [row] = await db
        .update(modelDownloads)
        .set({ ...outcome, ...(outcome.status === 'done' ? { bytesTotal: outcome.bytesDone } : {}), updatedAt: clock.now() })
        .where(and(eq(modelDownloads.id, id), eq(modelDownloads.status, 'running')))
        .returning();
      return row;
    },

    /** Marks a queued or running download canceled; undefined when unknown, `canceled: false` when it had ended. */
    async cancel(id: string): Promise<{ row: ModelDownloadRow; canceled: boolean } | undefined> {
      const [row] = await db
        .update(modelDownloads)
        .set({ status: 'canceled', updatedAt: clock.now() })
        .where(and(eq(modelDownloads.id, id), pending))
        .returning();
      if (row) return { row, canceled: true };
      const found = await this.find(id);
      return found && { row: found, canceled: false };
    },

    /** Whether a download of this file name is queued or running. */
    async busy(fileName: string): Promise<boolean> {
      return (await db.$count(modelDownloads, and(eq(modelDownloads.fileName, fileName), pending))) > 0;
    },

    /**
     * Running downloads last heard of before `staleBefore` (without it: every running one, when this
     * is the only instance) go back to the queue; their ids.
     */
    async requeueStale(staleBefore?: Date): Promise<string[]> {
      const rows = await db
        .update(modelDownloads)
        .set({ status: 'queued', updatedAt: clock.now() })
        .where(and(eq(modelDownloads.status, 'running'), staleBefore ? lt(modelDownloads.updatedAt, staleBefore) : undefined))
        .returning({ id: modelDownloads.id });
      return rows.map((row) => row.id);
    },

    /** Downloads queued and not touched since `before`: asked for again in case their jobs were lost. */
    async queued(before: Date): Promise<string[]> {
      const rows = await db
        .select({ id: modelDownloads.id })
        .from(modelDownloads)
        .where(and(eq(modelDownloads.status, 'queued'), lt(modelDownloads.updatedAt, before)))
        .orderBy(modelDownloads.createdAt)
        .limit(100);
      return rows.map((row) => row.id);
    },
  };
}

export type ModelDownloadRepository = ReturnType<typeof createModelDownloadRepository>;
