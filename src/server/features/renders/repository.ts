import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  musicFiles,
  renders,
  shortBatches,
  users,
  type MusicFileRow,
  type RenderRow,
  type RenderSettings,
  type ShortBatchRow,
  type UserRow,
} from '../../db/schema';
import type { Clock } from '../../app/deps';
import { lockOwnedProject } from '../../db/owned-project';

/** Any number, the same for every instance: the first key of the per-user render locks. */
const RENDER_LOCK_SPACE = 17_020;

const pending = inArray(renders.status, ['queued', 'running']);
/** A video draft, not a short of a batch: the drafts' limits and lists are theirs alone. */
const isDraft = isNull(renders.batchId);
const owned = (userId: string, id: string) => and(eq(renders.id, id), eq(renders.userId, userId));

/** A batch of shorts and its renders, in the order they were asked for. */
export type BatchAndShorts = { batch: ShortBatchRow; renders: RenderRow[] };

/** What claiming a render found: it is this instance's now, another render of the user runs, or there is nothing to run. */
export type Claim = { kind: 'claimed'; render: RenderRow } | { kind: 'user-busy' } | { kind: 'nothing' };

/** Renders and music, scoped to their owner; the runner's calls go by render id and lease. */
export function createRenderRepository(db: Database, clock: Clock) {
  return {
    /**
     * A queued render of the user's project, unless the project is not the user's (undefined), the
     * user has `maxPending` waiting or running ('pending') or the project keeps `maxKept` ('kept').
     * Counted under a per-user lock, so parallel requests on any instance cannot pass the limits together.
     */
    async create(
      values: { userId: string; projectId: string; voiceoverId: string; settings: RenderSettings },
      limits: { maxPending: number; maxKept: number },
    ): Promise<RenderRow | 'pending' | 'kept' | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RENDER_LOCK_SPACE}, hashtext(${values.userId}))`);
        if (!(await lockOwnedProject(tx, values.userId, values.projectId))) return undefined;
        const [waiting] = await tx
          .select({ total: count() })
          .from(renders)
          .where(and(eq(renders.userId, values.userId), pending, isDraft));
        if ((waiting?.total ?? 0) >= limits.maxPending) return 'pending';
        if ((await tx.$count(renders, and(eq(renders.projectId, values.projectId), isDraft))) >= limits.maxKept) return 'kept';
        const [row] = await tx
          .insert(renders)
          .values({ ...values, status: 'queued', createdAt: clock.now() })
          .returning();
        return row;
      });
    },

    async find(userId: string, id: string): Promise<RenderRow | undefined> {
      const [row] = await db.select().from(renders).where(owned(userId, id));
      return row;
    },

    /** The project's video drafts, newest first (the user's own only; shorts are their batches'). */
    async list(userId: string, projectId: string): Promise<RenderRow[]> {
      return db
        .select()
        .from(renders)
        .where(and(eq(renders.projectId, projectId), eq(renders.userId, userId), isDraft))
        .orderBy(desc(renders.createdAt), desc(renders.id));
    },

    /**
     * A batch of queued shorts, one render each in the order given, unless the project is not the
     * user's (undefined), the project keeps `maxKept` batches ('kept') or shorts of theirs still wait
     * or render ('pending'); under the user's render lock, as `create`.
     */
    async createBatch(
      values: { userId: string; projectId: string; jobId: string },
      shorts: RenderSettings[],
      limits: { maxKept: number },
    ): Promise<BatchAndShorts | 'pending' | 'kept' | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RENDER_LOCK_SPACE}, hashtext(${values.userId}))`);
        if (!(await lockOwnedProject(tx, values.userId, values.projectId))) return undefined;
        // The lasting refusal first: a project at its limit stays there however long the user waits.
        if ((await tx.$count(shortBatches, eq(shortBatches.projectId, values.projectId))) >= limits.maxKept) return 'kept';
        if ((await tx.$count(renders, and(eq(renders.userId, values.userId), pending, sql`${renders.batchId} is not null`))) > 0)
          return 'pending';
        const now = clock.now();
        const [batch] = await tx
          .insert(shortBatches)
          .values({ ...values, createdAt: now })
          .returning();
        // A millisecond apart: the batch's shorts list, and run, in the order given.
        const rows = await tx
          .insert(renders)
          .values(
            shorts.map((settings, index) => ({
              userId: values.userId,
              projectId: values.projectId,
              batchId: batch!.id,
              status: 'queued' as const,
              settings,
              createdAt: new Date(now.getTime() + index),
            })),
          )
          .returning();
        return { batch: batch!, renders: rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()) };
      });
    },

    /** The user's batch and its shorts in order; undefined when it is not theirs. */
    async batch(userId: string, batchId: string): Promise<BatchAndShorts | undefined> {
      const [batch] = await db
        .select()
        .from(shortBatches)
        .where(and(eq(shortBatches.id, batchId), eq(shortBatches.userId, userId)));
      if (!batch) return undefined;
      const rows = await db.select().from(renders).where(eq(renders.batchId, batchId)).orderBy(asc(renders.createdAt), asc(renders.id));
      return { batch, renders: rows };
    },

    /** Marks every waiting or running short of the user's batch canceled at once; the rows canceled, undefined when it is not theirs. */
    async cancelBatch(userId: string, batchId: string): Promise<RenderRow[] | undefined> {
      const [batch] = await db
        .select({ id: shortBatches.id })
        .from(shortBatches)
        .where(and(eq(shortBatches.id, batchId), eq(shortBatches.userId, userId)));
      if (!batch) return undefined;
      return db
        .update(renders)
        .set({ status: 'canceled', leaseId: null, finishedAt: clock.now(), etaSeconds: null })
        .where(and(eq(renders.batchId, batchId), pending))
        .returning();
    },

    /** The user's batches of the project, newest first, each with its shorts in order: two queries however many there are. */
    async batches(userId: string, projectId: string): Promise<BatchAndShorts[]> {
      const batches = await db
        .select()
        .from(shortBatches)
        .where(and(eq(shortBatches.projectId, projectId), eq(shortBatches.userId, userId)))
        .orderBy(desc(shortBatches.createdAt), desc(shortBatches.id));
      if (batches.length === 0) return [];
      const shortsOf = new Map(batches.map((batch): [string, RenderRow[]] => [batch.id, []]));
      const rows = await db
        .select()
        .from(renders)
        .where(inArray(renders.batchId, [...shortsOf.keys()]))
        .orderBy(asc(renders.createdAt), asc(renders.id));
      for (const row of rows) shortsOf.get(row.batchId!)!.push(row);
      return batches.map((batch) => ({ batch, renders: shortsOf.get(batch.id)! }));
    },

    /** Deletes the batch and its renders; the rows as they were (their videos are the caller's to remove). */
    async removeBatch(userId: string, batchId: string): Promise<RenderRow[] | undefined> {
      return db.transaction(async (tx) => {
        const owns = and(eq(shortBatches.id, batchId), eq(shortBatches.userId, userId));
        const [batch] = await tx.select({ id: shortBatches.id }).from(shortBatches).where(owns).for('update');
        if (!batch) return undefined;
        // The renders first, for their video keys (the batch's delete would cascade to them unseen).
        const removed = await tx.delete(renders).where(eq(renders.batchId, batchId)).returning();
        await tx.delete(shortBatches).where(owns);
        return removed;
      });
    },

    /** Marks a waiting or running render canceled; undefined when it is not the user's, the row as it is when it had ended. */
    async cancel(userId: string, id: string): Promise<{ row: RenderRow; canceled: boolean } | undefined> {
      const [row] = await db
        .update(renders)
        .set({ status: 'canceled', leaseId: null, finishedAt: clock.now(), etaSeconds: null })
        .where(and(owned(userId, id), pending))
        .returning();
      if (row) return { row, canceled: true };
      const found = await this.find(userId, id);
      return found && { row: found, canceled: false };
    },

    async remove(userId: string, id: string): Promise<RenderRow | undefined> {
      const [row] = await db.delete(renders).where(owned(userId, id)).returning();
      return row;
    },

    /**
     * Takes a queued render for this instance under a new lease. 'user-busy' when another render of
     * the same user runs (one at a time, held by a unique index whichever instance claims).
     */
    async claim(id: string, leaseId: string): Promise<Claim> {
      const now = clock.now();
      try {
        const [row] = await db
          .update(renders)
          .set({ status: 'running', leaseId, heartbeatAt: now, startedAt: now, attempts: sql`${renders.attempts} + 1` })
          .where(and(eq(renders.id, id), eq(renders.status, 'queued')))
          .returning();
        return row ? { kind: 'claimed', render: row } : { kind: 'nothing' };
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'user-busy' };
        throw error;
      }
    },

    /** Records progress under the lease; false when the render is no longer this instance's (canceled, deleted or taken over). */
    async heartbeat(id: string, leaseId: string, progress: { percent: number; etaSeconds?: number | undefined }): Promise<boolean> {
      const [row] = await db
        .update(renders)
        .set({ progress: Math.round(progress.percent), etaSeconds: progress.etaSeconds ?? null, heartbeatAt: clock.now() })
        .where(and(eq(renders.id, id), eq(renders.leaseId, leaseId), eq(renders.status, 'running')))
        .returning({ id: renders.id });
      return Boolean(row);
    },

    /** Ends a render this instance holds: done with its video, failed with a message, or back in the queue. */
    async settle(
      id: string,
      leaseId: string,
      outcome:
        | { status: 'done'; videoKey: string; durationSeconds: number; width: number; height: number; bytes: number }
        | { status: 'failed'; error: string }
        | { status: 'queued' },
    ): Promise<RenderRow | undefined> {
      const ended = outcome.status !== 'queued';
      const [row] = await db
        .update(renders)
        .set({
          ...outcome,
          leaseId: null,
          heartbeatAt: null,
          etaSeconds: null,
          ...(outcome.status === 'done' ? { progress: 100 } : {}),
          ...(ended ? { finishedAt: clock.now() } : {}),
        })
        .where(and(eq(renders.id, id), eq(renders.leaseId, leaseId), eq(renders.status, 'running')))
        .returning();
      return row;
    },

    /**
     * Running renders whose instance stopped beating before `staleBefore` (without it: every running
     * render, when this is the only instance) go back to the queue; their ids.
     */
    async requeueStale(staleBefore?: Date): Promise<string[]> {
      const rows = await db
        .update(renders)
        .set({ status: 'queued', leaseId: null, heartbeatAt: null, etaSeconds: null })
        .where(and(eq(renders.status, 'running'), staleBefore ? lt(renders.heartbeatAt, staleBefore) : undefined))
        .returning({ id: renders.id });
      return rows.map((row) => row.id);
    },

    /** The user's queued renders, oldest first. */
    async queuedOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: renders.id })
        .from(renders)
        .where(and(eq(renders.userId, userId), eq(renders.status, 'queued')))
        .orderBy(renders.createdAt);
      return rows.map((row) => row.id);
    },

    /** Renders queued before `before`, oldest first: asked for again in case their jobs were lost. */
    async queued(before: Date): Promise<string[]> {
      const rows = await db
        .select({ id: renders.id })
        .from(renders)
        .where(and(eq(renders.status, 'queued'), lt(renders.createdAt, before)))
        .orderBy(renders.createdAt)
        .limit(100);
      return rows.map((row) => row.id);
    },

    /** The owner of a render, for the work done in their name (pictures for its scenes). */
    async owner(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },

    async addMusic(values: Omit<typeof musicFiles.$inferInsert, 'id' | 'createdAt'>, max: number): Promise<MusicFileRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RENDER_LOCK_SPACE}, hashtext(${values.userId}))`);
        if ((await tx.$count(musicFiles, eq(musicFiles.userId, values.userId))) >= max) return null;
        const [row] = await tx
          .insert(musicFiles)
          .values({ ...values, createdAt: clock.now() })
          .returning();
        return row!;
      });
    },

    async music(userId: string, id: string): Promise<MusicFileRow | undefined> {
      const [row] = await db
        .select()
        .from(musicFiles)
        .where(and(eq(musicFiles.id, id), eq(musicFiles.userId, userId)));
      return row;
    },
  };
}

export type RenderRepository = ReturnType<typeof createRenderRepository>;

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
