import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { opentype } from './on-first-use';
import { loadShaper } from './text-shaping';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const sfnt = woffToSfnt(readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-devanagari-800-normal.woff')));
const font = opentype().parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer);
const names = (glyphs: Array<{ glyphIndex: number }>) => glyphs.map((glyph) => font.glyphs.get(glyph.glyphIndex).name);

describe('text shaping', () => {
  it('forms Devanagari conjuncts and moves the short i before the consonant cluster it follows', async () => {
    const shaper = await loadShaper();
    // क्ष (ka, virama, ssa) and त्र (ta, virama, ra) are conjuncts; ि is typed after त्र and drawn before it.
    const glyphs = shaper.shape(sfnt, 'क्षत्रिय');
    expect(names(glyphs)).toEqual(['uni0915094D0937', 'uni093F.04', 'uni0924094D0930', 'uni092F']);
    expect(glyphs.reduce((sum, glyph) => sum + glyph.advance, 0)).toBe(2395);
    // The half form of स in नमस्ते, and the vowel sign े placed on त with no advance of its own.
    const namaste = shaper.shape(sfnt, 'नमस्ते');
    expect(names(namaste)).toEqual(['uni0928', 'uni092E', 'uni0938094D', 'uni0924', 'uni0947']);
    expect(namaste.at(-1)!.advance).toBe(0);
  });

  it('answers the same glyphs run after run (one buffer is reused)', async () => {
    const shaper = await loadShaper();
    const first = shaper.shape(sfnt, 'हिन्दी');
    shaper.shape(sfnt, 'नमस्ते दुनिया');
    expect(shaper.shape(sfnt, 'हिन्दी')).toEqual(first);
  });
});
