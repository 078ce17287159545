/**
 * Shapes as point lists and their SVG path data. Organic forms are drawn as smooth curves through
 * their points (Catmull-Rom), so painters can also jitter or deform the points (watercolour,
 * pencil) and still get natural outlines.
 */
import type { Random } from './random';

export type Pt = readonly [number, number];

/** One decimal is below a pixel and keeps the SVG text small. */
export const n1 = (value: number): string => String(Math.round(value * 10) / 10);

export function ellipsePoints(cx: number, cy: number, rx: number, ry: number, rotation = 0, count = 18): Pt[] {
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  const points: Pt[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const x = Math.cos(a) * rx;
    const y = Math.sin(a) * ry;
    points.push([cx + x * cos - y * sin, cy + x * sin + y * cos]);
  }
  return points;
}

export function polygonPath(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}Z`;
}

/** A smooth curve through the points (closed: back to the first point). */
export function smoothPath(points: readonly Pt[], closed = true): string {
  const count = points.length;
  if (count < 3) return polygonPath(points);
  const at = (i: number): Pt => {
    if (closed) return points[((i % count) + count) % count] as Pt;
    return points[Math.max(0, Math.min(count - 1, i))] as Pt;
  };
  let d = `M${n1(at(0)[0])} ${n1(at(0)[1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i += 1) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${n1(x1 + (x2 - x0) / 6)} ${n1(y1 + (y2 - y0) / 6)} ${n1(x2 - (x3 - x1) / 6)} ${n1(y2 - (y3 - y1) / 6)} ${n1(x2)} ${n1(y2)}`;
  }
  return closed ? `${d}Z` : d;
}

/**
 * Recursive midpoint displacement: each edge is split and its midpoint pushed out by a random
 * share of the edge's length. The watercolour technique stacks many such variants of one shape.
 */
export function deform(points: readonly Pt[], rng: Random, amount: number, depth: number): Pt[] {
  let current = [...points];
  for (let level = 0; level < depth; level += 1) {
    const next: Pt[] = [];
    for (let i = 0; i < current.length; i += 1) {
      const [x1, y1] = current[i] as Pt;
      const [x2, y2] = current[(i + 1) % current.length] as Pt;
      next.push([x1, y1]);
      const length = Math.hypot(x2 - x1, y2 - y1);
      const push = rng.gauss() * amount * length;
      // Push along the edge's normal so the outline frays rather than folds.
      const nx = length > 0 ? (y2 - y1) / length : 0;
      const ny = length > 0 ? -(x2 - x1) / length : 0;
      next.push([(x1 + x2) / 2 + nx * push, (y1 + y2) / 2 + ny * push]);
    }
    current = next;
  }
  return current;
}

/** Moves every point by up to `amount` pixels: a hand-drawn wobble. */
export function jitter(points: readonly Pt[], rng: Random, amount: number): Pt[] {
  return points.map(([x, y]) => [x + rng.range(-amount, amount), y + rng.range(-amount, amount)] as Pt);
}

/** Scales points about a centre. */
export function scalePoints(points: readonly Pt[], [cx, cy]: Pt, factor: number): Pt[] {
  return points.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor] as Pt);
}

export function translatePoints(points: readonly Pt[], dx: number, dy: number): Pt[] {
  return points.map(([x, y]) => [x + dx, y + dy] as Pt);
}
