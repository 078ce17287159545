import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { HeavyWork } from './heavy-work';
import type { Metrics } from '../http/metrics';
import type { DatabaseHandle } from '../db/client';
import type { PaymentProcessor } from '../providers/payments/payment-processor';
import type { ImageEngine } from '../providers/image/image-engine';
import type { Mailer } from '../providers/mail/mailer';
import type { RealtimeHub } from '../providers/pubsub/realtime-hub';
import type { SharedCounters } from '../providers/shared-counters/shared-counters';
import type { SpeechEngines } from '../providers/speech/open-speech-engine';
import type { FileStorage } from '../providers/storage/file-storage';
import type { AiEngines, SettingsCipher } from '../features/ai-engines';
import type { SpeechInput } from '../providers/speech-input/transcriber';
import type { JobQueue } from '../providers/jobs/job-queue';
import type { FfmpegBinaries } from '../providers/video/ffmpeg-binaries';
import type { SessionCache } from '../features/auth';
import type { YouTubeSettings } from '../features/publishing';
import type { PublishingPlatform } from '../providers/publishing/publishing-platform';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything the app talks to. Services are built from these once (services.ts); routes get both, never module state. */
export interface AppDeps {
  config: Config;
  /** The process' logger; requests log through children that add their `reqId`. */
  log: Logger;
  /** What /metrics publishes: request and generation timings, open sockets. */
  metrics: Metrics;
  database: DatabaseHandle;
  clock: Clock;
  payments: PaymentProcessor;
  /**
   * Every AI engine, as the environment and the operator console set them; switched while the app
   * runs when an administrator saves new settings. Text models are read from it per call.
   */
  engines: AiEngines;
  /** Seals the keys saved in the operator console (derived from SETTINGS_KEY, else from the auth secret). */
  settingsCipher: SettingsCipher;
  /** Draws pictures with the current engine: a vendor when configured, else the offline title cards. */
  images: ImageEngine;
  /** Speaks voiceovers and voice profiles: eSpeak NG always, a vendor when configured (current settings). */
  speech: SpeechEngines;
  /** Speech to text for the chat microphone, when a transcription server is configured. */
  speechInput: SpeechInput;
  /** Delivers realtime events to a user's sockets on any instance (Redis) or in this process. */
  hub: RealtimeHub;
  /**
   * Sessions verified lately (sign-in's read of them), dropped on every instance when a user's
   * sessions or row change: whatever writes them calls its forgetUser.
   */
  sessions: SessionCache;
  /** Rate limits and concurrency slots counted across every instance (Redis) or in this process. */
  counters: SharedCounters;
  /** The gate of heavy work (voiceovers, images, SEO, music …): the user's slots of each kind, then this instance's places. */
  heavyWork: HeavyWork;
  /** Generated files (images, audio): local disk under DATA_DIR/files, or S3-compatible storage. */
  storage: FileStorage;
  /** Sends e-mail: SMTP when SMTP_URL is set, else the outbox table and the log. */
  mail: Mailer;
  /** Durable background work (video renders) in the database: pg-boss on PostgreSQL or PGlite. */
  jobs: JobQueue;
  /**
   * The ffmpeg and ffprobe renders use (the system's, else the npm package's); undefined: no video
   * rendering. Looked for once, a few seconds after the server listens or when first needed: the look
   * runs four processes, each holding the event loop while it starts.
   */
  video: () => Promise<FfmpegBinaries | undefined>;
  /**
   * Makes the YouTube platform for the Google OAuth client in use; unset, the real one
   * (providers/publishing/youtube), which talks to Google or, in tests, to the stand-in its
   * GOOGLE_*_BASE_URL settings name.
   */
  youtube?: (settings: YouTubeSettings) => PublishingPlatform;
  /** Key that signs access tokens; shared by every instance of one deployment. */
  authSecret: string;
  /** Built client (index.html and assets); unset when the app serves the API only. */
  clientDir?: string | undefined;
}
