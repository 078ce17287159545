/**
 * Pencil sketch: graphite on paper with little colour. Tone comes from hatching: parallel pencil
 * strokes laid in up to four directions wherever the underpainting is dark enough (darker areas
 * collect more directions: cross-hatching), broken into hand-length strokes with a slight wobble.
 * Over that, the scene's outlines are drawn twice with a loose hand, pupils are filled, faint
 * construction lines stay visible, and a whisper of colour tints the subject.
 */
import { mix, saturate } from './color';
import { isVolume } from './forms';
import { jitter, n1, polygonPath, smoothPath, type Pt } from './geometry';
import type { Painter, Underpainting } from './painting';
import type { Random } from './random';
import type { Scene } from './scene-model';
import { birdPath, formElement, rollCamera, svgDocument } from './svg-kit';

/** Hatching directions, the tone below which each appears, and its pencil pressure. */
const hatchLayers = [
  { angle: Math.PI / 4, below: 0.6, opacity: 0.42 },
  { angle: -Math.PI / 4, below: 0.46, opacity: 0.46 },
  { angle: 0.08, below: 0.32, opacity: 0.5 },
  { angle: Math.PI / 2 - 0.15, below: 0.18, opacity: 0.55 },
];

function hatching(scene: Scene, under: Underpainting, rng: Random, graphite: string): string {
  const { width: w, height: h, unit } = scene;
  const spacing = unit * 0.0095;
  const step = spacing * 0.8;
  const diagonal = Math.hypot(w, h);
  let out = '';
  for (const layer of hatchLayers) {
    const dx = Math.cos(layer.angle);
    const dy = Math.sin(layer.angle);
    // Lines run along (dx, dy); successive lines are offset along the normal.
    let d = '';
    for (let offset = -diagonal / 2; offset <= diagonal / 2; offset += spacing) {
      const ox = w / 2 - dy * offset;
      const oy = h / 2 + dx * offset;
      let start: Pt | undefined;
      let run = 0;
      let limit = unit * rng.range(0.04, 0.12);
      for (let t = -diagonal / 2; t <= diagonal / 2 + step; t += step) {
        const x = ox + dx * t;
        const y = oy + dy * t;
        const inside = x >= -step && y >= -step && x <= w + step && y <= h + step;
        const dark = inside && under.tone(x, y) < layer.below + rng.range(-0.03, 0.03);
        if (dark && !start) {
          start = [x, y];
          run = 0;
        } else if (start && (!dark || run > limit)) {
          const wobble = spacing * 0.25;
          // Crumbs shorter than a few steps are noise, not strokes.
          if (run >= step * 3)
            d += `M${n1(start[0] + rng.range(-wobble, wobble))} ${n1(start[1] + rng.range(-wobble, wobble))}L${n1(x - dx * step * 0.5)} ${n1(y - dy * step * 0.5)}`;
          start = dark ? [x + dx * step * 0.6, y + dy * step * 0.6] : undefined;
          run = 0;
          limit = unit * rng.range(0.04, 0.12);
        }
        run += step;
      }
    }
    out += `<path d="${d}" fill="none" stroke="${graphite}" stroke-width="${n1(unit * 0.0014)}" stroke-linecap="round" opacity="${layer.opacity}"/>`;
  }
  return out;
}

function contours(scene: Scene, rng: Random, graphite: string, part: 'background' | 'subject'): string {
  const width = scene.unit * 0.0017;
  let out = `<g fill="none" stroke="${graphite}" stroke-linecap="round" stroke-linejoin="round">`;
  const loose = (points: readonly Pt[], smooth: boolean, closed: boolean, opacity: number) => {
    let marks = '';
    for (let pass = 0; pass < 2; pass += 1) {
      const shaky = jitter(points, rng, scene.unit * 0.0035);
      const d = smooth
        ? smoothPath(shaky, closed)
        : closed
          ? polygonPath(shaky)
          : `M${shaky.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}`;
      marks += `<path d="${d}" stroke-width="${n1(width * (pass ? 0.7 : 1))}" opacity="${(opacity * (pass ? 0.6 : 1)).toFixed(2)}"/>`;
    }
    return marks;
  };
  if (scene.view === 'side' && part === 'background') {
    out += `<path d="M0 ${n1(scene.horizonY)}H${scene.width}" stroke-width="${n1(width * 0.6)}" opacity="0.25"/>`;
    const body = scene.celestial;
    if (body) {
      out += `<circle cx="${n1(body.x)}" cy="${n1(body.y)}" r="${n1(body.r)}" stroke-width="${n1(width)}" opacity="0.6"/>`;
      if (body.kind === 'sun') {
        let rays = '';
        for (let i = 0; i < 10; i += 1) {
          const a = (i / 10) * Math.PI * 2;
          rays += `M${n1(body.x + Math.cos(a) * body.r * 1.3)} ${n1(body.y + Math.sin(a) * body.r * 1.3)}L${n1(body.x + Math.cos(a) * body.r * 1.7)} ${n1(body.y + Math.sin(a) * body.r * 1.7)}`;
        }
        out += `<path d="${rays}" stroke-width="${n1(width * 0.8)}" opacity="0.5"/>`;
      }
    }
  }
  for (const layer of scene.layers) {
    if ((layer.kind === 'subject') !== (part === 'subject')) continue;
    for (const form of layer.forms) {
      if (form.role === 'ground' || form.role === 'glint') continue;
      if (form.role === 'ridge') {
        out += loose(form.points.slice(0, -2), form.smooth, false, 0.55);
      } else if (form.role === 'cloud') {
        // Only the upper arcs: a scalloped top over a flat base.
        out += loose(
          form.points.filter(([, y]) => y <= form.cy + form.ry * 0.05),
          true,
          false,
          0.3,
        );
      } else if (form.role === 'pupil') {
        out += formElement(form, `fill="${graphite}" stroke="none" opacity="0.85"`);
      } else if (form.role === 'window' || (layer.kind === 'water' && form.role === 'detail')) {
        out += loose(form.points, false, true, 0.35);
      } else {
        out += loose(form.points, form.smooth, true, layer.kind === 'subject' ? 0.8 : 0.5);
      }
    }
  }
  for (const accent of part === 'background' ? scene.accents : []) {
    if (accent.kind === 'bird') out += `<path d="${birdPath(accent)}" stroke-width="${n1(width)}" opacity="0.7"/>`;
    else if (accent.kind === 'flower')
      out += `<circle cx="${n1(accent.x)}" cy="${n1(accent.y)}" r="${n1(accent.r)}" stroke-width="${n1(width * 0.7)}" opacity="0.5"/>`;
  }
  return `${out}</g>`;
}

export const paintSketch: Painter = async (scene, tools) => {
  const under = await tools.underpainting();
  const rng = tools.rng('pencil');
  const { palette, width: w, height: h, unit } = scene;
  const paper = mix(saturate(palette.paper, 0.4), '#fbfaf6', 0.35);
  const graphite = mix(saturate(palette.ink, 0.3), '#4a4a4c', 0.5);
  let body = `<rect x="${n1(-0.1 * w)}" y="${n1(-0.1 * h)}" width="${n1(1.2 * w)}" height="${n1(1.2 * h)}" fill="${paper}"/>`;
  // Background lines first; the subject's paper-filled silhouette then hides whatever is behind it,
  // with a whisper of colour (a lightly tinted sketch); hatching shades everything; the subject's
  // own lines go on last.
  body += rollCamera(scene, contours(scene, rng, graphite, 'background'));
  const subject = scene.layers.find((layer) => layer.kind === 'subject');
  const silhouette = subject ? subject.forms.filter((form) => isVolume(form) || form.role === 'detail' || form.role === 'snow') : [];
  body += rollCamera(
    scene,
    silhouette.map((form) => formElement(form, `fill="${paper}"`)).join('') +
      `<g opacity="0.16">${silhouette.map((form) => formElement(form, `fill="${form.color}"`)).join('')}</g>`,
  );
  body += hatching(scene, under, rng, graphite);
  // Construction lines: the axis and the bounding circle the drawing was built on.
  const [fx, fy] = scene.focus;
  const guides = `<g fill="none" stroke="${graphite}" stroke-width="${n1(unit * 0.001)}" opacity="0.16"><path d="M${n1(fx)} ${n1(fy - scene.subjectSize * 1.4)}V${n1(fy + scene.subjectSize * 1.3)}"/><circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1(scene.subjectSize * 1.15)}"/></g>`;
  body += rollCamera(scene, guides + contours(scene, rng, graphite, 'subject'));
  return { layers: [{ svg: svgDocument(scene, '', body) }], finish: { paper: { strength: 0.5, granulation: 1.1 }, grade: 0.6 } };
};
