import { z } from 'zod';
import { aiCapabilities, engineFallbackReasons } from '../catalog/ai-engines';

export const aiCapability = z.enum(aiCapabilities);

/** One capability as the console shows it. The key itself never leaves the server: only whether one is set. */
export const aiEngineView = z.object({
  capability: aiCapability,
  provider: z.string(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  hasKey: z.boolean(),
  /** 'environment': set by the variables named in `variables`, read-only here; 'console': saved here; 'default': the built-in engine. */
  source: z.enum(['environment', 'console', 'default']),
  variables: z.array(z.string()),
  /** Why the saved setting cannot be used right now (the built-in engine serves meanwhile). */
  problem: z.string().nullable(),
  /** What serves it right now on this instance, e.g. { engine: 'ollama', model: 'llama3.2' }. */
  active: z.object({ engine: z.string(), model: z.string().nullable() }),
  /** Its engine's last failure on any instance since the setting was saved, e.g. a 401 from the provider; null: none. */
  lastFailure: z
    .object({
      engine: z.string(),
      reason: z.enum(engineFallbackReasons),
      status: z.number().int().nullable(),
      /** ISO 8601. */
      at: z.string(),
    })
    .nullable(),
});
export type AiEngineView = z.infer<typeof aiEngineView>;

/** GET/PUT /api/admin/ai-engines */
export const aiEnginesResponse = z.object({ engines: z.array(aiEngineView) });
export type AiEnginesResponse = z.infer<typeof aiEnginesResponse>;

const isHttpUrl = (value: string) => z.url({ protocol: /^https?$/ }).safeParse(value).success;

/** An http(s) address without its trailing slash; empty: none. */
const baseUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isHttpUrl(value), 'Enter an http:// or https:// address')
  // A password in the address would be shown and logged like the address: keys go in the key field.
  .refine(
    (value) => value === '' || !isHttpUrl(value) || !/^[a-z]+:\/\/[^/]*@/i.test(value),
    'Put a password in the API key field, not in the address',
  )
  .transform((value) => (value === '' ? null : value.replace(/\/+$/, '')));

/**
 * One capability's settings from the console. `apiKey`: a new key, null to remove the stored one,
 * absent to keep it.
 */
export const aiEngineSettingInput = z.strictObject({
  provider: z.string().trim().min(1).max(40),
  baseUrl: baseUrl.nullish(),
  model: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
  apiKey: z.string().trim().min(1).max(500).nullable().optional(),
});
export type AiEngineSettingInput = z.input<typeof aiEngineSettingInput>;

/** PUT /api/admin/ai-engines: the capabilities to change (others are left as they are). */
export const putAiEnginesBody = z.strictObject({
  engines: z.partialRecord(aiCapability, aiEngineSettingInput).refine((engines) => Object.keys(engines).length > 0, 'Nothing to save'),
});
export type PutAiEnginesBody = z.input<typeof putAiEnginesBody>;

export const aiCapabilityParams = z.object({ capability: aiCapability });

/** POST /api/admin/ai-engines/{capability}/test: the settings in the form (unsaved), else the saved ones. */
export const testAiEngineBody = z.strictObject({ setting: aiEngineSettingInput.optional() }).default({});

export const testAiEngineResponse = z.object({
  ok: z.boolean(),
  latencyMs: z.number().int().nonnegative(),
  /** What the provider answered, e.g. 'OK' or its error message. */
  message: z.string(),
  /** The models the server offers, when it lists them. */
  models: z.array(z.string()),
});
export type TestAiEngineResponse = z.infer<typeof testAiEngineResponse>;

/** What a Test is doing while it runs: loading a local model's weights (`fraction` of them loaded). */
export const testAiEngineProgress = z.object({ stage: z.literal('loading-model'), fraction: z.number().min(0).max(1) });
export type TestAiEngineProgress = z.infer<typeof testAiEngineProgress>;

/**
 * A Test asked for with `Accept: application/x-ndjson` answers one JSON object a line as it runs:
 * progress while a local model loads (its first load can take minutes), then the result.
 */
export const TEST_PROGRESS_TYPE = 'application/x-ndjson';
export const testAiEngineEvent = z.union([z.object({ progress: testAiEngineProgress }), z.object({ result: testAiEngineResponse })]);
export type TestAiEngineEvent = z.infer<typeof testAiEngineEvent>;
