import { describe, expect, it } from 'vitest';
import { splitIntoPieces } from './pieces';

describe('pieces for streaming', () => {
  it('joins back to the text exactly, keeping line breaks and spacing', () => {
    const text = '## Heading\n\n- **Label:** some words here\n  - nested   item\n\n> quote line\n';
    expect(splitIntoPieces(text).join('')).toBe(text);
    expect(splitIntoPieces('  leading space').join('')).toBe('  leading space');
    expect(splitIntoPieces('')).toEqual([]);
  });

  it('keeps every piece to at most four words and never crosses a line break', () => {
    const text = Array.from({ length: 40 }, (_, i) => `line ${i} has a few words in it`).join('\n');
    for (const piece of splitIntoPieces(text)) {
      expect(piece.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
      expect(piece.trimEnd()).not.toContain('\n');
    }
  });
});
