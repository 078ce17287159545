import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildWordSenses } from '../../../../scripts/build-word-senses.mjs';
import { means } from './word-senses';

describe('word senses', () => {
  it('is what scripts/build-word-senses.mjs makes of the installed WordNet', async () => {
    const kept = JSON.parse(await readFile(new URL('./word-senses.json', import.meta.url), 'utf8')) as unknown;
    expect(kept).toEqual(await buildWordSenses());
  });

  it('knows a dish and a place by meaning, and not a tool or a pet', () => {
    for (const noun of ['chicken', 'apple pie', 'curry', 'sourdough bread', 'Taco']) expect(means(noun, 'food'), noun).toBe(true);
    expect(means('Lisbon', 'place')).toBe(true);
    expect(means('knife', 'food')).toBe(false);
    // A dog is a hot dog only in its fifth sense: too rare to decide a request.
    expect(means('dog', 'food')).toBe(false);
  });
});
