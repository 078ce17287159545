import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { resolveAuthSecret } from './auth-secret';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './deps';
import { clientDistFolder } from './paths';
import { createLogger } from './logger';
import { openProviders } from './open-providers';

if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ ...config, onIdleError: (err) => log.warn({ err }, 'database connection lost') });
  await database.migrate();
  const providers = await openProviders(config, database, systemClock, { log });
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    ...providers,
    authSecret: resolveAuthSecret(config),
    clientDir: clientDistFolder,
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await providers.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A bad setting is the operator's to fix: say what, without a stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
