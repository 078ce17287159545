import { resolve } from 'node:path';
import type { TextCapability } from '@shared/catalog/ai-engines';
import {
  defaultImageModels,
  defaultSpeechModels,
  defaultTextModels,
  elevenLabsApi,
  openAiApi,
  type Config,
  type ImageConfig,
  type ImageProvider,
  type SpeechConfig,
  type SpeechProvider,
  type TextConfig,
  type TextProvider,
} from '../../config/config';
import { modelsDir } from '../models';

/** One capability's engine as the console saved it, the key already unsealed. */
export interface EngineSetting {
  provider: string;
  baseUrl: string | null;
  model: string | null;
  apiKey: string | null;
}

/** Downloaded GGUF models live here; the console's 'local' text engine names one of its files. */
export const localModelsDir = modelsDir;

/**
 * The text engine's settings for a capability: the console's setting in the shape the environment
 * gives (timeouts and limits stay the environment's). A local model is a file in DATA_DIR/models.
 */
export function textConfigFrom(setting: EngineSetting, config: Config): TextConfig {
  const provider = setting.provider as TextProvider;
  return {
    ...config.text,
    provider,
    model: provider === 'offline' ? undefined : (setting.model ?? defaultTextModels[provider]),
    apiKey: setting.apiKey ?? undefined,
    baseUrl: setting.baseUrl ?? undefined,
    // The console names a downloaded file; LOCAL_MODEL_PATH (shown the same way) is a path of its own.
    modelPath: provider === 'local' && setting.model ? resolve(localModelsDir(config.dataDir), setting.model) : undefined,
  };
}

export function imageConfigFrom(setting: EngineSetting, config: Config): ImageConfig {
  const provider = setting.provider as ImageProvider;
  return {
    ...config.image,
    provider,
    model: provider === 'offline' ? undefined : (setting.model ?? defaultImageModels[provider]),
    apiKey: setting.apiKey ?? undefined,
    baseUrl: provider === 'openai' ? (setting.baseUrl ?? openAiApi) : (setting.baseUrl ?? undefined),
  };
}

export function speechConfigFrom(setting: EngineSetting, config: Config): SpeechConfig {
  const provider = setting.provider as SpeechProvider;
  const vendorBase = provider === 'elevenlabs' ? elevenLabsApi : provider === 'openai' ? openAiApi : '';
  return {
    ...config.speech,
    provider,
    model: provider === 'espeak' ? undefined : (setting.model ?? defaultSpeechModels[provider]),
    apiKey: setting.apiKey ?? undefined,
    baseUrl: (setting.baseUrl ?? vendorBase).replace(/\/+$/, ''),
  };
}

/** ElevenLabs instant cloning as the console set it; undefined: the offline voice match. */
export function cloningFrom(setting: EngineSetting, speech: SpeechConfig): SpeechConfig['cloning'] {
  if (setting.provider !== 'elevenlabs' || !setting.apiKey) return undefined;
  const model = (speech.provider === 'elevenlabs' ? speech.model : undefined) ?? defaultSpeechModels.elevenlabs!;
  return { apiKey: setting.apiKey, baseUrl: elevenLabsApi, model };
}

/** The environment's own settings of a text capability, as the console shows them. */
export const textSettingOf = (config: TextConfig): EngineSetting => ({
  provider: config.provider,
  baseUrl: config.baseUrl ?? null,
  model: config.provider === 'local' ? (config.modelPath ?? null) : (config.model ?? null),
  apiKey: config.apiKey ?? null,
});

export type { TextCapability };
