import { describe, expect, it } from 'vitest';
import { shortBatchProblems } from '@shared/contracts/shorts';
import {
  clipProblem,
  clockTenths,
  cropBox,
  cutWords,
  fillerWords,
  findPhrase,
  keptSeconds,
  nudge,
  restoreWords,
  snapToSelection,
  wordsBetween,
  type ClipEdit,
} from './clip-edits';

/** Words a second apart, each 0.8 s long, from 0 s. */
const said = (text: string) => text.split(' ').map((word, index) => ({ text: word, start: index, end: index + 0.8 }));
const clip = (overrides: Partial<ClipEdit> = {}): ClipEdit => ({ start: 0, end: 30, cuts: [], focus: null, title: '', ...overrides });

describe('clip edits', () => {
  it('snaps in and out to the selected words and nudges them by a tenth, inside the source and never past each other', () => {
    const words = said('one two three four five');
    expect(snapToSelection(clip(), words, new Set([3, 1]))).toMatchObject({ start: 1, end: 3.8 });
    expect(snapToSelection(clip(), words, new Set())).toEqual(clip());
    expect(nudge(clip({ start: 1 }), 'start', -0.1, 30).start).toBe(0.9);
    expect(nudge(clip({ start: 0.05 }), 'start', -0.1, 30).start).toBe(0);
    expect(nudge(clip({ end: 29.95 }), 'end', 0.1, 30).end).toBe(30);
    expect(nudge(clip({ start: 5, end: 5.1 }), 'end', -0.1, 30).end).toBe(5.1);
    expect(nudge(clip({ start: 5, end: 5.1 }), 'start', 0.1, 30).start).toBe(5);
    // At the source's end and start, a nudge never leaves the source.
    expect(nudge(clip({ start: 99.97, end: 100 }), 'end', -0.1, 100).end).toBe(100);
    expect(nudge(clip({ start: 0, end: 0.05 }), 'start', 0.1, 30).start).toBe(0);
  });

  it('cuts the selected words as runs, joins cuts with no word between them, and puts back the words restored', () => {
    const words = said('a b c d e f');
    const cut = cutWords(clip(), words, new Set([1, 2, 4]));
    expect(cut.cuts).toEqual([
      { start: 1, end: 2.8 },
      { start: 4, end: 4.8 },
    ]);
    expect(cutWords(cut, words, new Set([3])).cuts).toEqual([{ start: 1, end: 4.8 }]);
    // The pause before a restored word stays cut with the word before it.
    expect(restoreWords(cut, words, new Set([2])).cuts).toEqual([
      { start: 1, end: 2 },
      { start: 4, end: 4.8 },
    ]);
    expect(keptSeconds(clip({ start: 0, end: 6, cuts: cut.cuts }))).toBeCloseTo(6 - 1.8 - 0.8, 6);
  });

  it('never joins two cuts across a long stretch without words', () => {
    // "um" at 0.5 s, 14 s of picture with nobody speaking, "uh" at 15 s.
    const words = [
      { text: 'so', start: 0, end: 0.4 },
      { text: 'um,', start: 0.5, end: 0.8 },
      { text: 'uh,', start: 15, end: 15.3 },
      { text: 'right', start: 15.4, end: 15.8 },
    ];
    expect(cutWords(clip({ end: 16 }), words, new Set([1, 2])).cuts).toEqual([
      { start: 0.5, end: 0.8 },
      { start: 15, end: 15.3 },
    ]);
  });

  it('finds fillers inside the clip: um and uh, and “you know” set apart by commas, not “do you know”', () => {
    const words = said('So, um, you know, it rises. Do you know why? Uh, yes. You know the answer. um');
    const fillers = fillerWords(words, clip({ end: 16 }));
    expect([...fillers].map((index) => words[index]!.text)).toEqual(['um,', 'you', 'know,', 'Uh,']);
    // Words of other languages that sound like fillers stay, unless set apart.
    const german = said('Er kommt um acht Uhr, um zu helfen.');
    expect(fillerWords(german, clip({ end: 10 })).size).toBe(0);
    // Automatic captions have no punctuation: there, um and uh are fillers wherever they are.
    const automatic = said('so um why do loaves fail uh because');
    expect([...fillerWords(automatic, clip({ end: 10 }))].map((index) => automatic[index]!.text)).toEqual(['um', 'uh']);
    // Once cut, they are not offered again.
    expect([...fillerWords(words, cutWords(clip({ end: 12 }), words, fillers))]).toEqual([]);
  });

  it('says what stops a clip from rendering, as the server does', () => {
    expect(clipProblem(clip(), 60)).toBeNull();
    expect(clipProblem(clip({ end: 61 }), 60)).toBe(shortBatchProblems.outOfRange);
    expect(clipProblem(clip({ end: 2, cuts: [{ start: 0.5, end: 1.9 }] }), 60)).toBe(shortBatchProblems.tooShort);
    expect(clipProblem(clip({ end: 200 }), 600)).toBe(shortBatchProblems.tooLong);
  });

  it('keeps the crop around the focus as far as the picture allows', () => {
    // 9:16 out of 16:9: a strip 0.316 of the width, all of the height.
    const strip = cropBox(16 / 9, 9 / 16, { x: 0.5, y: 0.5 });
    expect(strip.width).toBeCloseTo(0.316, 3);
    expect(strip).toMatchObject({ top: 0, height: 1 });
    expect(strip.left).toBeCloseTo(0.342, 3);
    expect(cropBox(16 / 9, 9 / 16, { x: 0.95, y: 0.5 }).left).toBeCloseTo(1 - 0.316, 3);
    expect(cropBox(16 / 9, 9 / 16, { x: 0, y: 0.5 }).left).toBe(0);
    // 4:5 out of a portrait 9:16: all of the width, part of the height.
    expect(cropBox(9 / 16, 4 / 5, { x: 0.5, y: 0 })).toMatchObject({ left: 0, top: 0, width: 1 });
  });

  it('finds a phrase after the selection and round to the start, and the words said in a time range', () => {
    const words = said('Feed it. Then feed it again');
    expect(findPhrase(words, 'feed it', -1)).toEqual([0, 1]);
    expect(findPhrase(words, 'FEED  it', 0)).toEqual([3, 4]);
    expect(findPhrase(words, 'feed it', 3)).toEqual([0, 1]);
    expect(findPhrase(words, 'starter', 0)).toEqual([]);
    // A word partly in the range is in.
    expect(wordsBetween(words, 1.5, 3.2)).toEqual({ from: 1, to: 4 });
    expect(wordsBetween(words, 10, 20)).toEqual({ from: 6, to: 6 });
    expect(clockTenths(83.46)).toBe('1:23.5');
    expect(clockTenths(5)).toBe('0:05.0');
  });
});
