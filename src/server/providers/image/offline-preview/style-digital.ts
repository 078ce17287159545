/**
 * Digital art: crisp vector geometry. A posterised sky in hard bands, a striped sun with halo
 * rings, low-poly hills faceted by the light, forms cut into lit and shaded facets, a perspective
 * grid on the ground, thin bright edges and floating geometric ornaments. No blur, no texture.
 */
import { darken, lighten, mix, saturate } from './color';
import { isVolume, type Form } from './forms';
import { ellipsePoints, n1, polygonPath, type Pt } from './geometry';
import type { Painter } from './painting';
import type { Random } from './random';
import type { Scene } from './scene-model';
import { tones } from './style-photo';
import { birdPath, Defs, formElement, rollCamera, svgDocument } from './svg-kit';

function skyAt(scene: Scene, t: number): string {
  const [top, middle, horizon] = scene.sky;
  return t < 0.55 ? mix(top, middle, t / 0.55) : mix(middle, horizon, (t - 0.55) / 0.45);
}

/** Light falling on a facet whose outward direction is (nx, ny): 0 (away) … 1 (facing the light). */
function facing(scene: Scene, nx: number, ny: number): number {
  const length = Math.hypot(nx, ny) || 1;
  return ((nx / length) * scene.light.dx + (ny / length) * scene.light.dy + 1) / 2;
}

function facetColor(scene: Scene, color: string, light: number): string {
  const { lit, shadow } = tones(scene, color);
  return light >= 0.5 ? mix(color, lit, (light - 0.5) * 2) : mix(shadow, color, light * 2);
}

/** A rounded form cut into a fan of flat facets around a centre nudged toward the light. */
function facetedForm(scene: Scene, form: Form): string {
  const outline = form.rotation !== undefined ? ellipsePoints(form.cx, form.cy, form.rx, form.ry, form.rotation, 9) : form.points;
  const r = Math.min(form.rx, form.ry);
  const apex: Pt = [form.cx + scene.light.dx * r * 0.3, form.cy + scene.light.dy * r * 0.3];
  let out = '';
  for (let i = 0; i < outline.length; i += 1) {
    const a = outline[i] as Pt;
    const b = outline[(i + 1) % outline.length] as Pt;
    const light = facing(scene, (a[0] + b[0]) / 2 - form.cx, (a[1] + b[1]) / 2 - form.cy);
    const color = facetColor(scene, form.color, light);
    out += `<path d="${polygonPath([apex, a, b])}" fill="${color}" stroke="${color}" stroke-width="0.6" stroke-linejoin="round"/>`;
  }
  return (
    out +
    `<path d="${polygonPath(outline)}" fill="none" stroke="${lighten(form.color, 0.45)}" stroke-width="${n1(scene.unit * 0.0014)}" stroke-linejoin="round"/>`
  );
}

/** A straight-edged form split into a lit and a shaded half with a hard edge. */
function splitForm(defs: Defs, scene: Scene, form: Form): string {
  const { lit, shadow } = tones(scene, form.color);
  const side = scene.light.side;
  const id = defs.add(
    `h${form.color}${side}`,
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="0"><stop offset="0.5" stop-color="${side < 0 ? mix(form.color, lit, 0.5) : mix(form.color, shadow, 0.7)}"/>` +
      `<stop offset="0.5" stop-color="${side < 0 ? mix(form.color, shadow, 0.7) : mix(form.color, lit, 0.5)}"/></linearGradient>`,
  );
  return formElement(
    form,
    `fill="url(#${id})" stroke="${lighten(form.color, 0.45)}" stroke-width="${n1(scene.unit * 0.0014)}" stroke-linejoin="round"`,
  );
}

function lowPolyRidge(scene: Scene, form: Form): string {
  // The ridge's top edge, then triangles down to a jagged base line just below the horizon.
  const top = form.points.slice(0, -2);
  const baseY = scene.horizonY + scene.unit * 0.02;
  let out = `<path d="${polygonPath(form.points)}" fill="${form.color}"/>`;
  for (let i = 0; i < top.length - 1; i += 1) {
    const a = top[i] as Pt;
    const b = top[i + 1] as Pt;
    const mid: Pt = [(a[0] + b[0]) / 2, baseY - (baseY - Math.max(a[1], b[1])) * 0.25];
    const slope = facing(scene, b[1] - a[1], a[0] - b[0]);
    const c1 = facetColor(scene, form.color, slope);
    const c2 = facetColor(scene, form.color, 1 - slope * 0.6);
    out += `<path d="${polygonPath([a, b, mid])}" fill="${c1}" stroke="${c1}" stroke-width="0.6"/>`;
    out += `<path d="${polygonPath([a, mid, [a[0], baseY]])}" fill="${c2}" stroke="${c2}" stroke-width="0.6"/>`;
    out += `<path d="${polygonPath([b, [b[0], baseY], mid])}" fill="${mix(c1, c2, 0.5)}" stroke="${mix(c1, c2, 0.5)}" stroke-width="0.6"/>`;
  }
  return out;
}

function sky(scene: Scene): string {
  const { width: w, height: h, horizonY } = scene;
  const bands = 9;
  let out = `<rect x="${n1(-0.1 * w)}" y="${n1(horizonY - 1)}" width="${n1(1.2 * w)}" height="${n1(h)}" fill="${scene.sky[2]}"/>`;
  for (let i = 0; i < bands; i += 1) {
    const y0 = -0.1 * h + ((horizonY + 0.1 * h) * i) / bands;
    out += `<rect x="${n1(-0.1 * w)}" y="${n1(y0)}" width="${n1(1.2 * w)}" height="${n1((horizonY + 0.1 * h) / bands + 1)}" fill="${skyAt(scene, (i + 0.5) / bands)}"/>`;
  }
  out += `<g fill="#ffffff">${scene.stars
    .map((s) => {
      const r = s.r * 1.8;
      return `<path d="M${n1(s.x)} ${n1(s.y - r)}L${n1(s.x + r * 0.5)} ${n1(s.y)}L${n1(s.x)} ${n1(s.y + r)}L${n1(s.x - r * 0.5)} ${n1(s.y)}Z"/>`;
    })
    .join('')}</g>`;
  const body = scene.celestial;
  if (body) {
    const { x, y } = body;
    const r = body.r * 1.5;
    const core = saturate(body.kind === 'sun' ? lighten(scene.light.color, 0.2) : body.color, 1.3);
    out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 1.9)}" fill="${core}" opacity="0.12"/><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 1.45)}" fill="${core}" opacity="0.22"/>`;
    out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${core}"/>`;
    if (body.kind === 'sun') {
      // Stripes cut through the sun's lower half.
      for (let i = 0; i < 5; i += 1) {
        const sy = y + r * (0.1 + i * 0.19);
        out += `<rect x="${n1(x - r)}" y="${n1(sy)}" width="${n1(r * 2)}" height="${n1(r * (0.04 + i * 0.025))}" fill="${skyAt(scene, Math.min(1, sy / horizonY))}"/>`;
      }
    }
    out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 2.3)}" fill="none" stroke="${core}" stroke-width="${n1(scene.unit * 0.0015)}" opacity="0.7"/>`;
  }
  return out;
}

function groundGrid(scene: Scene, form: Form): string {
  const { width: w, height: h, horizonY } = scene;
  const bands = 5;
  let out = '';
  for (let i = 0; i < bands; i += 1) {
    const y0 = horizonY + ((h * 1.1 - horizonY) * i) / bands;
    out += `<rect x="${n1(-0.1 * w)}" y="${n1(y0)}" width="${n1(1.2 * w)}" height="${n1((h * 1.1 - horizonY) / bands + 1)}" fill="${mix(form.color, form.gradientTo ?? form.color, i / (bands - 1))}"/>`;
  }
  if (scene.view === 'top') {
    const step = scene.unit / 12;
    let d = '';
    for (let x = 0; x <= w; x += step) d += `M${n1(x)} 0V${n1(h)}`;
    for (let y = 0; y <= h; y += step) d += `M0 ${n1(y)}H${n1(w)}`;
    return out + `<path d="${d}" stroke="${lighten(form.color, 0.3)}" stroke-width="${n1(scene.unit * 0.0012)}" opacity="0.5"/>`;
  }
  // Perspective grid: rays from a vanishing point on the horizon, rungs closer together far away.
  let d = '';
  for (let i = -14; i <= 14; i += 1) d += `M${n1(w / 2)} ${n1(horizonY)}L${n1(w / 2 + i * w * 0.16)} ${n1(h * 1.1)}`;
  for (let k = 1; k <= 10; k += 1) {
    const y = horizonY + (h * 1.1 - horizonY) * (k / 10) ** 2;
    d += `M${n1(-0.1 * w)} ${n1(y)}H${n1(1.1 * w)}`;
  }
  return (
    out +
    `<path d="${d}" stroke="${mix(scene.palette.accents[0], form.color, 0.35)}" stroke-width="${n1(scene.unit * 0.0014)}" opacity="0.45"/>`
  );
}

function ornaments(scene: Scene, rng: Random): string {
  const [fx, fy] = scene.focus;
  const r = scene.subjectSize;
  const accent = scene.palette.accents[0];
  let out = `<circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1(r * 1.45)}" fill="none" stroke="${accent}" stroke-width="${n1(scene.unit * 0.0016)}" stroke-dasharray="${n1(scene.unit * 0.02)} ${n1(scene.unit * 0.012)}" opacity="0.55"/>`;
  out += `<circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1(r * 1.7)}" fill="none" stroke="${scene.palette.accents[1]}" stroke-width="${n1(scene.unit * 0.001)}" opacity="0.45"/>`;
  const count = 14 + rng.int(8);
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(0.04, 0.96) * scene.width;
    const y = rng.range(0.04, 0.96) * scene.height;
    const s = scene.unit * rng.range(0.006, 0.018);
    const color = rng.pick(scene.palette.accents);
    const stroke = `stroke="${color}" stroke-width="${n1(scene.unit * 0.0016)}" fill="none"`;
    const shape = rng.int(3);
    const a = rng.range(0, Math.PI * 2);
    if (shape === 0)
      out += `<path d="${polygonPath([0, 1, 2].map((k) => [x + Math.cos(a + (k * Math.PI * 2) / 3) * s, y + Math.sin(a + (k * Math.PI * 2) / 3) * s] as Pt))}" ${stroke}/>`;
    else if (shape === 1) out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(s * 0.7)}" ${stroke}/>`;
    else out += `<path d="M${n1(x - s)} ${n1(y)}H${n1(x + s)}M${n1(x)} ${n1(y - s)}V${n1(y + s)}" ${stroke}/>`;
  }
  return out;
}

export const paintDigitalArt: Painter = (scene, tools) => {
  const defs = new Defs();
  let body = scene.view === 'side' ? sky(scene) : '';
  for (const layer of scene.layers) {
    if (layer.shadow) {
      const s = layer.shadow;
      body += `<ellipse cx="${n1(s.cx)}" cy="${n1(s.cy)}" rx="${n1(s.rx)}" ry="${n1(s.ry)}" fill="${darken(scene.lighting.shadowColor, 0.2)}" opacity="${(s.opacity * 0.8).toFixed(2)}"/>`;
    }
    for (const form of layer.forms) {
      if (form.role === 'ground') body += groundGrid(scene, form);
      else if (form.role === 'ridge') body += lowPolyRidge(scene, form);
      else if (form.role === 'glint') body += formElement(form, 'fill="#ffffff"');
      else if (
        form.role === 'eye' ||
        form.role === 'pupil' ||
        form.role === 'window' ||
        form.role === 'water' ||
        form.role === 'road' ||
        form.role === 'patch'
      ) {
        body += formElement(form, `fill="${form.color}"`);
      } else if (layer.kind === 'water') body += formElement(form, `fill="${lighten(form.color, 0.2)}" opacity="0.8"`);
      else if (form.smooth && (isVolume(form) || form.role === 'detail' || form.role === 'snow')) body += facetedForm(scene, form);
      else if (form.points.length === 4) body += splitForm(defs, scene, form);
      else
        body += formElement(
          form,
          `fill="${form.color}" stroke="${lighten(form.color, 0.45)}" stroke-width="${n1(scene.unit * 0.0014)}" stroke-linejoin="round"`,
        );
    }
  }
  body += ornaments(scene, tools.rng('ornaments'));
  for (const glow of scene.glows) {
    const attrs = (width: number, opacity: number, color: string) =>
      `fill="none" stroke="${color}" stroke-width="${n1(width)}" opacity="${opacity}"`;
    const shape = (a: string) =>
      glow.kind === 'ring'
        ? `<circle cx="${n1(glow.x)}" cy="${n1(glow.y)}" r="${n1(glow.size)}" ${a}/>`
        : `<rect x="${n1(glow.x - glow.size * 1.4)}" y="${n1(glow.y - glow.size * 0.25)}" width="${n1(glow.size * 2.8)}" height="${n1(glow.size * 0.5)}" ${a}/>`;
    body += shape(attrs(scene.unit * 0.016, 0.3, glow.color)) + shape(attrs(scene.unit * 0.005, 1, lighten(glow.color, 0.55)));
  }
  for (const accent of scene.accents) {
    const { x, y, r } = accent;
    if (accent.kind === 'bird')
      body += `<path d="${birdPath(accent)}" fill="none" stroke="${accent.color}" stroke-width="${n1(scene.unit * 0.002)}" stroke-linejoin="miter"/>`;
    else if (accent.kind === 'spark')
      body += `<path d="M${n1(x)} ${n1(y - r * 2)}L${n1(x + r)} ${n1(y)}L${n1(x)} ${n1(y + r * 2)}L${n1(x - r)} ${n1(y)}Z" fill="${lighten(accent.color, 0.4)}"/>`;
    else body += `<path d="${polygonPath(ellipsePoints(x, y, r * 1.4, r * 1.4, 0, 6))}" fill="${accent.color}"/>`;
  }
  return { layers: [{ svg: svgDocument(scene, defs, rollCamera(scene, body)) }], finish: {} };
};
