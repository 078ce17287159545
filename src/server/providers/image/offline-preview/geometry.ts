/**
 * Point lists and their SVG path data; recursive midpoint displacement frays an outline the way a
 * watercolour wash bleeds.
 */
import type { Random } from './random';

export type Pt = readonly [number, number];

/** One decimal is below a pixel and keeps the SVG text small. */
export const n1 = (value: number): string => String(Math.round(value * 10) / 10);

export function polygonPath(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}Z`;
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
