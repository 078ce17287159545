import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromPglite } from './client';
import { hasEveryMigration } from './migrations';
import { createPglite } from './embedded/pglite';

describe('the check that lets an up-to-date database skip the migrator', () => {
  it('says no for a new database and for one missing the newest migration, yes once every migration is applied', async () => {
    const database = fromPglite(await createPglite());
    try {
      expect(await hasEveryMigration(database.db)).toBe(false);
      await database.migrate();
      expect(await hasEveryMigration(database.db)).toBe(true);

      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await hasEveryMigration(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
