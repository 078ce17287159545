// Backups of the embedded mode: the database, the files and the signing secret in one archive.
export { backupRoutes } from './routes';
export { createBackupService, externalStorageMessage, type BackupService } from './service';
export { archiveStream, backupFileName, takeSnapshot, type BackupManifest } from './archive';
export { BACKUP_TOKEN_HEADER, signBackupToken } from './command-line-token';
export { restoreBackup, RestoreRefusedError, type RestoreResult } from './restore';
