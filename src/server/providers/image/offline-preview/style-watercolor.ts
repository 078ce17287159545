/**
 * Watercolour: each shape is laid down as a stack of translucent washes, every wash a slightly
 * different frayed copy of the shape (recursive midpoint displacement), so the colour is dense in
 * the middle and bleeds out unevenly at the edges, with a darker rim where pigment dries. Clouds
 * and highlights are lifted back to the paper, the background is painted wet-in-wet (softened),
 * a faint pencil underdrawing and a few splatters show, and the paper's tooth catches the pigment.
 */
import { darken, lighten, mix } from './color';
import { isVolume, type Form } from './forms';
import { deform, n1, polygonPath, scalePoints, translatePoints, jitter, smoothPath, type Pt } from './geometry';
import type { Painter } from './painting';
import type { Random } from './random';
import type { Layer, Scene } from './scene-model';
import { tones } from './style-photo';
import { birdPath, Defs, fadeGradient, rollCamera, skyGradient, svgDocument } from './svg-kit';

interface Wash {
  layers: number;
  opacity: number;
  /** How far the edges fray, as a share of each edge's length. */
  spread: number;
  /** A darker rim on one wash where the pigment dried. */
  rim: boolean;
}

const outlineOf = (form: Form): Pt[] => form.points;

function wash(points: readonly Pt[], fill: string, rng: Random, { layers, opacity, spread, rim }: Wash, rimColor?: string): string {
  // Few-point shapes (rectangles) get more subdivision so their sides fray too.
  const base = deform(points, rng, spread * 0.6, points.length < 8 ? 3 : 1);
  // fill-opacity, not opacity: each wash is translucent on its own, so overlapping washes build up.
  let out = `<g fill="${fill}" fill-opacity="${opacity}">`;
  for (let i = 0; i < layers; i += 1) out += `<path d="${polygonPath(deform(base, rng, spread, 2))}"/>`;
  out += '</g>';
  if (rim && rimColor)
    out += `<path d="${polygonPath(deform(base, rng, spread * 0.5, 2))}" fill="none" stroke="${rimColor}" stroke-width="1.2" opacity="0.3"/>`;
  return out;
}

function formWash(scene: Scene, form: Form, rng: Random): string {
  const small = Math.max(form.rx, form.ry) < scene.unit * 0.025;
  if (form.role === 'glint') return `<circle cx="${n1(form.cx)}" cy="${n1(form.cy)}" r="${n1(form.rx)}" fill="${scene.palette.paper}"/>`;
  if (small || form.role === 'pupil' || form.role === 'eye' || form.role === 'window') {
    return wash(outlineOf(form), form.color, rng, { layers: 2, opacity: 0.6, spread: 0.04, rim: false });
  }
  const big = form.role === 'ground' || form.role === 'ridge' || form.role === 'water' || form.role === 'patch';
  let out = wash(
    outlineOf(form),
    form.color,
    rng,
    { layers: big ? 6 : 7, opacity: big ? 0.12 : 0.14, spread: big ? 0.05 : 0.12, rim: true },
    darken(form.color, 0.35),
  );
  if (isVolume(form) && !small) {
    // A second glaze on the side away from the light models the form.
    const r = Math.min(form.rx, form.ry);
    const shadowSide = translatePoints(
      scalePoints(outlineOf(form), [form.cx, form.cy], 0.78),
      -scene.light.dx * r * 0.25,
      -scene.light.dy * r * 0.25,
    );
    out += wash(shadowSide, tones(scene, form.color).shadow, rng, { layers: 4, opacity: 0.12, spread: 0.1, rim: false });
  }
  return out;
}

function background(defs: Defs, scene: Scene, rng: Random): string {
  const { width: w, height: h, horizonY, palette } = scene;
  let out = `<rect x="${n1(-0.1 * w)}" y="${n1(-0.1 * h)}" width="${n1(1.2 * w)}" height="${n1(1.2 * h)}" fill="${palette.paper}"/>`;
  if (scene.view === 'side') {
    const skyRect: Pt[] = [
      [w * 0.02, h * 0.02],
      [w * 0.98, h * 0.02],
      [w * 0.98, horizonY + h * 0.03],
      [w * 0.02, horizonY + h * 0.03],
    ];
    out += wash(skyRect, `url(#${skyGradient(defs, scene)})`, rng, { layers: 7, opacity: 0.16, spread: 0.03, rim: false });
    for (const star of scene.stars)
      out += `<circle cx="${n1(star.x)}" cy="${n1(star.y)}" r="${n1(star.r * 1.2)}" fill="${palette.paper}" opacity="0.8"/>`;
    const body = scene.celestial;
    if (body) {
      out += `<circle cx="${n1(body.x)}" cy="${n1(body.y)}" r="${n1(body.r * 4)}" fill="url(#${fadeGradient(defs, body.kind === 'sun' ? scene.light.color : '#ffffff', 0.5)})"/>`;
      const disk = deform(scalePoints(circle(body.x, body.y, body.r), [body.x, body.y], 1), rng, 0.05, 2);
      out += `<path d="${polygonPath(disk)}" fill="${body.kind === 'sun' ? lighten(body.color, 0.3) : palette.paper}" opacity="0.85"/>`;
    }
  }
  for (const layer of scene.layers) {
    if (layer.kind === 'subject') continue;
    out += layerWash(scene, layer, rng);
  }
  return out;
}

const circle = (x: number, y: number, r: number): Pt[] =>
  Array.from({ length: 16 }, (_, i) => [x + Math.cos((i / 16) * Math.PI * 2) * r, y + Math.sin((i / 16) * Math.PI * 2) * r] as Pt);

function layerWash(scene: Scene, layer: Layer, rng: Random): string {
  if (layer.kind === 'clouds') {
    // Clouds are lifted out of the wet sky: paper colour dabbed back on.
    // Group opacity: overlapping puffs lift as one cloud instead of stacking into discs.
    let out = '';
    for (const opacity of [0.45, 0.3]) {
      out += `<g fill="${scene.palette.paper}" opacity="${opacity}">${layer.forms.map((form) => `<path d="${polygonPath(deform(outlineOf(form), rng, 0.1, 2))}"/>`).join('')}</g>`;
    }
    return out;
  }
  let out = '';
  if (layer.shadow) {
    const s = layer.shadow;
    out += wash(
      circle(s.cx, s.cy, 1).map(([x, y]) => [s.cx + (x - s.cx) * s.rx, s.cy + (y - s.cy) * s.ry] as Pt),
      scene.lighting.shadowColor,
      rng,
      { layers: 4, opacity: s.opacity * 0.2, spread: 0.08, rim: false },
    );
  }
  for (const form of layer.forms) {
    if (layer.kind === 'water' && form.role === 'detail')
      out += wash(outlineOf(form), scene.palette.paper, rng, { layers: 2, opacity: 0.45, spread: 0.05, rim: false });
    else out += formWash(scene, form, rng);
  }
  return out;
}

function foreground(scene: Scene, rng: Random): string {
  const subject = scene.layers.find((layer) => layer.kind === 'subject');
  let out = '';
  if (subject) {
    // A faint pencil underdrawing, left visible as in a sketchbook study.
    const lines = subject.forms.filter(
      (form) => form.role === 'body' || form.role === 'roof' || form.role === 'leaf' || form.role === 'petal',
    );
    out += `<g fill="none" stroke="${scene.palette.ink}" stroke-width="${n1(scene.unit * 0.001)}" opacity="0.2">${lines
      .map((form) => `<path d="${(form.smooth ? smoothPath : polygonPath)(jitter(form.points, rng, scene.unit * 0.004))}"/>`)
      .join('')}</g>`;
    out += layerWash(scene, subject, rng);
  }
  for (const accent of scene.accents) {
    if (accent.kind === 'bird')
      out += `<path d="${birdPath(accent)}" fill="none" stroke="${mix(accent.color, scene.palette.paper, 0.3)}" stroke-width="${n1(scene.unit * 0.002)}" stroke-linecap="round"/>`;
    else if (accent.kind === 'flower') {
      // Three dabs of petal colour over a green one.
      out += wash(circle(accent.x, accent.y + accent.r * 1.6, accent.r * 0.9), scene.palette.foliage, rng, {
        layers: 2,
        opacity: 0.3,
        spread: 0.2,
        rim: false,
      });
      for (let i = 0; i < 3; i += 1)
        out += wash(circle(accent.x + (i - 1) * accent.r * 0.8, accent.y - (i % 2) * accent.r * 0.6, accent.r * 0.7), accent.color, rng, {
          layers: 2,
          opacity: 0.35,
          spread: 0.2,
          rim: false,
        });
    } else out += wash(circle(accent.x, accent.y, accent.r), accent.color, rng, { layers: 2, opacity: 0.45, spread: 0.15, rim: false });
  }
  for (const glow of scene.glows)
    out += `<circle cx="${n1(glow.x)}" cy="${n1(glow.y)}" r="${n1(glow.size)}" fill="none" stroke="${glow.color}" stroke-width="${n1(scene.unit * 0.008)}" opacity="0.6"/>`;
  // Splatters flicked off the brush.
  const colors = [scene.palette.subject[0], scene.palette.accents[0], scene.palette.foliage];
  for (let i = 0; i < 22; i += 1) {
    out += `<circle cx="${n1(rng.range(0, scene.width))}" cy="${n1(rng.range(0, scene.height))}" r="${n1(scene.unit * rng.range(0.001, 0.005))}" fill="${rng.pick(colors)}" opacity="${rng.range(0.25, 0.55).toFixed(2)}"/>`;
  }
  return out;
}

export const paintWatercolor: Painter = (scene, tools) => {
  const defs = new Defs();
  const back = background(defs, scene, tools.rng('washes'));
  const front = foreground(scene, tools.rng('subject-washes'));
  return {
    layers: [
      // Wet-in-wet: the background washes soften into each other.
      { svg: svgDocument(scene, defs, rollCamera(scene, back)), blur: scene.unit * 0.0022 },
      { svg: svgDocument(scene, defs, rollCamera(scene, front)) },
    ],
    finish: { paper: { strength: 0.35, granulation: 0.9 }, grade: 0.75 },
  };
};
