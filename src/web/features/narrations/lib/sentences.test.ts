import { describe, expect, it } from 'vitest';
import type { NarrationWord } from '@shared/contracts/narrations';
import { makeWords, NARRATION_SCRIPT } from '@/test/narration-fixtures';
import { readableScript, sentencesOf, sentenceText, wordAt } from './sentences';

const words = (texts: string[]): NarrationWord[] => texts.map((text, index) => ({ text, start: index, end: index + 0.5, aligned: true }));

describe('sentencesOf', () => {
  it('ends a sentence at . ! ? … (with a closing quote or bracket after) and at the last word', () => {
    const take = words(['He', 'said', '“stop.”', 'Then', 'left!', 'Why?', 'Wait…', 'and', 'then', 'more']);
    expect(sentencesOf(take).map((sentence) => sentenceText(take, sentence))).toEqual([
      'He said “stop.”',
      'Then left!',
      'Why?',
      'Wait…',
      'and then more',
    ]);
  });

  it('ends a sentence at the end of each line of the script, cues left out', () => {
    const take = makeWords();
    expect(sentencesOf(take, NARRATION_SCRIPT).map((sentence) => sentenceText(take, sentence))).toEqual([
      'Grow tomatoes',
      'Ever wondered how to grow tomatoes on a balcony?',
      'Start small.',
      'It works!',
    ]);
    // Without the script the heading runs into the next sentence.
    expect(sentencesOf(take)).toHaveLength(3);
  });

  it('finds the words through Markdown and list marks', () => {
    const take = words(['Why', 'it', 'matters', 'Water', 'daily', 'Feed', 'weekly']);
    const script = '## Why it **matters**\n- Water daily\n- Feed weekly';
    expect(sentencesOf(take, script).map((sentence) => sentenceText(take, sentence))).toEqual([
      'Why it matters',
      'Water daily',
      'Feed weekly',
    ]);
  });
});

describe('wordAt', () => {
  it('is the last word said that has started, skipping words not said', () => {
    const take = makeWords((index) => index !== 2);
    expect(wordAt(take, -1)).toBe(-1);
    expect(wordAt(take, 0.1)).toBe(0);
    expect(wordAt(take, 0.85)).toBe(1); // word 2 is not said: the word before stays
    expect(wordAt(take, 1.25)).toBe(3);
    expect(wordAt(take, 99)).toBe(14);
  });
});

describe('readableScript', () => {
  it('leaves out production cues', () => {
    expect(readableScript('[HOOK]\nHello there.\n[B-ROLL: a city]\nBye.')).toBe('Hello there.\n\nBye.');
  });
});
