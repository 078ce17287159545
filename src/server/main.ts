import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { resolveAuthSecret } from './auth-secret';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './deps';
import { clientDistFolder } from './paths';
import { createPaymentProcessor } from './providers/payments';
import { openImageEngine } from './providers/image/open-image-engine';
import { openRealtimeHub } from './providers/pubsub/open-realtime-hub';
import { openSpeechEngines } from './providers/speech/open-speech-engine';
import { openFileStorage } from './providers/storage/open-file-storage';
import { openTextEngine } from './providers/text';

if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const text = await openTextEngine(config.text);
  const hub = openRealtimeHub(config);

  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    payments: createPaymentProcessor(config, database.db, systemClock),
    text,
    images: openImageEngine(config.image),
    speech: openSpeechEngines(config.speech),
    hub,
    storage: openFileStorage(config),
    authSecret: resolveAuthSecret(config),
    clientDir: clientDistFolder,
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await hub.close();
    await text?.close();
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
