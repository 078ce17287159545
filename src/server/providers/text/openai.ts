import type * as OpenAi from '@ai-sdk/openai';
import type { TextConfig } from '../../config/config';
import { createAiSdkEngine } from './ai-sdk-engine';
import type { TextEngine } from './text-engine';
import { onFirstUse } from '../../lib/on-first-use';
import { aiServerFetch } from '../ai-server-address';

const openAi = onFirstUse<typeof OpenAi>('@ai-sdk/openai');

/** OpenAI's own API (the Responses API, which the SDK uses for OpenAI models). */
export function createOpenAiEngine(config: TextConfig & { model: string }): TextEngine {
  const provider = openAi().createOpenAI({ apiKey: config.apiKey, fetch: aiServerFetch(config.aiAllowedHosts) });
  return createAiSdkEngine({ engine: 'openai', modelId: config.model, languageModel: provider(config.model), ...config });
}
