/**
 * Cinematic photography: the photograph's modelled forms (style-photo.ts) shot like a film still.
 * A fast lens melts the background (shallower depth of field than the photograph), a bright light
 * source throws an anamorphic flare (a long horizontal blue-white streak with ghosts along the line
 * through the frame's centre), the pixels take a teal-and-orange grade with heavier film grain,
 * and black letterbox bars frame the picture as widescreen.
 */
import { lighten } from './color';
import { n1 } from './geometry';
import type { Painter } from './painting';
import type { Scene } from './scene-model';
import { photoBodies } from './style-photo';
import { Defs, fadeGradient, rollCamera, svgDocument } from './svg-kit';

/** Anamorphic lenses streak light sideways in a cool tint. */
const FLARE_TINT = '#9fd0ff';

/** The flare of the sun or moon in frame: a streak across the picture and ghosts toward the centre. */
function anamorphicFlare(defs: Defs, scene: Scene): string {
  const body = scene.celestial;
  if (!body) return '';
  const { x, y } = body;
  const { width: w, height: h, unit } = scene;
  const strength = body.kind === 'sun' ? 1 : 0.55;
  let out = `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(w * 0.95)}" ry="${n1(unit * 0.022)}" fill="url(#${fadeGradient(defs, FLARE_TINT, 0.55 * strength)})"/>`;
  out += `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(w * 0.7)}" ry="${n1(unit * 0.006)}" fill="url(#${fadeGradient(defs, lighten(FLARE_TINT, 0.6), 0.9 * strength)})"/>`;
  // Ghosts: reflections inside the lens on the line from the source through the centre.
  const ghosts = [
    { at: 0.55, r: 0.035, opacity: 0.22 },
    { at: 1.25, r: 0.06, opacity: 0.16 },
    { at: 1.6, r: 0.022, opacity: 0.3 },
  ];
  for (const ghost of ghosts) {
    const gx = x + (w / 2 - x) * ghost.at * 2;
    const gy = y + (h / 2 - y) * ghost.at * 2;
    out += `<circle cx="${n1(gx)}" cy="${n1(gy)}" r="${n1(unit * ghost.r)}" fill="url(#${fadeGradient(defs, FLARE_TINT, ghost.opacity * strength, 0.6)})"/>`;
  }
  return out;
}

export const paintCinematic: Painter = (scene) => {
  const { defs, back, front } = photoBodies(scene);
  // Wider open than the photograph: the background goes soft even in a wide shot.
  const depthOfField = scene.framing.deepFocus ? 0.005 : scene.edgeBlur ? 0.014 : 0.011;
  const flareDefs = new Defs();
  const flare = anamorphicFlare(flareDefs, scene);
  const layers = [{ svg: svgDocument(scene, defs, back), blur: scene.unit * depthOfField }, { svg: svgDocument(scene, defs, front) }];
  if (flare) layers.push({ svg: svgDocument(scene, flareDefs, rollCamera(scene, flare)), blur: scene.unit * 0.003 });
  return {
    layers,
    finish: {
      grain: 0.9,
      look: {
        contrast: 1.12,
        saturation: 0.92,
        // Teal shadows, orange highlights: skin and warm light stand out against cool surroundings.
        split: { shadows: [-0.2, 0.04, 0.18], highlights: [0.1, 0.03, -0.1], amount: 1 },
      },
      letterbox: 2.39,
    },
  };
};
