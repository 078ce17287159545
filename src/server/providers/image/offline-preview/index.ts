/**
 * The offline image engine (DESIGN.md §1.3): with no model and no network it cannot draw what a
 * prompt describes, so it does not pretend to. It makes an honest title card: the prompt's key
 * words set as type over a backdrop that shows the chosen style in its medium (watercolour washes,
 * oil strokes on canvas, pencil hatching, a letterboxed film grade, shaded 3D spheres, cel-flat
 * sunbursts, digital gradients and grids, bold abstract shapes, photographic bokeh), coloured by
 * the palette, lit by the lighting and laid out by the composition. The web labels its images
 * 'Offline title card'; the engine id stays 'offline-preview', which stored images carry.
 * The same request and seed always give the same pixels. It reads the user's own words, not the
 * enhanced prompt: the controls arrive as fields.
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
