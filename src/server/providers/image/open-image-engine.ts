import type { ImageConfig } from '../../config/config';
import type { ImageEngine } from './image-engine';
import { createRemoteImageEngine } from './index';
import { createOfflinePreviewEngine } from './offline-preview';

/** The image engine the settings choose (DESIGN.md §5); the offline title-card renderer when none is set. */
export function openImageEngine(config: ImageConfig): ImageEngine {
  return createRemoteImageEngine(config) ?? createOfflinePreviewEngine();
}
