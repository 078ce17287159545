import { readFileSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database } from '../../db/client';
import { migrationsFolder, projectRoot } from '../../config/paths';

/**
 * A backup of the embedded mode is one tar.gz:
 *   manifest.json   what it is (below)
 *   auth-secret     the signing secret DATA_DIR keeps when AUTH_SECRET is unset (sessions stay valid)
 *   database.tar    the embedded database's folder (PGlite's dumpDataDir)
 *   files/…         DATA_DIR/files: generated images, audio, voice samples
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const SECRET_ENTRY = 'auth-secret';
export const DATABASE_ENTRY = 'database.tar';
export const FILES_PREFIX = 'files/';
export const BACKUP_FORMAT = 'genesis-studio-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** Of the archive's layout: a restore refuses a layout it does not know. */
  version: number;
  /** The Genesis Studio that made it (package.json). */
  appVersion: string;
  createdAt: string;
  /** Migrations applied to the database in it: a restore refuses a backup from a newer schema. */
  migrations: number;
  /** 'included' (auth-secret), or 'AUTH_SECRET': the deployment signs with AUTH_SECRET, which the operator keeps. */
  signingSecret: 'included' | 'AUTH_SECRET';
}

/** What one backup is made of, taken at one moment; the archive is streamed from it. */
export interface BackupSnapshot {
  manifest: BackupManifest;
  secret: string | undefined;
  database: Blob;
  filesDir: string;
  /** Paths under filesDir ('/'-separated), listed after the database was dumped. */
  files: string[];
}

export function appVersion(): string {
  return (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Migrations this version of the code knows (drizzle's journal). */
export function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** Migrations applied to a database (drizzle's own table). */
export async function appliedMigrations(db: Pick<Database, 'execute'>): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { count: number }[] }).rows) as { count: number }[];
  return Number(rows[0]?.count ?? 0);
}

/**
 * Takes a backup's contents: the database dumped between two queries (every write acknowledged
 * before this call is in it), then the files listed. The files are listed after the dump, so each
 * one a row in the dump names was already written; one written later is an unused extra.
 */
export async function takeSnapshot(source: {
  database: { db: Pick<Database, 'execute'>; dumpDataDir(): Promise<Blob> };
  dataDir: string;
  /** The signing secret to include: undefined when AUTH_SECRET is set (the operator keeps it). */
  secret: string | undefined;
  now: Date;
}): Promise<BackupSnapshot> {
  const migrations = await appliedMigrations(source.database.db);
  const database = await source.database.dumpDataDir();
  const filesDir = join(source.dataDir, 'files');
  const files = await listFiles(filesDir);
  return {
    manifest: {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: source.now.toISOString(),
      migrations,
      signingSecret: source.secret === undefined ? 'AUTH_SECRET' : 'included',
    },
    secret: source.secret,
    database,
    filesDir,
    files,
  };
}

/** Every stored file under `root`, without the half-written ones (local-disk.ts writes `*.partial`, then renames). */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The snapshot as a tar.gz stream; an error while reading a file ends the stream with that error. */
export function archiveStream(snapshot: BackupSnapshot): Readable {
  const pack = tar.pack();
  // The fastest level: database pages shrink almost as much as at the default, in a quarter of the
  // time, and pictures and audio do not shrink at all.
  const gzip = createGzip({ level: 1 });
  pack.on('error', (error) => gzip.destroy(error));
  pack.pipe(gzip);
  writeEntries(pack, snapshot).then(
    () => pack.finalize(),
    (error: unknown) => pack.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return gzip;
}

async function writeEntries(pack: tar.Pack, snapshot: BackupSnapshot): Promise<void> {
  const mtime = new Date(snapshot.manifest.createdAt);
  const add = (name: string, content: string, mode = 0o644) =>
    new Promise<void>((resolve, reject) => pack.entry({ name, mode, mtime }, content, (error) => (error ? reject(error) : resolve())));

  await add(MANIFEST_ENTRY, `${JSON.stringify(snapshot.manifest, null, 2)}\n`);
  if (snapshot.secret !== undefined) await add(SECRET_ENTRY, snapshot.secret, 0o600);
  await addStream(
    pack,
    { name: DATABASE_ENTRY, size: snapshot.database.size, mode: 0o600, mtime },
    Readable.fromWeb(snapshot.database.stream() as WebReadableStream<Uint8Array>),
  );
  for (const path of snapshot.files) {
    // Deleted since it was listed (its user deleted it): left out. A file is never rewritten in
    // place, so the one opened is whole and keeps its size.
    const handle = await open(join(snapshot.filesDir, path)).catch(() => undefined);
    if (!handle) continue;
    try {
      const info = await handle.stat();
      const header = { name: `${FILES_PREFIX}${path}`, size: info.size, mode: 0o644, mtime: info.mtime };
      await addStream(pack, header, handle.createReadStream({ autoClose: false }));
    } finally {
      await handle.close();
    }
  }
}

/** One entry of known size from a stream (tar-stream's entries are streamx streams: piped, not given to pipeline()). */
function addStream(pack: tar.Pack, header: { name: string; size: number; mode: number; mtime: Date }, source: Readable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const sink = pack.entry(header, (error) => (error ? reject(error) : resolve()));
    source.once('error', (error) => {
      sink.destroy(error);
      reject(error);
    });
    source.pipe(sink);
  });
}

/** `genesis-studio-backup-2026-11-27T10-25-12Z.tar.gz` */
export function backupFileName(now: Date): string {
  return `genesis-studio-backup-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
}
