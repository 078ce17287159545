import type { Config } from '../config/config';
import type { AppDeps, Clock } from './deps';
import type { DatabaseHandle } from '../db/client';
import { createHeavyWork } from './heavy-work';
import { createLogger } from '../http/logger';
import { createMetrics } from '../http/metrics';
import { openMailer } from '../providers/mail/open-mailer';
import { createPaymentProcessor } from '../providers/payments';
import { openRealtimeHub } from '../providers/pubsub/open-realtime-hub';
import { openSharedCounters } from '../providers/shared-counters/open-shared-counters';
import { openFileStorage } from '../providers/storage/open-file-storage';
import type { TextEngine } from '../providers/text';
import type { Transcriber } from '../providers/speech-input/transcriber';
import {
  createAiEngineSettingsRepository,
  createEngineFailureRepository,
  createSettingsCipher,
  openAiEngines,
  settingsKeys,
} from '../features/ai-engines';
import { openSessionCache } from '../features/auth';
import { openJobQueue } from '../providers/jobs/job-queue';
import { ffmpegOnThisMachine } from '../providers/video/ffmpeg-binaries';

type Opened = Pick<
  AppDeps,
  | 'log'
  | 'metrics'
  | 'payments'
  | 'engines'
  | 'images'
  | 'speech'
  | 'speechInput'
  | 'hub'
  | 'sessions'
  | 'counters'
  | 'heavyWork'
  | 'storage'
  | 'mail'
  | 'jobs'
  | 'video'
  | 'settingsCipher'
>;

/**
 * What a caller may hand in instead of opening it. `text`, `images`, `speech` and `transcriber` pin
 * that engine whatever the AI engine settings say (tests and benchmarks use fakes this way).
 */
export type GivenProviders = Partial<Opened> & { text?: TextEngine | undefined; transcriber?: Transcriber | undefined };

/**
 * Everything the app talks to besides its database, opened from the settings (the server, the tests
 * and the benchmarks all start the same way). A part given in `given` is used as is and left open.
 */
export async function openProviders(
  config: Config,
  database: DatabaseHandle,
  clock: Clock,
  given: GivenProviders = {},
  /**
   * `authSecret`: the deployment's (resolveAuthSecret), which the console's saved keys are sealed
   * with unless SETTINGS_KEY is set. `databaseReady`: the database is opened and migrated meanwhile
   * (serve.ts); see openAiEngines.
   */
  options: { authSecret: string; databaseReady?: Promise<void> },
): Promise<Opened & { close(): Promise<void> }> {
  const log = given.log ?? createLogger(config.logLevel);
  const hub = given.hub ?? openRealtimeHub(config, (err) => log.error({ err }, 'realtime events (Redis) failed'));
  const sessions = given.sessions ?? (await openSessionCache({ hub, clock, log }));
  const counters = given.counters ?? openSharedCounters(config, (err) => log.error({ err }, 'shared counters (Redis) failed'));
  const keys = settingsKeys(config, options.authSecret);
  const settingsCipher = given.settingsCipher ?? createSettingsCipher(keys.current, keys.previous);
  const engines =
    given.engines ??
    (await openAiEngines({
      config,
      settings: createAiEngineSettingsRepository(database.db),
      cipher: settingsCipher,
      failures: createEngineFailureRepository(database.db),
      clock,
      hub,
      log,
      pinned: pinnedEngines(given),
      databaseReady: options.databaseReady,
    }));
  const mail = given.mail ?? openMailer(config, database.db, log);
  const jobs = given.jobs ?? openJobQueue(database, log);
  const video = 'video' in given ? (given.video ?? (async () => undefined)) : ffmpegOnThisMachine;
  return {
    log,
    metrics: given.metrics ?? createMetrics({ processMetrics: config.env !== 'test' }),
    payments: given.payments ?? createPaymentProcessor(config, database.db, clock),
    engines,
    settingsCipher,
    images: engines.images,
    speech: engines.speech,
    speechInput: engines.speechInput,
    hub,
    sessions,
    counters,
    heavyWork: given.heavyWork ?? createHeavyWork(counters, config.generationConcurrency),
    storage: given.storage ?? openFileStorage(config),
    mail,
    jobs,
    video,
    async close() {
      // First: renders running here go back to the queue while the database is still open.
      if (!given.jobs) await jobs.stop();
      if (!given.engines) await engines.close();
      if (!given.sessions) await sessions.close();
      if (!given.hub) await hub.close();
      if (!given.counters) await counters.close();
      if (!given.mail) await mail.close();
    },
  };
}

/** The engines a caller handed in: they stay theirs (opened and closed by them). */
function pinnedEngines(given: GivenProviders) {
  const pinned: Parameters<typeof openAiEngines>[0]['pinned'] = {};
  if ('text' in given) pinned.text = given.text;
  if (given.images) pinned.images = given.images;
  if (given.speech) pinned.speech = given.speech;
  if ('transcriber' in given) pinned.speechInput = given.transcriber;
  return pinned;
}
