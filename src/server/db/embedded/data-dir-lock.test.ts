import { existsSync, mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempFolders } from '../../test/temp-folders';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './data-dir-lock';

describe('the lock of DATA_DIR', () => {
  const locks: DataDirLock[] = [];
  const newDataDir = useTempFolders('genesis-lock-', async () => {
    for (const held of locks.splice(0)) await held.release();
  });
  const lock = async (dataDir: string) => {
    const held = await lockDataDir(dataDir);
    locks.push(held);
    return held;
  };

  it('is refused to a second holder, naming the first, and granted again once released', async () => {
    const dataDir = newDataDir();
    const first = await lock(dataDir);

    const second = lockDataDir(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(
      new RegExp(
        `^Another Genesis Studio process \\(pid ${process.pid}, started [^)]+ UTC\\) is using ${dataDir}: stop it first or set DATA_DIR$`,
      ),
    );

    await first.release();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'server.lock.json'))).toBe(false);
    await lock(dataDir);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
  });

  it('is taken over at once from a killed process whose lock has gone stale', async () => {
    const dataDir = newDataDir();
    // What a kill -9 leaves: the lock folder, last refreshed 30 s ago, and its owner.
    const lockPath = join(dataDir, 'server.lock');
    mkdirSync(lockPath);
    writeFileSync(join(dataDir, 'server.lock.json'), JSON.stringify({ pid: 999_999, host: 'gone', startedAt: new Date().toISOString() }));
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    utimesSync(lockPath, thirtySecondsAgo, thirtySecondsAgo);

    await lock(dataDir);
    expect(statSync(lockPath).mtimeMs).toBeGreaterThan(thirtySecondsAgo.getTime() + 20_000);
  });

  it('waits for a lock that has stopped moving, saying whose it is, and takes it over once stale', async () => {
    const dataDir = newDataDir();
    // What a kill -9 leaves: the lock folder as last refreshed (a moment ago), and its owner.
    const lockPath = join(dataDir, 'server.lock');
    mkdirSync(lockPath);
    writeFileSync(join(dataDir, 'server.lock.json'), JSON.stringify({ pid: 999_999, host: 'gone', startedAt: '2026-11-24T22:21:56.000Z' }));
    const told: string[] = [];
    const taking = lockDataDir(dataDir, (message) => {
      told.push(message);
      // The 10 s it waits from here go by at once: its next look (a quarter of a second on) finds the lock stale.
      const longAgo = new Date(Date.now() - 30_000);
      utimesSync(lockPath, longAgo, longAgo);
    });
    locks.push(await taking);
    expect(told).toEqual([
      `Another Genesis Studio process (pid 999999 on gone, started 2026-11-24 22:21:56 UTC) has stopped refreshing the lock of ${dataDir}: taking it over once it is 10 s old`,
    ]);
    expect(statSync(lockPath).mtimeMs).toBeGreaterThan(Date.now() - 20_000);
  });

  it('stays fresh while the main thread is blocked (a long PGlite query), so nobody takes it over', async () => {
    const dataDir = newDataDir();
    await lock(dataDir);
    const lockPath = join(dataDir, 'server.lock');
    const before = statSync(lockPath).mtimeMs;

    // The main thread does nothing else, as during a long synchronous query, until the lock moves
    // (or for 10 s).
    const blockedUntil = Date.now() + 10_000;
    while (statSync(lockPath).mtimeMs === before && Date.now() < blockedUntil)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);

    // Refreshed (every second) by its own thread meanwhile.
    expect(statSync(lockPath).mtimeMs).toBeGreaterThan(before);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
  });
});
