/**
 * Draws each subject kind as forms in a unit box (u, v in −1 … 1, v = 1 on the ground) that is then
 * placed and scaled by the framing. The same builders draw the small props along the horizon with
 * `detail` off.
 */
import { darken, lighten, mix } from './color';
import { ellipseForm, polyForm, rectForm, type Form } from './forms';
import type { Pt } from './geometry';
import type { Palette } from './palettes';
import type { SubjectKind, SubjectVariant } from './prompt-motifs';
import type { Random } from './random';

export interface Placement {
  cx: number;
  cy: number;
  /** Half the subject's width in pixels. */
  size: number;
  /** Vertical stretch (low camera). */
  stretch: number;
  /** Which side the light comes from: the far side gets the shaded faces. */
  lightSide: -1 | 1;
}

interface Pen {
  p(u: number, v: number): Pt;
  e(u: number, v: number, ru: number, rv: number, color: string, role: Form['role'], rotation?: number): Form;
  poly(points: [number, number][], color: string, role: Form['role'], smooth?: boolean): Form;
  rect(u0: number, v0: number, u1: number, v1: number, color: string, role: Form['role']): Form;
}

function pen({ cx, cy, size, stretch }: Placement): Pen {
  const p = (u: number, v: number): Pt => [cx + u * size, cy + v * size * stretch];
  return {
    p,
    e: (u, v, ru, rv, color, role, rotation = 0) =>
      ellipseForm(cx + u * size, cy + v * size * stretch, ru * size, rv * size * stretch, color, role, rotation),
    poly: (points, color, role, smooth = false) =>
      polyForm(
        points.map(([u, v]) => p(u, v)),
        color,
        role,
        smooth,
      ),
    rect: (u0, v0, u1, v1, color, role) => {
      const [x0, y0] = p(u0, v0);
      const [x1, y1] = p(u1, v1);
      return rectForm(x0, y0, x1, y1, color, role);
    },
  };
}

const mirror = (points: [number, number][]): [number, number][] => points.map(([u, v]) => [-u, v]);

function creature(d: Pen, palette: Palette, variant: SubjectVariant, rng: Random, detail: boolean): Form[] {
  const [main, second, dark] = palette.subject;
  const forms: Form[] = [];
  const tailSide = rng.sign();
  if (variant !== 'hair' && variant !== 'robot')
    forms.push(d.e(0.5 * tailSide, 0.45, 0.13, 0.36, darken(main, 0.08), 'body', 0.6 * tailSide));
  const robot = variant === 'robot';
  forms.push(
    robot
      ? d.poly(
          [
            [-0.46, -0.02],
            [0.46, -0.02],
            [0.5, 0.9],
            [-0.5, 0.9],
          ],
          main,
          'body',
        )
      : d.e(0, 0.42, 0.5, 0.52, main, 'body'),
  );
  forms.push(robot ? d.rect(-0.24, 0.2, 0.24, 0.6, second, 'detail') : d.e(0, 0.52, 0.3, 0.34, second, 'detail'));
  forms.push(d.e(-0.26, 0.93, 0.17, 0.08, darken(main, 0.15), 'body'), d.e(0.26, 0.93, 0.17, 0.08, darken(main, 0.15), 'body'));
  if (variant === 'pointy') {
    const ear: [number, number][] = [
      [-0.42, -0.42],
      [-0.34, -0.98],
      [-0.06, -0.6],
    ];
    const inner: [number, number][] = [
      [-0.36, -0.5],
      [-0.32, -0.84],
      [-0.14, -0.6],
    ];
    forms.push(
      d.poly(ear, main, 'body'),
      d.poly(mirror(ear), main, 'body'),
      d.poly(inner, second, 'detail'),
      d.poly(mirror(inner), second, 'detail'),
    );
  } else if (variant === 'long') {
    forms.push(d.e(-0.16, -0.92, 0.1, 0.34, main, 'body', -0.18), d.e(0.16, -0.92, 0.1, 0.34, main, 'body', 0.18));
    forms.push(d.e(-0.16, -0.9, 0.05, 0.24, second, 'detail', -0.18), d.e(0.16, -0.9, 0.05, 0.24, second, 'detail', 0.18));
  } else if (variant === 'robot') {
    forms.push(d.rect(-0.02, -0.98, 0.02, -0.7, dark, 'detail'), d.e(0, -1, 0.07, 0.07, palette.accents[0], 'detail'));
  } else if (variant !== 'hair') {
    forms.push(d.e(-0.32, -0.62, 0.15, 0.15, main, 'body'), d.e(0.32, -0.62, 0.15, 0.15, main, 'body'));
    forms.push(d.e(-0.32, -0.62, 0.08, 0.08, second, 'detail'), d.e(0.32, -0.62, 0.08, 0.08, second, 'detail'));
  }
  if (robot) {
    forms.push(
      d.poly(
        [
          [-0.42, -0.7],
          [0.42, -0.7],
          [0.44, 0.02],
          [-0.44, 0.02],
        ],
        lighten(main, 0.1),
        'body',
      ),
    );
    forms.push(d.rect(-0.32, -0.52, 0.32, -0.16, darken(dark, 0.1), 'detail'));
  } else {
    forms.push(d.e(0, -0.28, 0.4, 0.4, variant === 'hair' ? mix(second, '#f0c8a0', 0.6) : main, 'body'));
  }
  if (variant === 'hair') {
    forms.push(d.e(0, -0.5, 0.44, 0.24, dark, 'body'), d.e(-0.36, -0.3, 0.1, 0.24, dark, 'body'), d.e(0.36, -0.3, 0.1, 0.24, dark, 'body'));
  } else if (!robot) {
    forms.push(d.e(0, -0.13, 0.2, 0.13, second, 'detail'));
  }
  if (detail) {
    const eyeColor = robot ? palette.accents[1] : '#fbfbf7';
    forms.push(d.e(-0.15, -0.32, 0.09, 0.11, eyeColor, 'eye'), d.e(0.15, -0.32, 0.09, 0.11, eyeColor, 'eye'));
    if (!robot) {
      forms.push(d.e(-0.14, -0.29, 0.055, 0.065, darken(dark, 0.3), 'pupil'), d.e(0.16, -0.29, 0.055, 0.065, darken(dark, 0.3), 'pupil'));
      forms.push(d.e(-0.12, -0.32, 0.022, 0.022, '#ffffff', 'glint'), d.e(0.18, -0.32, 0.022, 0.022, '#ffffff', 'glint'));
      forms.push(d.e(0, -0.17, 0.055, 0.035, darken(dark, 0.2), 'detail'));
    }
  }
  return forms;
}

function tree(d: Pen, palette: Palette, variant: SubjectVariant, rng: Random, detail: boolean): Form[] {
  const bark = mix(palette.subject[2], palette.subject[0], 0.35);
  const leaf = palette.foliage;
  if (variant === 'conifer') {
    const forms: Form[] = [d.rect(-0.07, 0.7, 0.07, 1, bark, 'trunk')];
    for (let tier = 0; tier < 4; tier += 1) {
      const top = -0.95 + tier * 0.38;
      const half = 0.3 + tier * 0.17;
      forms.push(
        d.poly(
          [
            [0, top],
            [half, top + 0.62],
            [-half, top + 0.62],
          ],
          mix(leaf, darken(leaf, 0.4), tier * 0.12),
          'leaf',
        ),
      );
    }
    return forms;
  }
  if (variant === 'palm') {
    const lean = rng.sign() * 0.25;
    const trunk: [number, number][] = [
      [-0.07, 1],
      [lean * 0.4 - 0.05, 0.2],
      [lean - 0.03, -0.55],
      [lean + 0.03, -0.55],
      [lean * 0.4 + 0.06, 0.2],
      [0.08, 1],
    ];
    const forms: Form[] = [d.poly(trunk, bark, 'trunk', true)];
    const fronds = 7;
    for (let i = 0; i < fronds; i += 1) {
      const angle = -Math.PI + (i / (fronds - 1)) * Math.PI + rng.range(-0.15, 0.15);
      const droop = Math.abs(Math.cos(angle)) * 0.3;
      forms.push(
        d.e(
          lean + Math.cos(angle) * 0.42,
          -0.55 + Math.sin(angle) * 0.26 + droop,
          0.44,
          0.09,
          mix(leaf, lighten(leaf, 0.2), i % 2),
          'leaf',
          angle * 0.8,
        ),
      );
    }
    if (detail)
      forms.push(
        d.e(lean - 0.06, -0.5, 0.07, 0.07, palette.subject[2], 'detail'),
        d.e(lean + 0.07, -0.48, 0.07, 0.07, palette.subject[2], 'detail'),
      );
    return forms;
  }
  const trunk: [number, number][] = [
    [-0.11, 1],
    [-0.07, 0.15],
    [-0.3, -0.2],
    [-0.24, -0.24],
    [-0.02, -0.05],
    [0.18, -0.32],
    [0.24, -0.27],
    [0.07, 0.1],
    [0.11, 1],
  ];
  const forms: Form[] = [d.poly(trunk, bark, 'trunk')];
  const blobs = 7;
  for (let i = 0; i < blobs; i += 1) {
    const angle = (i / blobs) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const reach = i === blobs - 1 ? 0 : rng.range(0.28, 0.42);
    const r = rng.range(0.28, 0.4);
    forms.push(
      d.e(
        Math.cos(angle) * reach * 1.15,
        -0.42 + Math.sin(angle) * reach * 0.8,
        r,
        r * 0.92,
        mix(leaf, i % 2 ? lighten(leaf, 0.15) : darken(leaf, 0.12), 0.6),
        'leaf',
      ),
    );
  }
  if (detail) {
    for (let i = 0; i < 6; i += 1)
      forms.push(d.e(rng.range(-0.6, 0.6), rng.range(-0.75, -0.1), 0.045, 0.045, palette.accents[0], 'detail'));
  }
  return forms;
}

function building(d: Pen, palette: Palette, variant: SubjectVariant, rng: Random, detail: boolean, lightSide: number): Form[] {
  const [main, second, dark] = palette.subject;
  const windowColor = lighten(palette.accents[1], 0.3);
  const forms: Form[] = [];
  const windows = (u0: number, v0: number, u1: number, v1: number, cols: number, rows: number) => {
    if (!detail) return;
    const w = ((u1 - u0) / cols) * 0.45;
    const h = ((v1 - v0) / rows) * 0.5;
    for (let c = 0; c < cols; c += 1) {
      for (let r = 0; r < rows; r += 1) {
        const u = u0 + ((c + 0.5) * (u1 - u0)) / cols;
        const v = v0 + ((r + 0.5) * (v1 - v0)) / rows;
        forms.push(d.rect(u - w / 2, v - h / 2, u + w / 2, v + h / 2, rng.chance(0.75) ? windowColor : darken(dark, 0.2), 'window'));
      }
    }
  };
  if (variant === 'tower') {
    forms.push(d.rect(-0.8, 0.05, -0.3, 1, mix(second, main, 0.3), 'body'), d.rect(0.3, -0.25, 0.72, 1, mix(second, main, 0.5), 'body'));
    windows(-0.75, 0.12, -0.35, 0.92, 2, 4);
    windows(0.35, -0.18, 0.67, 0.92, 2, 5);
    forms.push(d.rect(-0.3, -0.7, 0.3, 1, main, 'body'));
    forms.push(
      d.poly(
        [
          [-0.34, -0.7],
          [0, -1.02],
          [0.34, -0.7],
        ],
        dark,
        'roof',
      ),
    );
    forms.push(d.rect(-0.3 * -lightSide, -0.7, 0, 1, darken(main, 0.18), 'detail'));
    windows(-0.24, -0.62, 0.24, 0.88, 3, 7);
    return forms;
  }
  if (variant === 'castle') {
    forms.push(
      d.rect(-0.78, -0.5, -0.46, 1, mix(main, second, 0.25), 'body'),
      d.rect(0.46, -0.5, 0.78, 1, mix(main, second, 0.25), 'body'),
    );
    forms.push(
      d.poly(
        [
          [-0.84, -0.5],
          [-0.62, -0.95],
          [-0.4, -0.5],
        ],
        dark,
        'roof',
      ),
      d.poly(
        [
          [0.4, -0.5],
          [0.62, -0.95],
          [0.84, -0.5],
        ],
        dark,
        'roof',
      ),
    );
    const wall: [number, number][] = [
      [-0.5, 1],
      [-0.5, -0.22],
    ];
    for (let i = 0; i < 5; i += 1) {
      const u = -0.5 + i * 0.2;
      wall.push([u + 0.1, -0.22], [u + 0.1, -0.3], [u + 0.2, -0.3], [u + 0.2, -0.22]);
    }
    wall.push([0.5, -0.22], [0.5, 1]);
    forms.push(d.poly(wall, main, 'body'));
    forms.push(
      d.poly(
        [
          [-0.16, 1],
          [-0.16, 0.55],
          [-0.1, 0.44],
          [0, 0.4],
          [0.1, 0.44],
          [0.16, 0.55],
          [0.16, 1],
        ],
        dark,
        'detail',
      ),
    );
    windows(-0.4, -0.12, 0.4, 0.3, 4, 1);
    windows(-0.72, -0.4, -0.52, 0.5, 1, 3);
    windows(0.52, -0.4, 0.72, 0.5, 1, 3);
    return forms;
  }
  // A house (also shops, cafés, studios): walls, pitched roof, door, windows and a chimney.
  forms.push(d.rect(0.3, -0.62, 0.42, -0.2, darken(dark, 0.1), 'body'));
  forms.push(d.rect(-0.62, -0.12, 0.62, 1, main, 'body'));
  forms.push(
    d.poly(
      [
        [-0.78, -0.08],
        [0, -0.72],
        [0.78, -0.08],
      ],
      dark,
      'roof',
    ),
  );
  forms.push(d.rect(-0.1, 0.45, 0.14, 1, darken(second, 0.35), 'detail'));
  windows(-0.55, 0.05, -0.15, 0.65, 2, 2);
  windows(0.2, 0.05, 0.55, 0.65, 2, 2);
  return forms;
}

function peak(d: Pen, palette: Palette, rng: Random, lightSide: number): Form[] {
  const rock = mix(palette.subject[0], palette.far, 0.45);
  const snowColor = lighten(palette.sky[2], 0.65);
  const ridge = (u0: number, apexU: number, apexV: number, u1: number, steps: number): [number, number][] => {
    const points: [number, number][] = [[u0, 1]];
    for (let i = 1; i < steps; i += 1)
      points.push([u0 + ((apexU - u0) * i) / steps, 1 + ((apexV - 1) * i) / steps + rng.range(-0.05, 0.05)]);
    points.push([apexU, apexV]);
    for (let i = 1; i < steps; i += 1)
      points.push([apexU + ((u1 - apexU) * i) / steps, apexV + ((1 - apexV) * i) / steps + rng.range(-0.05, 0.05)]);
    points.push([u1, 1]);
    return points;
  };
  const back = ridge(-1.3, -0.55, -0.45, 0.3, 4);
  const main = ridge(-1.1, 0.05, -0.98, 1.25, 5);
  const apex = main[5] as [number, number];
  const face: [number, number][] = [
    apex,
    [apex[0] - lightSide * 0.15, 0.2],
    [apex[0] - lightSide * 0.3, 1],
    [lightSide > 0 ? -1.1 : 1.25, 1],
  ];
  const cap: [number, number][] = [
    [apex[0] - 0.33, -0.5],
    apex,
    [apex[0] + 0.36, -0.48],
    [apex[0] + 0.2, -0.4],
    [apex[0] + 0.08, -0.52],
    [apex[0] - 0.05, -0.38],
    [apex[0] - 0.18, -0.5],
  ];
  return [
    d.poly(back, mix(rock, palette.far, 0.5), 'body'),
    d.poly(main, rock, 'body'),
    d.poly(face, darken(rock, 0.22), 'detail'),
    d.poly(cap, snowColor, 'snow'),
  ];
}

function orb(d: Pen, palette: Palette, rng: Random, detail: boolean): Form[] {
  const [main, second, dark] = palette.subject;
  const forms: Form[] = [d.e(0.82, -0.7, 0.16, 0.16, second, 'body'), d.e(0, 0.25, 0.75, 0.75, main, 'body')];
  if (detail) {
    forms.push(d.e(-0.05, 0.08, 0.62, 0.1, mix(main, second, 0.45), 'detail', -0.12));
    for (let i = 0; i < 5; i += 1) {
      const angle = rng.range(0, Math.PI * 2);
      const reach = rng.range(0.1, 0.48);
      const r = rng.range(0.05, 0.12);
      forms.push(d.e(Math.cos(angle) * reach, 0.25 + Math.sin(angle) * reach, r, r * 0.8, mix(main, dark, 0.35), 'detail'));
    }
  }
  return forms;
}

function flower(d: Pen, palette: Palette, rng: Random): Form[] {
  const [main, second, dark] = palette.subject;
  const stem = darken(palette.foliage, 0.15);
  const forms: Form[] = [
    d.poly(
      [
        [-0.035, 1],
        [-0.05, 0.4],
        [-0.02, -0.35],
        [0.03, -0.35],
        [0.0, 0.4],
        [0.035, 1],
      ],
      stem,
      'trunk',
      true,
    ),
    d.e(-0.24, 0.45, 0.24, 0.08, palette.foliage, 'leaf', -0.5),
    d.e(0.22, 0.62, 0.22, 0.075, palette.foliage, 'leaf', 0.45),
  ];
  const petals = 7 + rng.int(3);
  for (let i = 0; i < petals; i += 1) {
    const angle = (i / petals) * Math.PI * 2 + rng.range(-0.08, 0.08);
    forms.push(d.e(Math.cos(angle) * 0.3, -0.42 + Math.sin(angle) * 0.3, 0.28, 0.12, i % 2 ? main : lighten(main, 0.18), 'petal', angle));
  }
  forms.push(d.e(0, -0.42, 0.15, 0.15, second, 'body'), d.e(0.03, -0.4, 0.07, 0.07, mix(second, dark, 0.4), 'detail'));
  return forms;
}

export function buildSubject(
  kind: SubjectKind,
  variant: SubjectVariant,
  at: Placement,
  palette: Palette,
  rng: Random,
  detail = true,
): Form[] {
  const d = pen(at);
  switch (kind) {
    case 'creature':
      return creature(d, palette, variant, rng, detail);
    case 'tree':
      return tree(d, palette, variant, rng, detail);
    case 'building':
      return building(d, palette, variant, rng, detail, at.lightSide);
    case 'peak':
      return peak(d, palette, rng, at.lightSide);
    case 'orb':
      return orb(d, palette, rng, detail);
    case 'flower':
      return flower(d, palette, rng);
  }
}
