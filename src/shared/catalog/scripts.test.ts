import { describe, expect, it } from 'vitest';
import { countSpokenWords } from './scripts';

describe('countSpokenWords', () => {
  it('counts the spoken runs between spaces, not the directions in brackets or lone punctuation', () => {
    expect(countSpokenWords("[HOOK]\nDon't skip the well-known step — it's 2 minutes. [B-ROLL: kneading]")).toBe(8);
  });

  it('counts the words of Chinese and Japanese, which put no spaces between them', () => {
    // 我们 / 今天 / 做 / 面包 — not one run of seven characters.
    expect(countSpokenWords('我们今天做面包。')).toBeGreaterThanOrEqual(4);
    expect(countSpokenWords('我们今天做面包。')).toBeLessThanOrEqual(6);
    // 東京 / の / 夜 / は / 静か / です
    expect(countSpokenWords('東京の夜は静かです。')).toBeGreaterThanOrEqual(5);
    // Mixed with English in one line, each part counted its own way.
    expect(countSpokenWords('[INTRO] Hello 世界 from Tokyo')).toBe(countSpokenWords('世界') + 3);
  });
});
