import { describe, expect, it } from 'vitest';
import { VOICEOVER_MAX_CHARS } from '@shared/catalog/scripts';
import { speechParts } from './voiceover-service';

describe('speechParts', () => {
  it('keeps a text within one request whole, line breaks included', () => {
    expect(speechParts('Build a desk lamp\nWant a lamp that looks great?')).toEqual(['Build a desk lamp\nWant a lamp that looks great?']);
  });

  it('cuts a long script between lines, and a line too long for one request between sentences, losing no word', () => {
    const paragraph = Array.from({ length: 40 }, (_, index) => `Line ${index} says something short.`).join(' ');
    const runOn = Array.from({ length: 300 }, (_, index) => `Sentence ${index} runs on.`).join(' ');
    const text = [paragraph, 'A heading', runOn, paragraph].join('\n');
    const parts = speechParts(text);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(VOICEOVER_MAX_CHARS);
    expect(parts.join(' ').split(/\s+/)).toEqual(text.split(/\s+/));
    expect(parts.some((part) => part.includes(`${paragraph}\nA heading`))).toBe(true);
  });
});
