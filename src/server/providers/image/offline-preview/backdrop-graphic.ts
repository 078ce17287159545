/**
 * Backdrops of the graphic styles: digital art's clean gradients, glowing disc and perspective
 * grid, abstract art's flat bold shapes and black lines, a cartoon's sunburst and outlined hills,
 * and anime's bright sky with cel-shaded clouds and sparkles.
 */
import { darken, lighten, mix } from './color';
import { n1 } from './geometry';
import type { BackdropPainter } from './painting';
import { backdropBase, Defs, fadeGradient, svgLayer } from './svg-kit';

export const paintDigitalArt: BackdropPainter = (card) => {
  const defs = new Defs();
  const { width, height, unit } = card;
  const line = card.palette.accents[0];
  let body = backdropBase(card, defs);
  const glow = fadeGradient(defs, card.palette.accents[1], 0.7);
  let grid = '';
  if (card.horizonY === null) {
    // Seen from above: a square grid.
    for (let x = 0; x <= width; x += unit / 10) grid += `M${n1(x)} 0V${height}`;
    for (let y = 0; y <= height; y += unit / 10) grid += `M0 ${n1(y)}H${width}`;
  } else {
    const horizon = card.horizonY;
    const vanish = width / 2;
    // A disc resting on the horizon, and a floor grid running to the vanishing point.
    body += `<circle cx="${n1(vanish)}" cy="${n1(horizon)}" r="${n1(unit * 0.5)}" fill="url(#${glow})"/>`;
    body += `<circle cx="${n1(vanish)}" cy="${n1(horizon - unit * 0.08)}" r="${n1(unit * 0.2)}" fill="${lighten(card.palette.accents[1], 0.2)}"/>`;
    body += `<rect y="${n1(horizon)}" width="${width}" height="${n1(height - horizon)}" fill="${darken(card.palette.ground[1], 0.35)}"/>`;
    for (let i = -12; i <= 12; i += 1) grid += `M${n1(vanish)} ${n1(horizon)}L${n1(vanish + i * width * 0.18)} ${height}`;
    for (let k = 1; k <= 10; k += 1) grid += `M0 ${n1(horizon + (height - horizon) * (k / 10) ** 2)}H${width}`;
  }
  const lines = `<path d="${grid}" stroke="${line}" stroke-width="${n1(unit * 0.004)}" fill="none"/>`;
  return {
    layers: [{ svg: svgLayer(card, defs, body + lines) }, { svg: svgLayer(card, defs, lines), blur: unit * 0.008 }],
    finish: {},
  };
};

export const paintAbstract: BackdropPainter = (card, rng) => {
  const { width, height, unit } = card;
  const colors = [...card.palette.shapes, card.palette.title, ...card.palette.accents, ...card.backdrop];
  let body = `<rect width="${width}" height="${height}" fill="${card.palette.paper}"/>`;
  const count = 9 + rng.int(5);
  for (let i = 0; i < count; i += 1) {
    const color = colors[rng.int(colors.length)]!;
    const x = rng.range(0, width);
    const y = rng.range(0, height);
    const size = unit * rng.range(0.12, 0.4);
    const kind = rng.int(3);
    if (kind === 0) body += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(size / 2)}" fill="${color}"/>`;
    else if (kind === 1)
      body += `<rect x="${n1(x - size / 2)}" y="${n1(y - size / 3)}" width="${n1(size)}" height="${n1(size * 0.66)}" fill="${color}" transform="rotate(${n1(rng.range(-30, 30))} ${n1(x)} ${n1(y)})"/>`;
    else
      body += `<path d="M${n1(x)} ${n1(y - size / 2)}L${n1(x + size / 2)} ${n1(y + size / 2)}L${n1(x - size / 2)} ${n1(y + size / 2)}Z" fill="${color}"/>`;
  }
  for (let i = 0; i < 4; i += 1) {
    const vertical = rng.chance(0.5);
    const at = rng.range(0.1, 0.9);
    body += vertical
      ? `<rect x="${n1(at * width)}" width="${n1(unit * 0.014)}" height="${height}" fill="${card.palette.ink}"/>`
      : `<rect y="${n1(at * height)}" width="${width}" height="${n1(unit * 0.014)}" fill="${card.palette.ink}"/>`;
  }
  return { layers: [{ svg: svgLayer(card, '', body) }], finish: { grade: 0.7 } };
};

/** A cartoon cloud: overlapping circles, one flat colour, one ink outline. */
function cloud(x: number, y: number, r: number, fill: string, ink: string, outline: number): string {
  const puffs = [
    [0, 0, 1],
    [-0.9, 0.25, 0.7],
    [0.9, 0.25, 0.75],
    [0.4, -0.35, 0.75],
  ] as const;
  const circles = (extra: number) =>
    puffs.map(([dx, dy, k]) => `<circle cx="${n1(x + dx * r)}" cy="${n1(y + dy * r)}" r="${n1(k * r + extra)}"/>`).join('');
  return `<g fill="${ink}">${circles(outline)}</g><g fill="${fill}">${circles(0)}</g>`;
}

export const paintCartoon: BackdropPainter = (card, rng) => {
  const { width, height, unit, palette } = card;
  const ink = palette.ink;
  const outline = unit * 0.008;
  const cx = card.block.x + card.block.width / 2;
  const cy = card.block.y + card.block.height / 2;
  let body = `<rect width="${width}" height="${height}" fill="${card.backdrop[1]}"/>`;
  // A sunburst from behind the title.
  const rays = 16;
  for (let i = 0; i < rays; i += 2) {
    const a0 = (i / rays) * Math.PI * 2;
    const a1 = ((i + 1) / rays) * Math.PI * 2;
    const far = Math.hypot(width, height);
    body += `<path d="M${n1(cx)} ${n1(cy)}L${n1(cx + Math.cos(a0) * far)} ${n1(cy + Math.sin(a0) * far)}L${n1(cx + Math.cos(a1) * far)} ${n1(cy + Math.sin(a1) * far)}Z" fill="${card.backdrop[0]}" fill-opacity="0.45"/>`;
  }
  for (let i = 0; i < 3; i += 1)
    body += cloud(
      rng.range(0.1, 0.9) * width,
      rng.range(0.08, 0.3) * height,
      unit * rng.range(0.04, 0.07),
      lighten(card.backdrop[2], 0.6),
      ink,
      outline,
    );
  if (card.horizonY !== null) {
    // Two rolling hills, flat colours with bold outlines.
    for (const [k, color] of [
      [0, palette.shapes[1]],
      [1, palette.ground[0]],
    ] as const) {
      const top = card.horizonY + k * unit * 0.08;
      const bump = unit * (0.12 - k * 0.04);
      const shift = rng.range(0, width);
      let d = `M${-outline} ${height + outline}L${-outline} ${n1(top)}`;
      for (let x = 0; x <= width + unit * 0.1; x += unit * 0.05)
        d += `L${n1(x)} ${n1(top - Math.abs(Math.sin((x + shift) / (unit * 0.35))) * bump)}`;
      body += `<path d="${d}L${width + outline} ${height + outline}Z" fill="${color}" stroke="${ink}" stroke-width="${n1(outline)}" stroke-linejoin="round"/>`;
    }
  }
  return { layers: [{ svg: svgLayer(card, '', body) }], finish: {} };
};

export const paintAnime: BackdropPainter = (card, rng) => {
  const defs = new Defs();
  const { width, height, unit, palette } = card;
  let body = backdropBase(card, defs);
  // Big cel-shaded clouds: a light top and a flat shadow side, no outlines.
  const clouds = 3 + rng.int(2);
  for (let i = 0; i < clouds; i += 1) {
    const x = rng.range(0.05, 0.95) * width;
    const y = (card.horizonY ?? height) * rng.range(0.25, 0.85);
    const r = unit * rng.range(0.05, 0.09);
    const shade = mix('#ffffff', card.backdrop[1], 0.35);
    const puff = (dy: number, fill: string) =>
      [-1.2, -0.4, 0.4, 1.2]
        .map(
          (k) =>
            `<circle cx="${n1(x + k * r)}" cy="${n1(y + dy - (1.2 - Math.abs(k)) * r * 0.6)}" r="${n1(r * (1.1 - Math.abs(k) * 0.25))}" fill="${fill}"/>`,
        )
        .join('');
    body += puff(r * 0.25, shade) + puff(0, '#ffffff');
  }
  // Four-pointed sparkles in the accent colours.
  for (let i = 0; i < 14; i += 1) {
    const x = rng.range(0, width);
    const y = rng.range(0, height);
    const r = unit * rng.range(0.008, 0.025);
    body += `<path d="M${n1(x)} ${n1(y - r * 2)}Q${n1(x)} ${n1(y)} ${n1(x + r * 2)} ${n1(y)}Q${n1(x)} ${n1(y)} ${n1(x)} ${n1(y + r * 2)}Q${n1(x)} ${n1(y)} ${n1(x - r * 2)} ${n1(y)}Q${n1(x)} ${n1(y)} ${n1(x)} ${n1(y - r * 2)}Z" fill="${lighten(palette.accents[i % 2]!, 0.4)}"/>`;
  }
  if (card.horizonY !== null) {
    // A distant flat silhouette along the horizon.
    body += `<rect y="${n1(card.horizonY - unit * 0.02)}" width="${width}" height="${n1(height - card.horizonY + unit * 0.02)}" fill="${palette.shapes[0]}"/>`;
    body += `<rect y="${n1(card.horizonY + unit * 0.03)}" width="${width}" height="${n1(height - card.horizonY)}" fill="${palette.ground[0]}"/>`;
  }
  return { layers: [{ svg: svgLayer(card, defs, body) }], finish: {} };
};
