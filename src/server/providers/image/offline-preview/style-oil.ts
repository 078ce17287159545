/**
 * Oil painting: the scene is first rendered small as an underpainting, then repainted entirely in
 * brush strokes that read their colour from it: a block-in of broad strokes over the whole canvas,
 * a second layer of medium strokes, and fine strokes where the picture has edges or near the
 * subject. Strokes follow the forms (along the edges in the underpainting) or a gentle flow
 * elsewhere, carry broken colour, and some get a lighter impasto ridge; canvas weave shows through.
 */
import { n1 } from './geometry';
import type { Painter, Underpainting } from './painting';
import type { Random } from './random';
import type { Scene } from './scene-model';
import { svgDocument } from './svg-kit';

interface Pass {
  /** Stroke width, length (in widths) and grid spacing (in widths), as shares of the shorter side. */
  width: number;
  length: number;
  spacing: number;
  /** Chance a grid cell gets a stroke; `edgesOnly` keeps only cells on edges or near the subject. */
  keep: number;
  edgesOnly: boolean;
  impasto: number;
  /** Later layers are thinner paint: the colour beneath shows a little. */
  opacity: number;
}

/** Keeps the SVG to a few thousand elements: librsvg's time grows with every stroke. */
const MAX_DETAIL_STROKES = 1400;

const passes: Pass[] = [
  { width: 0.042, length: 2.2, spacing: 0.72, keep: 1, edgesOnly: false, impasto: 0, opacity: 1 },
  { width: 0.022, length: 2.6, spacing: 1.1, keep: 0.5, edgesOnly: false, impasto: 0.25, opacity: 0.85 },
  { width: 0.01, length: 3.2, spacing: 1, keep: 1, edgesOnly: true, impasto: 0.3, opacity: 0.9 },
];

const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const hex = (r: number, g: number, b: number) => `#${((channel(r) << 16) | (channel(g) << 8) | channel(b)).toString(16).padStart(6, '0')}`;

function strokeAngle(
  scene: Scene,
  under: Underpainting,
  x: number,
  y: number,
  flow: readonly [number, number],
): { angle: number; edge: number } {
  const h = scene.unit * 0.012;
  const gx = under.tone(x + h, y) - under.tone(x - h, y);
  const gy = under.tone(x, y + h) - under.tone(x, y - h);
  const edge = Math.hypot(gx, gy);
  // Along the edge where there is one; otherwise a slow, mostly horizontal flow.
  const drift = 0.55 * Math.sin((x / scene.unit) * 5.1 + flow[0]) * Math.cos((y / scene.unit) * 4.3 + flow[1]);
  return { angle: edge > 0.06 ? Math.atan2(gy, gx) + Math.PI / 2 : drift, edge };
}

function paintPass(scene: Scene, under: Underpainting, rng: Random, pass: Pass, flow: readonly [number, number]): string {
  const width = scene.unit * pass.width;
  const length = width * pass.length;
  const step = width * pass.spacing;
  const [fx, fy] = scene.focus;
  const near = scene.subjectSize * 1.35;
  let out = '';
  let count = 0;
  for (let gy = -step / 2; gy < scene.height + step; gy += step) {
    for (let gx = -step / 2; gx < scene.width + step; gx += step) {
      const skip = rng.next() > pass.keep;
      const x = gx + rng.range(-0.45, 0.45) * step;
      const y = gy + rng.range(-0.45, 0.45) * step;
      const { angle, edge } = strokeAngle(scene, under, x, y, flow);
      const onSubject = Math.hypot(x - fx, y - fy) < near;
      // The subject is painted with smaller brushes, and every layer covers it.
      if (skip && !onSubject) continue;
      if (pass.edgesOnly && edge < 0.05 && !onSubject) continue;
      if (pass.edgesOnly && count > MAX_DETAIL_STROKES) continue;
      count += 1;
      const a = angle + rng.range(-0.25, 0.25);
      // Strokes shorten across edges so silhouettes stay readable.
      const half = ((length * rng.range(0.6, 1.3)) / 2) * (edge > 0.08 ? 0.55 : 1) * (onSubject ? 0.7 : 1);
      const cos = Math.cos(a);
      const sin = Math.sin(a);
      const bend = rng.range(-0.18, 0.18) * half;
      const [r, g, b] = under.sample(x, y);
      // Broken colour: each stroke mixes slightly differently.
      const shift = rng.range(-12, 12);
      const color = hex(r + shift + rng.range(-6, 6), g + shift + rng.range(-6, 6), b + shift + rng.range(-6, 6));
      const d = `M${n1(x - cos * half)} ${n1(y - sin * half)}Q${n1(x - sin * bend)} ${n1(y + cos * bend)} ${n1(x + cos * half)} ${n1(y + sin * half)}`;
      const w = width * rng.range(0.8, 1.15) * (onSubject && !pass.edgesOnly ? 0.6 : 1);
      out += `<path d="${d}" stroke="${color}" stroke-width="${n1(w)}"/>`;
      if (rng.next() < pass.impasto) {
        // A ridge of thick paint catching the light.
        const ox = scene.light.dx * w * 0.22;
        const oy = scene.light.dy * w * 0.22;
        const ridge = `M${n1(x - cos * half * 0.8 + ox)} ${n1(y - sin * half * 0.8 + oy)}Q${n1(x - sin * bend + ox)} ${n1(y + cos * bend + oy)} ${n1(x + cos * half * 0.8 + ox)} ${n1(y + sin * half * 0.8 + oy)}`;
        out += `<path d="${ridge}" stroke="${hex(r + 60, g + 55, b + 45)}" stroke-width="${n1(w * 0.22)}" stroke-opacity="0.35"/>`;
      }
    }
  }
  return out;
}

export const paintOil: Painter = async (scene, tools) => {
  const under = await tools.underpainting();
  const rng = tools.rng('strokes');
  const flow = [rng.range(0, Math.PI * 2), rng.range(0, Math.PI * 2)] as const;
  const [r, g, b] = under.sample(scene.width / 2, scene.height / 2);
  let body = `<rect width="${scene.width}" height="${scene.height}" fill="${hex(r * 0.8, g * 0.8, b * 0.8)}"/>`;
  body += `<g fill="none" stroke-linecap="round">`;
  for (const pass of passes) body += `<g stroke-opacity="${pass.opacity}">${paintPass(scene, under, rng, pass, flow)}</g>`;
  body += '</g>';
  return { layers: [{ svg: svgDocument(scene, '', body) }], finish: { canvas: 1, grain: 0.15 } };
};
