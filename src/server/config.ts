import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Every setting the server reads. `.env.example` lists the same names with their defaults. */
const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_WEEKLY: optionalText,
  STRIPE_PRICE_BASIC: optionalText,
  STRIPE_PRICE_PREMIUM: optionalText,
  /** Optional: with it, /subscription can take the card on the page (Stripe Payment Element). */
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** Another Stripe API endpoint, e.g. a local test server: http://127.0.0.1:12111 */
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
});

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { weekly: string; basic: string; premium: string };
  apiUrl: string | undefined;
  /** pk_…: the browser loads Stripe.js with it for the embedded payment form; unset, only Checkout is offered. */
  publishableKey: string | undefined;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  publicUrl: string | undefined;
  /** Set when STRIPE_SECRET_KEY is: payments go through Stripe instead of the local test checkout. */
  stripe: StripeConfig | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; every problem is reported together so one restart fixes them all. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    stripe: stripeConfig(env),
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
  };
}

const stripeSettings = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_WEEKLY',
  'STRIPE_PRICE_BASIC',
  'STRIPE_PRICE_PREMIUM',
] as const;

/** Stripe needs all of its settings once its key is given; a missing one is named. */
function stripeConfig(env: z.infer<typeof environment>): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const missing = stripeSettings.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  - ${name}: required when STRIPE_SECRET_KEY is set`).join('\n')}`,
    );
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    prices: {
      weekly: env.STRIPE_PRICE_WEEKLY ?? '',
      basic: env.STRIPE_PRICE_BASIC ?? '',
      premium: env.STRIPE_PRICE_PREMIUM ?? '',
    },
    apiUrl: env.STRIPE_API_URL,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
  };
}
