/**
 * 3D render and the animated-film look: every form is a lit solid. Rounded forms get sphere
 * shading (a bright core toward the light, a terminator, bounce light from the ground on the
 * shadow side) and a specular highlight; flat-faced forms get bevelled, rounded corners; things
 * sit on soft contact shadows with ambient occlusion. The film look adds big glossy eyes, blush,
 * pastel saturation and a bokeh background.
 */
import { darken, lighten, mix, saturate } from './color';
import { isVolume, type Form } from './forms';
import { n1 } from './geometry';
import type { Painter } from './painting';
import type { Layer, Scene } from './scene-model';
import { accentMarks, neonSigns, rimLight, tones } from './style-photo';
import { Defs, fadeGradient, formElement, rollCamera, skyGradient, svgDocument, verticalGradient } from './svg-kit';

interface SolidLook {
  saturation: number;
  /** Background blur (depth of field) as a share of the shorter side. */
  backgroundBlur: number;
  film: boolean;
}

function sphereFill(defs: Defs, scene: Scene, color: string, bounce: string): string {
  const { dx, dy } = scene.light;
  const { lit, shadow } = tones(scene, color);
  return `url(#${defs.add(
    `s${color}`,
    (id) =>
      `<radialGradient id="${id}" cx="${(0.5 + dx * 0.08).toFixed(2)}" cy="${(0.5 + dy * 0.08).toFixed(2)}" r="0.58" fx="${(0.5 + dx * 0.26).toFixed(2)}" fy="${(0.5 + dy * 0.26).toFixed(2)}">` +
      `<stop offset="0" stop-color="${lighten(lit, 0.25)}"/><stop offset="0.3" stop-color="${mix(color, lit, 0.5)}"/>` +
      `<stop offset="0.68" stop-color="${mix(color, shadow, 0.55)}"/><stop offset="0.86" stop-color="${shadow}"/>` +
      `<stop offset="1" stop-color="${mix(shadow, bounce, 0.35)}"/></radialGradient>`,
  )})`;
}

function boxFill(defs: Defs, scene: Scene, color: string): string {
  const { dx, dy } = scene.light;
  const { lit, shadow } = tones(scene, color);
  return `url(#${defs.add(
    `b${color}`,
    (id) =>
      `<linearGradient id="${id}" x1="${(0.5 - dx / 2).toFixed(2)}" y1="${(0.5 - dy / 2).toFixed(2)}" x2="${(0.5 + dx / 2).toFixed(2)}" y2="${(0.5 + dy / 2).toFixed(2)}">` +
      `<stop offset="0" stop-color="${shadow}"/><stop offset="0.55" stop-color="${color}"/><stop offset="1" stop-color="${lit}"/></linearGradient>`,
  )})`;
}

function specular(defs: Defs, scene: Scene, form: Form, strength: number): string {
  const r = Math.min(form.rx, form.ry);
  if (r < scene.unit * 0.012) return '';
  const x = form.cx + scene.light.dx * r * 0.42;
  const y = form.cy + scene.light.dy * r * 0.42;
  return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(r * 0.2)}" ry="${n1(r * 0.13)}" fill="url(#${fadeGradient(defs, '#ffffff', strength)})"/>`;
}

function solidForm(defs: Defs, scene: Scene, form: Form, look: SolidLook, bounce: string): string {
  const color = saturate(form.color, look.saturation);
  const enlarged = look.film && (form.role === 'eye' || form.role === 'pupil' || form.role === 'glint');
  const shaped = enlarged
    ? {
        ...form,
        rx: form.rx * 1.3,
        ry: form.ry * 1.3,
        points: form.points.map(([x, y]) => [form.cx + (x - form.cx) * 1.3, form.cy + (y - form.cy) * 1.3] as const),
      }
    : form;
  switch (form.role) {
    case 'ground':
    case 'water':
      return formElement(form, `fill="url(#${verticalGradient(defs, color, saturate(form.gradientTo ?? color, look.saturation))})"`);
    case 'ridge':
      return formElement(form, `fill="url(#${verticalGradient(defs, lighten(color, 0.12), mix(color, scene.sky[2], 0.35))})"`);
    case 'glint':
      return formElement(shaped, 'fill="#ffffff"');
    case 'eye':
      return formElement(shaped, `fill="${sphereFill(defs, scene, lighten(color, 0.2), bounce)}"`);
    case 'pupil':
      return formElement(
        shaped,
        `fill="url(#${defs.add(`p${color}`, (id) => `<radialGradient id="${id}" cx="0.5" cy="0.6" r="0.6"><stop offset="0" stop-color="${lighten(color, 0.35)}"/><stop offset="1" stop-color="${darken(color, 0.4)}"/></radialGradient>`)})"`,
      );
    case 'window':
      return formElement(
        form,
        `fill="${scene.lighting.stars || scene.lighting.neon ? lighten(color, 0.25) : darken(color, 0.1)}" stroke="${darken(color, 0.3)}" stroke-width="${n1(scene.unit * 0.002)}" stroke-linejoin="round"`,
      );
    default:
      break;
  }
  if (!form.smooth) {
    // Rounded, bevelled edges: a same-colour stroke with round joins, then a lit bevel line.
    const fill = boxFill(defs, scene, color);
    const bevel = scene.unit * 0.01;
    return formElement(form, `fill="${fill}" stroke="${fill}" stroke-width="${n1(bevel)}" stroke-linejoin="round"`);
  }
  const volume = isVolume(form) || form.role === 'detail' || form.role === 'snow';
  let out = formElement(form, `fill="${volume ? sphereFill(defs, scene, color, bounce) : color}"`);
  if (volume && form.role !== 'cloud') out += specular(defs, scene, form, look.film ? 0.75 : 0.6);
  return out;
}

function layerBody(defs: Defs, scene: Scene, layer: Layer, look: SolidLook): string {
  const bounce = scene.palette.ground[0];
  let out = layer.kind === 'subject' && scene.lighting.rim > 0 ? rimLight(scene, layer) : '';
  if (layer.shadow) {
    const s = layer.shadow;
    const color = darken(scene.lighting.shadowColor, 0.2);
    out += `<ellipse cx="${n1(s.cx)}" cy="${n1(s.cy)}" rx="${n1(s.rx)}" ry="${n1(s.ry * 1.3)}" fill="url(#${fadeGradient(defs, color, Math.min(0.8, s.opacity * 1.3), 0.1)})"/>`;
    // Ambient occlusion right where the thing meets the ground.
    out += `<ellipse cx="${n1(s.cx)}" cy="${n1(s.cy)}" rx="${n1(s.rx * 0.45)}" ry="${n1(s.ry * 0.45)}" fill="url(#${fadeGradient(defs, '#000000', 0.55, 0.3)})"/>`;
  }
  for (const form of layer.forms) {
    if (layer.kind === 'water' && form.role === 'detail') out += formElement(form, `fill="${form.color}" opacity="0.6"`);
    else out += solidForm(defs, scene, form, look, bounce);
  }
  if (layer.kind === 'subject' && look.film && scene.motifs.subject === 'creature' && scene.motifs.variant !== 'robot') {
    // Blush on the cheeks.
    const eyes = layer.forms.filter((f) => f.role === 'eye');
    for (const eye of eyes) {
      const side = eye.cx < scene.focus[0] ? -1 : 1;
      out += `<ellipse cx="${n1(eye.cx + side * eye.rx * 1.1)}" cy="${n1(eye.cy + eye.ry * 1.9)}" rx="${n1(eye.rx * 1.1)}" ry="${n1(eye.ry * 0.6)}" fill="url(#${fadeGradient(defs, '#ff6f91', 0.55)})"/>`;
    }
  }
  return out;
}

function sky(defs: Defs, scene: Scene, look: SolidLook): string {
  const { width: w, height: h } = scene;
  let out = `<rect x="${n1(-0.1 * w)}" y="${n1(-0.1 * h)}" width="${n1(1.2 * w)}" height="${n1(1.2 * h)}" fill="url(#${skyGradient(defs, scene)})"/>`;
  if (look.film)
    out += `<rect x="${n1(-0.1 * w)}" y="${n1(-0.1 * h)}" width="${n1(1.2 * w)}" height="${n1(1.2 * h)}" fill="#ffffff" opacity="0.12"/>`;
  out += `<g fill="#ffffff">${scene.stars.map((s) => `<circle cx="${n1(s.x)}" cy="${n1(s.y)}" r="${n1(s.r)}"/>`).join('')}</g>`;
  const body = scene.celestial;
  if (body) {
    out += `<circle cx="${n1(body.x)}" cy="${n1(body.y)}" r="${n1(scene.unit * 0.4)}" fill="url(#${fadeGradient(defs, scene.light.color, 0.5)})"/>`;
    const sphere = sphereFill(defs, { ...scene, lighting: { ...scene.lighting, shadow: 0.15 } }, lighten(body.color, 0.4), body.color);
    out += `<circle cx="${n1(body.x)}" cy="${n1(body.y)}" r="${n1(body.r)}" fill="${sphere}"/>`;
  }
  if (look.film) {
    // Bokeh: out-of-focus lights behind everything.
    for (let i = 0; i < 14; i += 1) {
      const x = ((i * 0.618034) % 1) * w;
      const y = ((i * 0.381966 + 0.13) % 1) * 0.85 * scene.horizonY;
      out += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(scene.unit * (0.02 + (i % 4) * 0.012))}" fill="url(#${fadeGradient(defs, lighten(scene.palette.accents[i % 2] as string, 0.5), 0.35, 0.7)})"/>`;
    }
  }
  return out;
}

function paintSolid(scene: Scene, look: SolidLook): ReturnType<Painter> {
  const defs = new Defs();
  let back = scene.view === 'side' ? sky(defs, scene, look) : '';
  let front = '';
  for (const layer of scene.layers) {
    if (layer.kind === 'subject') front += layerBody(defs, scene, layer, look);
    else back += layerBody(defs, scene, layer, look);
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
  return {
    layers: [
      { svg: svgDocument(scene, defs, rollCamera(scene, back)), blur: scene.unit * look.backgroundBlur },
      { svg: svgDocument(scene, defs, rollCamera(scene, front)) },
    ],
    finish: { grain: 0.12 },
  };
}

export const paint3dRender: Painter = (scene) => paintSolid(scene, { saturation: 1, backgroundBlur: 0.0015, film: false });

export const paintDisney3d: Painter = (scene) => paintSolid(scene, { saturation: 1.18, backgroundBlur: 0.005, film: true });
