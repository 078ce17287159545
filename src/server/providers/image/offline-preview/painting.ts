/**
 * The contract between the card and the pixels: a style paints the card's backdrop as one or more
 * SVG layers (a layer may be blurred before the next is laid over it) plus a finish, the surface
 * treatment the pixel pass applies (grain, paper, canvas, film look).
 */
import type { TitleCard } from './card';
import type { Random } from './random';

export interface RasterLayer {
  svg: string;
  /** Gaussian blur sigma in pixels, applied to this layer alone (soft washes, glows, shadows). */
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

/** A style's backdrop: its medium's marks in the palette's colours; the title is set over it. */
export type BackdropPainter = (card: TitleCard, rng: Random) => Painting;
