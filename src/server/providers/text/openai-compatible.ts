import type * as OpenAiCompatible from '@ai-sdk/openai-compatible';
import type { TextConfig } from '../../config/config';
import { createAiSdkEngine } from './ai-sdk-engine';
import type { TextEngine } from './text-engine';
import { onFirstUse } from '../../lib/on-first-use';
import { aiServerFetch } from '../ai-server-address';

const openAiCompatible = onFirstUse<typeof OpenAiCompatible>('@ai-sdk/openai-compatible');

/**
 * Servers that speak OpenAI's chat-completions protocol: vLLM, LM Studio, the llama.cpp server,
 * and Ollama (under /v1). They lack OpenAI's Responses API, so the chat endpoint is used; all of
 * them accept a JSON schema for structured output.
 */
export function createOpenAiCompatibleEngine(
  config: TextConfig & { model: string; baseUrl: string },
  engine: 'openai-compatible' | 'ollama',
): TextEngine {
  const baseURL = engine === 'ollama' ? `${config.baseUrl.replace(/\/+$/, '')}/v1` : config.baseUrl;
  const provider = openAiCompatible().createOpenAICompatible({
    name: engine,
    baseURL,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
    fetch: aiServerFetch(config.aiAllowedHosts),
  });
  return createAiSdkEngine({ engine, modelId: config.model, languageModel: provider.chatModel(config.model), ...config });
}
