/**
 * The lighting as a light treatment over any backdrop: a glow of the light's colour around its
 * source and shade deepening across the card away from it. The grade (lighting.ts) then sets the
 * temperature and contrast of the whole card in the pixel pass.
 */
import type { TitleCard } from './card';
import { n1 } from './geometry';
import { fadeGradient, type Defs } from './svg-kit';

export function lightTreatment(card: TitleCard, defs: Defs): string {
  const { lighting, light, unit, width, height } = card;
  const behind = lighting.source === 'behind';
  // Shade runs from the light's side to the far side: through the centre, past the frame.
  const far = { x: width - light.x, y: height + (height / 2 - light.y) };
  const shade = defs.add(
    'shade',
    (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(light.x)}" y1="${n1(light.y)}" x2="${n1(far.x)}" y2="${n1(far.y)}">` +
      `<stop offset="0.25" stop-color="${lighting.shadeColor}" stop-opacity="0"/><stop offset="1" stop-color="${lighting.shadeColor}" stop-opacity="${(lighting.shade * 0.55).toFixed(2)}"/></linearGradient>`,
  );
  const glowRadius = unit * (behind ? 0.75 : 0.3 + 0.5 * lighting.glow);
  const glow = fadeGradient(defs, lighting.color, Math.min(1, lighting.glow * 0.9), behind ? 0.15 : 0);
  // Backlighting shades everything but the light behind the title.
  return (
    (behind ? '' : `<rect width="${width}" height="${height}" fill="url(#${shade})"/>`) +
    `<circle cx="${n1(light.x)}" cy="${n1(light.y)}" r="${n1(glowRadius)}" fill="url(#${glow})"/>`
  );
}

/** The unit direction the light travels across the title: its shadow falls this way. */
export function shadowDirection(card: TitleCard): { dx: number; dy: number } {
  if (card.lighting.source === 'behind') return { dx: 0, dy: 1 };
  const dx = card.block.x + card.block.width / 2 - card.light.x;
  const dy = card.block.y + card.block.height / 2 - card.light.y;
  const length = Math.hypot(dx, dy) || 1;
  return { dx: dx / length, dy: dy / length };
}
