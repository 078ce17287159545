import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { PgliteThread, type PgliteClient } from './pglite-thread';

/** The embedded database while it opens: `client` takes queries at once (they wait on its thread). */
export interface EmbeddedDatabase {
  client: PgliteClient;
  /** Settles once the data folder is locked and open; a failed open has closed what it started. */
  opened: Promise<void>;
  /** Closes the database (once open) and lets go of the data folder. */
  close(): Promise<void>;
}

/**
 * Opens PGlite with its files in DATA_DIR/db on a thread of its own, locked to this process
 * (data-dir-lock.ts), while the server is built (serve.ts): nothing queries it before `opened`.
 */
export function openEmbeddedDatabase(options: {
  dataDir: string;
  /** Told when the lock is waited for (left by a killed process). */
  onLockWait?: ((message: string) => void) | undefined;
}): EmbeddedDatabase {
  const thread = new PgliteThread();
  const directory = join(options.dataDir, 'db');
  mkdirSync(directory, { recursive: true });
  // The lock's thread tells the database's thread directly once the lock is held, and the folder
  // opens then, whatever this thread is busy with (building the server).
  const { port1: toLock, port2: toDatabase } = new MessageChannel();
  const threadOpened = thread.open(directory, toDatabase);
  // When the lock is not had, its error says why (the thread's open fails too, saying less).
  threadOpened.catch(() => undefined);
  const locking = lockDataDir(options.dataDir, options.onLockWait, { alsoTell: toLock });
  const holding = (async () => {
    let lock: DataDirLock | undefined;
    try {
      lock = await locking;
      await threadOpened;
      return lock;
    } catch (error) {
      await thread.terminate();
      await lock?.release();
      throw error;
    }
  })();
  const opened = holding.then(() => undefined);
  // Awaited once the server is loaded (serve.ts): a lock refused before then is reported there.
  opened.catch(() => undefined);
  return {
    client: thread.client,
    opened,
    async close() {
      const lock = await holding.catch(() => undefined);
      // A failed open has ended the thread and let go of the lock already.
      if (lock) await thread.client.close().finally(() => lock.release());
    },
  };
}
