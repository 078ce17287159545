import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectVoiceovers, projects, scriptVersions, type ProjectVoiceoverRow } from '../../db/schema';

/** A take as the service makes it: its keys are chosen before its files exist, so a removal always knows them. */
export type NewTake = Pick<
  typeof projectVoiceovers.$inferInsert,
  'scriptVersion' | 'durationSeconds' | 'audioKey' | 'vttKey' | 'srtKey' | 'wordsKey' | 'originalKey' | 'parentId' | 'edit' | 'method'
>;

/** Any number, the same on every instance: the first key of the per-user narration locks. */
const NARRATION_LOCK_SPACE = 19_002;

const isTake = eq(projectVoiceovers.source, 'narration');

/**
 * A user's narration takes: rows of project_voiceovers with source 'narration', reached only
 * through a project of the user's. The job that aligns a take reads it by id alone (it is not a request).
 */
export function createNarrationRepository(db: Database, clock: { now(): Date }) {
  const ownProjects = (userId: string) => db.select({ id: projects.id }).from(projects).where(eq(projects.userId, userId));
  const mine = (userId: string, id: string) =>
    and(eq(projectVoiceovers.id, id), isTake, inArray(projectVoiceovers.projectId, ownProjects(userId)));

  return {
    /**
     * Records a take, aligning, unless the project is not the user's (undefined), the project keeps
     * `maxKept` voiceovers and takes already ('kept'), or the user has `maxAligning` takes aligning
     * ('aligning'). The user's takes are locked meanwhile, so parallel uploads cannot pass the limits.
     */
    async create(
      userId: string,
      projectId: string,
      take: NewTake,
      limits: { maxKept: number; maxAligning: number },
    ): Promise<ProjectVoiceoverRow | 'kept' | 'aligning' | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${NARRATION_LOCK_SPACE}, hashtext(${userId}))`);
        const [project] = await tx
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
          .for('update');
        if (!project) return undefined;
        if ((await tx.$count(projectVoiceovers, eq(projectVoiceovers.projectId, projectId))) >= limits.maxKept) return 'kept';
        const [aligning] = await tx
          .select({ total: count() })
          .from(projectVoiceovers)
          .where(and(eq(projectVoiceovers.status, 'aligning'), inArray(projectVoiceovers.projectId, ownProjects(userId))));
        if ((aligning?.total ?? 0) >= limits.maxAligning) return 'aligning';
        const now = clock.now();
        await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, projectId));
        const [row] = await tx
          .insert(projectVoiceovers)
          .values({
            ...take,
            projectId,
            source: 'narration',
            voiceId: '',
            engine: 'recording',
            status: 'aligning',
            progress: 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return row;
      });
    },

    async find(userId: string, id: string): Promise<ProjectVoiceoverRow | undefined> {
      const [row] = await db.select().from(projectVoiceovers).where(mine(userId, id));
      return row;
    },

    /** The project's takes, newest first; undefined when the project is not the user's. */
    async list(userId: string, projectId: string): Promise<ProjectVoiceoverRow[] | undefined> {
      const [project] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
      if (!project) return undefined;
      return db
        .select()
        .from(projectVoiceovers)
        .where(and(eq(projectVoiceovers.projectId, projectId), isTake))
        .orderBy(desc(projectVoiceovers.createdAt), desc(projectVoiceovers.id));
    },

    /** The text of the script version a take reads (undefined once that version is gone). */
    async scriptOf(take: Pick<ProjectVoiceoverRow, 'projectId' | 'scriptVersion'>): Promise<string | undefined> {
      const [version] = await db
        .select({ content: scriptVersions.content })
        .from(scriptVersions)
        .where(and(eq(scriptVersions.projectId, take.projectId), eq(scriptVersions.version, take.scriptVersion)));
      return version?.content;
    },

    /** The owner of a take's project (the job publishes to them) and the project's language (the take is aligned in it). */
    async ownerOf(take: Pick<ProjectVoiceoverRow, 'projectId'>): Promise<{ userId: string; language: string } | undefined> {
      const [project] = await db
        .select({ userId: projects.userId, language: projects.language })
        .from(projects)
        .where(eq(projects.id, take.projectId));
      return project;
    },

    /**
     * The aligner starts on a take still aligning: its attempts counted, the count returned as the
     * claim that later writes must hold (a job pg-boss retried after its expiry takes the take over).
     */
    async claim(id: string): Promise<ProjectVoiceoverRow | undefined> {
      const [row] = await db
        .update(projectVoiceovers)
        .set({ attempts: sql`${projectVoiceovers.attempts} + 1`, updatedAt: clock.now() })
        .where(and(eq(projectVoiceovers.id, id), isTake, eq(projectVoiceovers.status, 'aligning')))
        .returning();
      return row;
    },

    /** Progress of the claimed attempt; false once the take is no longer that attempt's (deleted, or taken over). */
    async progress(id: string, attempt: number, percent: number): Promise<boolean> {
      const rows = await db
        .update(projectVoiceovers)
        .set({ progress: percent, updatedAt: clock.now() })
        .where(and(eq(projectVoiceovers.id, id), eq(projectVoiceovers.status, 'aligning'), eq(projectVoiceovers.attempts, attempt)))
        .returning({ id: projectVoiceovers.id });
      return rows.length > 0;
    },

    /** Ends the claimed attempt, ready or failed; undefined when the take is no longer that attempt's. */
    async settle(
      id: string,
      attempt: number,
      outcome:
        | { status: 'ready'; durationSeconds: number; method: NonNullable<ProjectVoiceoverRow['method']> }
        | { status: 'failed'; error: string },
    ): Promise<ProjectVoiceoverRow | undefined> {
      const [row] = await db
        .update(projectVoiceovers)
        .set({ ...outcome, progress: 100, updatedAt: clock.now() })
        .where(and(eq(projectVoiceovers.id, id), eq(projectVoiceovers.status, 'aligning'), eq(projectVoiceovers.attempts, attempt)))
        .returning();
      return row;
    },

    /** Takes still aligning (a start of the only instance asks for each again). */
    async aligning(): Promise<string[]> {
      const rows = await db
        .select({ id: projectVoiceovers.id })
        .from(projectVoiceovers)
        .where(and(isTake, eq(projectVoiceovers.status, 'aligning')));
      return rows.map((row) => row.id);
    },

    /** Points a ready take at another script version and its words file (the script was brought in line with the take). */
    async rescript(userId: string, id: string, scriptVersion: number): Promise<ProjectVoiceoverRow | undefined> {
      const [row] = await db
        .update(projectVoiceovers)
        .set({ scriptVersion, updatedAt: clock.now() })
        .where(and(mine(userId, id), eq(projectVoiceovers.status, 'ready')))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<ProjectVoiceoverRow | undefined> {
      const [row] = await db.delete(projectVoiceovers).where(mine(userId, id)).returning();
      return row;
    },
  };
}

export type NarrationRepository = ReturnType<typeof createNarrationRepository>;
