import type { Readable } from 'node:stream';
import type { AppDeps } from '../../app/deps';
import { conflict } from '../../http/http-error';
import { archiveStream, backupFileName, takeSnapshot, type BackupManifest } from './archive';
import { createBackupTokenVerifier } from './command-line-token';

/**
 * Why this instance has nothing to back up itself, or undefined in the embedded mode. PostgreSQL and
 * S3 keep the data elsewhere, and those are backed up with their own tools.
 */
export function externalStorageMessage(config: Pick<AppDeps['config'], 'databaseUrl' | 's3'>): string | undefined {
  const database = config.databaseUrl
    ? "the database is PostgreSQL (DATABASE_URL): back it up with pg_dump or your provider's backups"
    : undefined;
  const files = config.s3 ? "the files are in an S3 bucket (S3_BUCKET): use the bucket's versioning or backups" : undefined;
  if (!database && !files) return undefined;
  return `This instance keeps its data outside DATA_DIR, so there is no backup here: ${[database, files].filter(Boolean).join('; ')}; keep AUTH_SECRET with them.`;
}

/** Backups of the embedded mode, for the console's 'Download backup' and `npm run backup` beside a running server. */
export function createBackupService(deps: Pick<AppDeps, 'config' | 'database' | 'clock' | 'authSecret'>) {
  const { config, database, clock } = deps;
  const acceptsToken = createBackupTokenVerifier(deps.authSecret, config.dataDir);
  return {
    /** A `npm run backup` token of this deployment (see command-line-token.ts). */
    acceptsCommandLineToken: (token: string) => acceptsToken(token),

    /**
     * Dumps the database now (every write acknowledged before this call is in it) and lists the
     * files; `stream()` then writes the archive from that. 409 when PostgreSQL or S3 hold the data.
     */
    async create(): Promise<{ fileName: string; manifest: BackupManifest; stream(): Readable }> {
      const external = externalStorageMessage(config);
      const dumpDataDir = database.dumpDataDir?.bind(database);
      if (external || !dumpDataDir) throw conflict(external ?? 'This database is backed up with its own tools', 'BACKUP_NOT_HERE');
      const now = clock.now();
      const snapshot = await takeSnapshot({
        database: { db: database.db, dumpDataDir },
        dataDir: config.dataDir,
        // Without AUTH_SECRET the server signs with the secret kept in DATA_DIR (auth-secret.ts), which is this one.
        secret: config.authSecret ? undefined : deps.authSecret,
        now,
      });
      return { fileName: backupFileName(now), manifest: snapshot.manifest, stream: () => archiveStream(snapshot) };
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
