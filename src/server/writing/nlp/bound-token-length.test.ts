import { describe, expect, it } from 'vitest';
import { boundTokenLength, MAX_TOKEN_LENGTH } from './bound-token-length';

const longestRun = (text: string) => Math.max(0, ...(text.match(/\S+/gu) ?? []).map((run) => [...run].length));

describe('boundTokenLength', () => {
  it('leaves ordinary text exactly as it is', () => {
    const text = 'How to start a podcast:\n\n  state-of-the-art mics, https://example.com/a/b?c=d — and “quotes”.\t😀';
    expect(boundTokenLength(text)).toBe(text);
    const limit = 'x'.repeat(MAX_TOKEN_LENGTH);
    expect(boundTokenLength(`${limit} ${limit}`)).toBe(`${limit} ${limit}`);
  });

  it('cuts a longer run into pieces of at most MAX_TOKEN_LENGTH characters, keeping every character', () => {
    const attack = 'ab-'.repeat(33_000);
    const bounded = boundTokenLength(attack);
    expect(longestRun(bounded)).toBe(MAX_TOKEN_LENGTH);
    expect(bounded.replaceAll(' ', '')).toBe(attack);
    expect(boundTokenLength(`Intro ${'y'.repeat(MAX_TOKEN_LENGTH + 1)} outro`)).toBe(`Intro ${'y'.repeat(MAX_TOKEN_LENGTH)} y outro`);
  });

  it('counts in code points, never splitting a surrogate pair', () => {
    // The leading 'a' puts every cut made by UTF-16 units in the middle of a pair.
    const emoji = `a${'😀'.repeat(MAX_TOKEN_LENGTH * 2 + 1)}`;
    const pieces = boundTokenLength(emoji).split(' ');
    expect(pieces.map((piece) => [...piece].length)).toEqual([MAX_TOKEN_LENGTH, MAX_TOKEN_LENGTH, 2]);
    // A lone half of a pair would be a surrogate code point of its own.
    expect(pieces.some((piece) => /\p{Cs}/u.test(piece))).toBe(false);
  });

  it('cuts runs separated only by characters that are not spaces (zero-width, punctuation, marks)', () => {
    for (const unit of ['a\u200b', '!?', 'a\u0301', '漢。', 'a/']) {
      expect(longestRun(boundTokenLength(unit.repeat(5_000)))).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
    }
  });

  it('keeps line breaks and the spaces between words where they were', () => {
    const text = `${'z'.repeat(250)}\n\nNext paragraph\tends here.`;
    expect(boundTokenLength(text)).toBe(`${'z'.repeat(100)} ${'z'.repeat(100)} ${'z'.repeat(50)}\n\nNext paragraph\tends here.`);
  });
});
