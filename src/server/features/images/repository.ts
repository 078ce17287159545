import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { imageStyles } from '@shared/catalog/images';
import type { Database } from '../../db/client';
import { generatedImages, type GeneratedImageRow } from '../../db/schema';

export type NewImageRow = typeof generatedImages.$inferInsert;

/** `%` and `_` typed by the user are letters to look for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Styles whose id or label contains the search: 'oil' finds Oil Painting, '3d' both 3D styles. */
function stylesMatching(search: string): string[] {
  const needle = search.toLowerCase();
  return imageStyles
    .filter((style) => style.id.includes(needle) || style.label.toLowerCase().includes(needle))
    .map((style) => style.id);
}

/** Every query is scoped to one user: another user's images are never read, listed or deleted. */
export function createImageRepository(db: Database) {
  return {
    async insert(rows: NewImageRow[]): Promise<GeneratedImageRow[]> {
      return db.insert(generatedImages).values(rows).returning();
    },

    async page(userId: string, options: { page: number; limit: number; search: string | undefined }) {
      const conditions: SQL[] = [eq(generatedImages.userId, userId)];
      if (options.search) {
        const styles = stylesMatching(options.search);
        const byPrompt = ilike(generatedImages.prompt, likePattern(options.search));
        conditions.push(styles.length > 0 ? or(byPrompt, inArray(generatedImages.style, styles))! : byPrompt);
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(generatedImages)
          .where(where)
          .orderBy(desc(generatedImages.createdAt), desc(generatedImages.id))
          .limit(options.limit)
          .offset((options.page - 1) * options.limit),
        db.select({ total: count() }).from(generatedImages).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async deleteOwned(userId: string, id: string): Promise<GeneratedImageRow | undefined> {
      const [row] = await db
        .delete(generatedImages)
        .where(and(eq(generatedImages.id, id), eq(generatedImages.userId, userId)))
        .returning();
      return row;
    },
  };
}
