import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import { resolveAuthSecret } from './auth-secret';
import type { Config } from '../config/config';
import { fromEmbedded } from '../db/client';
import type { EmbeddedDatabase } from '../db/embedded/open-embedded';
import { systemClock } from '../app/deps';
import { clientDistFolder } from '../config/paths';
import { openApp } from '../app/open-app';
import { administration } from '../users/administrators';
import { startUpBlock, startUpSummary } from './start-up-summary';
import { portUnavailableError } from './port-check';
import { paymentsTestModeNotice } from '../providers/payments';
import type { FfmpegBinaries } from '../providers/video/ffmpeg-binaries';

/** How long after listening the server starts its background work (see serve). */
const BACKGROUND_START_DELAY_MS = 2_000;

/** Which database the server opens: PostgreSQL's, or the embedded one, already opening (start.ts). */
export type DatabaseToOpen = { databaseUrl: string } | { embedded: EmbeddedDatabase };

/**
 * The server: built while its database opens (start.ts starts that first), then the
 * database is migrated and the saved AI engine settings read, and it listens. Nothing built before
 * `opened` queries the database: the job queue, the render and model workers and the engines'
 * settings all wait for it.
 */
export async function serve(config: Config, log: Logger, toOpen: DatabaseToOpen): Promise<void> {
  const database =
    'embedded' in toOpen
      ? fromEmbedded(toOpen.embedded)
      : (await import('../db/postgres')).openPool(toOpen.databaseUrl, (err) => log.warn({ err }, 'database connection lost'));
  const opened = 'embedded' in toOpen ? toOpen.embedded.opened : Promise.resolve();
  const testMode = paymentsTestModeNotice(config);
  if (testMode) {
    process.stderr.write(testMode);
    log.warn('payments are in TEST MODE: no payment processor is configured, the local test checkout charges nothing');
  }
  const migrated = opened.then(() => database.migrate());
  // Until it is awaited below: a failed open is reported there, once.
  migrated.catch(() => undefined);
  const authSecret = resolveAuthSecret(config);
  const { app, services, closeProviders, deps } = await openApp(config, database, {
    clock: systemClock,
    authSecret,
    given: { log, clientDir: clientDistFolder },
    databaseReady: migrated,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });

  let backgroundStart: NodeJS.Timeout | undefined;
  /** The render and model workers' start, once begun: a stop lets it end before closing what it uses. */
  let workersStarted: Promise<unknown> = Promise.resolve();
  const closeAll = async () => {
    clearTimeout(backgroundStart);
    await app.close();
    await workersStarted;
    await closeProviders();
    await database.close();
  };
  // SIGUSR2 is left to Node (`--heapsnapshot-signal=SIGUSR2` writes a heap snapshot): close-with-grace
  // would otherwise stop the server on it, as nodemon expects.
  closeWithGrace({ delay: 10_000, skip: ['SIGUSR2'] }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await closeAll();
  });

  try {
    await migrated;
    await deps.engines.ready;
    const address = await app.listen({ port: config.port, host: config.host });
    // The work a start leaves for later (the job queue's workers, which take up renders left by a
    // killed instance, and looking for ffmpeg, which forks processes) begins a little after the server
    // listens, so that the first answers do not wait behind it. A stop before then leaves it undone; a
    // stop while the workers start lets them start, then stops them.
    backgroundStart = setTimeout(() => {
      void deps.video().then((video) => log.info(videoRenderingLine(video)));
      const embedded = database.driver === 'pglite';
      workersStarted = Promise.all([
        services.renders.start({ embedded }).catch((err: unknown) => app.log.warn({ err }, 'the render workers did not start')),
        services.narrations
          .start({ embedded, concurrency: config.renderConcurrency })
          .catch((err: unknown) => app.log.warn({ err }, 'the narration workers did not start')),
        services.shorts
          .start({ embedded, concurrency: config.renderConcurrency })
          .catch((err: unknown) => app.log.warn({ err }, 'the shorts workers did not start')),
        services.models.start({ embedded }).catch((err: unknown) => app.log.warn({ err }, 'the model download workers did not start')),
        services.publications.start().catch((err: unknown) => app.log.warn({ err }, 'the publication workers did not start')),
        services.webhooks.start().catch((err: unknown) => app.log.warn({ err }, 'the webhook workers did not start')),
      ]);
    }, BACKGROUND_START_DELAY_MS).unref();
    // What serves, and where to go: a block for someone at a terminal, one line of its fields for a log collector.
    const summary = startUpSummary({
      url: urlToOpen(config, address),
      administration: await administration(database.db, config.adminEmails).catch((err: unknown) => {
        log.warn({ err }, 'the administrators could not be read');
        return undefined;
      }),
      config,
      engines: deps.engines.views(),
    });
    if (process.stdout.isTTY) process.stdout.write(startUpBlock(summary));
    else log.info(summary, 'Genesis Studio is ready');
  } catch (error) {
    // Taken since the check (or refused): close what was opened, then say why.
    await closeAll();
    const problem = error as NodeJS.ErrnoException;
    throw problem.syscall === 'listen' ? await portUnavailableError(config.port, config.host, problem) : error;
  }
}

function videoRenderingLine(video: FfmpegBinaries | undefined): string {
  if (!video) return 'video rendering is off: no ffmpeg was found on PATH or in node_modules';
  const line = `video rendering: ffmpeg ${video.version} (${video.source === 'system' ? "the system's" : 'from npm'}: ${video.ffmpeg})`;
  return video.complexShaping ? line : `${line}; its libass has no HarfBuzz, so captions leave out Devanagari`;
}

/** PUBLIC_URL when set; otherwise the address listened on, with localhost for a wildcard host. */
function urlToOpen(config: { publicUrl: string | undefined }, address: string): string {
  if (config.publicUrl) return config.publicUrl;
  const url = new URL(address);
  if (url.hostname === '0.0.0.0' || url.hostname === '[::]' || url.hostname === '127.0.0.1' || url.hostname === '[::1]')
    url.hostname = 'localhost';
  return url.origin;
}
