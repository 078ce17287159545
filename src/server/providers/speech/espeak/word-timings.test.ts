import type { EspeakEvent } from '@echogarden/espeak-ng-emscripten';
import { describe, expect, it } from 'vitest';
import { proportionalWords } from '../proportional-words';
import { wordsFromEvents } from './word-timings';

const word = (textPosition: number, ms: number): EspeakEvent => ({
  type: 'word',
  text_position: textPosition,
  word_length: 0,
  audio_position: ms,
});

describe('wordsFromEvents', () => {
  it('maps eSpeak word events (1-based character positions) onto the written words', () => {
    // As eSpeak reports 'it costs $3.50 déjà vu': '$3.50' is spoken as four words, 'déjà vu' as one.
    const sentence = 'it costs $3.50 déjà vu';
    const events: EspeakEvent[] = [
      word(1, 0),
      word(4, 155),
      word(10, 584),
      word(11, 867),
      word(12, 1094),
      word(12, 1411),
      word(16, 2036),
      { type: 'end', text_position: 23, word_length: 0, audio_position: 2600 },
    ];
    expect(wordsFromEvents(sentence, events, 1000, 2800)).toEqual([
      { text: 'it', startMs: 1000, endMs: 1155 },
      { text: 'costs', startMs: 1155, endMs: 1584 },
      { text: '$3.50', startMs: 1584, endMs: 3036 },
      { text: 'déjà vu', startMs: 3036, endMs: 3600 },
    ]);
  });

  it('gives undefined without word events, and proportional words then', () => {
    expect(wordsFromEvents('two words', [], 0, 1000)).toBeUndefined();
    expect(proportionalWords('ab abcd', 0, 800)).toEqual([
      { text: 'ab', startMs: 0, endMs: 300 },
      { text: 'abcd', startMs: 300, endMs: 800 },
    ]);
  });
});
