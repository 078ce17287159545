import type * as Anthropic from '@ai-sdk/anthropic';
import type { TextConfig } from '../../config/config';
import { createAiSdkEngine } from './ai-sdk-engine';
import type { TextEngine } from './text-engine';
import { onFirstUse } from '../../lib/on-first-use';
import { aiServerFetch } from '../ai-server-address';

const anthropic = onFirstUse<typeof Anthropic>('@ai-sdk/anthropic');

export function createAnthropicEngine(config: TextConfig & { model: string }): TextEngine {
  const provider = anthropic().createAnthropic({ apiKey: config.apiKey, fetch: aiServerFetch(config.aiAllowedHosts) });
  return createAiSdkEngine({ engine: 'anthropic', modelId: config.model, languageModel: provider(config.model), ...config });
}
