import { and, eq } from 'drizzle-orm';
import type { StoryboardScene, StoryboardTransition } from '@shared/contracts/storyboard';
import type { Database } from '../../db/client';
import { lockOwnedProject } from '../../db/owned-project';
import { storyboards, type StoryboardRow } from '../../db/schema';

/** Saved storyboards, each query scoped to its owner. */
export function createStoryboardRepository(db: Database, clock: { now(): Date }) {
  return {
    async find(userId: string, projectId: string): Promise<StoryboardRow | undefined> {
      const [row] = await db
        .select()
        .from(storyboards)
        .where(and(eq(storyboards.projectId, projectId), eq(storyboards.userId, userId)));
      return row;
    },

    /** Keeps the project's storyboard (replacing the one before); undefined when the project is not the user's. */
    async save(
      userId: string,
      projectId: string,
      board: { voiceoverId: string; transition: StoryboardTransition; scenes: StoryboardScene[] },
    ): Promise<StoryboardRow | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockOwnedProject(tx, userId, projectId))) return undefined;
        const values = { ...board, updatedAt: clock.now() };
        const [row] = await tx
          .insert(storyboards)
          .values({ projectId, userId, ...values })
          .onConflictDoUpdate({ target: storyboards.projectId, set: values })
          .returning();
        return row;
      });
    },

    async remove(userId: string, projectId: string): Promise<void> {
      await db.delete(storyboards).where(and(eq(storyboards.projectId, projectId), eq(storyboards.userId, userId)));
    },
  };
}

export type StoryboardRepository = ReturnType<typeof createStoryboardRepository>;
