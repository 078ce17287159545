import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { AppDeps } from '../deps';
import { openProviders } from '../open-providers';
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
  const providers = await openProviders(config, database, clock, overrides);
  const app = await buildApp({
    config,
    database,
    clock,
    ...providers,
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
      await providers.close();
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
