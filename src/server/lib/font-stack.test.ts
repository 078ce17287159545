import { describe, expect, it } from 'vitest';
import { loadTextFaces, primaryFace, textFaces } from './font-stack';

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

  it('leaves out scripts that need shaping and symbols no face has, and strips accents a face lacks', () => {
    const faces = textFaces('');
    expect(faces.drawable('Hi مرحبا שלום नमस्ते สวัสดี 🚀 ✓').trim()).toBe('Hi');
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
});
