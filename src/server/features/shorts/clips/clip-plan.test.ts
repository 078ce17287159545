import { describe, expect, it } from 'vitest';
import { shortBatchProblems, shortClipInput } from '@shared/contracts/shorts';
import type { StoredWord } from '../../../db/schema';
import { planClip, wordsOfSpans } from './clip-plan';

const word = (text: string, start: number, end: number): StoredWord => ({ text, startMs: start * 1000, endMs: end * 1000 });
const words = [word('So', 1, 1.4), word('um,', 1.5, 1.9), word('this', 2, 2.4), word('works.', 2.5, 3), word('Next', 3.2, 3.6)];
const still = Array.from({ length: 10 }, () => ({ x: 0.5, y: 0.5, amount: 0 }));
const clip = (input: object) => shortClipInput.parse(input);

describe('planning a short from a clip', () => {
  it('keeps the clip less its cuts, merged and clipped to it, and moves the words onto the short’s own clock', () => {
    const plan = planClip(
      clip({
        start: 1,
        end: 3.1,
        cuts: [
          { start: 1.45, end: 1.95 },
          { start: 1.9, end: 1.98 },
          { start: 5, end: 6 },
        ],
      }),
      {
        durationSeconds: 10,
        words,
        motion: still,
      },
    );
    expect(plan).toMatchObject({
      spans: [
        { start: 1, end: 1.45 },
        { start: 1.98, end: 3.1 },
      ],
      fill: 'crop',
      title: null,
    });
    if ('problem' in plan) throw new Error(plan.problem);
    // 'um,' is gone; 'this' starts 0.45 s in (after 'So') plus 0.02 s into the second part; 'Next' is outside the clip.
    expect(plan.words).toEqual([word('So', 0, 0.4), word('this', 0.47, 0.87), word('works.', 0.97, 1.47)]);
  });

  it('takes the focus from where the picture moves unless the creator set one', () => {
    const moving = still.map((second, index) => (index >= 2 && index < 5 ? { x: 0.8, y: 0.3, amount: 40 } : second));
    const planned = planClip(clip({ start: 2, end: 5 }), { durationSeconds: 10, words: [], motion: moving });
    expect(planned).toMatchObject({ focus: { x: 0.8, y: 0.3 }, words: [] });
    expect(
      planClip(clip({ start: 2, end: 5, focus: { x: 0.1, y: 0.9 } }), { durationSeconds: 10, words: [], motion: moving }),
    ).toMatchObject({
      focus: { x: 0.1, y: 0.9 },
    });
  });

  it('refuses a clip outside the video, or too short or too long once its cuts are out', () => {
    const source = { durationSeconds: 300, words, motion: still };
    expect(planClip(clip({ start: 5, end: 5 }), source)).toEqual({ problem: shortBatchProblems.outOfRange });
    expect(planClip(clip({ start: 290, end: 301 }), source)).toEqual({ problem: shortBatchProblems.outOfRange });
    // A player's rounded end a few hundredths past the video's is the video's end.
    expect(planClip(clip({ start: 290, end: 300.04 }), source)).toMatchObject({ spans: [{ start: 290, end: 300 }] });
    expect(planClip(clip({ start: 0, end: 3, cuts: [{ start: 0.5, end: 2.6 }] }), source)).toEqual({
      problem: shortBatchProblems.tooShort,
    });
    expect(planClip(clip({ start: 0, end: 200 }), source)).toEqual({ problem: shortBatchProblems.tooLong });
    expect(planClip(clip({ start: 0, end: 200, cuts: [{ start: 10, end: 40 }] }), source)).toMatchObject({
      spans: [
        { start: 0, end: 10 },
        { start: 40, end: 200 },
      ],
    });
  });

  it('keeps a word whose middle is in a kept part, cut to that part', () => {
    expect(wordsOfSpans([word('long', 0.8, 1.6)], [{ start: 1, end: 2 }])).toEqual([word('long', 0, 0.6)]);
    expect(wordsOfSpans([word('edge', 0.2, 1.2)], [{ start: 1, end: 2 }])).toEqual([]);
  });
});
