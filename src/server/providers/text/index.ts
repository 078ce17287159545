import type { TextConfig } from '../../config/config';
import { createAnthropicEngine } from './anthropic';
import { openLocalModelEngine, type ModelLoading } from './local-model';
import { createOpenAiEngine } from './openai';
import { createOpenAiCompatibleEngine } from './openai-compatible';
import type { TextEngine } from './text-engine';

/**
 * The text engine the settings choose (DESIGN.md §5), or undefined for the offline writer.
 * config.ts has already checked that the chosen provider has what it needs.
 */
export async function openTextEngine(config: TextConfig, loading?: ModelLoading): Promise<TextEngine | undefined> {
  const model = config.model ?? '';
  const baseUrl = config.baseUrl ?? '';
  switch (config.provider) {
    case 'openai':
      return createOpenAiEngine({ ...config, model });
    case 'anthropic':
      return createAnthropicEngine({ ...config, model });
    case 'openai-compatible':
    case 'ollama':
      return createOpenAiCompatibleEngine({ ...config, model, baseUrl }, config.provider);
    case 'local':
      return openLocalModelEngine({ ...config, modelPath: config.modelPath ?? '' }, loading);
    case 'offline':
      return undefined;
  }
}

export type { ChatTurn, TextEngine, TextEngineId, TextRequest } from './text-engine';
export type { ModelLoading } from './local-model';
export { EngineError, type EngineFailure } from '../engine-error';
