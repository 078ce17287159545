import { z } from 'zod';

/** The engine behind one capability: e.g. { engine: 'offline-writer', model: null, offline: true }. */
export const engineStatus = z.object({
  engine: z.string(),
  /** The model id for a text model; null for the built-in offline engines. */
  model: z.string().nullable(),
  /** True for the built-in engines that run with no keys and label their output as offline. */
  offline: z.boolean(),
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
