import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  generatedImages,
  projectImages,
  projectThumbnails,
  projects,
  type GeneratedImageRow,
  type ProjectThumbnailRow,
} from '../../../db/schema';

export type NewThumbnail = Omit<typeof projectThumbnails.$inferInsert, 'id' | 'projectId' | 'batchId' | 'chosen' | 'createdAt'>;

type Reader = Pick<Database, 'select'>;

const owned = (userId: string, id: string) => and(eq(projects.id, id), eq(projects.userId, userId));

/** The thumbnails of the project, only when it is the user's: the owner travels in every query. */
const ofProject = (reader: Reader, userId: string, id: string) =>
  and(
    eq(projectThumbnails.projectId, id),
    inArray(projectThumbnails.projectId, reader.select({ id: projects.id }).from(projects).where(owned(userId, id))),
  );

/** Newest batch first, its variants in order: how the project shows its thumbnails. */
const newestFirst = [desc(projectThumbnails.createdAt), desc(projectThumbnails.batchId), projectThumbnails.variant];

/**
 * A project's thumbnails, scoped to one user: every query names the owner, through the project
 * (the thumbnail rows) or directly (the gallery image under a thumbnail).
 */
export function createThumbnailRepository(db: Database, clock: { now(): Date }) {
  const listOf = (reader: Reader, userId: string, id: string) =>
    reader
      .select()
      .from(projectThumbnails)
      .where(ofProject(reader, userId, id))
      .orderBy(...newestFirst);

  return {
    /** The project's title and the first of its images (the picture a thumbnail takes by default); undefined when not the user's. */
    async project(userId: string, id: string): Promise<{ title: string; firstImage: GeneratedImageRow | undefined } | undefined> {
      const [project] = await db.select({ title: projects.title }).from(projects).where(owned(userId, id));
      if (!project) return undefined;
      const [first] = await db
        .select({ image: generatedImages })
        .from(projectImages)
        .innerJoin(generatedImages, eq(generatedImages.id, projectImages.imageId))
        .where(and(eq(projectImages.projectId, id), eq(generatedImages.userId, userId)))
        .orderBy(projectImages.addedAt, projectImages.imageId)
        .limit(1);
      return { title: project.title, firstImage: first?.image };
    },

    /** One of the user's own gallery images. */
    async image(userId: string, imageId: string): Promise<GeneratedImageRow | undefined> {
      const [row] = await db
        .select()
        .from(generatedImages)
        .where(and(eq(generatedImages.id, imageId), eq(generatedImages.userId, userId)));
      return row;
    },

    /** The project's thumbnails, newest batch first; undefined when the project is not the user's. */
    async list(userId: string, id: string): Promise<ProjectThumbnailRow[] | undefined> {
      const [project] = await db.select({ id: projects.id }).from(projects).where(owned(userId, id));
      return project ? listOf(db, userId, id) : undefined;
    },

    /**
     * Adds a batch (one transaction, the project locked), then keeps only `keep` thumbnails: the
     * chosen one always, and the newest of the others. Answers the new rows and those it removed
     * (their files are the caller's to delete), or undefined when the project is not the user's
     * (or was deleted while the pictures were drawn).
     */
    async addBatch(
      userId: string,
      id: string,
      batchId: string,
      rows: NewThumbnail[],
      keep: number,
    ): Promise<{ added: ProjectThumbnailRow[]; removed: ProjectThumbnailRow[] } | undefined> {
      return db.transaction(async (tx) => {
        const [project] = await tx.select({ id: projects.id }).from(projects).where(owned(userId, id)).for('update');
        if (!project) return undefined;
        // A batch is always newer than the one before it, even within the same millisecond, so
        // "newest batch first" never depends on the random batch ids.
        const [latest] = await listOf(tx, userId, id).limit(1);
        const now = clock.now();
        const createdAt = latest && latest.createdAt >= now ? new Date(latest.createdAt.getTime() + 1) : now;
        const added = await tx
          .insert(projectThumbnails)
          .values(rows.map((row) => ({ ...row, projectId: id, batchId, createdAt })))
          .returning();
        await tx.update(projects).set({ updatedAt: now }).where(owned(userId, id));

        const all = await listOf(tx, userId, id);
        const room = keep - all.filter((row) => row.chosen).length;
        const removed = all.filter((row) => !row.chosen).slice(Math.max(0, room));
        if (removed.length > 0) {
          await tx.delete(projectThumbnails).where(
            and(
              ofProject(tx, userId, id),
              inArray(
                projectThumbnails.id,
                removed.map((row) => row.id),
              ),
            ),
          );
        }
        added.sort((a, b) => a.variant - b.variant);
        return { added, removed };
      });
    },

    /**
     * Marks one thumbnail the project's chosen one and every other not (one transaction, so two
     * clicks never leave two chosen). Answers the project's thumbnails, or which one is missing.
     */
    async choose(userId: string, id: string, thumbnailId: string): Promise<ProjectThumbnailRow[] | 'no-project' | 'no-thumbnail'> {
      return db.transaction(async (tx) => {
        const [project] = await tx.select({ id: projects.id }).from(projects).where(owned(userId, id)).for('update');
        if (!project) return 'no-project';
        const [thumbnail] = await tx
          .select({ id: projectThumbnails.id })
          .from(projectThumbnails)
          .where(and(eq(projectThumbnails.id, thumbnailId), ofProject(tx, userId, id)));
        if (!thumbnail) return 'no-thumbnail';
        await tx
          .update(projectThumbnails)
          .set({ chosen: sql`${projectThumbnails.id} = ${thumbnailId}` })
          .where(ofProject(tx, userId, id));
        await tx.update(projects).set({ updatedAt: clock.now() }).where(owned(userId, id));
        return listOf(tx, userId, id);
      });
    },

    /** Deletes one thumbnail of the user's project; answers its row (for its file), or which one is missing. */
    async remove(userId: string, id: string, thumbnailId: string): Promise<ProjectThumbnailRow | 'no-project' | 'no-thumbnail'> {
      const [project] = await db.select({ id: projects.id }).from(projects).where(owned(userId, id));
      if (!project) return 'no-project';
      const [row] = await db
        .delete(projectThumbnails)
        .where(and(eq(projectThumbnails.id, thumbnailId), ofProject(db, userId, id)))
        .returning();
      return row ?? 'no-thumbnail';
    },
  };
}

export type ThumbnailRepository = ReturnType<typeof createThumbnailRepository>;
