import type { Config } from './config';
import type { AppDeps, Clock } from './deps';
import type { DatabaseHandle } from './db/client';
import { createGenerationCapacity } from './generation-capacity';
import { createLogger } from './logger';
import { createMetrics } from './metrics';
import { openImageEngine } from './providers/image/open-image-engine';
import { openMailer } from './providers/mail/open-mailer';
import { createPaymentProcessor } from './providers/payments';
import { openRealtimeHub } from './providers/pubsub/open-realtime-hub';
import { openSharedCounters } from './providers/shared-counters/open-shared-counters';
import { openSpeechEngines } from './providers/speech/open-speech-engine';
import { openFileStorage } from './providers/storage/open-file-storage';
import { openTextEngine } from './providers/text';
import { openJobQueue } from './providers/jobs/job-queue';
import { locateFfmpeg, type FfmpegBinaries } from './providers/video/ffmpeg-binaries';

type Opened = Pick<
  AppDeps,
  'log' | 'metrics' | 'payments' | 'text' | 'images' | 'speech' | 'hub' | 'counters' | 'generations' | 'storage' | 'mail' | 'jobs' | 'video'
>;

/**
 * Everything the app talks to besides its database, opened from the settings (the server, the tests
 * and the benchmarks all start the same way). A part given in `given` is used as is and left open.
 */
export async function openProviders(
  config: Config,
  database: DatabaseHandle,
  clock: Clock,
  given: Partial<Opened> = {},
): Promise<Opened & { close(): Promise<void> }> {
  const log = given.log ?? createLogger(config.logLevel);
  const text = 'text' in given ? given.text : await openTextEngine(config.text);
  const hub = given.hub ?? openRealtimeHub(config, (err) => log.error({ err }, 'realtime events (Redis) failed'));
  const counters = given.counters ?? openSharedCounters(config, (err) => log.error({ err }, 'shared counters (Redis) failed'));
  const images = given.images ?? openImageEngine(config.image);
  const speech = given.speech ?? openSpeechEngines(config.speech);
  const mail = given.mail ?? openMailer(config, database.db, log);
  const jobs = given.jobs ?? openJobQueue(database, log);
  const video = 'video' in given ? given.video : await ffmpegOnThisMachine();
  return {
    log,
    metrics: given.metrics ?? createMetrics({ processMetrics: config.env !== 'test' }),
    payments: given.payments ?? createPaymentProcessor(config, database.db, clock),
    text,
    images,
    speech,
    hub,
    counters,
    generations: given.generations ?? createGenerationCapacity(config.generationConcurrency),
    storage: given.storage ?? openFileStorage(config),
    mail,
    jobs,
    video,
    async close() {
      // First: renders running here go back to the queue while the database is still open.
      if (!given.jobs) await jobs.stop();
      if (!given.hub) await hub.close();
      if (!given.counters) await counters.close();
      if (!given.images) await images.close?.();
      if (!given.speech) await speech.espeak.close();
      if (!('text' in given)) await text?.close();
      if (!given.mail) await mail.close();
    },
  };
}

let located: Promise<FfmpegBinaries | undefined> | undefined;
/** Where ffmpeg is does not change while the process runs: looked for once. */
function ffmpegOnThisMachine() {
  return (located ??= locateFfmpeg());
}
