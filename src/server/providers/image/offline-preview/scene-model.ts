/**
 * The scene model: what is in the picture and where, in pixels, independent of the technique.
 * Layouts fill it in; painters read it.
 */
import type { ImageRequest } from '../image-engine';
import type { Framing } from './composition';
import type { Form } from './forms';
import type { Pt } from './geometry';
import type { LightingProfile } from './lighting';
import type { Palette } from './palettes';
import type { Motifs } from './prompt-motifs';
import type { Random, Streams } from './random';

export interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  opacity: number;
}

export type LayerKind = 'clouds' | 'ridge' | 'ground' | 'water' | 'patches' | 'road' | 'prop' | 'subject';

export interface Layer {
  kind: LayerKind;
  forms: Form[];
  /** Contact or cast shadow on the ground. */
  shadow?: Ellipse;
}

export interface Accent {
  kind: 'dot' | 'flower' | 'bird' | 'spark';
  x: number;
  y: number;
  r: number;
  color: string;
}

export interface Glow {
  kind: 'ring' | 'bar';
  x: number;
  y: number;
  size: number;
  color: string;
}

export interface Scene {
  width: number;
  height: number;
  /** The shorter side: stroke widths and sizes scale with it, so hd is the same picture, larger. */
  unit: number;
  view: 'side' | 'top';
  tilt: number;
  edgeBlur: number;
  palette: Palette;
  lighting: LightingProfile;
  framing: Framing;
  motifs: Motifs;
  /** Light source position and the unit direction from the subject toward it. */
  light: { x: number; y: number; dx: number; dy: number; side: -1 | 1; color: string };
  sky: readonly [string, string, string];
  horizonY: number;
  celestial?: { x: number; y: number; r: number; color: string; kind: 'sun' | 'moon' };
  stars: { x: number; y: number; r: number }[];
  /** Back to front. */
  layers: Layer[];
  accents: Accent[];
  glows: Glow[];
  /** The subject's centre: the focal point. */
  focus: Pt;
  subjectSize: number;
}

/** What both layouts (side view, bird's-eye plan) start from: the request read, framed and lit. */
export interface Stage {
  request: ImageRequest;
  width: number;
  height: number;
  unit: number;
  motifs: Motifs;
  palette: Palette;
  lighting: LightingProfile;
  framing: Framing;
  /** Named random streams under the prompt's words and the seed. */
  stream: Streams;
  /** The layout's own stream (word-driven choices such as the water's extent). */
  layout: Random;
  horizonY: number;
  subjectX: number;
  subjectY: number;
  /** The subject's half-size in pixels. */
  size: number;
  light: Scene['light'];
  sky: Scene['sky'];
  celestial: Scene['celestial'];
}

/** What a layout adds to the stage. */
export interface Layout {
  layers: Layer[];
  accents: Accent[];
  glows: Glow[];
}
