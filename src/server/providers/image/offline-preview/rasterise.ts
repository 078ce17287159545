/**
 * SVG layers to RGB pixels with sharp (librsvg). Blurred layers are blurred by libvips, which is
 * several times faster than an SVG blur filter, then laid over the layers below.
 */
import { loadSharp } from '../../../lib/on-first-use';
import type { RasterLayer } from './painting';

// sharp refuses sigmas below 0.3.
const sigma = (blur: number | undefined) => (blur && blur >= 0.3 ? blur : undefined);

export async function rasteriseLayers(layers: readonly RasterLayer[], width: number, height: number): Promise<Buffer> {
  const [first, ...rest] = layers;
  if (!first) throw new Error('a painting needs at least one layer');
  const overlays = await Promise.all(
    rest.map(async (layer) => {
      const blur = sigma(layer.blur);
      if (!blur) return { input: Buffer.from(layer.svg) };
      const pixels = await loadSharp()(Buffer.from(layer.svg)).blur(blur).raw().toBuffer({ resolveWithObject: true });
      return { input: pixels.data, raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
    }),
  );
  let base = loadSharp()(Buffer.from(first.svg));
  const blur = sigma(first.blur);
  if (blur) base = base.blur(blur);
  // In one sharp pipeline the blur runs before the composite: only the first layer is softened.
  const { data, info } = await base.composite(overlays).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) {
    return loadSharp()(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      .resize(width, height, { fit: 'fill' })
      .raw()
      .toBuffer();
  }
  return data;
}

export async function blurPixels(data: Buffer, width: number, height: number, amount: number): Promise<Buffer> {
  return loadSharp()(data, { raw: { width, height, channels: 3 } })
    .blur(Math.max(0.3, amount))
    .raw()
    .toBuffer();
}
