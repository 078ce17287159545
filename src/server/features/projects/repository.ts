import { and, count, getTableColumns, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { SCRIPT_EDIT_ENGINE } from '@shared/contracts/projects';
import type { Database } from '../../db/client';
import {
  generatedImages,
  projectImages,
  projectSeoAnalyses,
  projectThumbnails,
  projectVoiceovers,
  mediaFileKeys,
  mediaFiles,
  projects,
  renders,
  scriptVersions,
  type GeneratedImageRow,
  type ProjectRow,
  type ProjectSeoAnalysisRow,
  type ProjectThumbnailRow,
  type ProjectVoiceoverRow,
  type ScriptVersionRow,
} from '../../db/schema';

export type NewProject = Pick<typeof projects.$inferInsert, 'title' | 'topic' | 'videoLength' | 'tone' | 'template' | 'language'>;
export type ProjectSettings = Partial<NewProject>;
export type NewProjectVoiceover = Omit<typeof projectVoiceovers.$inferInsert, 'id' | 'projectId' | 'createdAt'>;
export type NewSeoAnalysis = Pick<typeof projectSeoAnalyses.$inferInsert, 'scriptVersion' | 'targetAudience' | 'competition' | 'result'>;
export type NewScriptVersion = Pick<ScriptVersionRow, 'content' | 'wordCount' | 'estimatedTime' | 'engine' | 'model' | 'restoredFrom'>;

/** A script version written as the creator types goes into the same version for this long. */
export const EDIT_SESSION_MS = 10 * 60 * 1000;

/**
 * Any number, the same for every instance: the first key of the per-user project locks (the second
 * is a hash of the user's id), so the project cap holds under parallel creations.
 */
const PROJECT_LOCK_SPACE = 19_001;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `%` and `_` typed by the user are letters to look for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const owned = (userId: string, id: string) => and(eq(projects.id, id), eq(projects.userId, userId));

export type VersionWrite =
  { outcome: 'written'; project: ProjectRow; version: ScriptVersionRow } | { outcome: 'missing' } | { outcome: 'conflict'; latest: number };

/**
 * Every query is scoped to one user: a project, and through it its script versions, is read,
 * changed or deleted only by its owner's id.
 */
export function createProjectRepository(db: Database, clock: { now(): Date }) {
  async function latestVersion(reader: Pick<Database, 'select'>, project: ProjectRow): Promise<ScriptVersionRow | undefined> {
    if (project.scriptVersion === 0) return undefined;
    const [row] = await reader
      .select()
      .from(scriptVersions)
      .where(and(eq(scriptVersions.projectId, project.id), eq(scriptVersions.version, project.scriptVersion)));
    return row;
  }

  /** Holds the user's project count still while a project is added (released at commit). */
  async function lockUserProjects(tx: Tx, userId: string, max: number): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_LOCK_SPACE}, hashtext(${userId}))`);
    const [row] = await tx.select({ total: count() }).from(projects).where(eq(projects.userId, userId));
    return (row?.total ?? 0) < max;
  }

  return {
    /** A new project, or null when the user already has `max`. */
    async create(userId: string, values: NewProject, max: number): Promise<ProjectRow | null> {
      return db.transaction(async (tx) => {
        if (!(await lockUserProjects(tx, userId, max))) return null;
        const now = clock.now();
        const [row] = await tx
          .insert(projects)
          .values({ ...values, userId, createdAt: now, updatedAt: now })
          .returning();
        return row ?? null;
      });
    },

    async page(userId: string, options: { page: number; limit: number; search: string | undefined }) {
      const conditions: SQL[] = [eq(projects.userId, userId)];
      if (options.search) {
        const pattern = likePattern(options.search);
        conditions.push(or(ilike(projects.title, pattern), ilike(projects.topic, pattern))!);
      }
      const where = and(...conditions);
      const rows = await db
        .select({
          ...getTableColumns(projects),
          hasVoiceover: sql<boolean>`exists(${db
            .select({ id: projectVoiceovers.id })
            .from(projectVoiceovers)
            .where(and(eq(projectVoiceovers.projectId, projects.id), eq(projectVoiceovers.status, 'ready')))})`,
          // The chosen thumbnail, else the newest, else the first image's small picture.
          thumbnailKey: sql<string | null>`coalesce(${db
            .select({ key: projectThumbnails.fileKey })
            .from(projectThumbnails)
            .where(eq(projectThumbnails.projectId, projects.id))
            .orderBy(desc(projectThumbnails.chosen), desc(projectThumbnails.createdAt), projectThumbnails.variant)
            .limit(1)}, ${db
            .select({ key: generatedImages.thumbnailKey })
            .from(projectImages)
            .innerJoin(generatedImages, eq(generatedImages.id, projectImages.imageId))
            .where(eq(projectImages.projectId, projects.id))
            .orderBy(projectImages.addedAt, projectImages.imageId)
            .limit(1)})`,
        })
        .from(projects)
        .where(where)
        .orderBy(desc(projects.updatedAt), desc(projects.id))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit);
      const [matches] = await db.select({ total: count() }).from(projects).where(where);
      return { rows, total: matches?.total ?? 0 };
    },

    /** The project with its latest script version, voiceovers, latest SEO analysis, images and thumbnails. */
    async find(userId: string, id: string) {
      const [project] = await db.select().from(projects).where(owned(userId, id));
      if (!project) return undefined;
      const [voiceovers, [seo], images, thumbnails, script] = await Promise.all([
        db
          .select()
          .from(projectVoiceovers)
          .where(eq(projectVoiceovers.projectId, id))
          .orderBy(desc(projectVoiceovers.createdAt), desc(projectVoiceovers.id)),
        db
          .select()
          .from(projectSeoAnalyses)
          .where(eq(projectSeoAnalyses.projectId, id))
          .orderBy(desc(projectSeoAnalyses.createdAt), desc(projectSeoAnalyses.id))
          .limit(1),
        this.images(userId, id),
        db
          .select()
          .from(projectThumbnails)
          .where(eq(projectThumbnails.projectId, id))
          .orderBy(desc(projectThumbnails.createdAt), desc(projectThumbnails.batchId), projectThumbnails.variant),
        latestVersion(db, project),
      ]);
      return { project, script, voiceovers, seo, images: images ?? [], thumbnails };
    },

    /** The gallery images the project uses, in the order they were added (the user's own only). */
    async images(userId: string, id: string): Promise<GeneratedImageRow[]> {
      const rows = await db
        .select({ image: generatedImages })
        .from(projectImages)
        .innerJoin(projects, eq(projects.id, projectImages.projectId))
        .innerJoin(generatedImages, eq(generatedImages.id, projectImages.imageId))
        .where(and(eq(projectImages.projectId, id), eq(projects.userId, userId), eq(generatedImages.userId, userId)))
        .orderBy(projectImages.addedAt, projectImages.imageId);
      return rows.map((row) => row.image);
    },

    async update(userId: string, id: string, settings: ProjectSettings): Promise<ProjectRow | undefined> {
      const [row] = await db
        .update(projects)
        .set({ ...settings, updatedAt: clock.now() })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    /**
     * Deletes the project with its versions, voiceover, analysis, thumbnail, render and media rows (its links to
     * gallery images go, the images stay); what has files is returned so the files can go too.
     */
    async remove(
      userId: string,
      id: string,
    ): Promise<
      | {
          project: ProjectRow;
          voiceovers: ProjectVoiceoverRow[];
          thumbnails: ProjectThumbnailRow[];
          videoKeys: string[];
          mediaKeys: string[];
        }
      | undefined
    > {
      return db.transaction(async (tx) => {
        const [project] = await tx.select().from(projects).where(owned(userId, id)).for('update');
        if (!project) return undefined;
        const voiceovers = await tx.select().from(projectVoiceovers).where(eq(projectVoiceovers.projectId, id));
        const thumbnails = await tx.select().from(projectThumbnails).where(eq(projectThumbnails.projectId, id));
        const videos = await tx.select({ key: renders.videoKey }).from(renders).where(eq(renders.projectId, id));
        const media = await tx.select(mediaFileKeys).from(mediaFiles).where(eq(mediaFiles.projectId, id));
        await tx.delete(projects).where(owned(userId, id));
        return {
          project,
          voiceovers,
          thumbnails,
          videoKeys: videos.flatMap((video) => (video.key ? [video.key] : [])),
          mediaKeys: media.flatMap((keys) => Object.values(keys).filter((key): key is string => key !== null)),
        };
      });
    },

    /** Keeps a voiceover in the project, unless the project is gone or not the user's (undefined) or holds `max` already (null). */
    async addVoiceover(
      userId: string,
      id: string,
      voiceover: NewProjectVoiceover,
      max: number,
    ): Promise<ProjectVoiceoverRow | null | undefined> {
      return db.transaction(async (tx) => {
        // Locking the project holds its voiceover count still, and keeps it from being deleted meanwhile.
        const [project] = await tx.select({ id: projects.id }).from(projects).where(owned(userId, id)).for('update');
        if (!project) return undefined;
        if ((await tx.$count(projectVoiceovers, eq(projectVoiceovers.projectId, id))) >= max) return null;
        const now = clock.now();
        await tx.update(projects).set({ updatedAt: now }).where(owned(userId, id));
        const [row] = await tx
          .insert(projectVoiceovers)
          .values({ ...voiceover, projectId: id, createdAt: now })
          .returning();
        return row;
      });
    },

    /** The project's voiceovers, newest first; undefined when the project is not the user's. */
    async voiceovers(userId: string, id: string): Promise<ProjectVoiceoverRow[] | undefined> {
      return (await this.find(userId, id))?.voiceovers;
    },

    async removeVoiceover(userId: string, id: string, voiceoverId: string): Promise<ProjectVoiceoverRow | undefined> {
      const mine = db.select({ id: projects.id }).from(projects).where(owned(userId, id));
      const [row] = await db
        .delete(projectVoiceovers)
        .where(and(eq(projectVoiceovers.id, voiceoverId), eq(projectVoiceovers.projectId, id), inArray(projectVoiceovers.projectId, mine)))
        .returning();
      return row;
    },

    /** Keeps an analysis in the project (the newest `keep` are kept); undefined when the project is not the user's. */
    async addSeoAnalysis(userId: string, id: string, analysis: NewSeoAnalysis, keep: number): Promise<ProjectSeoAnalysisRow | undefined> {
      return db.transaction(async (tx) => {
        const [project] = await tx.select({ id: projects.id }).from(projects).where(owned(userId, id)).for('update');
        if (!project) return undefined;
        const now = clock.now();
        await tx.update(projects).set({ updatedAt: now }).where(owned(userId, id));
        // Strictly after the one before, so "the latest" is this one even within the same millisecond.
        const [previous] = await tx
          .select({ createdAt: projectSeoAnalyses.createdAt })
          .from(projectSeoAnalyses)
          .where(eq(projectSeoAnalyses.projectId, id))
          .orderBy(desc(projectSeoAnalyses.createdAt))
          .limit(1);
        const createdAt = new Date(Math.max(now.getTime(), (previous?.createdAt.getTime() ?? 0) + 1));
        const [row] = await tx
          .insert(projectSeoAnalyses)
          .values({ ...analysis, projectId: id, createdAt })
          .returning();
        const kept = tx
          .select({ id: projectSeoAnalyses.id })
          .from(projectSeoAnalyses)
          .where(eq(projectSeoAnalyses.projectId, id))
          .orderBy(desc(projectSeoAnalyses.createdAt), desc(projectSeoAnalyses.id))
          .limit(keep);
        await tx.delete(projectSeoAnalyses).where(and(eq(projectSeoAnalyses.projectId, id), notInArray(projectSeoAnalyses.id, kept)));
        return row;
      });
    },

    /**
     * Uses the user's gallery images in the project (an image already there stays where it is).
     * 'missing' when the project is not the user's, 'unknown-image' when an image is not, 'full'
     * when the project would hold more than `max`.
     */
    async linkImages(
      userId: string,
      id: string,
      imageIds: string[],
      max: number,
    ): Promise<'linked' | 'missing' | 'unknown-image' | 'full'> {
      return db.transaction(async (tx) => {
        // Locking the project holds its image count still while images are added.
        const [project] = await tx.select({ id: projects.id }).from(projects).where(owned(userId, id)).for('update');
        if (!project) return 'missing';
        const unique = [...new Set(imageIds)];
        if (unique.length === 0) return 'linked';
        const mine = await tx.$count(generatedImages, and(eq(generatedImages.userId, userId), inArray(generatedImages.id, unique)));
        if (mine !== unique.length) return 'unknown-image';
        const present = await tx
          .select({ imageId: projectImages.imageId, addedAt: projectImages.addedAt })
          .from(projectImages)
          .where(eq(projectImages.projectId, id));
        const added = unique.filter((imageId) => !present.some((row) => row.imageId === imageId));
        if (present.length + added.length > max) return 'full';
        if (added.length === 0) return 'linked';
        const now = clock.now();
        // One millisecond apart and after every image already there, so images are listed in the
        // order they were added even when the clock has not moved on since the last link.
        const first = Math.max(now.getTime(), ...present.map((row) => row.addedAt.getTime() + 1));
        await tx
          .insert(projectImages)
          .values(added.map((imageId, index) => ({ projectId: id, imageId, addedAt: new Date(first + index) })))
          .onConflictDoNothing();
        await tx.update(projects).set({ updatedAt: now }).where(owned(userId, id));
        return 'linked';
      });
    },

    /** How many images the project uses; undefined when it is not the user's. */
    async imageCount(userId: string, id: string): Promise<number | undefined> {
      const [project] = await db.select({ id: projects.id }).from(projects).where(owned(userId, id));
      if (!project) return undefined;
      return db.$count(projectImages, eq(projectImages.projectId, id));
    },

    /** Stops using an image in the project (the image stays in the gallery); false when it was not used there. */
    async unlinkImage(userId: string, id: string, imageId: string): Promise<boolean> {
      const mine = db.select({ id: projects.id }).from(projects).where(owned(userId, id));
      const removed = await db
        .delete(projectImages)
        .where(and(eq(projectImages.projectId, id), eq(projectImages.imageId, imageId), inArray(projectImages.projectId, mine)))
        .returning();
      if (removed.length > 0) await db.update(projects).set({ updatedAt: clock.now() }).where(owned(userId, id));
      return removed.length > 0;
    },

    /** A copy under a new title, its latest script as the copy's first version; null at the cap. */
    async duplicate(userId: string, id: string, title: (original: string) => string, max: number) {
      return db.transaction(async (tx) => {
        const [original] = await tx.select().from(projects).where(owned(userId, id));
        if (!original) return undefined;
        if (!(await lockUserProjects(tx, userId, max))) return null;
        const script = await latestVersion(tx, original);
        const now = clock.now();
        const [copy] = await tx
          .insert(projects)
          .values({
            userId,
            title: title(original.title),
            topic: original.topic,
            videoLength: original.videoLength,
            tone: original.tone,
            template: original.template,
            language: original.language,
            scriptVersion: script ? 1 : 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!copy) throw new Error('project insert returned no row');
        if (script) {
          const { id: _id, projectId: _projectId, version: _version, ...content } = script;
          await tx.insert(scriptVersions).values({ ...content, projectId: copy.id, version: 1, createdAt: now, updatedAt: now });
        }
        return copy;
      });
    },

    /** The project's script versions, newest first; undefined when the project is not the user's. */
    async versions(userId: string, id: string): Promise<ScriptVersionRow[] | undefined> {
      const [project] = await db.select({ id: projects.id }).from(projects).where(owned(userId, id));
      if (!project) return undefined;
      return db.select().from(scriptVersions).where(eq(scriptVersions.projectId, id)).orderBy(desc(scriptVersions.version));
    },

    async version(userId: string, id: string, version: number): Promise<ScriptVersionRow | undefined> {
      const [row] = await db
        .select({ version: scriptVersions })
        .from(scriptVersions)
        .innerJoin(projects, eq(projects.id, scriptVersions.projectId))
        .where(and(eq(scriptVersions.projectId, id), eq(scriptVersions.version, version), eq(projects.userId, userId)));
      return row?.version;
    },

    /**
     * Writes the next script version, in one transaction with the project's version number.
     * `baseVersion` (an edit) must still be the latest, else nothing is written (a conflict); an
     * edit right after another edit goes into that version, which takes the new number. The
     * project's settings are updated with it (a generation records the topic it was written for).
     * Only the newest `keep` versions are kept.
     */
    async writeVersion(
      userId: string,
      id: string,
      written: NewScriptVersion,
      options: { baseVersion?: number; settings?: ProjectSettings; keep: number },
    ): Promise<VersionWrite> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const base = options.baseVersion;
        const [project] = await tx
          .update(projects)
          .set({ ...options.settings, scriptVersion: sql`${projects.scriptVersion} + 1`, updatedAt: now })
          .where(base === undefined ? owned(userId, id) : and(owned(userId, id), eq(projects.scriptVersion, base)))
          .returning();
        if (!project) {
          const [current] = await tx.select({ scriptVersion: projects.scriptVersion }).from(projects).where(owned(userId, id));
          return current ? { outcome: 'conflict', latest: current.scriptVersion } : { outcome: 'missing' };
        }
        const previous = await latestVersion(tx, { ...project, scriptVersion: project.scriptVersion - 1 });
        // A version a voiceover spoke stays as it is: the next edit starts a new one.
        const continuesEdit =
          written.engine === SCRIPT_EDIT_ENGINE &&
          previous?.engine === SCRIPT_EDIT_ENGINE &&
          previous.restoredFrom === null &&
          now.getTime() - previous.createdAt.getTime() < EDIT_SESSION_MS &&
          (await tx.$count(
            projectVoiceovers,
            and(eq(projectVoiceovers.projectId, id), eq(projectVoiceovers.scriptVersion, previous.version)),
          )) === 0;
        const [version] = continuesEdit
          ? await tx
              .update(scriptVersions)
              .set({ ...written, version: project.scriptVersion, updatedAt: now })
              .where(eq(scriptVersions.id, previous.id))
              .returning()
          : await tx
              .insert(scriptVersions)
              .values({ ...written, projectId: id, version: project.scriptVersion, createdAt: now, updatedAt: now })
              .returning();
        if (!version) throw new Error('script version write returned no row');
        const kept = tx
          .select({ id: scriptVersions.id })
          .from(scriptVersions)
          .where(eq(scriptVersions.projectId, id))
          .orderBy(desc(scriptVersions.version))
          .limit(options.keep);
        await tx.delete(scriptVersions).where(and(eq(scriptVersions.projectId, id), notInArray(scriptVersions.id, kept)));
        return { outcome: 'written', project, version };
      });
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
