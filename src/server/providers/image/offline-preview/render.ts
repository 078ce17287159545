/**
 * The renderer's pipeline: card → the style's backdrop, the light treatment and the title as SVG
 * layers → rasterise → the pixel pass. Deterministic: nothing here reads the clock or an unseeded
 * random source.
 */
import type { ImageStyle } from '@shared/catalog/images';
import { captionFont } from '../../video/caption-font';
import type { ImageRequest } from '../image-engine';
import { paintOil, paintSketch, paintWatercolor } from './backdrop-paint';
import { paint3dRender, paintCinematic, paintDisney3d, paintPhotorealistic } from './backdrop-photo';
import { paintAbstract, paintAnime, paintCartoon, paintDigitalArt } from './backdrop-graphic';
import { buildCard, type TitleCard } from './card';
import { lightTreatment } from './light';
import type { BackdropPainter, Painting } from './painting';
import { finishPixels } from './post-process';
import { hashString } from './random';
import { blurPixels, rasteriseLayers } from './rasterise';
import { Defs, svgLayer } from './svg-kit';
import { titleLayers } from './title-type';

const painters: Record<ImageStyle, BackdropPainter> = {
  photorealistic: paintPhotorealistic,
  'cinematic-photography': paintCinematic,
  'digital-art': paintDigitalArt,
  'abstract-art': paintAbstract,
  'oil-painting': paintOil,
  watercolor: paintWatercolor,
  sketch: paintSketch,
  cartoon: paintCartoon,
  anime: paintAnime,
  '3d-render': paint3dRender,
  'disney-3d': paintDisney3d,
};

export interface RenderedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The card the request sets: the model the tests read before any pixel is drawn. */
export async function cardFor(request: ImageRequest): Promise<TitleCard> {
  return buildCard(request, await captionFont(request.prompt));
}

/** The card's layers back to front: the style's backdrop, the light over it, the title on top. */
export function paintCard(card: TitleCard): Painting {
  const backdrop = painters[card.style](card, card.stream('technique'));
  const defs = new Defs();
  const light = { svg: svgLayer(card, defs, lightTreatment(card, defs)) };
  return { layers: [...backdrop.layers, light, ...titleLayers(card)], finish: backdrop.finish };
}

export async function renderPreview(request: ImageRequest): Promise<RenderedImage> {
  const check = () => request.signal?.throwIfAborted();
  check();
  const card = await cardFor(request);
  const painting = paintCard(card);
  check();
  const { width, height, placement, block } = card;
  const data = await rasteriseLayers(painting.layers, width, height);
  check();
  const edgeBlur = placement.edgeBlur
    ? {
        blurred: await blurPixels(data, width, height, card.unit * 0.014 * placement.edgeBlur),
        focus: [block.x + block.width / 2, block.y + block.height / 2] as const,
        radius: Math.hypot(width, height) * 0.5,
      }
    : undefined;
  const pixels = finishPixels({
    data,
    width,
    height,
    seed: hashString(`${request.prompt}\u241f${request.seed}\u241f${request.style}`),
    finish: painting.finish,
    grade: card.lighting.grade,
    edgeBlur,
    greyscale: request.colorPalette === 'monochrome',
  });
  return { data: pixels, width, height };
}
