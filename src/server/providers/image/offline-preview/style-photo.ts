/**
 * Photorealistic: smooth gradients everywhere, forms modelled by the light (a radial highlight
 * toward the source, a shadow side away from it), soft contact shadows, a glowing sun, aerial
 * haze on distant hills, the background thrown out of focus (depth of field) and film grain.
 * Its first layer also serves as the underpainting the oil and pencil painters read.
 */
import { darken, lighten, mix, multiply } from './color';
import { isVolume, type Form } from './forms';
import { n1 } from './geometry';
import type { Painter } from './painting';
import type { Accent, Glow, Layer, Scene } from './scene-model';
import { birdPath, Defs, fadeGradient, flowerMark, formElement, rollCamera, skyGradient, svgDocument, verticalGradient } from './svg-kit';

/** The lit and shadow tones of a colour under the scene's light. */
export function tones(scene: Scene, color: string): { lit: string; shadow: string } {
  const strength = scene.lighting.shadow;
  return {
    lit: mix(color, lighten(mix(color, scene.light.color, 0.45), 0.35), 0.35 + strength * 0.3),
    shadow: mix(color, darken(multiply(color, lighten(scene.lighting.shadowColor, 0.35)), 0.15), 0.25 + strength * 0.55),
  };
}

/** A fill that models the form: radial for rounded forms, linear across flat-faced ones. */
export function modelledFill(defs: Defs, scene: Scene, form: Form, softness = 1): string {
  const { dx, dy } = scene.light;
  const { lit, shadow } = tones(scene, form.color);
  if (form.smooth) {
    const fx = 0.5 + dx * 0.3;
    const fy = 0.5 + dy * 0.3;
    const id = defs.add(
      `r${form.color}${softness}`,
      (gid) =>
        `<radialGradient id="${gid}" cx="0.5" cy="0.5" r="0.62" fx="${fx.toFixed(2)}" fy="${fy.toFixed(2)}">` +
        `<stop offset="0" stop-color="${mix(form.color, lit, softness)}"/><stop offset="0.55" stop-color="${form.color}"/>` +
        `<stop offset="1" stop-color="${mix(form.color, shadow, softness)}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  const id = defs.add(
    `l${form.color}${softness}`,
    (gid) =>
      `<linearGradient id="${gid}" x1="${(0.5 - dx / 2).toFixed(2)}" y1="${(0.5 - dy / 2).toFixed(2)}" x2="${(0.5 + dx / 2).toFixed(2)}" y2="${(0.5 + dy / 2).toFixed(2)}">` +
      `<stop offset="0" stop-color="${mix(form.color, shadow, softness * 0.8)}"/><stop offset="1" stop-color="${mix(form.color, lit, softness * 0.6)}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

function sky(defs: Defs, scene: Scene): string {
  const { width: w, height: h } = scene;
  let out = `<rect x="${n1(-0.1 * w)}" y="${n1(-0.1 * h)}" width="${n1(1.2 * w)}" height="${n1(1.2 * h)}" fill="url(#${skyGradient(defs, scene)})"/>`;
  if (scene.stars.length) {
    out += `<g fill="#ffffff">${scene.stars.map((s, i) => `<circle cx="${n1(s.x)}" cy="${n1(s.y)}" r="${n1(s.r)}" opacity="${(0.35 + (i % 5) * 0.13).toFixed(2)}"/>`).join('')}</g>`;
  }
  const body = scene.celestial;
  if (body) {
    const { x, y, r } = body;
    if (body.kind === 'sun') {
      out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(scene.unit * 0.55)}" fill="url(#${fadeGradient(defs, scene.light.color, 0.6)})"/>`;
      out += `<ellipse cx="${n1(x)}" cy="${n1(scene.horizonY)}" rx="${n1(scene.width * 0.7)}" ry="${n1(scene.unit * 0.12)}" fill="url(#${fadeGradient(defs, lighten(scene.light.color, 0.2), 0.45)})"/>`;
      out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 1.6)}" fill="url(#${fadeGradient(defs, '#ffffff', 0.9, 0.45)})"/>`;
      out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${lighten(body.color, 0.6)}"/>`;
    } else {
      out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 4)}" fill="url(#${fadeGradient(defs, '#c8d8ff', 0.35)})"/>`;
      out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${body.color}"/>`;
      out += `<g fill="#c9c6ba" opacity="0.6"><circle cx="${n1(x - r * 0.3)}" cy="${n1(y - r * 0.2)}" r="${n1(r * 0.22)}"/><circle cx="${n1(x + r * 0.35)}" cy="${n1(y + r * 0.25)}" r="${n1(r * 0.16)}"/><circle cx="${n1(x + r * 0.05)}" cy="${n1(y + r * 0.45)}" r="${n1(r * 0.1)}"/></g>`;
    }
  }
  return out;
}

function layerBody(defs: Defs, scene: Scene, layer: Layer): string {
  let out = layer.kind === 'subject' && scene.lighting.rim > 0 ? rimLight(scene, layer) : '';
  if (layer.shadow) {
    const s = layer.shadow;
    out += `<ellipse cx="${n1(s.cx)}" cy="${n1(s.cy)}" rx="${n1(s.rx)}" ry="${n1(s.ry)}" fill="url(#${fadeGradient(defs, scene.lighting.shadowColor, s.opacity, 0.2)})"/>`;
  }
  for (const form of layer.forms) {
    if (form.role === 'ground' || form.role === 'water') {
      out += formElement(form, `fill="url(#${verticalGradient(defs, form.color, form.gradientTo ?? form.color)})"`);
    } else if (form.role === 'ridge') {
      out += formElement(form, `fill="url(#${verticalGradient(defs, form.color, mix(form.color, scene.sky[2], 0.45))})"`);
    } else if (form.role === 'cloud') {
      out += formElement(form, `fill="${modelledFill(defs, scene, form, 0.5)}" opacity="0.92"`);
    } else if (form.role === 'window' && (scene.lighting.stars || scene.lighting.neon)) {
      out += formElement(form, `fill="${lighten(form.color, 0.2)}"`);
    } else if (form.role === 'detail' && layer.kind === 'water') {
      out += formElement(form, `fill="${form.color}" opacity="0.55"`);
    } else if (isVolume(form) || form.role === 'patch' || form.role === 'road') {
      out += formElement(form, `fill="${modelledFill(defs, scene, form)}"`);
    } else if (form.role === 'glint') {
      out += formElement(form, `fill="#ffffff"`);
    } else {
      out += formElement(form, `fill="${form.color}"`);
    }
  }
  return out;
}

/**
 * Light wrapping the silhouette: the subject's outline stroked wide in the light's colour and
 * drawn *behind* its forms, nudged toward the source, so only a thin edge shows around the outside
 * (all round when the light is behind the subject).
 */
export function rimLight(scene: Scene, layer: Layer): string {
  const behind = scene.lighting.source === 'behind';
  const color = lighten(scene.light.color, 0.45);
  const width = scene.unit * 0.012 * scene.lighting.rim;
  const shift = behind ? 0 : scene.unit * 0.005;
  const outline = layer.forms.filter(
    (form) => form.role === 'body' || form.role === 'leaf' || form.role === 'roof' || form.role === 'petal' || form.role === 'trunk',
  );
  return (
    `<g fill="${color}" stroke="${color}" stroke-width="${n1(width)}" stroke-linejoin="round" opacity="${(0.55 + scene.lighting.rim * 0.4).toFixed(2)}" ` +
    `transform="translate(${n1(scene.light.dx * shift)} ${n1(scene.light.dy * shift)})">${outline.map((form) => formElement(form, '')).join('')}</g>`
  );
}

export function accentMarks(defs: Defs, scene: Scene, accents: readonly Accent[], soft: boolean): string {
  let out = '';
  for (const accent of accents) {
    if (accent.kind === 'bird') {
      out += `<path d="${birdPath(accent)}" fill="none" stroke="${accent.color}" stroke-width="${n1(scene.unit * 0.0025)}" stroke-linecap="round"/>`;
    } else if (accent.kind === 'flower') {
      out += flowerMark(accent, accent.color, lighten(accent.color, 0.6));
    } else if (accent.kind === 'spark' && soft) {
      out += `<circle cx="${n1(accent.x)}" cy="${n1(accent.y)}" r="${n1(accent.r * 2.5)}" fill="url(#${fadeGradient(defs, accent.color, 0.7, 0.35)})"/>`;
    } else {
      out += `<circle cx="${n1(accent.x)}" cy="${n1(accent.y)}" r="${n1(accent.r)}" fill="${accent.color}"/>`;
    }
  }
  return out;
}

/** Neon signs: a bright core inside wider, fainter strokes, and the pool of light they cast. */
export function neonSigns(defs: Defs, scene: Scene, glows: readonly Glow[]): string {
  let out = '';
  for (const glow of glows) {
    const shape = (width: number, opacity: number, color: string) =>
      glow.kind === 'ring'
        ? `<circle cx="${n1(glow.x)}" cy="${n1(glow.y)}" r="${n1(glow.size)}" fill="none" stroke="${color}" stroke-width="${n1(width)}" opacity="${opacity}"/>`
        : `<rect x="${n1(glow.x - glow.size * 1.4)}" y="${n1(glow.y - glow.size * 0.25)}" width="${n1(glow.size * 2.8)}" height="${n1(glow.size * 0.5)}" rx="${n1(glow.size * 0.25)}" fill="none" stroke="${color}" stroke-width="${n1(width)}" opacity="${opacity}"/>`;
    out += `<ellipse cx="${n1(glow.x)}" cy="${n1(scene.horizonY + scene.unit * 0.05)}" rx="${n1(glow.size * 4)}" ry="${n1(glow.size * 1.2)}" fill="url(#${fadeGradient(defs, glow.color, 0.45)})"/>`;
    out += `<circle cx="${n1(glow.x)}" cy="${n1(glow.y)}" r="${n1(glow.size * 2.6)}" fill="url(#${fadeGradient(defs, glow.color, 0.35)})"/>`;
    out +=
      shape(scene.unit * 0.03, 0.18, glow.color) +
      shape(scene.unit * 0.014, 0.4, glow.color) +
      shape(scene.unit * 0.005, 1, lighten(glow.color, 0.6));
  }
  return out;
}

/** Background (sky to props) and foreground (subject and accents) as SVG bodies over shared defs. */
export function photoBodies(scene: Scene): { defs: Defs; back: string; front: string } {
  const defs = new Defs();
  let back = scene.view === 'side' ? sky(defs, scene) : '';
  let front = '';
  for (const layer of scene.layers) {
    if (layer.kind === 'subject') front += layerBody(defs, scene, layer);
    else back += layerBody(defs, scene, layer);
  }
  back += neonSigns(defs, scene, scene.glows);
  back += accentMarks(
    defs,
    scene,
    scene.accents.filter((accent) => accent.kind === 'bird'),
    true,
  );
  front += accentMarks(
    defs,
    scene,
    scene.accents.filter((accent) => accent.kind !== 'bird'),
    true,
  );
  return { defs, back: rollCamera(scene, back), front: rollCamera(scene, front) };
}

export const paintPhotorealistic: Painter = (scene) => {
  const { defs, back, front } = photoBodies(scene);
  // A long lens at a wide aperture softens everything behind the subject; wide and overhead views
  // keep it nearly sharp, a macro lens melts it.
  const depthOfField = scene.framing.deepFocus ? 0.0015 : scene.edgeBlur ? 0.01 : 0.0045;
  return {
    layers: [{ svg: svgDocument(scene, defs, back), blur: scene.unit * depthOfField }, { svg: svgDocument(scene, defs, front) }],
    finish: { grain: 0.5 },
  };
};
