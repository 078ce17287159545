import type { ImageEngine } from '../providers/image/image-engine';
import { OFFLINE_PREVIEW_ENGINE } from '../providers/image/offline-preview';

/**
 * The offline engine as the app sees it (same id, no model), painting each picture one flat colour
 * (from its seed) at once: for tests that need some picture, not the title card. The real renderer
 * draws on a worker thread it first has to start, seconds per picture on a busy machine.
 */
export const flatOfflineImages: ImageEngine = {
  engine: OFFLINE_PREVIEW_ENGINE,
  model: null,
  draw: async ({ width, height, seed }) => ({ raw: Buffer.alloc(width * height * 3, seed % 256), width, height, channels: 3 }),
};
