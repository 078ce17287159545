/**
 * Backdrops of the photographic and rendered styles: a defocused photograph's smooth light and
 * bokeh, a film still's anamorphic streak, letterbox and teal-and-orange grade, and the shaded
 * spheres and floor of a 3D render.
 */
import { darken, lighten, mix } from './color';
import { n1 } from './geometry';
import type { BackdropPainter } from './painting';
import { backdropBase, Defs, fadeGradient, svgLayer } from './svg-kit';

/** Out-of-focus highlights: soft discs in the palette's and the light's colours. */
const bokeh: BackdropPainter = (card, rng) => {
  const defs = new Defs();
  const colors = [card.lighting.color, card.palette.accents[0], card.palette.accents[1], lighten(card.backdrop[2], 0.3)];
  let body = '';
  const count = 14 + rng.int(10);
  for (let i = 0; i < count; i += 1) {
    const color = colors[rng.int(colors.length)]!;
    const r = card.unit * rng.range(0.03, 0.11);
    const y = card.horizonY === null ? rng.range(0, card.height) : card.horizonY + rng.gauss() * card.height * 0.12;
    body += `<circle cx="${n1(rng.range(0, card.width))}" cy="${n1(y)}" r="${n1(r)}" fill="url(#${fadeGradient(defs, color, rng.range(0.25, 0.6), 0.7)})"/>`;
  }
  return {
    layers: [
      { svg: svgLayer(card, defs, backdropBase(card, defs)), blur: card.unit * 0.03 },
      { svg: svgLayer(card, defs, body), blur: card.unit * 0.006 },
    ],
    finish: {},
  };
};

export const paintPhotorealistic: BackdropPainter = (card, rng) => {
  const { layers } = bokeh(card, rng);
  return { layers, finish: { grain: 0.5 } };
};

export const paintCinematic: BackdropPainter = (card, rng) => {
  const { layers } = bokeh(card, rng);
  // The anamorphic lens draws the light as a long horizontal streak.
  const defs = new Defs();
  const streak = fadeGradient(defs, lighten(card.lighting.color, 0.2), 0.8);
  const { x, y } = card.light;
  layers.push({
    svg: svgLayer(
      card,
      defs,
      `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(card.width * 0.9)}" ry="${n1(card.unit * 0.012)}" fill="url(#${streak})"/>`,
    ),
    blur: card.unit * 0.004,
  });
  return {
    layers,
    finish: {
      grain: 0.9,
      look: {
        contrast: 1.12,
        saturation: 0.92,
        // Teal shadows, orange highlights.
        split: { shadows: [-0.2, 0.04, 0.18], highlights: [0.1, 0.03, -0.1], amount: 1 },
      },
      letterbox: 2.39,
    },
  };
};

/** Spheres shaded toward the light on a studio floor, each with its soft contact shadow. */
function shadedSpheres(options: { count: number; size: [number, number]; gloss: number }): BackdropPainter {
  return (card, rng) => {
    const defs = new Defs();
    const { unit, width, height, light } = card;
    const floor = card.horizonY ?? height * 0.5;
    let shadows = '';
    let spheres = '';
    const colors = [...card.palette.shapes, card.palette.title, ...card.palette.accents];
    const balls = Array.from({ length: options.count }, () => {
      const r = unit * rng.range(...options.size);
      const x = rng.range(0.05, 0.95) * width;
      // Seen from above they lie anywhere; from the side they rest on the floor, nearer ones lower.
      const y = card.horizonY === null ? rng.range(0.1, 0.9) * height : floor + rng.range(-0.1, 0.9) * (height - floor) * 0.8 - r;
      return { r, x, y, color: colors[rng.int(colors.length)]! };
    }).sort((a, b) => a.y + a.r - (b.y + b.r));
    for (const { r, x, y, color } of balls) {
      // The highlight sits on the side facing the light.
      const dx = light.x - x;
      const dy = light.y - y;
      const length = Math.hypot(dx, dy) || 1;
      const fx = (0.5 + (dx / length) * 0.3).toFixed(2);
      const fy = (0.5 + (dy / length) * 0.3).toFixed(2);
      const shade = defs.add(
        `s${color}${fx}${fy}`,
        (id) =>
          `<radialGradient id="${id}" cx="${fx}" cy="${fy}" r="0.75" fx="${fx}" fy="${fy}"><stop offset="0" stop-color="${lighten(color, options.gloss)}"/>` +
          `<stop offset="0.45" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.55)}"/></radialGradient>`,
      );
      spheres += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="url(#${shade})"/>`;
      const away = card.lighting.source === 'behind' ? 0 : -(dx / length) * r * 0.5;
      shadows += `<ellipse cx="${n1(x + away)}" cy="${n1(y + r * 0.95)}" rx="${n1(r * 1.05)}" ry="${n1(r * 0.28)}" fill="${card.lighting.shadeColor}" fill-opacity="0.45"/>`;
    }
    const floorShade = defs.add(
      'floor',
      (id) =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${card.backdrop[2]}"/><stop offset="1" stop-color="${mix(card.palette.ground[1], card.backdrop[1], 0.4)}"/></linearGradient>`,
    );
    const base =
      card.horizonY === null
        ? backdropBase(card, defs)
        : `${backdropBase(card, defs)}<rect y="${n1(floor)}" width="${width}" height="${n1(height - floor)}" fill="url(#${floorShade})"/>`;
    return {
      layers: [
        // A seamless studio sweep: the floor melts into the wall.
        { svg: svgLayer(card, defs, base), blur: unit * 0.04 },
        { svg: svgLayer(card, defs, shadows), blur: unit * 0.02 },
        { svg: svgLayer(card, defs, spheres) },
      ],
      finish: {},
    };
  };
}

export const paint3dRender = shadedSpheres({ count: 5, size: [0.05, 0.12], gloss: 0.55 });
/** Rounder, softer and glossier, with more and bigger toy-like forms. */
export const paintDisney3d = shadedSpheres({ count: 8, size: [0.07, 0.16], gloss: 0.8 });
