import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { fromPglite } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { createPglite } from '../../db/pglite';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  SECRET_ENTRY,
  appliedMigrations,
  knownMigrations,
  type BackupManifest,
} from './archive';

/** A restore that cannot go ahead, for one line on the operator's terminal. */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  files: number;
  secretRestored: boolean;
}

/**
 * Restores a backup into an empty DATA_DIR (a missing folder is made): the database, the files and
 * the signing secret; the server then starts on it and migrates it forward if it is older. Nothing
 * is ever written over: a DATA_DIR with anything in it is refused. A restore that fails part-way
 * leaves the folder empty again.
 */
export async function restoreBackup(archivePath: string, dataDir: string): Promise<RestoreResult> {
  if (!existsSync(archivePath) || !statSync(archivePath).isFile()) throw new RestoreRefusedError(`No backup file at ${archivePath}`);
  if (existsSync(dataDir)) {
    if (!statSync(dataDir).isDirectory()) throw new RestoreRefusedError(`DATA_DIR ${dataDir} is not a folder`);
    if (readdirSync(dataDir).length > 0)
      throw new RestoreRefusedError(
        `DATA_DIR ${dataDir} is not empty: restore into an empty folder (set DATA_DIR to a new one, or move its contents away first)`,
      );
  }
  mkdirSync(dataDir, { recursive: true });
  // No server starts on the folder while it is being filled.
  const lock = await lockDataDir(dataDir);
  try {
    const result = await extract(archivePath, dataDir);
    await lock.release();
    return result;
  } catch (error) {
    await lock.release();
    // It was empty: whatever is in it now is this restore's.
    for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw error;
  }
}

/** The manifest and the secret are a few hundred bytes. */
const SMALL_ENTRY_MAX_BYTES = 64 * 1024;

async function extract(archivePath: string, dataDir: string): Promise<RestoreResult> {
  const entries = tar.extract();
  // tar-stream's extractor is a streamx stream: fed by pipe, and told of a failure upstream (a damaged
  // file, a gzip stream cut short), which then ends the loop below with it.
  const file = createReadStream(archivePath);
  const gunzip = createGunzip();
  file.once('error', (error) => entries.destroy(error));
  gunzip.once('error', (error) => entries.destroy(error));
  file.pipe(gunzip).pipe(entries);
  let manifest: BackupManifest | undefined;
  let databaseRestored = false;
  let secretRestored = false;
  let files = 0;
  try {
    for await (const entry of entries) {
      const { name, type } = entry.header;
      // The small entries are read whole: refused when larger than any this studio writes (a crafted archive).
      const small = name === MANIFEST_ENTRY || name === SECRET_ENTRY;
      if (small && (entry.header.size ?? 0) > SMALL_ENTRY_MAX_BYTES) throw notABackup(archivePath);
      if (!manifest) {
        if (name !== MANIFEST_ENTRY) throw notABackup(archivePath);
        manifest = checkManifest(await readAll(entry), archivePath);
        continue;
      }
      if (type !== 'file') {
        entry.resume();
        continue;
      }
      if (name === SECRET_ENTRY) {
        await writeFile(join(dataDir, 'auth-secret'), await readAll(entry), { mode: 0o600 });
        secretRestored = true;
      } else if (name === DATABASE_ENTRY) {
        if (databaseRestored) throw new RestoreRefusedError(`${archivePath} holds two databases`);
        await loadDatabase(join(dataDir, 'db'), await readAll(entry), manifest);
        databaseRestored = true;
      } else if (name.startsWith(FILES_PREFIX)) {
        const path = join(dataDir, 'files', ...safeSegments(name.slice(FILES_PREFIX.length), archivePath));
        await mkdir(dirname(path), { recursive: true });
        await writeStream(path, entry);
        files += 1;
      } else {
        entry.resume();
      }
    }
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    throw new RestoreRefusedError(`${archivePath} is damaged or not a Genesis Studio backup (${(error as Error).message})`);
  }
  if (!manifest) throw notABackup(archivePath);
  if (!databaseRestored) throw new RestoreRefusedError(`${archivePath} holds no database`);
  return { manifest, files, secretRestored };
}

const notABackup = (archivePath: string) =>
  new RestoreRefusedError(`${archivePath} is not a Genesis Studio backup (made by npm run backup or the console's 'Download backup')`);

function checkManifest(content: Buffer, archivePath: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(content.toString('utf8')) as Partial<BackupManifest>;
  } catch {
    throw notABackup(archivePath);
  }
  if (manifest.format !== BACKUP_FORMAT || typeof manifest.migrations !== 'number') throw notABackup(archivePath);
  if (manifest.version !== BACKUP_FORMAT_VERSION)
    throw new RestoreRefusedError(
      `${archivePath} is a backup of format ${manifest.version}; this version of Genesis Studio reads format ${BACKUP_FORMAT_VERSION}`,
    );
  const known = knownMigrations();
  if (manifest.migrations > known)
    throw new RestoreRefusedError(
      `${archivePath} was made by a newer Genesis Studio (${manifest.appVersion}, ${manifest.migrations} migrations; this one knows ${known}): update first`,
    );
  return manifest as BackupManifest;
}

/** Unpacks the database into DATA_DIR/db through PGlite itself, and checks it opens with the schema the manifest names. */
async function loadDatabase(directory: string, dump: Buffer, manifest: BackupManifest): Promise<void> {
  mkdirSync(directory, { recursive: true });
  const client = await createPglite({ dataDir: directory, loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    const migrations = await appliedMigrations(fromPglite(client).db);
    if (migrations !== manifest.migrations)
      throw new RestoreRefusedError(`The backup's database has ${migrations} migrations where its manifest says ${manifest.migrations}`);
  } finally {
    await client.close();
  }
}

/** A stored file's path inside the archive, as folder names: nothing that climbs out of DATA_DIR/files. */
function safeSegments(path: string, archivePath: string): string[] {
  const segments = path.split('/');
  if (segments.some((segment) => !/^[A-Za-z0-9._-]+$/.test(segment) || segment === '.' || segment === '..'))
    throw new RestoreRefusedError(`${archivePath} names a file outside DATA_DIR/files (${path}): refused`);
  return segments;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function writeStream(path: string, stream: AsyncIterable<unknown>): Promise<void> {
  const handle = await open(path, 'wx', 0o644);
  try {
    for await (const chunk of stream) await handle.write(chunk as Buffer);
  } finally {
    await handle.close();
  }
}
