/**
 * The side view: sky with clouds, hills fading into the distance, the ground (and water), props
 * along the horizon, the subject with its cast shadow, and small accents (birds, flowers, sparks,
 * neon signs). The prompt's words decide what appears; the seed moves it about.
 */
import { darken, lighten, mix, underLight as lit } from './color';
import { ellipseForm, polyForm, rectForm, type Form } from './forms';
import type { Pt } from './geometry';
import { propForms, type PropKind } from './props';
import type { Accent, Glow, Layer, Layout, Stage } from './scene-model';
import { buildSubject } from './subjects';

export function layoutSide(stage: Stage): Layout {
  const {
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
  } = stage;
  const side = light.side;
  const lightColor = lighting.color;
  const wordCount = motifs.words.length;
  const layers: Layer[] = [];
  const accents: Accent[] = [];
  const glows: Glow[] = [];
  // Clouds: puffs over a flat base; overcast light brings more of them.
  const cloudRng = stream('clouds');
  const cloudCount = (request.lighting === 'soft' ? 4 : 1) + cloudRng.int(3) + (wordCount % 2);
  const cloudColor = lit(mix('#ffffff', sky[2], 0.18), lightColor);
  const clouds: Form[] = [];
  for (let i = 0; i < cloudCount; i += 1) {
    const cx = cloudRng.range(-0.05, 1.05) * width;
    const cy = cloudRng.range(0.12, 0.62) * horizonY;
    const w = unit * cloudRng.range(0.1, 0.22);
    const puffs = 5 + cloudRng.int(3);
    for (let p = 0; p < puffs; p += 1) {
      const t = p / (puffs - 1) - 0.5;
      const r = w * (0.42 - Math.abs(t) * 0.45) * cloudRng.range(0.85, 1.15);
      clouds.push(ellipseForm(cx + t * w * 1.6, cy - r * 0.45, r, r * 0.9, mix(cloudColor, sky[1], Math.abs(t) * 0.25), 'cloud'));
    }
  }
  layers.push({ kind: 'clouds', forms: clouds });

  // Ridges: far ones paler (air between), mountains taller and jagged.
  const ridgeRng = stream('ridges');
  const ridgeCount = motifs.mountains ? 3 : 1 + ridgeRng.int(2);
  for (let i = 0; i < ridgeCount; i += 1) {
    const far = ridgeCount === 1 ? 0.5 : 1 - i / (ridgeCount - 1);
    const amplitude = horizonY * (motifs.mountains ? 0.22 + far * 0.2 : 0.06 + far * 0.08);
    const steps = motifs.mountains ? 14 : 9;
    const phase = ridgeRng.range(0, Math.PI * 2);
    const freq = ridgeRng.range(1.2, 2.6);
    const points: Pt[] = [];
    for (let s = 0; s <= steps; s += 1) {
      const t = s / steps;
      const wave = 0.55 + 0.35 * Math.sin(t * Math.PI * freq + phase) + 0.15 * Math.sin(t * Math.PI * freq * 2.7 + phase * 2);
      const jag = motifs.mountains ? ridgeRng.range(-0.18, 0.18) : ridgeRng.range(-0.05, 0.05);
      points.push([(-0.08 + t * 1.16) * width, horizonY - amplitude * Math.max(0.08, wave + jag)]);
    }
    points.push([1.1 * width, horizonY + unit * 0.03], [-0.1 * width, horizonY + unit * 0.03]);
    const color = mix(lit(mix(palette.near, palette.far, far), lightColor), sky[2], far * 0.35);
    const ridge = polyForm(points, color, 'ridge', !motifs.mountains);
    layers.push({ kind: 'ridge', forms: [ridge] });
  }

  // Ground: fades from the horizon to the bottom edge; snow whitens it.
  const snow = motifs.snow ? 0.6 : 0;
  const ground = rectForm(
    -0.1 * width,
    horizonY,
    1.1 * width,
    1.1 * height,
    mix(lit(palette.ground[0], lightColor), '#f4f6fa', snow),
    'ground',
  );
  ground.gradientTo = mix(lit(palette.ground[1], lightColor), '#d8dee8', snow);
  layers.push({ kind: 'ground', forms: [ground] });

  // Water: a lake or sea from the horizon, with the light's reflection in streaks.
  if (motifs.water) {
    const bottom = horizonY + (height - horizonY) * layout.range(0.3, 0.5);
    const water = rectForm(-0.1 * width, horizonY, 1.1 * width, bottom, lit(mix(palette.water, sky[2], 0.25), lightColor), 'water');
    water.gradientTo = darken(palette.water, 0.15);
    const forms: Form[] = [water];
    const streakX = celestial ? celestial.x : width * 0.5;
    const streaks = 9;
    for (let i = 0; i < streaks; i += 1) {
      const y = horizonY + ((bottom - horizonY) * (i + 0.5)) / streaks;
      const half = unit * (0.12 - i * 0.008) * layout.range(0.6, 1.2);
      forms.push(
        rectForm(streakX - half, y, streakX + half, y + unit * 0.004, lighten(mix(palette.water, lightColor, 0.5), 0.45), 'detail'),
      );
    }
    layers.push({ kind: 'water', forms });
  }

  // Props along the horizon: a skyline for cities, trees for forests, a mix otherwise.
  const propRng = stream('props');
  const kinds: PropKind[] = motifs.city
    ? ['tower']
    : motifs.forest
      ? ['round-tree', 'conifer']
      : ['round-tree', 'bush', 'conifer', 'house', 'rock'];
  const base = motifs.city ? 9 : motifs.forest ? 10 : 3 + (wordCount % 4);
  const count = Math.round((base + propRng.int(3)) * framing.propCount);
  const props: { y: number; forms: Form[] }[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = propRng.pick(kinds);
    const x = ((i + propRng.range(0.1, 0.9)) / count) * width * 1.04 - width * 0.02;
    const y = horizonY + propRng.range(0.002, 0.035) * height;
    const tall = kind === 'tower' ? propRng.range(0.1, 0.3) : propRng.range(0.05, 0.12);
    props.push({ y, forms: propForms(kind, x, y, unit * tall * framing.propScale, palette, propRng) });
  }
  props.sort((a, b) => a.y - b.y);
  for (const prop of props) layers.push({ kind: 'prop', forms: prop.forms });

  // The subject, with its shadow cast away from the light.
  const forms = buildSubject(
    motifs.subject,
    motifs.variant,
    { cx: subjectX, cy: subjectY, size, stretch: framing.stretch, lightSide: side },
    palette,
    stream('subject'),
  );
  const baseY = subjectY + size * framing.stretch * 0.98;
  const reach = lighting.source === 'behind' ? 0.2 : Math.min(1.2, Math.abs(light.dx) / Math.max(0.25, -light.dy));
  layers.push({
    kind: 'subject',
    forms,
    shadow: {
      cx: subjectX - light.dx * size * reach * 0.8,
      cy: baseY,
      rx: size * (0.75 + reach * 0.55),
      ry: size * 0.1,
      opacity: lighting.shadow * 0.6,
    },
  });

  // Small things: birds by day, fireflies at night, flowers in a meadow, pollen in the light.
  const accentRng = stream('accents');
  if (!motifs.night && !lighting.stars) {
    const birds = accentRng.int(4);
    for (let i = 0; i < birds; i += 1) {
      accents.push({
        kind: 'bird',
        x: accentRng.range(0.1, 0.9) * width,
        y: accentRng.range(0.15, 0.5) * horizonY,
        r: unit * accentRng.range(0.008, 0.016),
        color: palette.ink,
      });
    }
  }
  if (motifs.flowers) {
    for (let i = 0; i < 40; i += 1) {
      const y = accentRng.range(horizonY + (height - horizonY) * 0.15, height);
      accents.push({
        kind: 'flower',
        x: accentRng.range(0, width),
        y,
        r: unit * 0.004 * (1 + ((y - horizonY) / (height - horizonY)) * 2),
        color: accentRng.pick(palette.accents),
      });
    }
  }
  const sparks = motifs.night || lighting.stars ? 24 : 6;
  for (let i = 0; i < sparks; i += 1) {
    const angle = accentRng.range(0, Math.PI * 2);
    const reachOut = size * accentRng.range(1.1, 2.2);
    accents.push({
      kind: 'spark',
      x: subjectX + Math.cos(angle) * reachOut,
      y: subjectY + Math.sin(angle) * reachOut * 0.7,
      r: unit * accentRng.range(0.003, 0.008),
      color: lighting.neon ? palette.accents[0] : lighten(lighting.stars ? palette.accents[1] : lightColor, 0.3),
    });
  }
  if (lighting.neon) {
    const glowRng = stream('glows');
    const colors = ['#ff2bd6', '#00e5ff', palette.accents[0]];
    const signs = 2 + glowRng.int(2);
    for (let i = 0; i < signs; i += 1) {
      glows.push({
        kind: glowRng.chance(0.5) ? 'ring' : 'bar',
        x: ((i + glowRng.range(0.2, 0.8)) / signs) * width,
        y: horizonY - glowRng.range(0.05, 0.3) * horizonY,
        size: unit * glowRng.range(0.04, 0.08),
        color: colors[i % colors.length] as string,
      });
    }
  }
  return { layers, accents, glows };
}
