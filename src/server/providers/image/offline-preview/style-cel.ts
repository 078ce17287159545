/**
 * Cartoon and anime: flat colour with hard-edged shading. Cartoon uses bold black outlines, flat
 * fills, a flat sky and a rayed sun; anime uses thin tinted line art, cel shadows (a hard-edged
 * darker tone on the side away from the light), a glossy shine, a gradient sky with cel-shaded
 * clouds and shafts of light.
 */
import { darken, lighten, mix, saturate } from './color';
import { isVolume, type Form } from './forms';
import { n1 } from './geometry';
import type { Painter } from './painting';
import type { Layer, Scene } from './scene-model';
import { rimLight, tones } from './style-photo';
import { birdPath, Defs, fadeGradient, flowerMark, formElement, formPath, rollCamera, skyGradient, svgDocument } from './svg-kit';

interface CelLook {
  /** Outline width as a share of the shorter side, and its colour (null: a darker tone of the fill). */
  line: number;
  ink: string | null;
  /** Cel shadow offset as a share of the form's size (0: none). */
  celShadow: number;
  shine: boolean;
  gradientSky: boolean;
  saturation: number;
}

function celForm(defs: Defs, scene: Scene, form: Form, look: CelLook, outline: boolean): string {
  const color = saturate(form.color, look.saturation);
  const lineColor = look.ink ?? darken(color, 0.5);
  const width = scene.unit * look.line * (form.role === 'ground' || form.role === 'water' ? 0.6 : 1);
  const stroke = outline ? ` stroke="${lineColor}" stroke-width="${n1(width)}" stroke-linejoin="round"` : '';
  const flat = form.role === 'eye' || form.role === 'pupil' || form.role === 'glint' || form.role === 'window' || form.role === 'ground';
  if (flat || !look.celShadow || !(isVolume(form) || form.role === 'ridge' || form.role === 'snow')) {
    return formElement(form, `fill="${form.role === 'glint' ? '#ffffff' : color}"${stroke}`);
  }
  // Shadow tone over the whole form, then the lit part (the form nudged toward the light) on top,
  // clipped to the form: a crescent of shadow remains on the far side.
  const { shadow } = tones(scene, color);
  const clip = defs.add(`c${formPath(form)}`, (id) => `<clipPath id="${id}">${formElement(form, '')}</clipPath>`);
  const reach = look.celShadow * Math.min(form.rx, form.ry) * (form.role === 'ridge' ? 0.3 : 1);
  const shift = `transform="translate(${n1(scene.light.dx * reach)} ${n1(scene.light.dy * reach)})"`;
  let out = formElement(form, `fill="${mix(color, shadow, 0.85)}"`);
  out += `<g clip-path="url(#${clip})"><g ${shift}>${formElement(form, `fill="${color}"`)}</g>`;
  if (look.shine && form.role !== 'ridge' && form.rx > scene.unit * 0.03) {
    const r = Math.min(form.rx, form.ry);
    const sx = form.cx + scene.light.dx * r * 0.45;
    const sy = form.cy + scene.light.dy * r * 0.45;
    out += `<ellipse cx="${n1(sx)}" cy="${n1(sy)}" rx="${n1(r * 0.28)}" ry="${n1(r * 0.12)}" transform="rotate(${n1((Math.atan2(scene.light.dy, scene.light.dx) * 180) / Math.PI + 90)} ${n1(sx)} ${n1(sy)})" fill="#ffffff" opacity="0.55"/>`;
  }
  out += '</g>';
  if (outline) out += formElement(form, `fill="none"${stroke}`);
  return out;
}

function sky(defs: Defs, scene: Scene, look: CelLook): string {
  const { width: w, height: h, horizonY } = scene;
  let out: string;
  if (look.gradientSky) {
    out = `<rect x="${n1(-0.1 * w)}" y="${n1(-0.1 * h)}" width="${n1(1.2 * w)}" height="${n1(1.2 * h)}" fill="url(#${skyGradient(defs, scene)})"/>`;
  } else {
    // Flat bands: the cartoon sky.
    out = `<rect x="${n1(-0.1 * w)}" y="${n1(-0.1 * h)}" width="${n1(1.2 * w)}" height="${n1(1.2 * h)}" fill="${saturate(scene.sky[1], look.saturation)}"/>`;
    out += `<rect x="${n1(-0.1 * w)}" y="${n1(horizonY * 0.62)}" width="${n1(1.2 * w)}" height="${n1(h)}" fill="${saturate(mix(scene.sky[1], scene.sky[2], 0.6), look.saturation)}"/>`;
    out += `<rect x="${n1(-0.1 * w)}" y="${n1(-0.1 * h)}" width="${n1(1.2 * w)}" height="${n1(horizonY * 0.3 + 0.1 * h)}" fill="${saturate(mix(scene.sky[0], scene.sky[1], 0.4), look.saturation)}"/>`;
  }
  if (scene.stars.length) {
    out += `<g fill="#ffffff">${scene.stars.map((s) => `<circle cx="${n1(s.x)}" cy="${n1(s.y)}" r="${n1(s.r * 1.3)}"/>`).join('')}</g>`;
  }
  const body = scene.celestial;
  if (body) {
    const { x, y, r } = body;
    const line = look.ink ?? darken(body.color, 0.45);
    const lineWidth = n1(scene.unit * look.line);
    if (body.kind === 'sun') {
      if (look.gradientSky) {
        // Anime: shafts of light fanning down from the sun.
        for (let i = 0; i < 4; i += 1) {
          const spread = scene.width * (0.1 + i * 0.12);
          const reach = scene.height * 1.2;
          const angle = -scene.light.side * (0.35 + i * 0.22);
          const ex = x + Math.sin(angle) * reach;
          out += `<path d="M${n1(x)} ${n1(y)}L${n1(ex - spread / 2)} ${n1(y + reach)}L${n1(ex + spread / 2)} ${n1(y + reach)}Z" fill="#ffffff" opacity="${(0.13 - i * 0.02).toFixed(2)}"/>`;
        }
        out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 3)}" fill="url(#${fadeGradient(defs, '#ffffff', 0.6, 0.2)})"/>`;
        out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="#fffdf2"/>`;
      } else {
        let rays = '';
        for (let i = 0; i < 12; i += 1) {
          const a = (i / 12) * Math.PI * 2;
          const a1 = a - 0.12;
          const a2 = a + 0.12;
          rays += `M${n1(x + Math.cos(a1) * r * 1.3)} ${n1(y + Math.sin(a1) * r * 1.3)}L${n1(x + Math.cos(a) * r * 1.85)} ${n1(y + Math.sin(a) * r * 1.85)}L${n1(x + Math.cos(a2) * r * 1.3)} ${n1(y + Math.sin(a2) * r * 1.3)}Z`;
        }
        out += `<path d="${rays}" fill="${lighten(body.color, 0.2)}" stroke="${line}" stroke-width="${lineWidth}" stroke-linejoin="round"/>`;
        out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 1.12)}" fill="${saturate(lighten(body.color, 0.1), 1.4)}" stroke="${line}" stroke-width="${lineWidth}"/>`;
      }
    } else {
      out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 2.2)}" fill="url(#${fadeGradient(defs, '#dfe8ff', 0.3)})"/>`;
      out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${body.color}" stroke="${line}" stroke-width="${lineWidth}"/>`;
      out += `<circle cx="${n1(x + r * 0.3)}" cy="${n1(y - r * 0.2)}" r="${n1(r * 0.2)}" fill="${darken(body.color, 0.1)}"/>`;
    }
  }
  return out;
}

function clouds(defs: Defs, scene: Scene, layer: Layer, look: CelLook): string {
  // Outline every puff first, then fill them all on top: only the cloud's outer edge stays inked.
  const line = look.ink ?? darken(scene.sky[1], 0.35);
  const width = scene.unit * look.line * 2;
  let out = `<g fill="none" stroke="${line}" stroke-width="${n1(width)}">${layer.forms.map((f) => formElement(f, '')).join('')}</g>`;
  const base = look.gradientSky ? '#ffffff' : lighten(layer.forms[0]?.color ?? '#ffffff', 0.4);
  out += `<g fill="${base}">${layer.forms.map((f) => formElement(f, '')).join('')}</g>`;
  if (look.celShadow) {
    const shade = mix(scene.sky[1], '#ffffff', 0.55);
    out += `<g fill="${shade}">${layer.forms
      .map((f) => {
        const clip = defs.add(`c${formPath(f)}`, (id) => `<clipPath id="${id}">${formElement(f, '')}</clipPath>`);
        return `<g clip-path="url(#${clip})"><ellipse cx="${n1(f.cx)}" cy="${n1(f.cy + f.ry * 1.05)}" rx="${n1(f.rx * 1.3)}" ry="${n1(f.ry * 0.75)}"/></g>`;
      })
      .join('')}</g>`;
  }
  return out;
}

function painting(scene: Scene, look: CelLook): string {
  const defs = new Defs();
  let body = scene.view === 'side' ? sky(defs, scene, look) : '';
  for (const layer of scene.layers) {
    if (layer.kind === 'clouds') {
      body += clouds(defs, scene, layer, look);
      continue;
    }
    if (layer.kind === 'subject' && scene.lighting.rim > 0.3) body += rimLight(scene, layer);
    if (layer.shadow) {
      const s = layer.shadow;
      body += `<ellipse cx="${n1(s.cx)}" cy="${n1(s.cy)}" rx="${n1(s.rx * 0.9)}" ry="${n1(s.ry)}" fill="${scene.lighting.shadowColor}" opacity="${(s.opacity * 0.7).toFixed(2)}"/>`;
    }
    for (const form of layer.forms) {
      if (layer.kind === 'water' && form.role === 'detail') {
        body += formElement(form, `fill="#ffffff" opacity="0.7"`);
      } else {
        body += celForm(defs, scene, form, look, form.role !== 'glint' && form.role !== 'pupil');
      }
    }
  }
  for (const glow of scene.glows) {
    const shape = (width: number, color: string, opacity: number) =>
      glow.kind === 'ring'
        ? `<circle cx="${n1(glow.x)}" cy="${n1(glow.y)}" r="${n1(glow.size)}" fill="none" stroke="${color}" stroke-width="${n1(width)}" opacity="${opacity}"/>`
        : `<rect x="${n1(glow.x - glow.size * 1.4)}" y="${n1(glow.y - glow.size * 0.25)}" width="${n1(glow.size * 2.8)}" height="${n1(glow.size * 0.5)}" rx="${n1(glow.size * 0.25)}" fill="none" stroke="${color}" stroke-width="${n1(width)}" opacity="${opacity}"/>`;
    body += shape(scene.unit * 0.02, glow.color, 0.35) + shape(scene.unit * 0.007, lighten(glow.color, 0.5), 1);
  }
  const ink = look.ink ?? scene.palette.ink;
  for (const accent of scene.accents) {
    if (accent.kind === 'bird') {
      body += `<path d="${birdPath(accent)}" fill="none" stroke="${ink}" stroke-width="${n1(scene.unit * look.line * 0.8)}" stroke-linecap="round"/>`;
    } else if (accent.kind === 'flower') {
      body += flowerMark(
        accent,
        saturate(accent.color, look.saturation),
        '#fff4b0',
        `stroke="${look.ink ?? darken(accent.color, 0.5)}" stroke-width="${n1(scene.unit * look.line * 0.3)}"`,
      );
    } else if (accent.kind === 'spark') {
      // A four-pointed sparkle.
      const { x, y } = accent;
      const r = accent.r * 2.2;
      const q = r * 0.25;
      body += `<path d="M${n1(x)} ${n1(y - r)}L${n1(x + q)} ${n1(y - q)}L${n1(x + r)} ${n1(y)}L${n1(x + q)} ${n1(y + q)}L${n1(x)} ${n1(y + r)}L${n1(x - q)} ${n1(y + q)}L${n1(x - r)} ${n1(y)}L${n1(x - q)} ${n1(y - q)}Z" fill="${lighten(accent.color, 0.3)}"/>`;
    } else {
      body += `<circle cx="${n1(accent.x)}" cy="${n1(accent.y)}" r="${n1(accent.r)}" fill="${saturate(accent.color, look.saturation)}" stroke="${look.ink ?? darken(accent.color, 0.5)}" stroke-width="${n1(scene.unit * look.line * 0.4)}"/>`;
    }
  }
  return svgDocument(scene, defs, rollCamera(scene, body));
}

export const paintCartoon: Painter = (scene) => ({
  layers: [
    { svg: painting(scene, { line: 0.0075, ink: scene.palette.ink, celShadow: 0.22, shine: false, gradientSky: false, saturation: 1.2 }) },
  ],
  finish: {},
});

export const paintAnime: Painter = (scene) => ({
  layers: [{ svg: painting(scene, { line: 0.0028, ink: null, celShadow: 0.3, shine: true, gradientSky: true, saturation: 1.1 }) }],
  finish: {},
});
