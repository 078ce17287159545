import { existsSync } from 'node:fs';
import { startEmbeddedThreads } from './db/open-embedded';

if (existsSync('.env')) process.loadEnvFile('.env');

/**
 * The process' entry: it imports next to nothing, so that the two longest parts of a start begin at
 * once, each on a thread of its own. The embedded database's thread (unless DATABASE_URL names a
 * PostgreSQL: config.ts reads it the same way) compiles PostgreSQL's WebAssembly and opens the data
 * folder as soon as the lock's thread, started beside it, holds its lock (start.ts says which folder,
 * once the settings are read and the port checked), while this thread loads the rest of the server
 * and builds it.
 */
const embeddedThreads = process.env.DATABASE_URL?.trim() ? undefined : startEmbeddedThreads();
const { start } = await import('./start');
await start(embeddedThreads);
