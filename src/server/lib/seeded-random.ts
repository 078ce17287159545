/**
 * A small seeded random source shared by the offline engines (the writer, the image renderer) and
 * the benchmarks: the same input and seed always give the same result, and any change to them
 * gives another.
 */

/** cyrb53-style string hash folded to 32 bits (stable across platforms, no crypto needed). */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32: a 32-bit generator with a full 2^32 period; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

/** A random source for one draft: every part of the input changes the phrasing. */
export function rngForInput(parts: readonly (string | number | undefined)[]): Rng {
  return createRng(hashString(parts.map((part) => String(part ?? '')).join('\u241f')));
}

/**
 * Draws items in a shuffled order without repeats; once every item has been used the pile is
 * reshuffled, never starting with the item drawn last.
 */
export class Deck<T> {
  private pile: T[] = [];
  private last: T | undefined;
  private drawn = 0;

  constructor(
    private readonly items: readonly T[],
    private readonly rng: Rng,
  ) {
    if (items.length === 0) throw new Error('a deck needs at least one item');
  }

  /** True until every item has been drawn once. */
  get fresh(): boolean {
    return this.drawn < this.items.length;
  }

  draw(): T {
    if (this.pile.length === 0) {
      this.pile = this.rng.shuffle(this.items);
      if (this.pile.length > 1 && this.pile[this.pile.length - 1] === this.last) this.pile.reverse();
    }
    const item = this.pile.pop() as T;
    this.last = item;
    this.drawn += 1;
    return item;
  }
}
