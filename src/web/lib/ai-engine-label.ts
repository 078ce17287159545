import { fallbackReasonText, providerSpec, type AiCapability, type EngineFallbackReason } from '@shared/catalog/ai-engines';
import type { EngineFallback } from '@shared/contracts/ai';
import { pagePaths } from '@shared/routes';

/** The operator console's AI engines section, where an administrator connects engines. */
export const AI_ENGINES_CONSOLE_HREF = `${pagePaths.admin}?section=ai-engines`;

/**
 * The engine ids the server reports (GET /api/ai/status, the console's `active`) that are not the
 * catalog's provider names: the built-in engines, and a local model.
 */
const providerOfEngine: Record<string, string> = {
  'offline-writer': 'offline',
  'offline-analyzer': 'offline',
  'offline-preview': 'offline',
  'offline-voice-match': 'offline',
  'local-model': 'local',
};

/** Video rendering is no console setting: its only engine is FFmpeg. */
const otherEngines: Record<string, string> = { ffmpeg: 'FFmpeg' };

/**
 * How the studio names the engine serving a capability: 'Offline writer (built in)', 'Ollama',
 * "The browser's speech recognition" … (the catalog's provider labels); an engine the catalog
 * does not know by its id.
 */
export function aiEngineLabel(capability: AiCapability | 'video', engine: string): string {
  if (capability === 'video') return otherEngines[engine] ?? engine;
  // OpenAI's own transcription API is one of the OpenAI-compatible transcription servers.
  const provider = capability === 'speechInput' && engine === 'openai' ? 'openai-compatible' : (providerOfEngine[engine] ?? engine);
  return providerSpec(capability, provider)?.label ?? engine;
}

/** What the note calls the engine that was not used. */
const engineNouns: Record<AiCapability, string> = {
  scripts: 'The AI model',
  seo: 'The AI model',
  chat: 'The AI model',
  images: 'The image engine',
  speech: 'The voice engine',
  voiceCloning: 'The voice cloning engine',
  speechInput: 'The speech input engine',
};

/** Failures that may pass by themselves: trying again is worth it. */
const passing = new Set<EngineFallbackReason>(['rate-limited', 'timeout', 'server-error', 'unavailable']);

/**
 * What is said where a result is shown when the engine the settings name was not used and a
 * built-in one made the result in its place (`fallbackFrom` in the answer): which engine, why, and
 * `outcome`, what the user sees instead.
 */
export function engineFallbackNote(capability: AiCapability, fallback: EngineFallback, outcome: string): string {
  const advice = passing.has(fallback.reason)
    ? 'Try again later, or ask your administrator to check AI engines.'
    : 'Ask your administrator to check AI engines.';
  const engine = aiEngineLabel(capability, fallback.engine);
  const why = fallbackReasonText(fallback.reason, fallback.status);
  return `${engineNouns[capability]} (${engine}) was not used because ${why}, so ${outcome}. ${advice}`;
}
