import { createAnthropic } from '@ai-sdk/anthropic';
import type { TextConfig } from '../../config';
import { createAiSdkEngine } from './ai-sdk-engine';
import type { TextEngine } from './text-engine';

export function createAnthropicEngine(config: TextConfig & { model: string }): TextEngine {
  const provider = createAnthropic({ apiKey: config.apiKey });
  return createAiSdkEngine({ engine: 'anthropic', modelId: config.model, languageModel: provider(config.model), ...config });
}
