import { describe, expect, it } from 'vitest';
import { normaliseWords, readMotifs } from './prompt-motifs';

describe('prompt motifs', () => {
  it('normalises words: case, punctuation and accents go', () => {
    expect(normaliseWords('  Café, CAT!  naïve—dog ')).toEqual(['cafe', 'cat', 'naive', 'dog']);
  });

  it('finds the subject the prompt names first', () => {
    expect(readMotifs('A golden retriever puppy playing in autumn leaves', 0)).toMatchObject({
      subject: 'creature',
      variant: 'round',
      forest: true,
    });
    expect(readMotifs('A futuristic city skyline at dusk', 0)).toMatchObject({
      subject: 'building',
      variant: 'tower',
      city: true,
      night: true,
    });
    expect(readMotifs('A mountain lake at sunrise with mist over the water', 0)).toMatchObject({
      subject: 'peak',
      water: true,
      mountains: true,
    });
    expect(readMotifs('A bunny in a flower meadow', 0)).toMatchObject({ subject: 'creature', variant: 'long', flowers: true });
    expect(readMotifs('A robot barista', 0)).toMatchObject({ subject: 'creature', variant: 'robot' });
  });

  it('lets the hash pick a subject when no word names one, the same way every time', () => {
    const first = readMotifs('an abstract idea of happiness', 12345);
    expect(readMotifs('an abstract idea of happiness', 12345)).toEqual(first);
    const subjects = new Set([0, 1, 2, 3, 4, 5].map((hash) => readMotifs('an abstract idea', hash).subject));
    expect(subjects.size).toBe(6);
  });
});
