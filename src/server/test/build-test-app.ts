import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app/app';
import { loadConfig } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import type { AppDeps } from '../app/deps';
import { openApp } from '../app/open-app';
import type { TextEngine } from '../providers/text';
import type { Transcriber } from '../providers/speech-input/transcriber';
import type { Services } from '../app/services';
import { openTestDatabase } from './test-db';
import { createTestClock, type TestClock } from './test-clock';

/**
 * Settings under which every account a test registers is an ordinary one: ADMIN_EMAILS names an
 * address no test registers, so the first account is no administrator (who is never limited).
 */
export const ORDINARY_ACCOUNTS = { ADMIN_EMAILS: 'administrator@not-registered.test' } as const;

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContext {
  app: App;
  /** The services the app was built with, for what a test sets up or checks without HTTP. */
  services: Services;
  /** What the app was built from (its hub, storage, job queue …). */
  deps: AppDeps;
  database: DatabaseHandle;
  clock: TestClock;
}

/** `env` adds settings as the environment would (e.g. STRIPE_* to run on the Stripe processor). */
/** What a test hands in: parts of the app's dependencies, and engines that serve whatever the settings say. */
export type TestOverrides = Partial<AppDeps> & { text?: TextEngine | undefined; transcriber?: Transcriber | undefined };

export async function buildTestApp(
  overrides: TestOverrides = {},
  env: Record<string, string> = {},
): Promise<TestContext & { close(): Promise<void> }> {
  const database = overrides.database ?? (await openTestDatabase());
  const clock = createTestClock();
  // Tests register many users from app.inject's address; the registration limit is tested from others.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    REGISTRATION_LIMIT_EXEMPT: '127.0.0.1',
    ...env,
  });
  const { app, services, deps, closeProviders } = await openApp(config, database, {
    clock,
    authSecret: overrides.authSecret ?? TEST_AUTH_SECRET,
    given: overrides,
  });
  await app.ready();
  return {
    app,
    services,
    deps,
    database,
    clock,
    close: async () => {
      await app.close();
      await closeProviders();
      // A database handed in belongs to the caller.
      if (!overrides.database) await database.close();
    },
  };
}

/**
 * One app and database for the test file; each test makes its own users, so tests stay independent.
 * `env` may be a function, read when the app is built (after earlier beforeAll hooks, e.g. a test server's).
 */
export function useTestApp(overrides: TestOverrides = {}, env: Record<string, string> | (() => Record<string, string>) = {}): TestContext {
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

/**
 * Two instances of a deployment for the test file: one database, one Redis (under a key prefix of
 * their own). `env` holds the settings both got, for a third instance a test builds itself.
 */
export function useTwoInstances(settings: Record<string, string> = {}): { a: TestContext; b: TestContext; env: Record<string, string> } {
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `genesis-test-${process.pid}-${randomUUID().slice(0, 8)}:`,
    ...settings,
  };
  const a = {} as TestContext;
  const b = {} as TestContext;
  const closing: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const first = await buildTestApp({}, env);
    closing.unshift(first.close);
    Object.assign(a, first);
    const second = await buildTestApp({ database: first.database }, env);
    closing.unshift(second.close);
    Object.assign(b, second);
  });
  afterAll(async () => {
    for (const close of closing) await close();
  });
  return { a, b, env };
}
