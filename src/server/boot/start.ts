import { ConfigError, loadConfig } from '../config/config';
import { DataDirInUseError } from '../db/embedded/data-dir-lock';
import { openEmbeddedDatabase } from '../db/embedded/open-embedded';
import { createLogger, logDestination } from '../http/logger';
import { ensurePortAvailable, PortUnavailableError } from './port-check';
import { serve, type DatabaseToOpen } from './serve';

/** Reads the settings, checks the port, starts opening the database and serves. */
export async function start(): Promise<void> {
  try {
    const config = loadConfig();
    const log = createLogger(config.logLevel, logDestination());
    // A start that could not serve leaves the database alone: the port is checked before it is opened
    // (and the embedded database is locked to this process while it is open, see db/embedded/data-dir-lock.ts).
    await ensurePortAvailable(config);
    const database: DatabaseToOpen = config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { embedded: openEmbeddedDatabase({ dataDir: config.dataDir, onLockWait: (message) => log.warn(message) }) };
    await serve(config, log, database);
  } catch (error) {
    // A bad setting, a busy port or a DATA_DIR in use is the operator's to fix: say what, without a stack trace.
    if (error instanceof ConfigError || error instanceof PortUnavailableError || error instanceof DataDirInUseError)
      console.error(error.message);
    else console.error(error);
    process.exit(1);
  }
}
