import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../config/paths';
import type { Database } from './client';

/**
 * Whether the database has every migration of the journal, so that drizzle's migrator (which runs
 * each migration newer than the last one applied) would find nothing to do: an up-to-date start
 * then skips reading and hashing every migration file.
 */
export async function hasEveryMigration(db: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = (await db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { applied: string | number | null }[];
    };
    return Number(result.rows[0]?.applied ?? 0) >= newest;
  } catch {
    // A new database has no table of migrations yet.
    return false;
  }
}
