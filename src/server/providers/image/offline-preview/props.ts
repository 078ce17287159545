/**
 * Small background things: trees, towers, houses, bushes and rocks along the horizon, and their
 * seen-from-above versions for the bird's-eye plan. Fewer forms than a subject: they are far away.
 */
import { darken, lighten, mix } from './color';
import { ellipseForm, polyForm, rectForm, type Form } from './forms';
import type { Palette } from './palettes';
import type { Random } from './random';

export type PropKind = 'round-tree' | 'conifer' | 'tower' | 'house' | 'bush' | 'rock';

/** A prop standing at (x, baseY), `height` pixels tall. */
export function propForms(kind: PropKind, x: number, baseY: number, height: number, palette: Palette, rng: Random): Form[] {
  const leaf = mix(palette.foliage, palette.near, 0.3);
  const bark = mix(palette.subject[2], palette.near, 0.4);
  switch (kind) {
    case 'round-tree': {
      const r = height * 0.3;
      return [
        rectForm(x - height * 0.035, baseY - height * 0.5, x + height * 0.035, baseY, bark, 'trunk'),
        ellipseForm(x - r * 0.5, baseY - height * 0.62, r * 0.8, r * 0.75, darken(leaf, 0.08), 'leaf'),
        ellipseForm(x + r * 0.5, baseY - height * 0.6, r * 0.75, r * 0.7, leaf, 'leaf'),
        ellipseForm(x, baseY - height * 0.78, r * 0.85, r * 0.8, lighten(leaf, 0.08), 'leaf'),
      ];
    }
    case 'conifer': {
      const w = height * 0.3;
      return [
        rectForm(x - height * 0.03, baseY - height * 0.2, x + height * 0.03, baseY, bark, 'trunk'),
        polyForm(
          [
            [x, baseY - height * 0.62],
            [x + w, baseY - height * 0.15],
            [x - w, baseY - height * 0.15],
          ],
          darken(leaf, 0.15),
          'leaf',
        ),
        polyForm(
          [
            [x, baseY - height],
            [x + w * 0.75, baseY - height * 0.48],
            [x - w * 0.75, baseY - height * 0.48],
          ],
          darken(leaf, 0.05),
          'leaf',
        ),
      ];
    }
    case 'tower': {
      const w = height * rng.range(0.22, 0.4);
      const wall = mix(mix(palette.subject[0], palette.far, 0.55), palette.sky[2], 0.15);
      const forms: Form[] = [rectForm(x - w / 2, baseY - height, x + w / 2, baseY, wall, 'body')];
      if (rng.chance(0.35)) forms.push(rectForm(x - w * 0.05, baseY - height * 1.12, x + w * 0.05, baseY - height, wall, 'detail'));
      const rows = Math.min(8, Math.max(2, Math.round(height / (w * 0.5))));
      const lit = lighten(palette.accents[1], 0.35);
      for (let r = 0; r < rows; r += 1) {
        const y = baseY - height + ((r + 0.4) * height) / (rows + 0.2);
        forms.push(
          rectForm(x - w * 0.32, y, x + w * 0.32, y + (height / rows) * 0.28, rng.chance(0.6) ? lit : darken(wall, 0.25), 'window'),
        );
      }
      return forms;
    }
    case 'house': {
      const w = height * 0.7;
      const wall = mix(palette.subject[1], palette.far, 0.35);
      return [
        rectForm(x - w / 2, baseY - height * 0.6, x + w / 2, baseY, wall, 'body'),
        polyForm(
          [
            [x - w * 0.6, baseY - height * 0.58],
            [x, baseY - height],
            [x + w * 0.6, baseY - height * 0.58],
          ],
          mix(palette.subject[2], palette.far, 0.3),
          'roof',
        ),
        rectForm(x - w * 0.1, baseY - height * 0.3, x + w * 0.12, baseY, darken(wall, 0.35), 'window'),
      ];
    }
    case 'bush':
      return [
        ellipseForm(x - height * 0.45, baseY - height * 0.35, height * 0.5, height * 0.38, darken(leaf, 0.1), 'leaf'),
        ellipseForm(x + height * 0.4, baseY - height * 0.32, height * 0.48, height * 0.35, leaf, 'leaf'),
        ellipseForm(x, baseY - height * 0.55, height * 0.55, height * 0.5, lighten(leaf, 0.1), 'leaf'),
      ];
    case 'rock':
      return [
        polyForm(
          [
            [x - height * 0.8, baseY],
            [x - height * 0.6, baseY - height * 0.6],
            [x - height * 0.1, baseY - height],
            [x + height * 0.5, baseY - height * 0.7],
            [x + height * 0.8, baseY],
          ],
          mix(palette.far, palette.ground[1], 0.4),
          'body',
          true,
        ),
      ];
  }
}

/** The same kinds seen from straight above (bird's-eye): crowns, roofs, boulders. */
export function topPropForms(kind: PropKind, x: number, y: number, size: number, palette: Palette, rng: Random, lightSide: number): Form[] {
  const leaf = palette.foliage;
  switch (kind) {
    case 'round-tree':
    case 'conifer':
    case 'bush':
      return [
        ellipseForm(x, y, size, size * 0.95, darken(leaf, 0.12), 'leaf'),
        ellipseForm(x + size * 0.25 * lightSide, y - size * 0.25, size * 0.6, size * 0.55, lighten(leaf, 0.12), 'leaf'),
      ];
    case 'tower':
    case 'house': {
      const rotation = rng.range(-0.5, 0.5);
      const w = size * 1.2;
      const h = size * 0.8;
      const corner = (u: number, v: number) =>
        [x + u * Math.cos(rotation) - v * Math.sin(rotation), y + u * Math.sin(rotation) + v * Math.cos(rotation)] as const;
      const roof = mix(palette.subject[2], palette.subject[0], 0.5);
      return [
        polyForm([corner(-w, -h), corner(w, -h), corner(w, 0), corner(-w, 0)], lighten(roof, 0.15), 'roof'),
        polyForm([corner(-w, 0), corner(w, 0), corner(w, h), corner(-w, h)], darken(roof, 0.15), 'roof'),
      ];
    }
    case 'rock':
      return [ellipseForm(x, y, size * 0.8, size * 0.6, mix(palette.far, palette.ground[1], 0.4), 'body', rng.range(0, Math.PI))];
  }
}
