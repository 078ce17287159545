import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { imageStyles } from '@shared/catalog/images';
import type { Database } from '../../db/client';
import { generatedImages, imageCounts, type GeneratedImageRow } from '../../db/schema';

export type NewImageRow = typeof generatedImages.$inferInsert;

/** `%` and `_` typed by the user are letters to look for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Styles whose id or label contains the search: 'oil' finds Oil Painting, '3d' both 3D styles. */
function stylesMatching(search: string): string[] {
  const needle = search.toLowerCase();
  return imageStyles.filter((style) => style.id.includes(needle) || style.label.toLowerCase().includes(needle)).map((style) => style.id);
}

/** Every query is scoped to one user: another user's images are never read, listed or deleted. */
export function createImageRepository(db: Database) {
  /** Moves each user's stored total by `change` in the same transaction as the rows. */
  async function adjustTotal(tx: Pick<Database, 'insert'>, userId: string, change: number) {
    await tx
      .insert(imageCounts)
      .values({ userId, total: Math.max(change, 0) })
      .onConflictDoUpdate({ target: imageCounts.userId, set: { total: sql`${imageCounts.total} + ${change}` } });
  }

  async function storedTotal(userId: string): Promise<number> {
    const [row] = await db.select({ total: imageCounts.total }).from(imageCounts).where(eq(imageCounts.userId, userId));
    return row?.total ?? 0;
  }

  return {
    async insert(rows: NewImageRow[]): Promise<GeneratedImageRow[]> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(generatedImages).values(rows).returning();
        const perUser = new Map<string, number>();
        for (const row of inserted) perUser.set(row.userId, (perUser.get(row.userId) ?? 0) + 1);
        for (const [userId, added] of perUser) await adjustTotal(tx, userId, added);
        return inserted;
      });
    },

    /** One page of the user's images, newest first; with a search, also how many match (without, the library's total says). */
    async page(userId: string, options: { page: number; limit: number; search: string | undefined }) {
      const conditions: SQL[] = [eq(generatedImages.userId, userId)];
      if (options.search) {
        const styles = stylesMatching(options.search);
        const byPrompt = ilike(generatedImages.prompt, likePattern(options.search));
        conditions.push(styles.length > 0 ? or(byPrompt, inArray(generatedImages.style, styles))! : byPrompt);
      }
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(generatedImages)
        .where(where)
        .orderBy(desc(generatedImages.createdAt), desc(generatedImages.id))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit);
      if (!options.search) return { rows, matched: null };
      const [matches] = await db.select({ total: count() }).from(generatedImages).where(where);
      return { rows, matched: matches?.total ?? 0 };
    },

    /** How many images the user has: the stored total (counting them would read the user's whole index). */
    total: storedTotal,

    /** When the user's newest image was made (one index row read). */
    async latestAt(userId: string): Promise<Date | null> {
      const [newest] = await db
        .select({ createdAt: generatedImages.createdAt })
        .from(generatedImages)
        .where(eq(generatedImages.userId, userId))
        .orderBy(desc(generatedImages.createdAt), desc(generatedImages.id))
        .limit(1);
      return newest?.createdAt ?? null;
    },

    async deleteOwned(userId: string, id: string): Promise<GeneratedImageRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(generatedImages)
          .where(and(eq(generatedImages.id, id), eq(generatedImages.userId, userId)))
          .returning();
        if (row) await adjustTotal(tx, userId, -1);
        return row;
      });
    },
  };
}
