import type { ImageConfig } from '../../config/config';
import { createAutomatic1111Engine } from './automatic1111';
import { createComfyUiEngine } from './comfyui';
import type { ImageEngine } from './image-engine';
import { createOpenAiImageEngine } from './openai';

/**
 * The remote image engine the settings choose (DESIGN.md §5), or undefined for the offline
 * title-card renderer. config.ts has already checked that the chosen provider has what it needs.
 */
export function createRemoteImageEngine(config: ImageConfig): ImageEngine | undefined {
  const model = config.model ?? '';
  const baseUrl = config.baseUrl ?? '';
  switch (config.provider) {
    case 'openai':
      return createOpenAiImageEngine({ ...config, model });
    case 'automatic1111':
      return createAutomatic1111Engine({ ...config, baseUrl });
    case 'comfyui':
      return createComfyUiEngine({ ...config, baseUrl, model });
    case 'offline':
      return undefined;
  }
}

export type { DrawnImage, ImageEngine, ImageEngineId, ImageRequest } from './image-engine';
export { EngineError, type EngineFailure } from '../engine-error';
