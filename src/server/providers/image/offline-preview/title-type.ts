/**
 * How each style sets the title: fill, outline, cast shadow, glow or extrusion, in the palette's
 * colours. Light type on a dark backdrop and dark type on a light one; backlit type stands in
 * silhouette against the light behind it, and neon light makes it glow.
 */
import type { ImageStyle } from '@shared/catalog/images';
import type { TitleCard } from './card';
import { darken, lighten, mix } from './color';
import { n1 } from './geometry';
import { shadowDirection } from './light';
import type { RasterLayer } from './painting';
import { Defs, svgLayer } from './svg-kit';

interface TypeTreatment {
  /** The type's colour over the backdrop's contrast colour (paper or ink), 0 … 1. */
  tint: number;
  opacity?: number;
  /** An outline, its width as a share of the type size; 'stroke only' leaves the letters unfilled (pencil). */
  outline?: { width: number; only?: boolean; light?: boolean };
  /** A soft cast shadow: its offset and blur as shares of the type size. */
  shadow?: { offset: number; blur: number; opacity: number };
  /** A glow in an accent colour (blur as a share of the type size). */
  glow?: { blur: number; opacity: number };
  /** Solid depth behind the letters, as a share of the type size. */
  extrude?: number;
}

const treatments: Record<ImageStyle, TypeTreatment> = {
  photorealistic: { tint: 0, shadow: { offset: 0.03, blur: 0.05, opacity: 0.55 } },
  'cinematic-photography': { tint: 0, shadow: { offset: 0, blur: 0.08, opacity: 0.7 } },
  'digital-art': { tint: 0, glow: { blur: 0.09, opacity: 0.95 } },
  'abstract-art': { tint: 0, outline: { width: 0.05, light: true } },
  'oil-painting': { tint: 0.35, outline: { width: 0.03 }, shadow: { offset: 0.02, blur: 0.01, opacity: 0.4 } },
  watercolor: { tint: 0.3, opacity: 0.88 },
  sketch: { tint: 0, outline: { width: 0.035, only: true } },
  cartoon: { tint: 0.85, outline: { width: 0.09 }, shadow: { offset: 0.06, blur: 0, opacity: 0.9 } },
  anime: { tint: 0, outline: { width: 0.07 }, glow: { blur: 0.05, opacity: 0.6 } },
  '3d-render': { tint: 0.5, extrude: 0.07, shadow: { offset: 0.08, blur: 0.05, opacity: 0.35 } },
  'disney-3d': { tint: 0.7, extrude: 0.09, shadow: { offset: 0.12, blur: 0.12, opacity: 0.4 } },
};

/** Styles painted on paper: their type is always dark ink, whatever the backdrop's tint. */
const onPaper = new Set<ImageStyle>(['watercolor', 'sketch', 'abstract-art']);

/** The title's layers, front-most last: shadow or glow (blurred), then the lettering. */
export function titleLayers(card: TitleCard): RasterLayer[] {
  if (!card.lines.length) return [];
  const treatment = treatments[card.style];
  const { palette, lighting } = card;
  const lightType = card.darkBackdrop && !onPaper.has(card.style);
  const contrast = lightType ? palette.paper : palette.ink;
  let fill = mix(contrast, lightType ? lighten(palette.title, 0.25) : darken(palette.title, 0.25), treatment.tint);
  if (lighting.source === 'behind') fill = mix(palette.ink, lighting.shadeColor, 0.5);
  if (lighting.neon) fill = lighten(lighting.color, 0.6);
  const edge = treatment.outline?.light ? palette.paper : palette.ink;
  const { dx, dy } = shadowDirection(card);
  const layers: RasterLayer[] = [];
  const path = (line: TitleCard['lines'][number], attributes: string, shift = { x: 0, y: 0 }) =>
    `<path d="${line.path}"${shift.x || shift.y ? ` transform="translate(${n1(shift.x)} ${n1(shift.y)})"` : ''} ${attributes}/>`;
  const size = card.lines[0]!.size;

  const shadow = treatment.shadow;
  if (shadow) {
    const color = lighting.source === 'behind' ? lighting.color : palette.ink;
    const body = card.lines
      .map((line) =>
        path(line, `fill="${color}" fill-opacity="${shadow.opacity}"`, {
          x: dx * shadow.offset * line.size,
          y: dy * shadow.offset * line.size,
        }),
      )
      .join('');
    layers.push({ svg: svgLayer(card, '', body), blur: shadow.blur * size });
  }
  const glow = lighting.neon ? { blur: 0.1, opacity: 1 } : treatment.glow;
  if (glow) {
    const color = lighting.neon ? lighting.color : lightType ? palette.accents[0] : palette.paper;
    const body = card.lines
      .map((line) => path(line, `fill="${color}" stroke="${color}" stroke-width="${n1(line.size * 0.06)}" opacity="${glow.opacity}"`))
      .join('');
    layers.push({ svg: svgLayer(card, '', body), blur: glow.blur * size });
  }

  let body = '';
  if (treatment.extrude) {
    const depth = treatment.extrude;
    const side = darken(fill, 0.45);
    // Stacked copies toward the shadow side give the letters solid depth.
    for (let step = 8; step >= 1; step -= 1) {
      body += card.lines
        .map((line) =>
          path(line, `fill="${mix(side, darken(side, 0.3), step / 8)}"`, {
            x: (dx * depth * line.size * step) / 8,
            y: (Math.abs(dy) * depth * line.size * step) / 8 + (depth * line.size * step) / 16,
          }),
        )
        .join('');
    }
  }
  const outline = treatment.outline;
  for (const line of card.lines) {
    if (outline) {
      const width = n1(Math.max(1, outline.width * line.size));
      body += outline.only
        ? path(line, `fill="${edge}" fill-opacity="0.2" stroke="${edge}" stroke-width="${width}" stroke-linejoin="round"`)
        : path(line, `fill="none" stroke="${edge}" stroke-width="${width}" stroke-linejoin="round"`);
    }
    if (!outline?.only) body += path(line, `fill="${fill}"${treatment.opacity ? ` fill-opacity="${treatment.opacity}"` : ''}`);
  }
  layers.push({ svg: svgLayer(card, new Defs(), body) });
  return layers;
}
