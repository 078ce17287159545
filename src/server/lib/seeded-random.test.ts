import { describe, expect, it } from 'vitest';
import { createRng, Deck, hashString, mulberry32, rngForInput } from './seeded-random';

describe('seeded random source', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const c = mulberry32(2);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('hashes strings stably', () => {
    expect(hashString('how to start a podcast')).toBe(hashString('how to start a podcast'));
    expect(hashString('a')).not.toBe(hashString('b'));
    expect(Number.isInteger(hashString(''))).toBe(true);
  });

  it('derives the draft seed from every part of the input', () => {
    const parts = ['topic', '1-3 minutes', 'Casual', undefined, 0] as const;
    const base = rngForInput(parts).next();
    expect(rngForInput(parts).next()).toBe(base);
    expect(rngForInput(['topic', '1-3 minutes', 'Casual', 'vlog', 0]).next()).not.toBe(base);
    expect(rngForInput(['topic', '1-3 minutes', 'Casual', undefined, 1]).next()).not.toBe(base);
  });

  it('deals every card once before reshuffling, never repeating across the seam', () => {
    const deck = new Deck(['a', 'b', 'c', 'd'], createRng(7));
    const round = [deck.draw(), deck.draw(), deck.draw(), deck.draw()];
    expect([...round].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(deck.fresh).toBe(false);
    expect(deck.draw()).not.toBe(round[3]);
  });
});
