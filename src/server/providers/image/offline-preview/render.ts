/**
 * The renderer's pipeline: scene → the style's painter → rasterise its layers → the pixel pass.
 * Deterministic: nothing here reads the clock or an unseeded random source.
 */
import type { ImageStyle } from '@shared/catalog/images';
import type { ImageRequest } from '../image-engine';
import type { Painter, Underpainting } from './painting';
import { finishPixels } from './post-process';
import { hashString, streams } from './random';
import { blurPixels, rasteriseLayers, rasteriseSmall } from './rasterise';
import { buildScene } from './scene';
import type { Scene } from './scene-model';
import { svgDocument } from './svg-kit';
import { paint3dRender, paintDisney3d } from './style-3d';
import { paintAbstract } from './style-abstract';
import { paintAnime, paintCartoon } from './style-cel';
import { paintCinematic } from './style-cinematic';
import { paintDigitalArt } from './style-digital';
import { paintOil } from './style-oil';
import { paintPhotorealistic, photoBodies } from './style-photo';
import { paintSketch } from './style-sketch';
import { paintWatercolor } from './style-watercolor';

const painters: Record<ImageStyle, Painter> = {
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

/** The long side of the underpainting: enough for colour and tone, cheap to render. */
const UNDERPAINTING_SIDE = 192;

async function underpaint(scene: Scene): Promise<Underpainting> {
  const { defs, back, front } = photoBodies(scene);
  const scale = UNDERPAINTING_SIDE / Math.max(scene.width, scene.height);
  const width = Math.max(1, Math.round(scene.width * scale));
  const height = Math.max(1, Math.round(scene.height * scale));
  const small = await rasteriseSmall(svgDocument(scene, defs, back + front, { width, height }));
  const at = (x: number, y: number) => {
    const px = Math.min(small.width - 1, Math.max(0, Math.floor((x / scene.width) * small.width)));
    const py = Math.min(small.height - 1, Math.max(0, Math.floor((y / scene.height) * small.height)));
    return (py * small.width + px) * 3;
  };
  return {
    sample(x, y) {
      const i = at(x, y);
      return [small.data[i] as number, small.data[i + 1] as number, small.data[i + 2] as number];
    },
    tone(x, y) {
      const i = at(x, y);
      return (0.2126 * (small.data[i] as number) + 0.7152 * (small.data[i + 1] as number) + 0.0722 * (small.data[i + 2] as number)) / 255;
    },
  };
}

export async function renderPreview(request: ImageRequest): Promise<RenderedImage> {
  const check = () => request.signal?.throwIfAborted();
  check();
  const scene = buildScene(request);
  const key = `${scene.motifs.key}\u241f${request.seed}\u241f${request.style}`;
  let cached: Promise<Underpainting> | undefined;
  const painting = await painters[request.style](scene, {
    rng: streams(key),
    underpainting: () => (cached ??= underpaint(scene)),
  });
  check();
  const { width, height } = scene;
  const data = await rasteriseLayers(painting.layers, width, height);
  check();
  const edgeBlur = scene.edgeBlur
    ? {
        blurred: await blurPixels(data, width, height, scene.unit * 0.014 * scene.edgeBlur),
        focus: scene.focus,
        radius: Math.hypot(width, height) * 0.5,
      }
    : undefined;
  const pixels = finishPixels({
    data,
    width,
    height,
    seed: hashString(key),
    finish: painting.finish,
    grade: scene.lighting.grade,
    edgeBlur,
  });
  return { data: pixels, width, height };
}
