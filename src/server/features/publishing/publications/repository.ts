import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { PublicationStatus, PublishingPlatformId } from '@shared/contracts/publishing';
import type { Database } from '../../../db/client';
import { channels, projects, publications, publishingQuotaSpend, type PublicationRow } from '../../../db/schema';

/** Two-key advisory locks of this feature: the user's count of uploads is read and added to under it. */
const PUBLICATION_LOCK_SPACE = 19_051;

/** A publication is looked at again on its owner's asking at most this often. */
export const LOOK_AGAIN_MS = 10_000;

/** Statuses with a step left to run. */
export const activeStatuses: PublicationStatus[] = ['uploading', 'processing', 'scheduled'];

/** A publication with what its owner sees of its project and channel. */
export type PublicationListRow = PublicationRow & { projectTitle: string; channelName: string | null };

export type NewPublication = Omit<
  typeof publications.$inferInsert,
  'id' | 'status' | 'progress' | 'attempts' | 'confirmedBytes' | 'extrasDone' | 'failures' | 'leasedUntil'
>;

/** What a run may change on the row it holds. */
export type PublicationChanges = Partial<
  Pick<
    PublicationRow,
    | 'status'
    | 'progress'
    | 'error'
    | 'notice'
    | 'uploadUrlCiphertext'
    | 'totalBytes'
    | 'confirmedBytes'
    | 'platformPublishAt'
    | 'extrasDone'
    | 'videoId'
    | 'url'
    | 'failures'
    | 'privacy'
    | 'calendarAt'
    | 'publishedAt'
  >
>;

const owned = (userId: string, id: string) => and(eq(publications.id, id), eq(publications.userId, userId));

/**
 * Publications: what their owners read and change (scoped to the user), and what the runner does
 * with a row it holds. A run holds a row by its `attempts` number while `leasedUntil` lasts; a
 * change by the owner (cancel, a new time) never waits for a run, and the run sees it.
 */
export function createPublicationRepository(db: Database) {
  const withNames = () =>
    db
      .select({ ...getTableColumns(publications), projectTitle: projects.title, channelName: channels.name })
      .from(publications)
      .innerJoin(projects, eq(projects.id, publications.projectId))
      .leftJoin(channels, eq(channels.id, publications.channelId));

  return {
    /**
     * Adds a publication unless the user already has `pendingMax` uploading; counted and added under
     * the user's lock, so parallel requests cannot pass the limit together.
     */
    async create(values: NewPublication, pendingMax: number): Promise<PublicationRow | 'too-many'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PUBLICATION_LOCK_SPACE}, hashtext(${values.userId}))`);
        const [pending] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(publications)
          .where(and(eq(publications.userId, values.userId), eq(publications.status, 'uploading')));
        if ((pending?.count ?? 0) >= pendingMax) return 'too-many' as const;
        const [row] = await tx
          .insert(publications)
          .values({ ...values, status: 'uploading' })
          .returning();
        return row!;
      });
    },

    async find(userId: string, id: string): Promise<PublicationListRow | undefined> {
      const [row] = await withNames().where(owned(userId, id));
      return row;
    },

    /** The user's publications shown in [from, to), by their calendar time. */
    async inRange(userId: string, from: Date, to: Date): Promise<PublicationListRow[]> {
      return withNames()
        .where(and(eq(publications.userId, userId), gte(publications.calendarAt, from), lt(publications.calendarAt, to)))
        .orderBy(asc(publications.calendarAt), asc(publications.id));
    },

    /** A project's publications, newest first. */
    async ofProject(userId: string, projectId: string): Promise<PublicationListRow[]> {
      return withNames()
        .where(and(eq(publications.userId, userId), eq(publications.projectId, projectId)))
        .orderBy(desc(publications.createdAt), desc(publications.id));
    },

    /** Every publication of the user, for their calendar feed (the newest `limit`). */
    async forFeed(userId: string, limit: number): Promise<PublicationListRow[]> {
      return withNames().where(eq(publications.userId, userId)).orderBy(desc(publications.calendarAt), desc(publications.id)).limit(limit);
    },

    /**
     * A new publish time for a publication that has one and is not out yet. A video already on the
     * platform is due at once (its new time is sent); one still uploading takes it when it is done.
     */
    async reschedule(userId: string, id: string, publishAt: Date, now: Date): Promise<PublicationRow | undefined> {
      const [row] = await db
        .update(publications)
        .set({
          publishAt,
          calendarAt: publishAt,
          dueAt: sql`case when ${publications.videoId} is not null then ${now.toISOString()}::timestamptz else ${publications.dueAt} end`,
          updatedAt: now,
        })
        .where(and(owned(userId, id), inArray(publications.status, activeStatuses), gt(publications.publishAt, now)))
        .returning();
      return row;
    },

    /** Cancels an upload the platform does not have whole yet; undefined when the publication is past that. */
    async cancel(userId: string, id: string, now: Date): Promise<PublicationRow | undefined> {
      const [row] = await db
        .update(publications)
        .set({ status: 'canceled', dueAt: null, error: null, updatedAt: now })
        .where(and(owned(userId, id), eq(publications.status, 'uploading'), isNull(publications.videoId)))
        .returning();
      return row;
    },

    /**
     * Makes a publication on the platform due now, to be looked at again; at most once per
     * `LOOK_AGAIN_MS` (undefined when it is not on the platform yet, is out, or was looked at just now).
     */
    async lookAgain(userId: string, id: string, now: Date): Promise<PublicationRow | undefined> {
      const [row] = await db
        .update(publications)
        .set({ dueAt: now })
        .where(
          and(
            owned(userId, id),
            inArray(publications.status, activeStatuses),
            isNotNull(publications.videoId),
            gt(publications.dueAt, now),
            or(isNull(publications.leasedUntil), lt(publications.leasedUntil, now)),
            lt(publications.updatedAt, new Date(now.getTime() - LOOK_AGAIN_MS)),
          ),
        )
        .returning();
      return row;
    },

    // ——— the runner's, by id: the row's owner was checked when it was made ———

    /** Ids of publications due by `now` that no run holds (the sweep sends a job for each). */
    async due(now: Date, limit = 100): Promise<string[]> {
      const rows = await db
        .select({ id: publications.id })
        .from(publications)
        .where(
          and(
            inArray(publications.status, activeStatuses),
            lte(publications.dueAt, now),
            or(isNull(publications.leasedUntil), lt(publications.leasedUntil, now)),
          ),
        )
        .orderBy(asc(publications.dueAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Takes a due publication for one run until `leasedUntil`; undefined when it is not due or another run holds it. */
    async claim(id: string, now: Date, leasedUntil: Date): Promise<PublicationRow | undefined> {
      const [row] = await db
        .update(publications)
        .set({ attempts: sql`${publications.attempts} + 1`, leasedUntil })
        .where(
          and(
            eq(publications.id, id),
            inArray(publications.status, activeStatuses),
            lte(publications.dueAt, now),
            or(isNull(publications.leasedUntil), lt(publications.leasedUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Records a run's progress and extends its lease; undefined when the run no longer holds the row
     * (canceled, deleted, or taken over after its lease ran out): the run stops.
     */
    async progress(id: string, attempt: number, changes: PublicationChanges, now: Date, leasedUntil: Date) {
      const [row] = await db
        .update(publications)
        .set({ ...changes, leasedUntil, updatedAt: now })
        .where(
          and(
            eq(publications.id, id),
            eq(publications.attempts, attempt),
            ne(publications.status, 'canceled'),
            isNotNull(publications.leasedUntil),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Ends a run: its changes, the lease let go, and the next step due at `dueAt` (null: none left) —
     * or at once when the owner gave a new publish time while the run went on (`claimedPublishAt` is
     * the one the run read), which the platform must be sent.
     */
    async settle(id: string, attempt: number, changes: PublicationChanges, dueAt: Date | null, now: Date, claimedPublishAt: Date | null) {
      const next = dueAt ? sql`${dueAt.toISOString()}::timestamptz` : sql`null::timestamptz`;
      const claimed = claimedPublishAt ? sql`${claimedPublishAt.toISOString()}::timestamptz` : sql`null::timestamptz`;
      const [row] = await db
        .update(publications)
        .set({
          ...changes,
          leasedUntil: null,
          dueAt: sql`case when ${publications.publishAt} is distinct from ${claimed} then ${now.toISOString()}::timestamptz else ${next} end`,
          updatedAt: now,
        })
        .where(and(eq(publications.id, id), eq(publications.attempts, attempt), ne(publications.status, 'canceled')))
        .returning();
      return row;
    },

    /** The publication's status now (undefined once it is deleted). */
    async status(id: string): Promise<PublicationStatus | undefined> {
      const [row] = await db.select({ status: publications.status }).from(publications).where(eq(publications.id, id));
      return row?.status;
    },

    /** The video a canceled upload became all the same (the last bytes arrived as it was canceled). */
    async canceledTooLate(id: string, changes: Pick<PublicationRow, 'videoId' | 'url' | 'notice'>, now: Date): Promise<void> {
      await db
        .update(publications)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(publications.id, id), eq(publications.status, 'canceled')));
    },

    /** Records the quota units a call for the publication cost, on the Pacific day `day`. */
    async spend(publication: Pick<PublicationRow, 'platform' | 'channelId'>, day: string, units: number, at: Date): Promise<void> {
      await db.insert(publishingQuotaSpend).values({ platform: publication.platform, channelId: publication.channelId, day, units, at });
    },

    /** Units spent on the Pacific day `day`, and of those the channel's. */
    async quotaSpent(platform: PublishingPlatformId, day: string, channelId?: string): Promise<{ total: number; channel: number }> {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${publishingQuotaSpend.units}), 0)::int`,
          channel: channelId
            ? sql<number>`coalesce(sum(${publishingQuotaSpend.units}) filter (where ${publishingQuotaSpend.channelId} = ${channelId}), 0)::int`
            : sql<number>`0`,
        })
        .from(publishingQuotaSpend)
        .where(and(eq(publishingQuotaSpend.platform, platform), eq(publishingQuotaSpend.day, day)));
      return { total: Number(row?.total ?? 0), channel: Number(row?.channel ?? 0) };
    },

    /** Forgets the days before `day` (only today's count is ever shown). */
    async forgetSpendBefore(day: string): Promise<void> {
      await db.delete(publishingQuotaSpend).where(lt(publishingQuotaSpend.day, day));
    },
  };
}

export type PublicationRepository = ReturnType<typeof createPublicationRepository>;
