import { describe, expect, it } from 'vitest';
import { opentype } from './on-first-use';
import { loadTextFaces, primaryFace, svgPathData } from './font-stack';

describe('font stack', () => {
  it('draws Latin in Anton and picks a bold Noto face by script for what Anton lacks', async () => {
    const faces = await loadTextFaces('Aé Ж Ω 東 の 한');
    const family = (character: string) => faces.faceFor(character)?.family;
    expect(['A', 'é', ' '].map(family)).toEqual(['Anton', 'Anton', 'Anton']);
    expect(family('Ж')).toBe('Noto Sans ExtraBold');
    expect(family('Ω')).toBe('Noto Sans ExtraBold');
    expect(family('の')).toBe('Noto Sans JP');
    expect(family('한')).toBe('Noto Sans KR');
  });

  it('sets Han in Chinese forms, and in Japanese ones when the text has kana', async () => {
    expect((await loadTextFaces('東京')).faceFor('東')?.family).toBe('Noto Sans SC');
    expect((await loadTextFaces('東京の夜')).faceFor('東')?.family).toBe('Noto Sans JP');
  });

  it('reads only the subsets a text needs, each as TrueType with its own file name', async () => {
    const faces = await loadTextFaces('Привет 你好');
    const used = faces.used('Привет 你好');
    expect(used[0]).toBe(primaryFace());
    // Anton's Latin, Noto Sans' Cyrillic and the numbered SC subsets holding 你 and 好: a few of SC's hundred.
    expect(used.map((face) => face.fileName)).toEqual(
      expect.arrayContaining(['anton-latin-400-normal.ttf', 'noto-sans-cyrillic-800-normal.ttf']),
    );
    const chinese = used.filter((face) => face.family === 'Noto Sans SC');
    expect(chinese.length).toBeGreaterThanOrEqual(1);
    expect(chinese.length).toBeLessThanOrEqual(2);
    for (const face of chinese) expect(face.fileName).toMatch(/^noto-sans-sc-\d+-700-normal\.ttf$/);
    for (const face of used) expect(face.sfnt.readUInt32BE(0)).toBe(0x00010000);
  });

  it('leaves out scripts it cannot shape and symbols no face has, and strips accents a face lacks', async () => {
    const faces = await loadTextFaces('Hi مرحبا שלום नमस्ते สวัสดี 🚀 ✓');
    expect(faces.drawable('Hi مرحبا שלום नमस्ते สวัสดี 🚀 ✓').replace(/\s+/gu, ' ').trim()).toBe('Hi नमस्ते');
    // A joiner is kept inside Devanagari, where it chooses half forms, and dropped in an emoji sequence.
    const joined = 'क्\u200dष 👨\u200d👩 नमस्ते';
    expect((await loadTextFaces(joined)).drawable(joined)).toBe('क्\u200dष  नमस्ते');
    // Where the text will not be shaped (a renderer without a shaper), Devanagari is left out too.
    expect((await loadTextFaces('Hi नमस्ते', { shaping: false })).drawable('Hi नमस्ते').trim()).toBe('Hi');
    // Cyrillic with a combining breve Noto Sans draws as a composed letter; a Latin letter no face has loses its mark.
    expect(faces.drawable('й')).toBe('й');
    expect(faces.drawable('ǹ')).toBe('ǹ');
    expect(faces.drawable('x\u0353')).toBe('x');
  });

  it('sizes Noto Sans so its capitals are as tall as Anton’s beside it, and leaves CJK at Anton’s em', async () => {
    const faces = await loadTextFaces('HЖ東');
    const capPx = (character: string) => {
      const face = faces.faceFor(character)!;
      return (face.font.charToGlyph(character).getBoundingBox().y2 / face.font.unitsPerEm) * face.scale;
    };
    expect(capPx('Ж') / capPx('H')).toBeCloseTo(1, 1);
    expect(faces.faceFor('東')!.scale).toBe(1);
  });

  it('shapes Devanagari: conjuncts as one glyph, the short i before the consonant it follows, widths as shaped', async () => {
    const word = 'क्षत्रिय';
    const faces = await loadTextFaces(word);
    const [run, ...rest] = faces.runs(word);
    expect(rest).toEqual([]);
    expect(run!.face.family).toBe('Noto Sans ExtraBold');
    expect(run!.face.fileName).toBe('noto-sans-devanagari-800-normal.ttf');
    // Shaped (text-shaping.test.ts), it is four glyphs 2,395 units wide; set character by character it
    // would be eight, 3,534 units wide, with the conjuncts come apart.
    const { font } = run!.face;
    expect(faces.width(run!)).toBe(2395);
    expect([...word].reduce((sum, character) => sum + (font.charToGlyph(character).advanceWidth ?? 0), 0)).toBe(3534);
    // Drawn, the outline is the four shaped glyphs' (one contour or more each), not the eight characters'.
    const glyphPaths = ['uni0915094D0937', 'uni093F.04', 'uni0924094D0930', 'uni092F'].map((name) =>
      font.glyphs.get(font.glyphNames.nameToGlyphIndex(name)),
    );
    const contours = (path: string) => path.split('M').length - 1;
    expect(contours(faces.path(run!, 0, 100, 100))).toBe(
      glyphPaths.reduce((sum, glyph) => sum + contours(glyph.getPath(0, 0, 100).toPathData(1)), 0),
    );
  });

  it('places marks at the shaper’s offsets and measures the ink above and below the baseline', async () => {
    const faces = await loadTextFaces('कुँ हुआ');
    const right = (text: string) => {
      const numbers = [...faces.path(faces.runs(text)[0]!, 0, 0, 1000).matchAll(/-?\d+(?:\.\d+)?/gu)].map((match) => Number(match[0]));
      return Math.max(...numbers.filter((_, index) => index % 2 === 0));
    };
    // In कुँ the vowel sign ु and the candrabindu ँ go under and over क, moved back from the pen by
    // the shaper: they stay within क's own ink (863 units); left at the pen they would reach 897.
    expect(right('कुँ')).toBeLessThanOrEqual(right('क') + 1);
    // ु hangs under the baseline (हुआ's 0.37 em), nothing reaches above 0.9 em; ँ sits high over क.
    const ink = faces.ink(faces.runs('हुआ')[0]!);
    expect(ink.bottom / 1000).toBeLessThan(-0.3);
    expect(ink.top / 1000).toBeLessThan(0.9);
    expect(faces.ink(faces.runs('कुँ')[0]!).top).toBeGreaterThan(700);
  });

  it('writes outlines as SVG path data to a tenth of a pixel, a coordinate a hair above a whole number included', async () => {
    const path = new (opentype().Path)();
    path.moveTo(43.00000000000001, 10.04);
    path.quadraticCurveTo(-0.04, 5.55, 84.80000000000001, -3.25);
    path.close();
    expect(svgPathData(path)).toBe('M43 10Q0 5.6 84.8 -3.2Z');
    // A shaped word whose vowel sign sits at an offset from the pen: every coordinate a number.
    const faces = await loadTextFaces('कैसे बालकनी');
    for (const run of faces.runs('कैसे बालकनी')) expect(faces.path(run, 0, 100, 100)).not.toMatch(/NaN|undefined/u);
  });
});
