import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from '../../db/embedded/pglite';
import { backupManifest, writeCraftedBackup } from '../../test/crafted-backups';
import { TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { freePort } from '../../test/listen-locally';
import { killServerProcesses, serverSettings, spawnBuilt, startBuiltServer } from '../../test/server-process';
import { copyMigratedEmbeddedDatabase } from '../../test/test-db';
import { knownMigrations } from './archive';

const root = resolve('.tmp', `backup-cli-${randomUUID().slice(0, 8)}`);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The most resident memory the command held (Linux's VmHWM, read while it ran). */
  peakBytes: number;
}

/** Reads a child's high-water mark of resident memory until it exits: the last value read. */
function watchPeakMemory(child: ChildProcess): () => number {
  let peak = 0;
  const read = () => {
    try {
      const kilobytes = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      if (kilobytes) peak = Math.max(peak, Number(kilobytes) * 1024);
    } catch {
      // Gone already.
    }
  };
  const timer = setInterval(read, 10);
  child.once('exit', () => clearInterval(timer));
  return () => peak;
}

/** Runs the backup or restore command as the Docker image does (the built file), without blocking this process. */
async function runCommand(command: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<Run> {
  const run = spawnBuilt(command, [file], serverSettings(env));
  const peakBytes = watchPeakMemory(run.child);
  const code = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr(), peakBytes: peakBytes() };
}

async function withDatabase<T>(dataDir: string, work: (query: (text: string, params?: unknown[]) => Promise<unknown[]>) => Promise<T>) {
  const client = await createPglite({ dataDir: join(dataDir, 'db') });
  try {
    return await work(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.close();
  }
}

const projectIds = (dataDir: string, userId: string) =>
  withDatabase(dataDir, async (query) => {
    const rows = (await query('select id from projects where user_id = $1', [userId])) as { id: string }[];
    return new Set(rows.map((row) => row.id));
  });

afterAll(async () => {
  await killServerProcesses();
  rmSync(root, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  const liveDir = join(root, 'live');
  let userId = '';
  let accessToken = '';
  const acknowledged: string[] = [];

  it('backs up the running server while it takes writes, and restores every write acknowledged before into an empty DATA_DIR', async () => {
    const port = await freePort();
    // Not a first start: the database as the migrations left it.
    copyMigratedEmbeddedDatabase(liveDir);
    const server = await startBuiltServer({ DATA_DIR: liveDir, PORT: String(port) });
    try {
      const registered = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Backed Up', email: uniqueEmail('cli'), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }),
      });
      expect(registered.status).toBe(201);
      const session = (await registered.json()) as { token: string; user: { id: string } };
      userId = session.user.id;
      accessToken = session.token;
      mkdirSync(join(liveDir, 'files', 'images'), { recursive: true });
      writeFileSync(join(liveDir, 'files', 'images', 'kept.png'), 'picture bytes');

      let stop = false;
      const writing = (async () => {
        for (let row = 1; !stop; row++) {
          const created = await fetch(`${server.url}/api/projects`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
            body: JSON.stringify({ title: `Row ${row}` }),
          });
          if (created.status !== 201) throw new Error(`write ${row} answered ${created.status}`);
          acknowledged.push(((await created.json()) as { id: string }).id);
          // A steady stream of writes, not a flood: the server is also busy taking the backup.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
      const before = [...acknowledged];
      const archive = join(root, 'live.tar.gz');
      const backup = await runCommand('backup', archive, { DATA_DIR: liveDir, PORT: String(port) });
      const atEnd = acknowledged.length;
      stop = true;
      await writing;

      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(
        /^Backup written to .*live\.tar\.gz \([\d.]+ MB\), taken by the server running on .*: the database, the files and the signing secret\n$/,
      );
      expect(existsSync(`${archive}.partial`)).toBe(false);
      expect(atEnd).toBeGreaterThan(before.length);

      const restoredDir = join(root, 'restored-live');
      const restore = await runCommand('restore', archive, { DATA_DIR: restoredDir });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(
        /^Restored the backup of .* into .*restored-live: the database \(\d+ migrations\), 1 file\(s\), the signing secret\. Start the server: npm start\n$/,
      );

      const restored = await projectIds(restoredDir, userId);
      expect(before.filter((id) => !restored.has(id))).toEqual([]);
      expect(readFileSync(join(restoredDir, 'auth-secret'), 'utf8')).toBe(readFileSync(join(liveDir, 'auth-secret'), 'utf8'));
      expect(readFileSync(join(restoredDir, 'files', 'images', 'kept.png'), 'utf8')).toBe('picture bytes');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 150_000);

  it('opens the database itself when no server runs', async () => {
    const archive = join(root, 'stopped.tar.gz');
    const backup = await runCommand('backup', archive, { DATA_DIR: liveDir, PORT: String(await freePort()) });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/taken from .*live \(no server was running\): the database, 1 file\(s\) and the signing secret\n$/);
    // The command let go of DATA_DIR again.
    expect(existsSync(join(liveDir, 'server.lock'))).toBe(false);

    const restoredDir = join(root, 'restored-stopped');
    const restore = await runCommand('restore', archive, { DATA_DIR: restoredDir });
    expect(restore.code).toBe(0);
    // Every write the server acknowledged before it stopped.
    const restored = await projectIds(restoredDir, userId);
    expect(restored).toEqual(new Set(acknowledged));

    // The server starts on it, and the user's access token from before is still good: same secret, same session.
    const server = await startBuiltServer({ DATA_DIR: restoredDir, PORT: String(await freePort()) });
    try {
      const listed = await fetch(`${server.url}/api/projects?limit=1`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(listed.status).toBe(200);
      expect(((await listed.json()) as { pagination: { total: number } }).pagination.total).toBe(acknowledged.length);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 150_000);

  it('restore refuses a DATA_DIR that is not empty, with one line, and touches nothing in it', async () => {
    const occupied = join(root, 'occupied');
    mkdirSync(occupied, { recursive: true });
    writeFileSync(join(occupied, 'notes.txt'), 'mine');
    const restore = await runCommand('restore', join(root, 'stopped.tar.gz'), { DATA_DIR: occupied });
    expect(restore.code).toBe(1);
    expect(restore.stdout).toBe('');
    expect(restore.stderr).toBe(
      `DATA_DIR ${occupied} is not empty: restore into an empty folder (set DATA_DIR to a new one, or move its contents away first)\n`,
    );
    expect(readdirSync(occupied)).toEqual(['notes.txt']);
  }, 30_000);

  it('restore refuses a file that is not a backup, and creates no DATA_DIR', async () => {
    const bogus = join(root, 'bogus.tar.gz');
    writeFileSync(bogus, 'not an archive');
    const target = join(root, 'absent-after-failure');
    const restore = await runCommand('restore', bogus, { DATA_DIR: target });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/^.*bogus\.tar\.gz is damaged or not a Genesis Studio backup.*\n$/);
    expect(existsSync(target)).toBe(false);
  }, 30_000);

  it('restore refuses a database.tar of 400 MiB of zeros (a 0.4 MB archive) as too compressed, in bounded memory, and creates nothing', async () => {
    const bomb = join(root, 'zeros.tar.gz');
    await writeCraftedBackup(bomb, [backupManifest(knownMigrations()), { name: 'database.tar', zeroBytes: 400 * 1024 * 1024 }]);
    expect(statSync(bomb).size).toBeLessThan(1024 * 1024);
    const target = join(root, 'bombed', 'data');
    const restore = await runCommand('restore', bomb, { DATA_DIR: target });
    expect(restore.stdout).toBe('');
    expect(restore.stderr).toMatch(
      /^\S*zeros\.tar\.gz is too compressed to be a backup: it unpacks to over 100 times its size \(a decompression bomb\)\n$/,
    );
    expect(restore.code).toBe(1);
    expect(existsSync(join(root, 'bombed'))).toBe(false);
    // Holding the whole entry in memory took the command to 2.2 GB.
    expect(restore.peakBytes).toBeGreaterThan(0);
    expect(restore.peakBytes).toBeLessThan(300 * 1024 * 1024);
  }, 60_000);

  it('restore refuses a database.tar of plain text with one line, leaves the DATA_DIR as it was, and the next try restores', async () => {
    const text = join(root, 'text-database.tar.gz');
    await writeCraftedBackup(text, [
      backupManifest(knownMigrations()),
      { name: 'database.tar', content: 'Just some text, no tar at all.\n'.repeat(200) },
    ]);
    // An empty DATA_DIR made by the operator stays, empty.
    const target = join(root, 'made-by-operator');
    mkdirSync(target);
    const refused = await runCommand('restore', text, { DATA_DIR: target });
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^\S*text-database\.tar\.gz is damaged or not a Genesis Studio backup \(database\.tar: [^\n]+\)\n$/);
    expect(refused.code).toBe(1);
    expect(readdirSync(target)).toEqual([]);

    const restored = await runCommand('restore', join(root, 'stopped.tar.gz'), { DATA_DIR: target });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(await projectIds(target, userId)).toEqual(new Set(acknowledged));
  }, 60_000);

  it('backup says PostgreSQL and S3 are backed up with their own tools', async () => {
    const backup = await runCommand('backup', join(root, 'never.tar.gz'), {
      DATA_DIR: join(root, 'unused'),
      DATABASE_URL: 'postgres://studio@127.0.0.1:1/studio',
    });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(
      /^This instance keeps its data outside DATA_DIR, so there is no backup here: the database is PostgreSQL \(DATABASE_URL\): back it up with pg_dump/,
    );
    expect(existsSync(join(root, 'never.tar.gz'))).toBe(false);
  }, 30_000);
});
