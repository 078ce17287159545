/**
 * The scene's building block: a filled outline with a colour and a role. Painters decide how a
 * form looks (wash, strokes, cel shading, sphere shading …); roles let them treat eyes, windows,
 * snow or clouds specially.
 */
import { ellipsePoints, type Pt } from './geometry';

export type FormRole =
  | 'body'
  | 'detail'
  | 'eye'
  | 'pupil'
  | 'glint'
  | 'window'
  | 'trunk'
  | 'snow'
  | 'leaf'
  | 'petal'
  | 'roof'
  | 'cloud'
  | 'ridge'
  | 'ground'
  | 'water'
  | 'patch'
  | 'road';

export interface Form {
  points: Pt[];
  /** Curved (organic) or straight-edged (buildings, peaks). */
  smooth: boolean;
  color: string;
  /** Large areas (ground, water) fade to this colour at their bottom edge. */
  gradientTo?: string;
  role: FormRole;
  /** Bounding ellipse: centre and radii, for gradients and sphere shading. */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Present on true ellipses, so painters can emit <ellipse> directly. */
  rotation?: number;
}

export function ellipseForm(cx: number, cy: number, rx: number, ry: number, color: string, role: FormRole, rotation = 0): Form {
  return { points: ellipsePoints(cx, cy, rx, ry, rotation), smooth: true, color, role, cx, cy, rx, ry, rotation };
}

export function polyForm(points: Pt[], color: string, role: FormRole, smooth = false): Form {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { points, smooth, color, role, cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, rx: (x1 - x0) / 2, ry: (y1 - y0) / 2 };
}

export function rectForm(x0: number, y0: number, x1: number, y1: number, color: string, role: FormRole): Form {
  return polyForm(
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    color,
    role,
  );
}

/** Roles that belong to a thing's surface volume (sphere-shaded, cel-shaded) rather than flat marks on it. */
export function isVolume(form: Form): boolean {
  return (
    form.role === 'body' ||
    form.role === 'trunk' ||
    form.role === 'leaf' ||
    form.role === 'petal' ||
    form.role === 'roof' ||
    form.role === 'cloud'
  );
}
