import { and, eq } from 'drizzle-orm';
import type { Database } from './client';
import { projects } from './schema';

/**
 * Whether the project is the user's, holding a shared lock on its row until the transaction ends:
 * a deletion of the project waits for the transaction, then takes what it wrote along.
 */
export async function lockOwnedProject(tx: Pick<Database, 'select'>, userId: string, projectId: string): Promise<boolean> {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .for('share');
  return project !== undefined;
}
