/**
 * Backdrops of the hand-made media: oil paint laid in short loaded strokes on canvas, watercolour
 * washes bleeding on paper, and pencil hatching whose density follows the light.
 */
import { darken, luminance, lighten, mix } from './color';
import { deform, n1, polygonPath, type Pt } from './geometry';
import type { BackdropPainter } from './painting';
import { backdropBase, backdropColorAt, Defs, svgLayer } from './svg-kit';

export const paintOil: BackdropPainter = (card, rng) => {
  const defs = new Defs();
  const { width, height, unit } = card;
  const step = unit * 0.028;
  let body = backdropBase(card, defs);
  // Strokes follow the land: level in the sky and along the ground, each loaded with the colour
  // under it, broken with the palette's other colours.
  for (let y = -step; y < height + step; y += step * 0.8) {
    for (let x = -step; x < width + step; x += step * 1.6) {
      const px = x + rng.range(-step, step);
      const py = y + rng.range(-step * 0.5, step * 0.5);
      const base = backdropColorAt(card, Math.min(1, Math.max(0, py / height)));
      const broken = rng.chance(0.3) ? mix(base, card.palette.shapes[rng.int(4)]!, rng.range(0.2, 0.5)) : base;
      const color = rng.chance(0.5) ? lighten(broken, rng.range(0, 0.12)) : darken(broken, rng.range(0, 0.12));
      const angle = rng.gauss() * 0.18;
      const length = step * rng.range(1.6, 2.8);
      const dx = Math.cos(angle) * length * 0.5;
      const dy = Math.sin(angle) * length * 0.5;
      body += `<path d="M${n1(px - dx)} ${n1(py - dy)}Q${n1(px)} ${n1(py - dy - step * 0.15)} ${n1(px + dx)} ${n1(py + dy)}" stroke="${color}" stroke-width="${n1(step * rng.range(0.7, 1.1))}" stroke-linecap="round" fill="none"/>`;
    }
  }
  return { layers: [{ svg: svgLayer(card, defs, body) }], finish: { canvas: 1, grain: 0.15 } };
};

/** A translucent wash: several frayed copies of one outline, dense in the middle, bleeding at the edges. */
function wash(points: readonly Pt[], color: string, rng: Parameters<BackdropPainter>[1], layers = 6): string {
  const base = deform(points, rng, 0.05, 2);
  let out = `<g fill="${color}" fill-opacity="0.13">`;
  for (let i = 0; i < layers; i += 1) out += `<path d="${polygonPath(deform(base, rng, 0.07, 2))}"/>`;
  return `${out}</g><path d="${polygonPath(deform(base, rng, 0.03, 1))}" fill="none" stroke="${darken(color, 0.3)}" stroke-width="1.2" stroke-opacity="0.25"/>`;
}

const rect = (x: number, y: number, w: number, h: number): Pt[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

export const paintWatercolor: BackdropPainter = (card, rng) => {
  const { width, height, unit } = card;
  const horizon = card.horizonY ?? height * 0.5;
  const paper = `<rect width="${width}" height="${height}" fill="${card.palette.paper}"/>`;
  // Wet-in-wet: the sky and the ground laid in loose bands, softened while wet.
  let wet = wash(rect(-unit * 0.05, -unit * 0.05, width * 1.1, horizon * 0.55), card.backdrop[0], rng, 7);
  wet += wash(rect(-unit * 0.05, horizon * 0.35, width * 1.1, horizon * 0.5), card.backdrop[1], rng);
  if (card.horizonY !== null)
    wet += wash(rect(-unit * 0.05, horizon, width * 1.1, height - horizon + unit * 0.05), card.palette.ground[0], rng, 7);
  // Then loose blooms of the palette's colours, dry, with their hard drying edges.
  let dry = '';
  const blooms = 4 + rng.int(3);
  for (let i = 0; i < blooms; i += 1) {
    const cx = rng.range(0, width);
    const cy = card.horizonY === null ? rng.range(0, height) : horizon + rng.gauss() * unit * 0.12;
    const r = unit * rng.range(0.08, 0.18);
    const points: Pt[] = Array.from({ length: 10 }, (_, k) => {
      const a = (k / 10) * Math.PI * 2;
      return [cx + Math.cos(a) * r * 1.4, cy + Math.sin(a) * r * 0.7];
    });
    dry += wash(points, card.palette.shapes[rng.int(4)]!, rng, 5);
  }
  return {
    layers: [
      { svg: svgLayer(card, '', paper + wet), blur: unit * 0.008 },
      { svg: svgLayer(card, '', dry), blur: unit * 0.0015 },
    ],
    finish: { paper: { strength: 0.35, granulation: 0.9 }, grade: 0.75 },
  };
};

export const paintSketch: BackdropPainter = (card, rng) => {
  const { width, height, unit, light } = card;
  const gap = unit * 0.016;
  const reach = Math.hypot(width, height);
  // How dark the pencil goes at a point: the backdrop's tone, deeper away from the light.
  const darkness = (x: number, y: number) => {
    const tone = 1 - luminance(backdropColorAt(card, Math.min(1, Math.max(0, y / height))));
    const away = Math.hypot(x - light.x, y - light.y) / reach;
    return Math.min(1, tone * 0.6 + away * card.lighting.shade * 0.8);
  };
  let body = `<rect width="${width}" height="${height}" fill="${card.palette.paper}"/><g stroke="${card.palette.ink}" stroke-linecap="round" fill="none">`;
  // Diagonal hatching in short strokes; cross-hatching where it is darkest.
  const hatch = (angle: number, threshold: number) => {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const segment = unit * 0.09;
    for (let offset = -reach; offset < reach; offset += gap) {
      for (let along = -reach; along < reach; along += segment) {
        const x = width / 2 + cos * along - sin * offset;
        const y = height / 2 + sin * along + cos * offset;
        if (x < -segment || x > width + segment || y < -segment || y > height + segment) continue;
        const dark = darkness(x, y);
        if (dark < threshold + rng.range(0, 0.12)) continue;
        const half = segment * rng.range(0.35, 0.55);
        body += `<path d="M${n1(x - cos * half)} ${n1(y - sin * half)}L${n1(x + cos * half)} ${n1(y + sin * half)}" stroke-width="${n1(unit * 0.0022)}" stroke-opacity="${(0.25 + dark * 0.5).toFixed(2)}"/>`;
      }
    }
  };
  hatch(-Math.PI / 4, 0.22);
  hatch(Math.PI / 4, 0.5);
  if (card.horizonY !== null) {
    // The horizon as a light construction line, drawn twice by a loose hand.
    for (let pass = 0; pass < 2; pass += 1) {
      const y = card.horizonY + rng.range(-1, 1) * unit * 0.004;
      body += `<path d="M0 ${n1(y)}L${width} ${n1(y + rng.range(-1, 1) * unit * 0.006)}" stroke-width="${n1(unit * 0.003)}" stroke-opacity="0.5"/>`;
    }
  }
  body += '</g>';
  return { layers: [{ svg: svgLayer(card, '', body) }], finish: { paper: { strength: 0.5, granulation: 1.1 }, grade: 0.6 } };
};
