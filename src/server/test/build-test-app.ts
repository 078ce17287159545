import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { AppDeps } from '../deps';
import { createPaymentProcessor } from '../providers/payments';
import { openImageEngine } from '../providers/image/open-image-engine';
import { openRealtimeHub } from '../providers/pubsub/open-realtime-hub';
import { openSpeechEngines } from '../providers/speech/open-speech-engine';
import { openFileStorage } from '../providers/storage/open-file-storage';
import { openTextEngine } from '../providers/text';
import { openTestDatabase } from './test-db';
import { createTestClock, type TestClock } from './test-clock';

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  clock: TestClock;
}

/** `env` adds settings as the environment would (e.g. STRIPE_* to run on the Stripe processor). */
export async function buildTestApp(
  overrides: Partial<AppDeps> = {},
  env: Record<string, string> = {},
): Promise<TestContext & { close(): Promise<void> }> {
  const database = overrides.database ?? (await openTestDatabase());
  const clock = createTestClock();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...env });
  const text = 'text' in overrides ? overrides.text : await openTextEngine(config.text);
  const hub = overrides.hub ?? openRealtimeHub(config);
  const app = await buildApp({
    config,
    database,
    clock,
    payments: createPaymentProcessor(config, database.db, clock),
    text,
    images: openImageEngine(config.image),
    speech: openSpeechEngines(config.speech),
    hub,
    storage: openFileStorage(config),
    authSecret: TEST_AUTH_SECRET,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await hub.close();
      await text?.close();
      // A database handed in belongs to the caller.
      if (!overrides.database) await database.close();
    },
  };
}

/**
 * One app and database for the test file; each test makes its own users, so tests stay independent.
 * `env` may be a function, read when the app is built (after earlier beforeAll hooks, e.g. a test server's).
 */
export function useTestApp(
  overrides: Partial<AppDeps> = {},
  env: Record<string, string> | (() => Record<string, string>) = {},
): TestContext {
  const context = {} as TestContext;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const built = await buildTestApp(overrides, typeof env === 'function' ? env() : env);
    Object.assign(context, built);
    close = built.close;
  });
  afterAll(() => close());
  return context;
}
