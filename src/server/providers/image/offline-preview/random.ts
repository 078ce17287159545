/**
 * Seeded randomness for the renderer. Every part of the picture draws from its own named stream,
 * so switching a control that adds or removes elements (stars at night, extra strokes in hd)
 * never reshuffles the rest of the layout.
 */
import { createRng, hashString, type Rng } from '../../../lib/seeded-random';

export interface Random extends Rng {
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** A roughly normal value with mean 0 and standard deviation 1 (sum of uniforms: cheap, bounded). */
  gauss(): number;
  /** -1 or 1. */
  sign(): number;
}

export function random(seed: number): Random {
  const rng = createRng(seed);
  return {
    ...rng,
    range: (min, max) => min + rng.next() * (max - min),
    gauss: () => (rng.next() + rng.next() + rng.next() + rng.next() - 2) * 1.732,
    sign: () => (rng.next() < 0.5 ? -1 : 1),
  };
}

/** A factory of independent named streams under one key (prompt words + seed). */
export type Streams = (name: string) => Random;

export function streams(key: string): Streams {
  return (name) => random(hashString(`${key}\u241f${name}`));
}

export { hashString };
