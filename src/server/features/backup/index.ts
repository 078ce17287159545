// Backups of the embedded mode: the database, the files and the signing secret in one archive.
export { backupRoutes } from './routes';
