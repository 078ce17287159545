/**
 * Abstract art: the scene reduced to geometry in the manner of Bauhaus and Kandinsky. The canvas is
 * cream; the horizon becomes a hard division between flat colour fields; every thing in the scene
 * becomes a primitive where it stood (rounded forms a disc, straight-edged ones a rectangle, peaks
 * and roofs a triangle) in flat, intensified palette colour; the subject stands in concentric rings;
 * the sun a disc in a ring; and heavy black lines cross the composition through the focal point.
 * No gradients, no blur: flat paint on canvas.
 */
import { darken, mix, saturate } from './color';
import type { Form } from './forms';
import { n1, polygonPath, type Pt } from './geometry';
import type { Painter } from './painting';
import type { Random } from './random';
import type { Scene } from './scene-model';
import { rollCamera, svgDocument } from './svg-kit';

/** Flat colour, pushed away from grey: abstraction works in bold, unmodulated hues. */
const bold = (color: string) => saturate(color, 1.6);

function colourFields(scene: Scene, rng: Random): string {
  const { width: w, height: h, horizonY, palette } = scene;
  let out = `<rect width="${w}" height="${h}" fill="${palette.paper}"/>`;
  if (scene.view === 'side') {
    // The sky as two or three flat blocks of its colours, the ground as one below the horizon.
    const split = w * rng.range(0.3, 0.7);
    out += `<rect x="0" y="0" width="${n1(split)}" height="${n1(horizonY)}" fill="${bold(scene.sky[0])}"/>`;
    out += `<rect x="${n1(split)}" y="${n1(horizonY * rng.range(0.2, 0.5))}" width="${n1(w - split)}" height="${n1(horizonY)}" fill="${bold(mix(scene.sky[1], palette.accents[0], 0.45))}"/>`;
  }
  const groundTop = scene.view === 'side' ? horizonY : h * rng.range(0.2, 0.45);
  out += `<rect x="${n1(w * rng.range(0, 0.15))}" y="${n1(groundTop)}" width="${n1(w)}" height="${n1(h - groundTop)}" fill="${bold(palette.ground[0])}"/>`;
  return out;
}

function primitive(scene: Scene, form: Form): string {
  const color = bold(form.color);
  const { cx, cy, rx, ry } = form;
  // Marks too small to carry a shape are left out: abstraction keeps the big forms.
  if (Math.max(rx, ry) < scene.unit * 0.012) return '';
  switch (form.role) {
    case 'ground':
    case 'water':
    case 'road':
    case 'patch': {
      // A band of flat colour across its extent.
      const y0 = cy - ry * 0.35;
      return `<rect x="${n1(cx - rx)}" y="${n1(y0)}" width="${n1(rx * 2)}" height="${n1(ry * 0.7)}" fill="${color}"/>`;
    }
    case 'ridge':
    case 'roof': {
      const top = form.points.reduce((best, point) => (point[1] < best[1] ? point : best), form.points[0] as Pt);
      return `<path d="${polygonPath([top, [cx + rx, cy + ry], [cx - rx, cy + ry]])}" fill="${color}"/>`;
    }
    case 'detail':
      return `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(Math.min(rx, ry))}" fill="${color}"/>`;
    case 'eye':
    case 'pupil':
    case 'glint':
      return `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(Math.min(rx, ry))}" fill="${scene.palette.ink}"/>`;
    default:
      if (form.smooth) return `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1((rx + ry) / 2)}" fill="${color}" opacity="0.9"/>`;
      return `<rect x="${n1(cx - rx)}" y="${n1(cy - ry)}" width="${n1(rx * 2)}" height="${n1(ry * 2)}" fill="${color}"/>`;
  }
}

function subjectRings(scene: Scene): string {
  const [fx, fy] = scene.focus;
  const r = scene.subjectSize;
  const [main, second, detail] = scene.palette.subject;
  const rings = [
    { r: 1.7, color: bold(main) },
    { r: 1.35, color: bold(scene.palette.accents[1]) },
    { r: 1.05, color: bold(second) },
    { r: 0.75, color: scene.palette.paper },
    { r: 0.5, color: darken(bold(detail), 0.1) },
  ];
  return rings.map((ring) => `<circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1(r * ring.r)}" fill="${ring.color}"/>`).join('');
}

function celestialDisc(scene: Scene): string {
  const body = scene.celestial;
  if (!body) return '';
  const color = body.kind === 'sun' ? bold(mix(scene.light.color, scene.palette.accents[1], 0.5)) : '#f4f1e6';
  return (
    `<circle cx="${n1(body.x)}" cy="${n1(body.y)}" r="${n1(body.r * 1.6)}" fill="${color}"/>` +
    `<circle cx="${n1(body.x)}" cy="${n1(body.y)}" r="${n1(body.r * 2.4)}" fill="none" stroke="${scene.palette.ink}" stroke-width="${n1(scene.unit * 0.006)}"/>`
  );
}

/** Heavy black lines crossing the picture, two through the focal point, a thin rhythm of others. */
function crossingLines(scene: Scene, rng: Random): string {
  const [fx, fy] = scene.focus;
  const reach = Math.hypot(scene.width, scene.height);
  let out = '';
  const count = 3 + rng.int(3);
  for (let i = 0; i < count; i += 1) {
    const through = i < 2;
    const x = through ? fx : rng.range(0.1, 0.9) * scene.width;
    const y = through ? fy : rng.range(0.1, 0.9) * scene.height;
    const angle = rng.range(0, Math.PI);
    const dx = Math.cos(angle) * reach;
    const dy = Math.sin(angle) * reach;
    const width = scene.unit * (through ? 0.011 : rng.range(0.003, 0.006));
    out += `<path d="M${n1(x - dx)} ${n1(y - dy)}L${n1(x + dx)} ${n1(y + dy)}" stroke="${scene.palette.ink}" stroke-width="${n1(width)}"/>`;
  }
  return out;
}

function accentShapes(scene: Scene): string {
  let out = '';
  for (const accent of scene.accents) {
    const { x, y } = accent;
    const r = Math.max(accent.r * 1.6, scene.unit * 0.008);
    const color = bold(accent.color);
    out +=
      accent.kind === 'bird' || accent.kind === 'spark'
        ? `<path d="${polygonPath([
            [x, y - r],
            [x + r, y + r * 0.8],
            [x - r, y + r * 0.8],
          ])}" fill="${color}"/>`
        : `<rect x="${n1(x - r * 0.7)}" y="${n1(y - r * 0.7)}" width="${n1(r * 1.4)}" height="${n1(r * 1.4)}" fill="${color}"/>`;
  }
  return out;
}

export const paintAbstract: Painter = (scene, tools) => {
  const rng = tools.rng('abstract');
  let body = colourFields(scene, rng);
  body += celestialDisc(scene);
  for (const layer of scene.layers) {
    if (layer.kind === 'subject') continue;
    for (const form of layer.forms) if (form.role !== 'ground' && form.role !== 'cloud') body += primitive(scene, form);
  }
  // The subject: concentric rings behind it, its own forms as primitives on top.
  body += subjectRings(scene);
  for (const layer of scene.layers) if (layer.kind === 'subject') for (const form of layer.forms) body += primitive(scene, form);
  body += accentShapes(scene);
  body += crossingLines(scene, rng);
  // Flat paint takes only part of the lighting's grade; the weave of the canvas shows through.
  return { layers: [{ svg: svgDocument(scene, '', rollCamera(scene, body)) }], finish: { canvas: 0.6, grade: 0.6 } };
};
