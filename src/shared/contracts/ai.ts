import { z } from 'zod';
import { engineFallbackReasons } from '../catalog/ai-engines';

/**
 * An engine that should have served a request but did not, so a built-in engine answered in its
 * place: on every response that can fall back (`fallbackFrom`), and in GET /api/ai/status while a
 * saved setting cannot be used. Never a key, an address or the provider's own words.
 */
export const engineFallback = z.object({
  /** The engine that did not serve, e.g. 'openai'. */
  engine: z.string(),
  /** Why: 'key-refused' (401/403), 'key-unreadable' (a saved key this server cannot decrypt) … */
  reason: z.enum(engineFallbackReasons),
  /** The provider's HTTP status, when it answered with one. */
  status: z.number().int().nullable(),
});
export type EngineFallback = z.infer<typeof engineFallback>;

/** The engine behind one capability: e.g. { engine: 'offline-writer', model: null, offline: true }. */
export const engineStatus = z.object({
  engine: z.string(),
  /** The model id for a text model; null for the built-in offline engines. */
  model: z.string().nullable(),
  /** True for the built-in engines that run with no keys and label their output as offline. */
  offline: z.boolean(),
  /** The engine the settings name, while it cannot be used and this built-in one serves in its place. */
  fallbackFrom: engineFallback.optional(),
});
export type EngineStatus = z.infer<typeof engineStatus>;

/** GET /api/ai/status: which engine serves each capability. Never carries a key or an address. */
export const aiStatusResponse = z.object({
  capabilities: z.object({
    scripts: engineStatus,
    seo: engineStatus,
    images: engineStatus,
    chat: engineStatus,
    speech: engineStatus,
    /** 'offline-voice-match' or 'elevenlabs'. */
    voiceCloning: engineStatus,
    /** Video rendering: ffmpeg (the system's or the npm package's, with its version); null where there is none. */
    video: engineStatus.nullable(),
    /** The chat microphone's transcription server (STT_BASE_URL); null: the browser's own speech recognition. */
    speechInput: engineStatus.nullable(),
  }),
});
export type AiStatusResponse = z.infer<typeof aiStatusResponse>;
