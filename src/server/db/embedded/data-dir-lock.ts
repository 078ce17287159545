import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import type { MessagePort, Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { startWorker } from '../../lib/start-worker';
import type { LockOwner, LockRequest, LockWorkerReply } from './data-dir-lock-worker';

/** Another process has this DATA_DIR's embedded database open: the operator's to resolve. */
export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): Promise<void>;
}

/** The thread that takes and holds a data folder's lock, and keeps it fresh while the event loop is busy. */
function startLockThread(): Worker {
  return startWorker(new URL('./data-dir-lock-worker.ts', import.meta.url), 'data-dir-lock-worker');
}

/**
 * The embedded database's files belong to one process at a time: a second PGlite on the same folder
 * replays and checkpoints the live one's WAL, and after the first one's next crash PostgreSQL finds
 * no valid checkpoint and never starts again. So whoever opens it (the server, `npm run payouts`)
 * first takes DATA_DIR/server.lock (proper-lockfile: a folder made atomically, its mtime refreshed
 * every second by a worker thread) and keeps it until the database is closed. A second process waits
 * until the holder proves alive (about a second), then refuses naming it; the lock of a killed
 * process stops moving and is taken over once 10 s old.
 */
export async function lockDataDir(
  dataDir: string,
  onWait: (message: string) => void = () => undefined,
  options: {
    /** Told too, from the lock's thread, whether the lock is held (the embedded database's thread opens the folder once it is). */
    alsoTell?: MessagePort | undefined;
  } = {},
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  const ownerPath = join(dataDir, 'server.lock.json');
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString() };
  const { alsoTell } = options;
  const worker = startLockThread();
  const request: LockRequest = { dataDir, lockPath, ownerPath, owner, alsoTell };
  worker.postMessage(request, alsoTell ? [alsoTell] : []);

  const first = await new Promise<LockWorkerReply>((resolve, reject) => {
    const onReply = (reply: LockWorkerReply) => {
      if (reply.type !== 'waiting') return resolve(reply);
      onWait(
        `${holderOf(ownerPath)} has stopped refreshing the lock of ${dataDir}: taking it over once it is ${reply.staleMs / 1000} s old`,
      );
      worker.once('message', onReply);
    };
    worker.once('message', onReply);
    worker.once('error', reject);
  });
  if (first.type !== 'locked') {
    await worker.terminate();
    if (first.type === 'in-use') throw new DataDirInUseError(inUseMessage(dataDir, ownerPath));
    throw new Error(`Cannot lock ${dataDir}: ${'message' in first ? first.message : first.type}`);
  }

  let held = true;
  // A process that exits without closing the database (a crash, but not a kill -9) leaves no lock
  // behind: the next start need not wait for it to go stale. No write can follow the 'exit' event.
  const removeOnExit = () => {
    if (!held) return;
    rmSync(ownerPath, { force: true });
    rmSync(lockPath, { recursive: true, force: true });
  };
  process.once('exit', removeOnExit);
  // The lock taken away (its folder removed, or taken over by another process): stop at once,
  // without closing the database, since closing writes a checkpoint into files another process may have open now.
  const lost = (reason: string) => {
    held = false;
    console.error(`Lost the lock of ${dataDir} (${reason}): stopping at once so that two processes never write its database`);
    process.exit(1);
  };
  const released = new Promise<void>((resolve) => {
    worker.on('message', (reply: LockWorkerReply) => {
      if (reply.type === 'lost') return lost(reply.message);
      if (reply.type !== 'released') return;
      held = false;
      resolve();
    });
  });
  worker.on('error', (error) => lost(error instanceof Error ? error.message : String(error)));
  worker.on('exit', () => held && lost('its thread stopped'));
  // The lock's thread never keeps the process alive by itself.
  worker.unref();

  return {
    async release() {
      if (!held) return;
      worker.ref();
      worker.postMessage('release');
      await released;
      process.off('exit', removeOnExit);
    },
  };
}

function inUseMessage(dataDir: string, ownerPath: string): string {
  return `${holderOf(ownerPath)} is using ${dataDir}: stop it first or set DATA_DIR`;
}

/** "Another Genesis Studio process (pid 1234, started 2026-11-24 22:21:56 UTC)", as far as its owner file tells. */
function holderOf(ownerPath: string): string {
  const owner = readOwner(ownerPath);
  const who = owner
    ? ` (pid ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`}, started ${owner.startedAt.slice(0, 19).replace('T', ' ')} UTC)`
    : '';
  return `Another Genesis Studio process${who}`;
}

function readOwner(ownerPath: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(ownerPath, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}
