// Holds the lock of DATA_DIR for the embedded database (see data-dir-lock.ts). It runs on a thread of
// its own so that the lock stays fresh whatever the other threads are busy with: a long query on the
// database's thread, or a busy event loop, must not make a live lock look stale.
import lockfile from 'proper-lockfile';
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { parentPort, type MessagePort } from 'node:worker_threads';

export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** Which folder to lock, the thread's first message (it may start before the folder is known). */
export interface LockRequest {
  dataDir: string;
  lockPath: string;
  ownerPath: string;
  owner: LockOwner;
  /** Told too whether the lock is held: the embedded database's thread, which opens the folder once it is. */
  alsoTell?: MessagePort | undefined;
}

export type LockWorkerReply =
  | { type: 'locked' }
  | { type: 'in-use' }
  | { type: 'waiting'; staleMs: number }
  | { type: 'failed'; message: string }
  | { type: 'lost'; message: string }
  | { type: 'released' };

/** A dead holder's lock is taken over once its mtime is this old (proper-lockfile's staleness). */
const STALE_MS = 10_000;
/** How often the holder refreshes the lock's mtime. */
const UPDATE_MS = 1_000;
const POLL_MS = 250;

const { dataDir, lockPath, ownerPath, owner, alsoTell } = await new Promise<LockRequest>((resolve) => parentPort!.once('message', resolve));
const reply = (message: LockWorkerReply) => parentPort?.postMessage(message);
/** The first answer (held, in use or failed) goes to `alsoTell` as well. */
function answer(message: LockWorkerReply) {
  reply(message);
  alsoTell?.postMessage(message);
  alsoTell?.close();
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lockMtime = () => statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs;

/**
 * The lock, or 'in-use' once the holder shows it is alive (its refresh moved the mtime). A lock that
 * does not move is a dead process's: proper-lockfile takes it over when it is STALE_MS old.
 */
async function acquire(): Promise<(() => Promise<void>) | 'in-use'> {
  const firstSeen = lockMtime();
  const startedAt = Date.now();
  const giveUpAt = startedAt + 2 * STALE_MS;
  let toldWaiting = false;
  for (;;) {
    try {
      return await lockfile.lock(dataDir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: STALE_MS,
        update: UPDATE_MS,
        onCompromised: (error) => reply({ type: 'lost', message: error.message }),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    const mtime = lockMtime();
    // A lock dated in the future (another host's clock) never goes stale: refuse rather than wait forever.
    if ((mtime !== undefined && mtime !== firstSeen) || Date.now() > giveUpAt) return 'in-use';
    // A refresh missed: most likely a killed holder, whose lock is taken over once stale.
    if (!toldWaiting && Date.now() - startedAt > 2 * UPDATE_MS) {
      toldWaiting = true;
      reply({ type: 'waiting', staleMs: STALE_MS });
    }
    await sleep(POLL_MS);
  }
}

try {
  const release = await acquire();
  if (release === 'in-use') {
    answer({ type: 'in-use' });
  } else {
    // Who holds it, for the message another start prints; written whole (renamed into place).
    writeFileSync(`${ownerPath}.partial`, JSON.stringify(owner));
    renameSync(`${ownerPath}.partial`, ownerPath);
    answer({ type: 'locked' });
    parentPort?.once('message', async () => {
      rmSync(ownerPath, { force: true });
      await release().catch(() => undefined);
      reply({ type: 'released' });
      parentPort?.close();
    });
  }
} catch (error) {
  answer({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
