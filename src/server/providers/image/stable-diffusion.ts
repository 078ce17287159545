import type { ImageRequest } from './image-engine';

/** What Stable Diffusion should stay away from, whatever the style (automatic1111, comfyui). */
export const NEGATIVE_PROMPT =
  'blurry, low quality, lowres, jpeg artifacts, deformed, disfigured, bad anatomy, extra limbs, watermark, signature, text';

/** Sampling settings shared by the Stable Diffusion servers: more steps for HD. */
export function samplingFor(request: Pick<ImageRequest, 'quality'>): { steps: number; cfgScale: number } {
  return { steps: request.quality === 'hd' ? 35 : 25, cfgScale: 7 };
}
