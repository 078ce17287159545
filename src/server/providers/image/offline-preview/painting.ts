/**
 * The contract between the scene and the pixels: a painter turns a scene into one or more SVG
 * layers (a layer may be blurred before the next is laid over it) plus a finish, the surface
 * treatment the pixel pass applies (grain, paper, canvas).
 */
import type { Random, Streams } from './random';
import type { Scene } from './scene-model';

export interface RasterLayer {
  svg: string;
  /** Gaussian blur sigma in pixels, applied to this layer alone (depth of field, bleeding washes). */
  blur?: number;
}

export interface Finish {
  /** Fine photographic grain, 0 … 1. */
  grain?: number;
  /** Paper tooth: fibres and pigment pooling in its valleys (watercolour, pencil). */
  paper?: { strength: number; granulation: number };
  /** Woven canvas showing through paint. */
  canvas?: number;
  /** How strongly the lighting grade applies (pencil on paper takes less of it). */
  grade?: number;
  /**
   * The style's own grade, after the lighting's: a film look (cinematic photography's
   * teal-and-orange split, its contrast and restrained saturation).
   */
  look?: {
    contrast: number;
    saturation: number;
    split: { shadows: readonly [number, number, number]; highlights: readonly [number, number, number]; amount: number };
  };
  /**
   * Black bars above and below framing a widescreen picture of this width-to-height ratio (2.39 for
   * anamorphic film), each at most 12% of the height; none when the picture is already that wide.
   */
  letterbox?: number;
}

export interface Painting {
  layers: RasterLayer[];
  finish: Finish;
}

/** A small rendering of the scene the painters read colours and tones from (oil, pencil). */
export interface Underpainting {
  /** RGB at a scene point, 0 … 255 per channel. */
  sample(x: number, y: number): [number, number, number];
  /** Luminance 0 … 1 at a scene point. */
  tone(x: number, y: number): number;
}

export interface PaintTools {
  /** Technique randomness (stroke jitter …), separate from the layout's streams. */
  rng: Streams;
  underpainting(): Promise<Underpainting>;
}

export type Painter = (scene: Scene, tools: PaintTools) => Painting | Promise<Painting>;

export type { Random };
