import { providerSpec, type AiCapability } from '@shared/catalog/ai-engines';
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
