// Restores a backup made by `npm run backup` or the console's 'Download backup':
//   npm run restore -- FILE
// into DATA_DIR, which must be empty (or not exist yet); then start the server on it (npm start),
// which migrates the database forward if the backup is older than this version.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config';
import { DataDirInUseError } from '../db/embedded/data-dir-lock';
import { externalStorageMessage, restoreBackup, RestoreRefusedError } from '../features/backup';

if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new ConfigError('Usage: npm run restore -- FILE   (restores into an empty DATA_DIR)');
  const config = loadConfig();
  const external = externalStorageMessage(config);
  if (external)
    throw new ConfigError(`${external} A backup of the embedded mode restores into DATA_DIR only: unset DATABASE_URL and S3_BUCKET.`);

  const { manifest, files, secretRestored } = await restoreBackup(file, config.dataDir);
  console.log(
    `Restored the backup of ${manifest.createdAt} (Genesis Studio ${manifest.appVersion}) into ${config.dataDir}: ` +
      `the database (${manifest.migrations} migrations), ${files} file(s)${secretRestored ? ', the signing secret' : ''}. Start the server: npm start`,
  );
  if (manifest.signingSecret === 'AUTH_SECRET' && !config.authSecret)
    console.log('The server that made it signed sessions with AUTH_SECRET: set the same AUTH_SECRET, or everyone signs in again.');
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof RestoreRefusedError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});
