/**
 * The offline preview renderer (DESIGN.md §1.3 "Offline preview art"): draws a real picture from
 * the prompt and every control with no model and no network. The prompt's words and the seed lay
 * out a scene (subject, horizon, hills, props, sky), the composition frames it, the palette colours
 * it, the lighting lights and grades it, and the style paints it in its medium: watercolour washes,
 * cel shading, oil strokes, pencil hatching, shaded 3D forms, crisp geometry, a photographic look,
 * a letterboxed film still, or flat abstract shapes and lines.
 * The same request and seed always give the same pixels. It reads the user's own words, not the
 * enhanced prompt: the controls arrive as fields, and the words alone should decide the layout so
 * that changing a control repaints the same scene.
 */
import type { ImageEngine } from '../image-engine';
import { createRenderPool } from './render-off-thread';

export const OFFLINE_PREVIEW_ENGINE = 'offline-preview';

export function createOfflinePreviewEngine(): ImageEngine {
  const pool = createRenderPool();
  return {
    engine: OFFLINE_PREVIEW_ENGINE,
    model: null,
    async draw(request) {
      return { raw: await pool.render(request), width: request.width, height: request.height, channels: 3 };
    },
    close: () => pool.close(),
  };
}
