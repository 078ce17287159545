/**
 * The bird's-eye plan: the ground fills the frame, cut into fields, crossed by a river or a road,
 * dotted with tree crowns and roofs that cast their shadows away from the light, with the subject
 * in the middle.
 */
import { mix, underLight as lit } from './color';
import { polyForm, rectForm, type Form } from './forms';
import type { Pt } from './geometry';
import { topPropForms, type PropKind } from './props';
import type { Accent, Glow, Layer, Layout, Stage } from './scene-model';
import { buildSubject } from './subjects';

export function layoutTop(stage: Stage): Layout {
  const { width, height, unit, motifs, palette, lighting, framing, stream, subjectX, subjectY, size, light } = stage;
  const side = light.side;
  const lightColor = lighting.color;
  const wordCount = motifs.words.length;
  const layers: Layer[] = [];
  const accents: Accent[] = [];
  const glows: Glow[] = [];
  // Seen from above: the ground fills the frame, with fields, a river or road, and crowns and roofs.
  const ground = rectForm(-0.1 * width, -0.1 * height, 1.1 * width, 1.1 * height, lit(palette.ground[0], lightColor), 'ground');
  ground.gradientTo = lit(palette.ground[1], lightColor);
  layers.push({ kind: 'ground', forms: [ground] });

  const patchRng = stream('patches');
  const patches: Form[] = [];
  const cols = 3;
  const rows = 3;
  const fieldColors = [
    palette.near,
    palette.foliage,
    mix(palette.ground[0], palette.accents[1], 0.3),
    palette.far,
    mix(palette.ground[1], palette.subject[1], 0.25),
  ];
  for (let c = 0; c < cols; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      if (patchRng.chance(0.2)) continue;
      const x0 = ((c + patchRng.range(0.04, 0.12)) / cols) * width;
      const x1 = ((c + 1 - patchRng.range(0.04, 0.12)) / cols) * width;
      const y0 = ((r + patchRng.range(0.04, 0.12)) / rows) * height;
      const y1 = ((r + 1 - patchRng.range(0.04, 0.12)) / rows) * height;
      const skew = unit * 0.03;
      patches.push(
        polyForm(
          [
            [x0 + patchRng.range(-skew, skew), y0],
            [x1, y0 + patchRng.range(-skew, skew)],
            [x1 + patchRng.range(-skew, skew), y1],
            [x0, y1 + patchRng.range(-skew, skew)],
          ],
          lit(mix(patchRng.pick(fieldColors), palette.ground[0], 0.25), lightColor),
          'patch',
        ),
      );
    }
  }
  layers.push({ kind: 'patches', forms: patches });

  // A winding band across the plan: a river (water words) or a road.
  const roadRng = stream('road');
  const band = unit * (motifs.water ? 0.07 : 0.035);
  const upper: Pt[] = [];
  const lower: Pt[] = [];
  const phase = roadRng.range(0, Math.PI * 2);
  const startY = roadRng.range(0.2, 0.8);
  const steps = 12;
  for (let s = 0; s <= steps; s += 1) {
    const t = s / steps;
    const x = (-0.1 + t * 1.2) * width;
    const y = (startY + 0.18 * Math.sin(t * Math.PI * 2 + phase)) * height;
    upper.push([x, y - band / 2]);
    lower.push([x, y + band / 2]);
  }
  const road = polyForm(
    [...upper, ...lower.reverse()],
    motifs.water ? palette.water : mix(palette.ink, palette.ground[0], 0.55),
    'road',
    true,
  );
  layers.push({ kind: 'road', forms: [road] });

  const propRng = stream('props');
  const kinds: PropKind[] = motifs.city
    ? ['house', 'tower']
    : motifs.forest
      ? ['round-tree', 'conifer']
      : ['round-tree', 'bush', 'house', 'rock'];
  const count = Math.round((8 + (wordCount % 5) + propRng.int(4)) * framing.propCount);
  for (let i = 0; i < count; i += 1) {
    const x = propRng.range(0.04, 0.96) * width;
    const y = propRng.range(0.04, 0.96) * height;
    if (Math.hypot(x - subjectX, y - subjectY) < size * 1.4) continue;
    const propSize = unit * propRng.range(0.025, 0.05);
    layers.push({
      kind: 'prop',
      forms: topPropForms(propRng.pick(kinds), x, y, propSize, palette, propRng, side),
      shadow: {
        cx: x - light.dx * propSize * 0.5,
        cy: y + propSize * 0.35,
        rx: propSize * 1.15,
        ry: propSize * 1.05,
        opacity: lighting.shadow * 0.5,
      },
    });
  }
  const forms = buildSubject(
    motifs.subject,
    motifs.variant,
    { cx: subjectX, cy: subjectY, size, stretch: 1, lightSide: side },
    palette,
    stream('subject'),
  );
  layers.push({
    kind: 'subject',
    forms,
    shadow: {
      cx: subjectX - light.dx * size * 0.25,
      cy: subjectY + size * 0.25,
      rx: size * 1.05,
      ry: size * 0.95,
      opacity: lighting.shadow * 0.45,
    },
  });
  if (motifs.flowers || motifs.forest) {
    const accentRng = stream('accents');
    for (let i = 0; i < 30; i += 1) {
      accents.push({
        kind: motifs.flowers ? 'flower' : 'dot',
        x: accentRng.range(0, width),
        y: accentRng.range(0, height),
        r: unit * 0.006,
        color: accentRng.pick(palette.accents),
      });
    }
  }
  return { layers, accents, glows };
}
