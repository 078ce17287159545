import type { Config } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import { buildApp, type App } from './app';
import type { AppDeps, Clock } from './deps';
import { openProviders, type GivenProviders } from './open-providers';
import { createServices, type Services } from './services';

export interface OpenedApp {
  app: App;
  services: Services;
  deps: AppDeps;
  /** Closes what openProviders opened (the app and the database are closed by their owner). */
  closeProviders(): Promise<void>;
}

/**
 * The app as the server, the tests and the benchmarks run it: its providers opened from the settings
 * (or handed in), every service built once, and the Fastify app. A part in `given` is used as is.
 */
export async function openApp(
  config: Config,
  database: DatabaseHandle,
  options: {
    clock: Clock;
    authSecret: string;
    given?: GivenProviders & Partial<AppDeps>;
    /** The database opens and migrates meanwhile (serve.ts): see openProviders. */
    databaseReady?: Promise<void>;
  },
): Promise<OpenedApp> {
  const { clock, authSecret, given = {} } = options;
  const providers = await openProviders(config, database, clock, given, { authSecret, databaseReady: options.databaseReady });
  try {
    const { text: _text, transcriber: _transcriber, ...handedIn } = given;
    const deps: AppDeps = { config, database, clock, ...providers, authSecret, ...handedIn };
    const services = createServices(deps);
    const app = await buildApp(deps, services);
    return { app, services, deps, closeProviders: providers.close };
  } catch (error) {
    await providers.close();
    throw error;
  }
}
