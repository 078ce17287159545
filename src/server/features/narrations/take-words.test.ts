import { describe, expect, it } from 'vitest';
import { sentencesOf, withoutSentences, type TakeWord } from './take-words';

const words = (text: string): TakeWord[] =>
  text.split(' ').map((word, index) => ({ text: word, startMs: index * 100, endMs: index * 100 + 90, aligned: true }));

describe('a take’s sentences', () => {
  it('end at a full stop, a question or an exclamation, or where the engine marked a line’s end', () => {
    const take = words('Sourdough at home Bread needs salt. Why? Bake it!');
    take[2]!.endsSentence = true;
    expect(sentencesOf(take)).toEqual([
      { first: 0, last: 2 },
      { first: 3, last: 5 },
      { first: 6, last: 6 },
      { first: 7, last: 8 },
    ]);
  });
});

describe('the script without the sentences a take left out', () => {
  const script = [
    '# Sourdough at home',
    '[HOOK]',
    'Bread needs only flour, water and salt. Feed the **starter** the night before.',
    'Bake it hot.',
    '',
    'Let it cool.',
  ].join('\n');

  it('removes a sentence inside a paragraph, with its spaces, whatever Markdown is in it', () => {
    const result = withoutSentences(script, [['Feed', 'the', 'starter', 'the', 'night', 'before.']]);
    expect(result.removed).toBe(1);
    expect(result.content).toBe(
      ['# Sourdough at home', '[HOOK]', 'Bread needs only flour, water and salt.', 'Bake it hot.', '', 'Let it cool.'].join('\n'),
    );
  });

  it('removes a sentence that was its own line with the line, and finds sentences in order', () => {
    const result = withoutSentences(script, [
      ['Bake', 'it', 'hot.'],
      ['Let', 'it', 'cool.'],
    ]);
    expect(result).toEqual({
      removed: 2,
      content: [
        '# Sourdough at home',
        '[HOOK]',
        'Bread needs only flour, water and salt. Feed the **starter** the night before.',
        '',
        '',
      ].join('\n'),
    });
  });

  it('leaves the script alone where a sentence cannot be found', () => {
    expect(withoutSentences(script, [['Never', 'said', 'here.']])).toEqual({ removed: 0, content: script });
  });
});
