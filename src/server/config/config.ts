import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { COMMISSION_APPROVAL_DAYS, DEFAULT_PAYOUT_MINIMUM_CENTS } from '@shared/catalog/affiliates';
import { parseHost } from '../http/request-origin';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from '@shared/catalog/limits';
import { MEDIA_DEFAULT_QUOTA_BYTES } from '@shared/contracts/media';
import { normalEmailDomain } from '@shared/contracts/sign-in';
import { isAddressOrRange } from '../http/client-address';
import type { AiCapability } from '@shared/catalog/ai-engines';
import { aiAddressProblem, normalAiHost } from '../providers/ai-server-address';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Comma-separated entries, each read in its normal form by `read` (undefined: not one); every bad entry is named with `problem`. */
const entryList = (read: (entry: string) => string | undefined, problem: string) =>
  z
    .string()
    .optional()
    .transform((value, context) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .flatMap((entry) => {
          const normal = read(entry);
          if (normal !== undefined) return [normal];
          context.addIssue({ code: 'custom', message: `"${entry}" ${problem}` });
          return [];
        }),
    );

/** Comma-separated host names or addresses, without ports: `studio.example.com, 10.0.0.5, [fd00::1]`. */
const hostNameList = entryList((entry) => {
  const host = parseHost(entry);
  return host && host.port === undefined ? host.name : undefined;
}, 'is not a host name (give names or addresses without ports)');

/** Comma-separated e-mail domains, lower case: `example.com, Example.org`. */
const domainList = entryList(normalEmailDomain, 'is not an e-mail domain (example.com)');

/** Comma-separated AI_ALLOWED_HOSTS entries in their normal form (see providers/ai-server-address.ts). */
const aiHostList = entryList(normalAiHost, 'is not a host, host:port, *.domain or CIDR range');

export const textProviders = ['openai', 'anthropic', 'openai-compatible', 'ollama', 'local', 'offline'] as const;
export type TextProvider = (typeof textProviders)[number];

export const imageProviders = ['openai', 'automatic1111', 'comfyui', 'offline'] as const;
export type ImageProvider = (typeof imageProviders)[number];

export const speechProviders = ['espeak', 'openai', 'elevenlabs'] as const;
export type SpeechProvider = (typeof speechProviders)[number];

/**
 * The default cap on an instance's generations, per core: the queue behind the offline renderer's
 * threads stays short enough that a 4-picture request waiting at its end still finishes well
 * within IMAGE_TIMEOUT_MS on a busy machine (bench/RESULTS.md, "Generations under load").
 */
const GENERATIONS_PER_CORE = 8;

/** Google's own addresses (GOOGLE_*_BASE_URL point elsewhere only for tests against a stand-in). */
export const googleAccountsApi = 'https://accounts.google.com';
export const googleOAuth2Api = 'https://oauth2.googleapis.com';
export const googleApi = 'https://www.googleapis.com';

/** Every setting the server reads. `.env.example` lists the same names with their defaults. */
const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where resumable uploads keep their parts until they are whole: one folder every instance shares in a cluster. */
  RESUMABLE_UPLOADS_DIR: optionalText.pipe(z.string().min(1).optional()),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional()),
  /** How long an access token lives; clients refresh it before then with their session token. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60 * 60)
    .default(DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /** Host names besides localhost, 127.0.0.1, [::1], HOST and PUBLIC_URL's that requests may name; others get 400. */
  ALLOWED_HOSTS: optionalText.pipe(hostNameList),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_WEEKLY: optionalText,
  STRIPE_PRICE_BASIC: optionalText,
  STRIPE_PRICE_PREMIUM: optionalText,
  /** Optional: with it, /subscription can take the card on the page (Stripe Payment Element). */
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** Another Stripe API endpoint, e.g. a local test server: http://127.0.0.1:12111 */
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  /** off: no checkout at all (without Stripe, the local test checkout takes the payments). */
  PAYMENTS: optionalText.pipe(z.enum(['on', 'off']).default('on')),
  /** Which text engine writes scripts, SEO copy and chat replies; inferred from the keys when unset. */
  TEXT_PROVIDER: optionalText.pipe(z.enum(textProviders).optional()),
  TEXT_MODEL: optionalText,
  OPENAI_API_KEY: optionalText,
  /** Any OpenAI-compatible server (vLLM, LM Studio, llama.cpp server …), e.g. http://127.0.0.1:8000/v1 */
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  ANTHROPIC_API_KEY: optionalText,
  /** An Ollama server, e.g. http://127.0.0.1:11434 */
  OLLAMA_BASE_URL: optionalText.pipe(z.url().optional()),
  /**
   * The text server's address (OpenAI-compatible or Ollama), for text alone; OPENAI_BASE_URL and
   * OLLAMA_BASE_URL are read when it is unset. IMAGE_BASE_URL and TTS_BASE_URL do the same for
   * pictures and speech, so each capability can run on its own server.
   */
  TEXT_BASE_URL: optionalText.pipe(z.url().optional()),
  IMAGE_BASE_URL: optionalText.pipe(z.url().optional()),
  TTS_BASE_URL: optionalText.pipe(z.url().optional()),
  /** Encrypts the AI keys saved in the operator console; unset, a key is generated in DATA_DIR (set it when instances share a database). */
  SETTINGS_KEY: optionalText.pipe(z.string().min(16, 'SETTINGS_KEY must be at least 16 characters').optional()),
  /**
   * Where AI servers and model downloads may be reached, comma-separated: host names, addresses,
   * host:port, *.domain (any name under it) and CIDR ranges, e.g. `127.0.0.1:11434,gpu.lan,*.hf.co`.
   * Unset: any http(s) address, private ones included (local and LAN model servers).
   */
  AI_ALLOWED_HOSTS: optionalText.pipe(aiHostList),
  /** A GGUF model file run in process by node-llama-cpp (installed with the app, or from the operator console). */
  LOCAL_MODEL_PATH: optionalText,
  /** What the console's 'Install runtime' asks npm for (a version range, or a tarball's path). */
  LOCAL_MODEL_RUNTIME_PACKAGE: z.string().trim().min(1).default('node-llama-cpp@3'),
  /** Smallest approved affiliate balance (in dollars) that the monthly payout run pays out. */
  AFFILIATE_PAYOUT_MINIMUM: z.coerce
    .number()
    .min(0)
    .default(DEFAULT_PAYOUT_MINIMUM_CENTS / 100),
  /** Days a commission stays pending after its payment before it is approved (0: approved at once, e.g. the journeys). */
  AFFILIATE_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(COMMISSION_APPROVAL_DAYS),
  TEXT_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  TEXT_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** A ceiling on any one reply's length in tokens (cost and latency); unset, each call sets its own. */
  TEXT_MAX_OUTPUT_TOKENS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).optional()),
  /** Worker threads for SEO analysis: the cores but one, so requests keep a core. */
  SEO_ANALYSIS_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .default(Math.max(1, availableParallelism() - 1)),
  /** Analyses waiting for a thread; beyond them, 503 with Retry-After. */
  SEO_ANALYSIS_QUEUE: z.coerce.number().int().min(0).default(8),
  /** An analysis running longer is stopped (its thread too) and answered 422. */
  SEO_ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  /** Which engine draws pictures; the offline title-card renderer unless this names another. */
  IMAGE_PROVIDER: optionalText.pipe(z.enum(imageProviders).optional()),
  /** The image model id (openai), or the checkpoint file the server loads (automatic1111, comfyui). */
  IMAGE_MODEL: optionalText,
  /** An AUTOMATIC1111 (or Forge, SD.Next) web UI started with --api, e.g. http://127.0.0.1:7860 */
  AUTOMATIC1111_BASE_URL: optionalText.pipe(z.url().optional()),
  /** A ComfyUI server, e.g. http://127.0.0.1:8188 */
  COMFYUI_BASE_URL: optionalText.pipe(z.url().optional()),
  IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1).default(120_000),
  IMAGE_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** Which engine speaks voiceovers; the embedded eSpeak NG unless this (or ELEVENLABS_API_KEY) names another. */
  TTS_PROVIDER: optionalText.pipe(z.enum(speechProviders).optional()),
  /** OpenAI speech model (default tts-1) or ElevenLabs model (default eleven_multilingual_v2). */
  TTS_MODEL: optionalText,
  ELEVENLABS_API_KEY: optionalText,
  /** Another ElevenLabs API address (a proxy, or a local test server). */
  ELEVENLABS_BASE_URL: optionalText.pipe(z.url().optional()),
  /** S3-compatible object storage for generated files; unset, files live under DATA_DIR/files. */
  S3_BUCKET: optionalText,
  /** Another S3 endpoint (MinIO, R2 …), e.g. http://127.0.0.1:9000 */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Address the bucket in the path (http://host/bucket/key), as MinIO-like servers need. */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** Redis for state shared by several instances (chat events); unset, one instance keeps it in process. */
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** Prefix of every Redis key and channel, so deployments (and tests) can share one server. */
  REDIS_KEY_PREFIX: z.string().default('genesis:'),
  /** How often the chat socket pings; a socket that missed the last ping is dropped. */
  SOCKET_HEARTBEAT_MS: z.coerce.number().int().min(50).default(30_000),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  /** When set, GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  TTS_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** New accounts one client address may register per REGISTRATION_WINDOW_MINUTES. */
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  REGISTRATION_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Addresses and CIDR ranges (comma-separated) the registration limit does not count, e.g. a test runner. */
  REGISTRATION_LIMIT_EXEMPT: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(z.string().refine(isAddressOrRange, 'each entry must be an IP address or a CIDR range'))),
  /** Mail goes over SMTP with it (smtp:// or smtps://, user and password in the URL); without, to the outbox and the log. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Genesis Studio <no-reply@localhost>'),
  /** Comma-separated e-mails of the administrators; unset, the first account registered becomes one. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(z.email('each entry must be an e-mail address'))),
  /** New accounts get a verification link and cannot generate until they follow it. */
  REQUIRE_EMAIL_VERIFICATION: booleanFlag,
  /** Outgoing webhooks may go to loopback, private and other non-public addresses (and over plain http): for receivers on the operator's own network. */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag,
  /** The address users write to for help, shown in the pages' contact links; unset, no contact links. */
  SUPPORT_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  /** Generations (images, voiceovers, renders) one instance runs at once; more are answered 503 with Retry-After. */
  GENERATION_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .default(() => GENERATIONS_PER_CORE * availableParallelism()),
  /** Video renders this instance encodes at once (each ffmpeg uses every core it is given). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Bytes of media (photos, clips, sounds) each user may keep; uploads beyond it are refused. */
  MEDIA_QUOTA_BYTES: z.coerce.number().int().min(0).default(MEDIA_DEFAULT_QUOTA_BYTES),
  /** Speech input: an OpenAI-compatible transcription server (whisper.cpp's server, faster-whisper-server, OpenAI), e.g. http://127.0.0.1:8000 (with or without /v1); unset, the browser's recognition is used. */
  STT_BASE_URL: optionalText.pipe(z.url().optional()),
  /** Its key; unset, OPENAI_API_KEY is sent to OpenAI's own address (and no key to any other). */
  STT_API_KEY: optionalText,
  STT_MODEL: optionalText.pipe(z.string().default('whisper-1')),
  STT_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  /**
   * The Google OAuth client creators connect their YouTube channels through (Google Cloud console →
   * APIs & Services → Credentials, a web application). Both or neither; unset, the one an
   * administrator saved in the operator console, if any.
   */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** For tests against a stand-in only: Google's consent screen (/o/oauth2/v2/auth), its token and revoke endpoints, and its APIs. */
  GOOGLE_ACCOUNTS_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default(googleAccountsApi)),
  GOOGLE_OAUTH2_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default(googleOAuth2Api)),
  GOOGLE_API_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default(googleApi)),
  /**
   * Single sign-on with any OpenID Connect provider (Google, Microsoft, Keycloak, Authentik …): its
   * issuer (discovery at /.well-known/openid-configuration), the client registered there and its
   * secret, all three or none; unset, the provider an administrator saved in the operator console.
   */
  OIDC_ISSUER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The button's words: 'Continue with {label}'. */
  OIDC_LABEL: optionalText.pipe(z.string().max(40).optional()),
  /** Comma-separated e-mail domains single sign-on accepts (example.com, example.org); unset, any verified address. */
  OIDC_ALLOWED_DOMAINS: optionalText.pipe(domainList),
  /** off: only single sign-on signs in and makes accounts (honoured only while a provider is set up, so nobody is locked out). */
  PASSWORD_SIGN_IN: optionalText.pipe(z.enum(['on', 'off']).optional()),
  /** How long the studio waits for each answer of the OpenID provider (discovery, token, keys) before it says the provider is down. */
  OIDC_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
});

export interface TextConfig {
  provider: TextProvider;
  /** The model id sent to the provider (unset for the offline writer; the file name for a local model). */
  model: string | undefined;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  modelPath: string | undefined;
  /** DATA_DIR: a local model's runtime (node-llama-cpp) may have been installed on demand under it. */
  dataDir: string;
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number | undefined;
  /** AI_ALLOWED_HOSTS: where the engine may connect (empty: any http(s) address). */
  aiAllowedHosts: readonly string[];
}

export interface ImageConfig {
  provider: ImageProvider;
  /** The model id (openai) or checkpoint file name (comfyui; automatic1111 when set, else the loaded one). */
  model: string | undefined;
  /** OPENAI_API_KEY for openai; unset for the others. */
  apiKey: string | undefined;
  /** OPENAI_BASE_URL (an OpenAI-compatible image server), AUTOMATIC1111_BASE_URL or COMFYUI_BASE_URL. */
  baseUrl: string | undefined;
  /** The whole drawing of one picture, retries and queueing included, must finish within this. */
  timeoutMs: number;
  maxRetries: number;
  /** AI_ALLOWED_HOSTS: where the engine may connect (empty: any http(s) address). */
  aiAllowedHosts: readonly string[];
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own credential chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface SpeechConfig {
  provider: SpeechProvider;
  /** The vendor's model id; unset for eSpeak NG. */
  model: string | undefined;
  /**
   * The vendor's key. A chosen vendor without one still starts: voiceovers then answer 503
   * 'Voice provider API key is not configured' (spec §8) while the rest of the product works.
   */
  apiKey: string | undefined;
  /** The API address: OPENAI_BASE_URL or ELEVENLABS_BASE_URL, else the vendor's own. */
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  /** Set with ELEVENLABS_API_KEY: voice profiles become ElevenLabs instant clones, spoken with `model`. */
  cloning: { apiKey: string; baseUrl: string; model: string } | undefined;
  /** AI_ALLOWED_HOSTS: where the engines may connect (empty: any http(s) address). */
  aiAllowedHosts: readonly string[];
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { weekly: string; basic: string; premium: string };
  apiUrl: string | undefined;
  /** pk_…: the browser loads Stripe.js with it for the embedded payment form; unset, only Checkout is offered. */
  publishableKey: string | undefined;
}

/** Single sign-on as the environment sets it (OIDC_*, PASSWORD_SIGN_IN); each unset part is the operator console's. */
export interface OidcConfig {
  /** OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (with OIDC_LABEL and OIDC_ALLOWED_DOMAINS); undefined: the console's provider, if one is saved. */
  provider: OidcProviderSettings | undefined;
  /** PASSWORD_SIGN_IN; undefined: the console's choice (on until an administrator turns it off). */
  passwordSignIn: boolean | undefined;
  /** The variables set: the console shows them and never overrides them. */
  variables: string[];
  /** OIDC_TIMEOUT_MS: each request to the provider must be answered within this. */
  timeoutMs: number;
}

export interface OidcProviderSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  label: string;
  /** Lower case; empty: any verified address. */
  allowedDomains: string[];
}

/** The button's words when no label is set: 'Continue with single sign-on'. */
export const DEFAULT_OIDC_LABEL = 'single sign-on';

/** Where the studio reaches Google, and the OAuth client the environment gives (creators connect YouTube channels through it). */
export interface GoogleConfig {
  /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; undefined: the operator console's client, if one is saved. */
  client: { clientId: string; clientSecret: string } | undefined;
  /** The variables that set the client: the console shows them and never overrides them. */
  variables: string[];
  /** The consent screen's origin (GOOGLE_ACCOUNTS_BASE_URL), the token and revoke endpoints' (GOOGLE_OAUTH2_BASE_URL), the APIs' (GOOGLE_API_BASE_URL). */
  accountsBaseUrl: string;
  oauth2BaseUrl: string;
  apiBaseUrl: string;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  /** Per capability, the environment variables that set its engine; empty: the operator console may set it. */
  engineVariables: Record<AiCapability, string[]>;
  /** SETTINGS_KEY: the keys saved in the console are encrypted with a key derived from it; unset, from the auth secret. */
  settingsKey: string | undefined;
  /** LOCAL_MODEL_RUNTIME_PACKAGE: what the console installs node-llama-cpp from. */
  localModelRuntimePackage: string;
  port: number;
  host: string;
  dataDir: string;
  /** RESUMABLE_UPLOADS_DIR, else DATA_DIR/uploads/resumable. */
  resumableUploadsDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  accessTokenTtlSeconds: number;
  logLevel: string;
  trustProxy: boolean;
  publicUrl: string | undefined;
  /** ALLOWED_HOSTS, lower case, IPv6 in brackets. */
  allowedHosts: string[];
  /** AI_ALLOWED_HOSTS in normal form: where AI servers and model downloads may be reached; empty: any http(s) address. */
  aiAllowedHosts: string[];
  /** Set when STRIPE_SECRET_KEY is: payments go through Stripe instead of the local test checkout. */
  stripe: StripeConfig | undefined;
  /** PAYMENTS=off: nothing can be bought (plans say subscriptions are not available). */
  paymentsOff: boolean;
  text: TextConfig;
  /** The payout run's minimum and the commission hold (AFFILIATE_HOLD_DAYS). */
  affiliates: { payoutMinimumCents: number; holdDays: number };
  image: ImageConfig;
  speech: SpeechConfig;
  /** Set with STT_BASE_URL: the chat microphone's recordings are transcribed there. */
  speechInput: SpeechInputConfig | undefined;
  /** Google (YouTube publishing): its addresses and the environment's OAuth client. */
  google: GoogleConfig;
  /** Single sign-on (OpenID Connect) and password sign-in, as far as the environment sets them. */
  oidc: OidcConfig;
  redis: { url: string; prefix: string } | undefined;
  socketHeartbeatMs: number;
  /** SEO analysis runs in a pool of worker threads with a queue and a deadline (features/seo/analysis-pool.ts). */
  seoAnalysis: { threads: number; queue: number; timeoutMs: number };
  metricsToken: string | undefined;
  /** How many accounts one address may register per window; `exempt` addresses and ranges are not counted. */
  registration: { perAddress: number; windowMs: number; exempt: string[] };
  /** Set with S3_BUCKET: files go to the bucket instead of local disk. */
  s3: S3Config | undefined;
  /** Generations this instance runs at once (GENERATION_CONCURRENCY). */
  generationConcurrency: number;
  /** Video renders this instance runs at once (RENDER_CONCURRENCY). */
  renderConcurrency: number;
  /** Bytes of media each user may keep (MEDIA_QUOTA_BYTES). */
  mediaQuotaBytes: number;
  /** SMTP_URL (unset: the outbox) and the From address. */
  mail: { smtpUrl: string | undefined; from: string };
  /** ADMIN_EMAILS, lower case; empty: the first account registered is the administrator. */
  adminEmails: string[];
  requireEmailVerification: boolean;
  /** WEBHOOKS_ALLOW_PRIVATE: webhooks may go to non-public addresses, over http too. */
  webhooksAllowPrivate: boolean;
  /** SUPPORT_EMAIL, served to the pages at run time; null: the contact links are hidden. */
  supportEmail: string | null;
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
  // Each group adds what it is missing; all of it is reported at once.
  const problems: string[] = [];
  if (env.PAYMENTS === 'off' && env.STRIPE_SECRET_KEY) {
    problems.push('PAYMENTS: off turns payments off, but STRIPE_SECRET_KEY is set: unset one of them');
  }
  const groups = { stripe: stripeConfig(env, problems), text: textConfig(env, problems), image: imageConfig(env, problems) };
  const speech = speechConfig(env);
  const speechInput = speechInputConfig(env);
  const google = googleConfig(env, problems);
  const oidc = oidcConfig(env, problems);
  problems.push(...refusedAiAddresses(env, { text: groups.text, image: groups.image, speech, speechInput }));
  if (problems.length > 0) throw configError(problems);
  return {
    ...groups,
    engineVariables: engineVariables(env, groups.text.provider, groups.image.provider, speech.provider),
    settingsKey: env.SETTINGS_KEY,
    localModelRuntimePackage: env.LOCAL_MODEL_RUNTIME_PACKAGE,
    paymentsOff: env.PAYMENTS === 'off',
    affiliates: { payoutMinimumCents: Math.round(env.AFFILIATE_PAYOUT_MINIMUM * 100), holdDays: env.AFFILIATE_HOLD_DAYS },
    speech,
    speechInput,
    google,
    oidc,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX } : undefined,
    socketHeartbeatMs: env.SOCKET_HEARTBEAT_MS,
    seoAnalysis: { threads: env.SEO_ANALYSIS_THREADS, queue: env.SEO_ANALYSIS_QUEUE, timeoutMs: env.SEO_ANALYSIS_TIMEOUT_MS },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    resumableUploadsDir: resolve(env.RESUMABLE_UPLOADS_DIR ?? join(env.DATA_DIR, 'uploads', 'resumable')),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    allowedHosts: env.ALLOWED_HOSTS,
    aiAllowedHosts: env.AI_ALLOWED_HOSTS,
    metricsToken: env.METRICS_TOKEN,
    registration: {
      perAddress: env.REGISTRATIONS_PER_ADDRESS,
      windowMs: env.REGISTRATION_WINDOW_MINUTES * 60_000,
      exempt: env.REGISTRATION_LIMIT_EXEMPT,
    },
    generationConcurrency: env.GENERATION_CONCURRENCY,
    renderConcurrency: env.RENDER_CONCURRENCY,
    mediaQuotaBytes: env.MEDIA_QUOTA_BYTES,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    adminEmails: env.ADMIN_EMAILS,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    supportEmail: env.SUPPORT_EMAIL ?? null,
  };
}

type Environment = z.infer<typeof environment>;

/**
 * The environment's AI addresses that are not http(s), or that AI_ALLOWED_HOSTS leaves out (the
 * vendors' own APIs included): the engines could never reach them, so the server does not start.
 */
function refusedAiAddresses(
  env: Environment,
  engines: { text: TextConfig; image: ImageConfig; speech: SpeechConfig; speechInput: SpeechInputConfig | undefined },
): string[] {
  const { text, image, speech, speechInput } = engines;
  const textVendor = { openai: openAiApi, anthropic: anthropicApi } as Partial<Record<TextProvider, string>>;
  const addresses: [string, string | undefined][] = [
    ['text engine', text.baseUrl ?? textVendor[text.provider]],
    ['image engine', image.provider === 'offline' ? undefined : (image.baseUrl ?? openAiApi)],
    ['speech engine', speech.provider === 'espeak' ? undefined : speech.baseUrl],
    ['voice cloning', speech.cloning?.baseUrl],
    ['speech input', speechInput?.baseUrl],
  ];
  return addresses.flatMap(([what, address]) => {
    const problem = address ? aiAddressProblem(address, env.AI_ALLOWED_HOSTS) : undefined;
    return problem ? [`The ${what}'s address ${address} cannot be used: ${problem}`] : [];
  });
}

/**
 * The variables that set each capability's engine. A capability with any is the environment's: the
 * operator console shows it read-only and never overrides it (DESIGN.md §5).
 */
function engineVariables(
  env: Environment,
  text: TextProvider,
  image: ImageProvider,
  speech: SpeechProvider,
): Record<AiCapability, string[]> {
  const setOf = (...candidates: (keyof Environment)[]) => candidates.filter((name) => env[name] !== undefined && env[name] !== '');
  const textVariables = {
    openai: setOf('TEXT_PROVIDER', 'OPENAI_API_KEY', 'TEXT_MODEL'),
    anthropic: setOf('TEXT_PROVIDER', 'ANTHROPIC_API_KEY', 'TEXT_MODEL'),
    'openai-compatible': setOf('TEXT_PROVIDER', 'TEXT_BASE_URL', 'OPENAI_BASE_URL', 'OPENAI_API_KEY', 'TEXT_MODEL'),
    ollama: setOf('TEXT_PROVIDER', 'TEXT_BASE_URL', 'OLLAMA_BASE_URL', 'TEXT_MODEL'),
    local: setOf('TEXT_PROVIDER', 'LOCAL_MODEL_PATH'),
    offline: setOf('TEXT_PROVIDER'),
  }[text];
  const imageVariables = {
    openai: setOf('IMAGE_PROVIDER', 'IMAGE_BASE_URL', 'OPENAI_BASE_URL', 'OPENAI_API_KEY', 'IMAGE_MODEL'),
    automatic1111: setOf('IMAGE_PROVIDER', 'IMAGE_BASE_URL', 'AUTOMATIC1111_BASE_URL', 'IMAGE_MODEL'),
    comfyui: setOf('IMAGE_PROVIDER', 'IMAGE_BASE_URL', 'COMFYUI_BASE_URL', 'IMAGE_MODEL'),
    offline: setOf('IMAGE_PROVIDER'),
  }[image];
  const speechVariables = {
    espeak: setOf('TTS_PROVIDER'),
    openai: setOf('TTS_PROVIDER', 'TTS_BASE_URL', 'OPENAI_BASE_URL', 'OPENAI_API_KEY', 'TTS_MODEL'),
    elevenlabs: setOf('TTS_PROVIDER', 'TTS_BASE_URL', 'ELEVENLABS_BASE_URL', 'ELEVENLABS_API_KEY', 'TTS_MODEL'),
  }[speech];
  return {
    scripts: textVariables,
    seo: textVariables,
    chat: textVariables,
    images: imageVariables,
    speech: speechVariables,
    voiceCloning: setOf('ELEVENLABS_API_KEY'),
    speechInput: env.STT_BASE_URL ? setOf('STT_BASE_URL', 'STT_API_KEY', 'STT_MODEL') : [],
  };
}

const configError = (lines: string[]) => new ConfigError(`Invalid configuration:\n${lines.map((line) => `  - ${line}`).join('\n')}`);

/** The first key or address that is set decides, unless TEXT_PROVIDER names one. */
function inferTextProvider(env: Environment): TextProvider {
  if (env.TEXT_PROVIDER) return env.TEXT_PROVIDER;
  if (env.TEXT_BASE_URL || env.OPENAI_BASE_URL) return 'openai-compatible';
  if (env.OPENAI_API_KEY) return 'openai';
  if (env.ANTHROPIC_API_KEY) return 'anthropic';
  if (env.OLLAMA_BASE_URL) return 'ollama';
  if (env.LOCAL_MODEL_PATH) return 'local';
  return 'offline';
}

export const defaultTextModels: Partial<Record<TextProvider, string>> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-haiku-4-5',
  ollama: 'llama3.2',
};

/** What each provider cannot run without; a missing one is named, with every other problem, so one restart fixes them all. */
const requiredTextSettings: Record<TextProvider, Setting[]> = {
  openai: ['OPENAI_API_KEY'],
  anthropic: ['ANTHROPIC_API_KEY'],
  'openai-compatible': [['TEXT_BASE_URL', 'OPENAI_BASE_URL'], 'TEXT_MODEL'],
  ollama: [['TEXT_BASE_URL', 'OLLAMA_BASE_URL']],
  local: ['LOCAL_MODEL_PATH'],
  offline: [],
};

/** A setting, or a setting with the older names read in its place. */
type Setting = keyof Environment | [keyof Environment, ...(keyof Environment)[]];
const names = (setting: Setting) => (Array.isArray(setting) ? setting : [setting]);
/** The settings none of whose names is set, each named as 'NEW (or OLD)'. */
const missingSettings = (env: Environment, settings: Setting[]) =>
  settings
    .filter((setting) => names(setting).every((name) => !env[name]))
    .map((setting) => {
      const [first, ...older] = names(setting);
      return older.length ? `${first} (or ${older.join(', ')})` : first;
    });

function textConfig(env: Environment, problems: string[]): TextConfig {
  const provider = inferTextProvider(env);
  problems.push(
    ...missingSettings(env, requiredTextSettings[provider]).map((name) => `${name}: required when the text provider is ${provider}`),
  );
  const byProvider = {
    openai: { apiKey: env.OPENAI_API_KEY, baseUrl: undefined },
    anthropic: { apiKey: env.ANTHROPIC_API_KEY, baseUrl: undefined },
    'openai-compatible': { apiKey: env.OPENAI_API_KEY, baseUrl: env.TEXT_BASE_URL ?? env.OPENAI_BASE_URL },
    ollama: { apiKey: undefined, baseUrl: env.TEXT_BASE_URL ?? env.OLLAMA_BASE_URL },
    local: { apiKey: undefined, baseUrl: undefined },
    offline: { apiKey: undefined, baseUrl: undefined },
  }[provider];
  return {
    provider,
    model: provider === 'offline' ? undefined : (env.TEXT_MODEL ?? defaultTextModels[provider]),
    ...byProvider,
    modelPath: provider === 'local' ? env.LOCAL_MODEL_PATH : undefined,
    dataDir: resolve(env.DATA_DIR),
    timeoutMs: env.TEXT_TIMEOUT_MS,
    maxRetries: env.TEXT_MAX_RETRIES,
    maxOutputTokens: env.TEXT_MAX_OUTPUT_TOKENS,
    aiAllowedHosts: env.AI_ALLOWED_HOSTS,
  };
}

export const defaultImageModels: Partial<Record<ImageProvider, string>> = {
  openai: 'gpt-image-1',
  comfyui: 'sd_xl_base_1.0.safetensors',
};

/**
 * What each image provider cannot run without. An OpenAI-compatible server (OPENAI_BASE_URL) may
 * need no key; OpenAI itself does.
 */
function requiredImageSettings(provider: ImageProvider, env: Environment): Setting[] {
  switch (provider) {
    case 'openai':
      return env.IMAGE_BASE_URL || env.OPENAI_BASE_URL ? [] : ['OPENAI_API_KEY'];
    case 'automatic1111':
      return [['IMAGE_BASE_URL', 'AUTOMATIC1111_BASE_URL']];
    case 'comfyui':
      return [['IMAGE_BASE_URL', 'COMFYUI_BASE_URL']];
    case 'offline':
      return [];
  }
}

function imageConfig(env: Environment, problems: string[]): ImageConfig {
  const provider = env.IMAGE_PROVIDER ?? 'offline';
  problems.push(
    ...missingSettings(env, requiredImageSettings(provider, env)).map((name) => `${name}: required when IMAGE_PROVIDER is ${provider}`),
  );
  const byProvider = {
    openai: { apiKey: env.OPENAI_API_KEY, baseUrl: env.IMAGE_BASE_URL ?? env.OPENAI_BASE_URL },
    automatic1111: { apiKey: undefined, baseUrl: env.IMAGE_BASE_URL ?? env.AUTOMATIC1111_BASE_URL },
    comfyui: { apiKey: undefined, baseUrl: env.IMAGE_BASE_URL ?? env.COMFYUI_BASE_URL },
    offline: { apiKey: undefined, baseUrl: undefined },
  }[provider];
  return {
    provider,
    model: provider === 'offline' ? undefined : (env.IMAGE_MODEL ?? defaultImageModels[provider]),
    ...byProvider,
    timeoutMs: env.IMAGE_TIMEOUT_MS,
    maxRetries: env.IMAGE_MAX_RETRIES,
    aiAllowedHosts: env.AI_ALLOWED_HOSTS,
  };
}

const defaultElevenLabsModel = 'eleven_multilingual_v2';
export const defaultSpeechModels: Record<SpeechProvider, string | undefined> = {
  espeak: undefined,
  openai: 'tts-1',
  elevenlabs: defaultElevenLabsModel,
};
export const elevenLabsApi = 'https://api.elevenlabs.io';
export const openAiApi = 'https://api.openai.com/v1';
export const anthropicApi = 'https://api.anthropic.com/v1';

/** Text AI keys do not switch speech on by themselves (it costs per character); an ElevenLabs key does. */
function speechConfig(env: Environment): SpeechConfig {
  const provider = env.TTS_PROVIDER ?? (env.ELEVENLABS_API_KEY ? 'elevenlabs' : 'espeak');
  const elevenLabsBase = env.ELEVENLABS_BASE_URL ?? elevenLabsApi;
  const byProvider = {
    espeak: { apiKey: undefined, baseUrl: '' },
    openai: { apiKey: env.OPENAI_API_KEY, baseUrl: env.TTS_BASE_URL ?? env.OPENAI_BASE_URL ?? openAiApi },
    elevenlabs: { apiKey: env.ELEVENLABS_API_KEY, baseUrl: env.TTS_BASE_URL ?? elevenLabsBase },
  }[provider];
  const model = provider === 'espeak' ? undefined : (env.TTS_MODEL ?? defaultSpeechModels[provider]);
  return {
    provider,
    model,
    ...byProvider,
    baseUrl: byProvider.baseUrl.replace(/\/+$/, ''),
    timeoutMs: env.TTS_TIMEOUT_MS,
    maxRetries: env.TTS_MAX_RETRIES,
    cloning: env.ELEVENLABS_API_KEY
      ? {
          apiKey: env.ELEVENLABS_API_KEY,
          baseUrl: elevenLabsBase.replace(/\/+$/, ''),
          model: (provider === 'elevenlabs' ? model : undefined) ?? defaultElevenLabsModel,
        }
      : undefined,
    aiAllowedHosts: env.AI_ALLOWED_HOSTS,
  };
}

export interface SpeechInputConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** AI_ALLOWED_HOSTS: where the transcriber may connect (empty: any http(s) address). */
  aiAllowedHosts: readonly string[];
}

function speechInputConfig(env: Environment): SpeechInputConfig | undefined {
  if (!env.STT_BASE_URL) return undefined;
  // The OpenAI key goes to OpenAI only: another server at STT_BASE_URL gets STT_API_KEY or nothing.
  const atOpenAi = new URL(env.STT_BASE_URL).hostname === 'api.openai.com';
  return {
    baseUrl: env.STT_BASE_URL,
    apiKey: env.STT_API_KEY ?? (atOpenAi ? env.OPENAI_API_KEY : undefined),
    model: env.STT_MODEL,
    timeoutMs: env.STT_TIMEOUT_MS,
    aiAllowedHosts: env.AI_ALLOWED_HOSTS,
  };
}

const stripeSettings = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_WEEKLY', 'STRIPE_PRICE_BASIC', 'STRIPE_PRICE_PREMIUM'] as const;

/** Stripe needs all of its settings once its key is given; a missing one is named. */
function stripeConfig(env: Environment, problems: string[]): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const missing = stripeSettings.filter((name) => !env[name]);
  problems.push(...missing.map((name) => `${name}: required when STRIPE_SECRET_KEY is set`));
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

/** Google's client comes whole from the environment or not at all: one of its two settings alone is named. */
function googleConfig(env: Environment, problems: string[]): GoogleConfig {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (clientId && !clientSecret) problems.push('GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set');
  if (clientSecret && !clientId) problems.push('GOOGLE_CLIENT_ID: required when GOOGLE_CLIENT_SECRET is set');
  const withoutSlash = (url: string) => url.replace(/\/+$/, '');
  return {
    client: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    variables: (['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const).filter((name) => env[name]),
    accountsBaseUrl: withoutSlash(env.GOOGLE_ACCOUNTS_BASE_URL),
    oauth2BaseUrl: withoutSlash(env.GOOGLE_OAUTH2_BASE_URL),
    apiBaseUrl: withoutSlash(env.GOOGLE_API_BASE_URL),
  };
}

const oidcVariables = [
  'OIDC_ISSUER_URL',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_LABEL',
  'OIDC_ALLOWED_DOMAINS',
  'PASSWORD_SIGN_IN',
] as const;

/**
 * The provider comes whole from the environment or not at all: any OIDC_* setting needs the issuer,
 * client id and secret. Its issuer must be https, except on this machine (a provider for tests or
 * development): the ID token and the client secret travel to it.
 */
function oidcConfig(env: Environment, problems: string[]): OidcConfig {
  const { OIDC_ISSUER_URL: issuerUrl, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  const set = (['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_LABEL', 'OIDC_ALLOWED_DOMAINS'] as const).filter(
    (name) => env[name] !== undefined && !(name === 'OIDC_ALLOWED_DOMAINS' && env[name].length === 0),
  );
  if (set.length > 0) {
    for (const name of ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (!env[name]) problems.push(`${name}: required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set`);
    }
  }
  if (issuerUrl && !isSecureIssuer(issuerUrl)) problems.push('OIDC_ISSUER_URL: must be an https address (http only on localhost)');
  return {
    provider:
      issuerUrl && clientId && clientSecret
        ? { issuerUrl, clientId, clientSecret, label: env.OIDC_LABEL ?? DEFAULT_OIDC_LABEL, allowedDomains: env.OIDC_ALLOWED_DOMAINS }
        : undefined,
    passwordSignIn: env.PASSWORD_SIGN_IN === undefined ? undefined : env.PASSWORD_SIGN_IN === 'on',
    variables: oidcVariables.filter((name) => env[name] !== undefined && !(name === 'OIDC_ALLOWED_DOMAINS' && env[name].length === 0)),
    timeoutMs: env.OIDC_TIMEOUT_MS,
  };
}

/** https, or http to this machine itself. */
export function isSecureIssuer(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname));
}
