import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { PgliteThread } from './db/pglite-thread';
import { createLogger, logDestination } from './logger';
import { ensurePortAvailable, PortUnavailableError } from './port-check';
import { ffmpegOnThisMachine } from './providers/video/ffmpeg-binaries';

if (existsSync('.env')) process.loadEnvFile('.env');

/**
 * The process' entry. It imports only what opening the database needs: the rest of the server (in
 * serve.ts) loads while the database opens, so a start waits for the longer of the two, not both.
 */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel, logDestination());
  // The embedded database's thread starts at once: it compiles PostgreSQL's WebAssembly meanwhile and
  // touches no data folder until openDatabase has the lock.
  const pgliteThread = config.databaseUrl ? undefined : new PgliteThread();
  // A start that could not serve leaves the database alone: the port is checked before it is opened
  // (and the embedded database is locked to this process while it is open, see db/data-dir-lock.ts).
  await ensurePortAvailable(config);
  void ffmpegOnThisMachine();
  const [opened, loaded] = await Promise.allSettled([
    openDatabase({
      ...config,
      onIdleError: (err) => log.warn({ err }, 'database connection lost'),
      onLockWait: (message) => log.warn(message),
      pgliteThread,
    }),
    import('./serve'),
  ]);
  if (opened.status === 'rejected') throw opened.reason;
  if (loaded.status === 'rejected') {
    await opened.value.close();
    throw loaded.reason;
  }
  await loaded.value.serve(config, log, opened.value);
}

main().catch((error: unknown) => {
  // A bad setting, a busy port or a DATA_DIR in use is the operator's to fix: say what, without a stack trace.
  if (error instanceof ConfigError || error instanceof PortUnavailableError || error instanceof DataDirInUseError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
