import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lockOwnedProject } from '../../db/owned-project';
import { shortsJobs, type ShortsJobRow } from '../../db/schema';

/** Any number, the same on every instance: the first key of the per-user shorts locks. */
const SHORTS_LOCK_SPACE = 19_041;

export type NewShortsJob = Pick<ShortsJobRow, 'projectId' | 'sourceId' | 'sourceSeconds' | 'minSeconds' | 'maxSeconds' | 'count'>;

/** What a finished search keeps, and who chose its moments. */
export type FoundMoments = Pick<ShortsJobRow, 'transcriptSource' | 'words' | 'motion' | 'candidates' | 'notice' | 'pickedByModel'> & {
  pickedBy: NonNullable<ShortsJobRow['pickedBy']>;
};

/**
 * Moment searches, each query scoped to its owner, except those the job runner makes by id. A run
 * holds its search by the attempt it claimed: a run that lost it (the search was started again
 * after its instance died) writes nothing.
 */
export function createShortsRepository(db: Database, clock: { now(): Date }) {
  const held = (id: string, attempt: number) =>
    and(eq(shortsJobs.id, id), eq(shortsJobs.attempts, attempt), eq(shortsJobs.status, 'running'));

  return {
    /**
     * A new search, unless the project is not the user's (undefined) or they have `maxPending`
     * running ('pending'); the project's oldest searches beyond `maxKept` go. Under the user's lock,
     * so parallel requests cannot pass the limit together.
     */
    async create(
      userId: string,
      values: NewShortsJob,
      limits: { maxPending: number; maxKept: number },
    ): Promise<ShortsJobRow | 'pending' | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SHORTS_LOCK_SPACE}, hashtext(${userId}))`);
        if (!(await lockOwnedProject(tx, userId, values.projectId))) return undefined;
        const [running] = await tx
          .select({ total: count() })
          .from(shortsJobs)
          .where(and(eq(shortsJobs.userId, userId), eq(shortsJobs.status, 'running')));
        if ((running?.total ?? 0) >= limits.maxPending) return 'pending';
        const [row] = await tx
          .insert(shortsJobs)
          .values({ ...values, userId, status: 'running', createdAt: clock.now() })
          .returning();
        const kept = await tx
          .select({ id: shortsJobs.id })
          .from(shortsJobs)
          .where(eq(shortsJobs.projectId, values.projectId))
          .orderBy(desc(shortsJobs.createdAt), desc(shortsJobs.id))
          .offset(limits.maxKept);
        if (kept.length > 0) {
          await tx.delete(shortsJobs).where(
            inArray(
              shortsJobs.id,
              kept.map((old) => old.id),
            ),
          );
        }
        return row;
      });
    },

    async find(userId: string, id: string): Promise<ShortsJobRow | undefined> {
      const [row] = await db
        .select()
        .from(shortsJobs)
        .where(and(eq(shortsJobs.id, id), eq(shortsJobs.userId, userId)));
      return row;
    },

    /** The project's searches, newest first, without their words and motion (the list does not show them). */
    async list(userId: string, projectId: string): Promise<ShortsJobRow[]> {
      const rows = await db
        .select({ ...getTableColumns(shortsJobs), words: sql<null>`null`, motion: sql<null>`null` })
        .from(shortsJobs)
        .where(and(eq(shortsJobs.projectId, projectId), eq(shortsJobs.userId, userId)))
        .orderBy(desc(shortsJobs.createdAt), desc(shortsJobs.id));
      return rows;
    },

    /** Starts a run of a running search: its attempt number, or undefined when the search is over or gone. */
    async claim(id: string): Promise<ShortsJobRow | undefined> {
      const [row] = await db
        .update(shortsJobs)
        .set({ attempts: sql`${shortsJobs.attempts} + 1`, progress: 0 })
        .where(and(eq(shortsJobs.id, id), eq(shortsJobs.status, 'running')))
        .returning();
      return row;
    },

    /** False when the run no longer holds the search. */
    async progress(id: string, attempt: number, progress: number): Promise<boolean> {
      const [row] = await db
        .update(shortsJobs)
        .set({ progress: Math.round(progress) })
        .where(held(id, attempt))
        .returning({ id: shortsJobs.id });
      return Boolean(row);
    },

    async finish(id: string, attempt: number, found: FoundMoments): Promise<boolean> {
      const [row] = await db
        .update(shortsJobs)
        .set({ ...found, status: 'done', progress: 100, finishedAt: clock.now() })
        .where(held(id, attempt))
        .returning({ id: shortsJobs.id });
      return Boolean(row);
    },

    async fail(id: string, attempt: number, error: string): Promise<boolean> {
      const [row] = await db
        .update(shortsJobs)
        .set({ status: 'failed', error, finishedAt: clock.now() })
        .where(held(id, attempt))
        .returning({ id: shortsJobs.id });
      return Boolean(row);
    },

    /** Every search still running, oldest first: on a single instance's start, their runs died with the last process. */
    async running(): Promise<Array<{ id: string; durationSeconds: number }>> {
      const rows = await db
        .select({ id: shortsJobs.id, durationSeconds: shortsJobs.sourceSeconds })
        .from(shortsJobs)
        .where(eq(shortsJobs.status, 'running'))
        .orderBy(asc(shortsJobs.createdAt));
      return rows;
    },
  };
}

export type ShortsRepository = ReturnType<typeof createShortsRepository>;
