import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTempFolders } from '../../test/temp-folders';
import { copyMigratedEmbeddedDatabase } from '../../test/test-db';
import { fromEmbedded } from '../client';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './data-dir-lock';
import { isDatabaseUnavailable } from '../database-unavailable';
import { openEmbeddedDatabase } from './open-embedded';

describe('the embedded database, opened while the server loads', { timeout: 90_000 }, () => {
  const locks: DataDirLock[] = [];
  const newTempFolder = useTempFolders('genesis-embedded-', async () => {
    for (const held of locks.splice(0)) await held.release();
  });
  /** A DATA_DIR with the database the migrations left: opening it is not a first start (initdb in WebAssembly, seconds). */
  const newDataDir = () => {
    const dataDir = newTempFolder();
    copyMigratedEmbeddedDatabase(dataDir);
    return dataDir;
  };

  it('takes queries at once: sent before the folder is open, they are answered once it is', async () => {
    const embedded = openEmbeddedDatabase({ dataDir: newDataDir() });
    const database = fromEmbedded(embedded);
    try {
      // Sent before anything is open: the thread holds it until the lock is held and PostgreSQL has started.
      const early = database.db.execute(sql`select 41 + 1 as answer`);
      await embedded.opened;
      expect(((await early) as unknown as { rows: unknown[] }).rows).toEqual([{ answer: 42 }]);
    } finally {
      await database.close();
    }
  });

  it("opens once the lock's thread holds the lock, and lets go of the folder when closed", async () => {
    const dataDir = newDataDir();
    const embedded = openEmbeddedDatabase({ dataDir });
    await embedded.opened;
    // Held: another holder is refused while the database is open.
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await embedded.close();
    locks.push(await lockDataDir(dataDir));
  });

  it('does not open a folder another process holds: it says who holds it, and the queries that waited fail as an unavailable database', async () => {
    const dataDir = newDataDir();
    locks.push(await lockDataDir(dataDir));
    const embedded = openEmbeddedDatabase({ dataDir });
    const database = fromEmbedded(embedded);
    const waiting = database.db.execute(sql`select 1`).catch((error: unknown) => error as Error);

    await expect(embedded.opened).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(embedded.opened).rejects.toThrow(/^Another Genesis Studio process \(pid \d+, .*\) is using /);
    expect(isDatabaseUnavailable(await waiting)).toBe(true);
    // Nothing is left to close, and closing says so quietly.
    await expect(database.close()).resolves.toBeUndefined();
  });
});
