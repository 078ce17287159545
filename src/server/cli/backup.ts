// A backup of the embedded mode (the database, DATA_DIR/files and the signing secret), for the operator:
//   npm run backup -- FILE              e.g. npm run backup -- backups/studio-2026-11-27.tar.gz
// While the server runs it holds DATA_DIR's database, so the server is asked for the archive (a
// one-minute token signed with the deployment's secret, over loopback); with no server running the
// database is opened here. Restore with `npm run restore -- FILE` into an empty DATA_DIR.
import { createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { resolveAuthSecret } from '../boot/auth-secret';
import { ConfigError, loadConfig, type Config } from '../config/config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DataDirInUseError } from '../db/embedded/data-dir-lock';
import { archiveStream, BACKUP_TOKEN_HEADER, externalStorageMessage, signBackupToken, takeSnapshot } from '../features/backup';

if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [out] = positionals;
  if (!out || positionals.length > 1) throw new ConfigError('Usage: npm run backup -- FILE   (e.g. genesis-backup.tar.gz)');
  const config = loadConfig();
  const external = externalStorageMessage(config);
  if (external) throw new ConfigError(external);
  if (!existsSync(join(config.dataDir, 'db', 'PG_VERSION')))
    throw new ConfigError(`Nothing to back up: ${config.dataDir} holds no database`);

  // Written beside the target and renamed once whole: FILE is never a backup cut short.
  const partial = `${out}.partial`;
  try {
    const database = await openUnlessServed(config);
    const how = database ? await backUpHere(config, database, partial) : await askTheServer(config, partial);
    renameSync(partial, out);
    console.log(`Backup written to ${out} (${megabytes(statSync(out).size)}), ${how}`);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The database, when no process holds it; undefined when one does (the server, which is asked instead). */
async function openUnlessServed(config: Config): Promise<DatabaseHandle | undefined> {
  try {
    return await openDatabase({ ...config, onLockWait: (message) => console.error(message) });
  } catch (error) {
    if (error instanceof DataDirInUseError) return undefined;
    throw error;
  }
}

async function backUpHere(config: Config, database: DatabaseHandle, partial: string): Promise<string> {
  try {
    const dumpDataDir = database.dumpDataDir?.bind(database);
    if (!dumpDataDir) throw new Error('This database cannot be dumped here');
    const snapshot = await takeSnapshot({
      database: { db: database.db, dumpDataDir },
      dataDir: config.dataDir,
      secret: config.authSecret ? undefined : resolveAuthSecret(config),
      now: new Date(),
    });
    await pipeline(archiveStream(snapshot), createWriteStream(partial, { mode: 0o600 }));
    return `taken from ${config.dataDir} (no server was running): the database, ${snapshot.files.length} file(s)${secretNote(config)}`;
  } finally {
    await database.close();
  }
}

async function askTheServer(config: Config, partial: string): Promise<string> {
  const url = `http://${loopbackHost(config.host)}:${config.port}/api/admin/backup`;
  const token = signBackupToken(resolveAuthSecret(config), config.dataDir);
  let response: Response;
  try {
    response = await fetch(url, { headers: { [BACKUP_TOKEN_HEADER]: token } });
  } catch {
    throw new ConfigError(
      `Another process is using ${config.dataDir}, and no Genesis Studio server answers at ${url}: set PORT and HOST to the server's, or stop that process and run this again`,
    );
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    if (response.status === 409 && body?.message) throw new ConfigError(body.message);
    throw new ConfigError(
      `The server at ${url} refused the backup (${response.status}${body?.message ? `: ${body.message}` : ''}): is it the server of ${config.dataDir}?`,
    );
  }
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial, { mode: 0o600 }));
  return `taken by the server running on ${config.dataDir}: the database, the files${secretNote(config)}`;
}

/** Where this machine reaches the server: loopback for a wildcard or loopback HOST, else HOST itself. */
function loopbackHost(host: string): string {
  const name = host.replace(/^\[(.*)\]$/, '$1');
  if (['', '0.0.0.0', 'localhost', '127.0.0.1'].includes(name)) return '127.0.0.1';
  if (name === '::' || name === '::1') return '[::1]';
  return name.includes(':') ? `[${name}]` : name;
}

const secretNote = (config: Config) =>
  config.authSecret ? ' (not the signing secret: it is AUTH_SECRET, keep it with the backup)' : ' and the signing secret';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

main().catch((error: unknown) => {
  // A refusal the operator can act on is one line; anything else keeps its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
