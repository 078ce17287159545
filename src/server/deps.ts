import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { PaymentProcessor } from './providers/payments/payment-processor';
import type { TextEngine } from './providers/text';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything the app talks to. Routes and services take collaborators from here, never from module state. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  payments: PaymentProcessor;
  /** The text model, when one is configured; without one the offline writer drafts (DESIGN.md §5). */
  text: TextEngine | undefined;
  /** Key that signs access tokens; shared by every instance of one deployment. */
  authSecret: string;
  /** Built client (index.html and assets); unset when the app serves the API only. */
  clientDir?: string | undefined;
}
