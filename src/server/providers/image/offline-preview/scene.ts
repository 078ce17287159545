/**
 * Turns a request into a scene (scene-model.ts): what is in the picture and where, in pixels,
 * independent of the technique. The prompt's words and the seed lay it out, the composition frames
 * it, the palette colours it and the lighting places the light; the side-view or bird's-eye layout
 * fills it in. Styles then paint the same scene their own way, so switching the style keeps the
 * picture and changes the medium.
 */
import type { ImageRequest } from '../image-engine';
import { lighten, mix } from './color';
import { frame } from './composition';
import { layoutSide } from './layout-side';
import { layoutTop } from './layout-top';
import { lightingProfiles } from './lighting';
import { palettes } from './palettes';
import { normaliseWords, readMotifs } from './prompt-motifs';
import { hashString, streams } from './random';
import type { Scene, Stage } from './scene-model';

export function buildScene(request: ImageRequest): Scene {
  const width = request.width;
  const height = request.height;
  const unit = Math.min(width, height);
  const motifs = readMotifs(request.prompt, hashString(normaliseWords(request.prompt).join(' ')));
  const stream = streams(`${motifs.key}\u241f${request.seed}`);
  const palette = palettes[request.colorPalette];
  const lighting = lightingProfiles[request.lighting];
  const framing = frame(request.composition, stream('framing'));
  const layout = stream('layout');

  const horizonY = framing.horizon * height;
  const subjectX = framing.subjectX * width;
  let size = framing.subjectSize * unit;
  let subjectY = framing.subjectY * height;
  // Mountains are big and far: their foot stands on the horizon.
  if (motifs.subject === 'peak' && framing.view === 'side') {
    size = Math.min(size * 1.5, (horizonY - height * 0.1) / (2 * framing.stretch));
    subjectY = horizonY + height * 0.02 - size * framing.stretch;
  }
  // The sun goes opposite an off-centre subject; otherwise the words choose the side.
  const side: -1 | 1 = framing.subjectX < 0.45 ? 1 : framing.subjectX > 0.55 ? -1 : layout.chance(0.5) ? -1 : 1;

  let lightX = side < 0 ? lighting.sourceX * width : (1 - lighting.sourceX) * width;
  let lightY = lighting.sourceY * horizonY;
  if (lighting.source === 'behind') {
    lightX = subjectX;
    lightY = Math.max(unit * 0.08, subjectY - size * framing.stretch * 0.95);
  }
  let dx = lightX - subjectX;
  let dy = lightY - subjectY;
  if (lighting.source === 'hidden' || lighting.source === 'behind') {
    dx = side * 0.35;
    dy = -1;
  }
  const length = Math.hypot(dx, dy) || 1;
  const light = { x: lightX, y: lightY, dx: dx / length, dy: dy / length, side, color: lighting.color };

  const darkWords = motifs.night && !lighting.stars;
  const sky = [
    mix(mix(palette.sky[0], lighting.skyTop.color, lighting.skyTop.amount), '#0a1030', darkWords ? 0.55 : 0),
    mix(
      mix(
        palette.sky[1],
        mix(lighting.skyTop.color, lighting.skyHorizon.color, 0.5),
        (lighting.skyTop.amount + lighting.skyHorizon.amount) / 2,
      ),
      '#1a2048',
      darkWords ? 0.45 : 0,
    ),
    mix(mix(palette.sky[2], lighting.skyHorizon.color, lighting.skyHorizon.amount), '#3a3060', darkWords ? 0.3 : 0),
  ] as const;

  const lightColor = lighting.color;

  let celestial: Scene['celestial'];
  const stars: Scene['stars'] = [];
  if (framing.view === 'side') {
    if (lighting.source === 'sun' || lighting.source === 'behind') {
      const big = request.lighting === 'golden-hour' || lighting.source === 'behind';
      celestial = { x: lightX, y: lightY, r: unit * (big ? 0.075 : 0.055), color: lighten(lightColor, 0.35), kind: 'sun' };
    } else if (lighting.source === 'moon') {
      celestial = { x: lightX, y: lightY, r: unit * 0.05, color: '#f4f1e6', kind: 'moon' };
    }
    if (lighting.stars || motifs.night) {
      const starRng = stream('stars');
      const count = 70 + starRng.int(70);
      for (let i = 0; i < count; i += 1) {
        stars.push({ x: starRng.range(0, width), y: starRng.range(0, horizonY * 0.9), r: unit * starRng.range(0.0008, 0.0028) });
      }
    }
  }
  const stage: Stage = {
    request,
    width,
    height,
    unit,
    motifs,
    palette,
    lighting,
    framing,
    stream,
    layout,
    horizonY,
    subjectX,
    subjectY,
    size,
    light,
    sky,
    celestial,
  };
  const { layers, accents, glows } = framing.view === 'side' ? layoutSide(stage) : layoutTop(stage);

  return {
    width,
    height,
    unit,
    view: framing.view,
    tilt: framing.tilt,
    edgeBlur: framing.edgeBlur,
    palette,
    lighting,
    framing,
    motifs,
    light,
    sky,
    horizonY,
    celestial,
    stars,
    layers,
    accents,
    glows,
    focus: [subjectX, subjectY],
    subjectSize: size,
  };
}
