import { providerSpec, type AiCapability, type EngineFallbackReason } from '@shared/catalog/ai-engines';
import type { EngineFallback } from '@shared/contracts/ai';
import { pagePaths } from '@shared/routes';
import { i18n } from '@/i18n/i18n';

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

/** The catalog's provider labels that are words (not only a product's name), by their key under `common:engines.providers`. */
const providerLabelKeys = {
  'Offline writer (built in)': 'offlineWriter',
  'OpenAI-compatible server': 'openaiCompatibleServer',
  'Local GGUF model (in this server)': 'localModel',
  'SEO analyzer (built in)': 'seoAnalyzer',
  'Offline title cards (built in)': 'offlineTitleCards',
  'OpenAI images': 'openaiImages',
  'eSpeak NG (built in)': 'espeak',
  'OpenAI or OpenAI-compatible speech': 'openaiSpeech',
  'Offline voice match (built in)': 'offlineVoiceMatch',
  'ElevenLabs instant cloning': 'elevenlabsCloning',
  "The browser's speech recognition": 'browserSpeech',
  'OpenAI-compatible transcription (whisper.cpp, faster-whisper, OpenAI)': 'openaiTranscription',
} as const;

/** A catalog provider label in the interface language; product names as they are. */
function translatedProviderLabel(label: string): string {
  if (!Object.hasOwn(providerLabelKeys, label)) return label;
  return i18n.t(`common:engines.providers.${providerLabelKeys[label as keyof typeof providerLabelKeys]}`);
}

/** A catalog provider by its label in the interface language: 'openai-compatible' → 'OpenAI-compatible server'; an unknown one by its id. */
export function aiProviderLabel(capability: AiCapability, provider: string): string {
  return translatedProviderLabel(providerSpec(capability, provider)?.label ?? provider);
}

/**
 * How the studio names the engine serving a capability: 'Offline writer (built in)', 'Ollama',
 * "The browser's speech recognition" … (the catalog's provider labels, in the interface language);
 * an engine the catalog does not know by its id.
 */
export function aiEngineLabel(capability: AiCapability | 'video', engine: string): string {
  if (capability === 'video') return otherEngines[engine] ?? engine;
  // OpenAI's own transcription API is one of the OpenAI-compatible transcription servers.
  const provider = capability === 'speechInput' && engine === 'openai' ? 'openai-compatible' : (providerOfEngine[engine] ?? engine);
  const label = providerSpec(capability, provider)?.label;
  return label ? translatedProviderLabel(label) : engine;
}

/** Failures that may pass by themselves: trying again is worth it. */
const passing = new Set<EngineFallbackReason>(['rate-limited', 'timeout', 'server-error', 'unavailable']);

/** Why the engine was not used, in words: 'the provider refused the API key (HTTP 401)'. */
function reasonText(reason: EngineFallbackReason, status: number | null): string {
  const words = i18n.t(`common:engineFallback.reasons.${reason}`);
  return status === null ? words : i18n.t('common:engineFallback.withStatus', { reason: words, status });
}

/**
 * What is said where a result is shown when the engine the settings name was not used and a
 * built-in one made the result in its place (`fallbackFrom` in the answer): which engine, why, and
 * `outcome`, what the user sees instead — a whole clause in the interface language ('the offline
 * writer wrote this reply'), which the sentence around it joins on.
 */
export function engineFallbackNote(capability: AiCapability, fallback: EngineFallback, outcome: string): string {
  return i18n.t('common:engineFallback.note', {
    engine: i18n.t(`common:engineFallback.engines.${capability}`),
    engineName: aiEngineLabel(capability, fallback.engine),
    reason: reasonText(fallback.reason, fallback.status),
    outcome,
    advice: i18n.t(passing.has(fallback.reason) ? 'common:engineFallback.adviceRetry' : 'common:engineFallback.advice'),
  });
}
