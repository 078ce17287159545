import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, statfs, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { fromPglite } from '../../db/client';
import { lockDataDir } from '../../db/embedded/data-dir-lock';
import { createPglite } from '../../db/embedded/pglite';
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
 * How far an archive may unpack. A backup is gzip at its fastest level over database pages (about
 * 7 times smaller: a fresh install's 43 MB database is a 6 MB archive), pictures and audio (not at
 * all): over 100 times is a bomb. The first 64 MiB are allowed at any ratio, so that a small
 * archive's manifest and empty pages never trip it.
 */
export const RESTORE_LIMITS = {
  maxRatio: 100,
  ratioFreeBytes: 64 * 1024 * 1024,
  /** Left free on DATA_DIR's disk for the server that starts on it (its database grows from there). */
  reserveBytes: 256_000_000,
} as const;

export interface RestoreOptions {
  /** The most the unpacked backup may take; by default what DATA_DIR's disk has free, less RESTORE_LIMITS.reserveBytes. */
  maxBytes?: number;
}

/**
 * Restores a backup into an empty DATA_DIR (a missing folder is made): the database, the files and
 * the signing secret; the server then starts on it and migrates it forward if it is older. Nothing
 * is ever written over: a DATA_DIR with anything in it is refused. The archive is streamed, entry by
 * entry, and never held in memory; one that unpacks to more than the disk can spare, or far more
 * than its own size (a bomb), is refused as it is read. A restore that fails leaves DATA_DIR as it
 * was: empty, or not there at all.
 */
export async function restoreBackup(archivePath: string, dataDir: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  if (!existsSync(archivePath) || !statSync(archivePath).isFile()) throw new RestoreRefusedError(`No backup file at ${archivePath}`);
  if (existsSync(dataDir)) {
    if (!statSync(dataDir).isDirectory()) throw new RestoreRefusedError(`DATA_DIR ${dataDir} is not a folder`);
    if (readdirSync(dataDir).length > 0)
      throw new RestoreRefusedError(
        `DATA_DIR ${dataDir} is not empty: restore into an empty folder (set DATA_DIR to a new one, or move its contents away first)`,
      );
  }
  // The first folder this made (DATA_DIR or a parent of it), removed again if the restore fails.
  const made = mkdirSync(dataDir, { recursive: true });
  // No server starts on the folder while it is being filled.
  const lock = await lockDataDir(dataDir).catch((error: unknown) => {
    // Another process took the folder meanwhile: what is in it is its own.
    if (made && readdirSync(dataDir).length === 0) rmSync(made, { recursive: true, force: true });
    throw error;
  });
  try {
    const result = await extract(archivePath, dataDir, options.maxBytes ?? (await spareBytes(dataDir)));
    await lock.release();
    return result;
  } catch (error) {
    await lock.release();
    if (made) rmSync(made, { recursive: true, force: true });
    // It was empty: whatever is in it now is this restore's.
    else for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw error;
  }
}

/** What DATA_DIR's disk has free, less what is kept for the server. */
async function spareBytes(dataDir: string): Promise<number> {
  const disk = await statfs(dataDir);
  return Math.max(0, disk.bavail * disk.bsize - RESTORE_LIMITS.reserveBytes);
}

/** One entry of an archive being read: a stream of its bytes, with its header. */
type TarEntry = tar.ExtractEvents['entry'][1];

/** The manifest and the secret are a few hundred bytes. */
const SMALL_ENTRY_MAX_BYTES = 64 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;

async function extract(archivePath: string, dataDir: string, maxBytes: number): Promise<RestoreResult> {
  const tooCompressed = new RestoreRefusedError(
    `${archivePath} is too compressed to be a backup: it unpacks to over ${RESTORE_LIMITS.maxRatio} times its size (a decompression bomb)`,
  );
  // Bytes read from the archive, and bytes gzip made of them: the ratio is checked as they come.
  let packed = 0;
  let unpacked = 0;
  const file = createReadStream(archivePath);
  file.on('data', (chunk) => (packed += chunk.length));
  const gunzip = createGunzip();
  const ratioGuard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      if (unpacked > RESTORE_LIMITS.ratioFreeBytes + RESTORE_LIMITS.maxRatio * packed) return done(tooCompressed);
      done(null, chunk);
    },
  });
  const entries = tar.extract();
  // tar-stream's extractor is a streamx stream: fed by pipe, and told of a failure upstream (a damaged
  // file, a gzip stream cut short, a bomb), which then ends the loop below with it.
  for (const stage of [file, gunzip, ratioGuard]) stage.on('error', (error) => entries.destroy(error));
  file.pipe(gunzip).pipe(ratioGuard).pipe(entries);

  let manifest: BackupManifest | undefined;
  let databaseRestored = false;
  let secretRestored = false;
  let files = 0;
  // What the entries say they hold, counted before each is written: tar-stream gives each exactly that.
  let declared = 0;
  let entryName = '';
  try {
    for await (const entry of entries) {
      const { name, type, size = 0 } = entry.header;
      entryName = name;
      declared += size;
      if (declared > maxBytes)
        throw new RestoreRefusedError(
          `${archivePath} is too large to restore here: it unpacks to more than the ${megabytes(maxBytes)} DATA_DIR's disk can spare ` +
            `(${megabytes(RESTORE_LIMITS.reserveBytes)} are kept free for the server). Free some space, or restore onto a larger disk.`,
        );
      // The small entries are read whole: refused when larger than any this studio writes (a crafted archive).
      const small = name === MANIFEST_ENTRY || name === SECRET_ENTRY;
      if (small && size > SMALL_ENTRY_MAX_BYTES) throw notABackup(archivePath);
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
        await loadDatabase(join(dataDir, 'db'), entry, manifest, archivePath);
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
    const where = entryName ? `${entryName}: ` : '';
    throw new RestoreRefusedError(`${archivePath} is damaged or not a Genesis Studio backup (${where}${(error as Error).message})`);
  } finally {
    // Refused part-way: stop reading the archive.
    for (const stage of [file, gunzip, ratioGuard]) stage.destroy();
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

/**
 * Unpacks the database (the tar PGlite's dumpDataDir made) into DATA_DIR/db as it streams, file by
 * file, then checks that it opens, with the schema the manifest names. PGlite's own loadDataDir is
 * not used: it holds the whole tar, and its files, in memory, and reads any bytes as gzip.
 */
async function loadDatabase(directory: string, dump: TarEntry, manifest: BackupManifest, archivePath: string): Promise<void> {
  await mkdir(directory, { mode: 0o700 });
  const files = tar.extract();
  dump.on('error', (error) => files.destroy(error));
  dump.pipe(files);
  for await (const file of files) {
    // Named from the database folder's root: '/PG_VERSION', '/base/5/1259'.
    const segments = safeSegments(file.header.name.replace(/^\/+/, '').replace(/\/+$/, ''), archivePath, 'DATA_DIR/db');
    const path = join(directory, ...segments);
    if (file.header.type === 'directory') {
      await mkdir(path, { recursive: true, mode: 0o700 });
      file.resume();
    } else if (file.header.type === 'file') {
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeStream(path, file, 0o600);
    } else {
      throw new RestoreRefusedError(`${archivePath} holds a ${file.header.type} in its database (${file.header.name}): refused`);
    }
  }
  if (!existsSync(join(directory, 'PG_VERSION'))) throw new RestoreRefusedError(`${archivePath} holds no database`);
  const client = await createPglite({ dataDir: directory });
  try {
    const migrations = await appliedMigrations(fromPglite(client).db);
    if (migrations !== manifest.migrations)
      throw new RestoreRefusedError(`The backup's database has ${migrations} migrations where its manifest says ${manifest.migrations}`);
  } finally {
    await client.close();
  }
}

/** A path inside the archive, as folder names: nothing that climbs out of `where` (DATA_DIR/files, DATA_DIR/db). */
function safeSegments(path: string, archivePath: string, where = 'DATA_DIR/files'): string[] {
  const segments = path.split('/');
  if (segments.some((segment) => !/^[A-Za-z0-9._-]+$/.test(segment) || segment === '.' || segment === '..'))
    throw new RestoreRefusedError(`${archivePath} names a file outside ${where} (${path}): refused`);
  return segments;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function writeStream(path: string, stream: AsyncIterable<unknown>, mode = 0o644): Promise<void> {
  const handle = await open(path, 'wx', mode);
  try {
    for await (const chunk of stream) await handle.write(chunk as Buffer);
  } finally {
    await handle.close();
  }
}
