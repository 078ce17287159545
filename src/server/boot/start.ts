import { ConfigError, loadConfig } from '../config/config';
import { DataDirInUseError } from '../db/embedded/data-dir-lock';
import { openEmbeddedDatabase, type EmbeddedThreads } from '../db/embedded/open-embedded';
import type { DatabaseToOpen, StartOptions } from './serve';
import { createLogger, logDestination } from '../http/logger';
import { ensurePortAvailable, PortUnavailableError } from './port-check';

/**
 * Reads the settings, checks the port and starts opening the database, then loads the rest of the
 * server (serve.ts, with drizzle and every route, initialised only now) and builds it meanwhile: a
 * start waits for the longer of the two, not both.
 */
export async function start(embeddedThreads: EmbeddedThreads | undefined, options: StartOptions = {}): Promise<void> {
  try {
    const config = loadConfig();
    const log = createLogger(config.logLevel, logDestination());
    // A start that could not serve leaves the database alone: the port is checked before it is opened
    // (and the embedded database is locked to this process while it is open, see db/data-dir-lock.ts).
    await ensurePortAvailable(config);
    if (config.databaseUrl && embeddedThreads) {
      void embeddedThreads.database.terminate();
      void embeddedThreads.lock.terminate();
    }
    const database: DatabaseToOpen = config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : {
          embedded: openEmbeddedDatabase({ dataDir: config.dataDir, onLockWait: (message) => log.warn(message), threads: embeddedThreads }),
        };
    const loaded = await import('./serve').catch(async (error: unknown) => {
      if ('embedded' in database) await database.embedded.close();
      throw error;
    });
    await loaded.serve(config, log, database, options);
  } catch (error) {
    // A bad setting, a busy port or a DATA_DIR in use is the operator's to fix: say what, without a stack trace.
    if (error instanceof ConfigError || error instanceof PortUnavailableError || error instanceof DataDirInUseError)
      console.error(error.message);
    else console.error(error);
    process.exit(1);
  }
}
