import { describe, expect, it } from 'vitest';
import { spokenWords } from '../../../test/spoken-words';
import { findMoments, sentenceUnits } from './find-moments';

const filler = 'we went over the usual steps again in the same order as before.';
const quietSignals = (durationSeconds: number) => ({
  durationSeconds,
  loudness: Array.from({ length: Math.ceil(durationSeconds * 10) }, () => -20),
  silences: [],
  sceneChanges: [],
});

describe('finding moments worth a short', () => {
  it('picks runs of whole sentences in the length range, never overlapping, the one that opens with a question first', async () => {
    const sentences = Array.from({ length: 60 }, () => filler);
    sentences[30] = 'Why do most sourdough loaves fail?';
    sentences[31] = 'Because 80 percent of bakers use starter that is too young.';
    const words = spokenWords(sentences);
    const duration = words.at(-1)!.endMs / 1000;
    const moments = findMoments({ words, sounds: [], signals: quietSignals(duration), minSeconds: 15, maxSeconds: 30, count: 4 });

    expect(moments).toHaveLength(4);
    const best = moments[0]!;
    const question = words.find((word) => word.text === 'Why')!;
    expect(best.start).toBe(question.startMs / 1000);
    expect(best.reason).toBe('opens with a question and a number and a claim');
    expect(best.title).toBe('Why do most sourdough loaves fail?');
    expect(best.score).toBeGreaterThan(moments[1]!.score);
    const starts = new Set(sentenceUnits(words).map((unit) => unit.start));
    const ends = new Set(sentenceUnits(words).map((unit) => unit.end));
    for (const moment of moments) {
      expect(moment.end - moment.start).toBeGreaterThanOrEqual(15);
      expect(moment.end - moment.start).toBeLessThanOrEqual(30);
      expect(starts.has(moment.start) && ends.has(moment.end)).toBe(true);
      for (const other of moments) if (other !== moment) expect(moment.end <= other.start || other.end <= moment.start).toBe(true);
    }
  });

  it('hears laughter the captions name and a loudness peak', () => {
    const words = spokenWords(Array.from({ length: 40 }, () => filler));
    const duration = words.at(-1)!.endMs / 1000;
    const signals = quietSignals(duration);
    // A shout at 100–101 s, laughter captioned right after it.
    for (let window = 1000; window < 1010; window++) signals.loudness[window] = -4;
    const moments = findMoments({
      words,
      sounds: [{ label: 'laughter', startMs: 101_000, endMs: 103_000 }],
      signals,
      minSeconds: 15,
      maxSeconds: 25,
      count: 3,
    });
    expect(moments[0]!.reason).toBe('laughter and a loudness peak');
    expect(moments[0]!.start).toBeLessThanOrEqual(100);
    expect(moments[0]!.end).toBeGreaterThanOrEqual(103);
  });

  it('without words, finds moments between pauses from the picture and sound alone, and says so', () => {
    const duration = 180;
    const signals = {
      ...quietSignals(duration),
      silences: Array.from({ length: 17 }, (_, index) => ({ start: 10 * (index + 1) - 0.5, end: 10 * (index + 1) + 0.5 })),
      sceneChanges: [122, 127, 133, 138],
    };
    for (let window = 1250; window < 1260; window++) signals.loudness[window] = -5;
    const moments = findMoments({ words: [], sounds: [], signals, minSeconds: 20, maxSeconds: 30, count: 3 });
    expect(moments).toHaveLength(3);
    expect(moments[0]!.reason).toMatch(
      /^(a loudness peak and \d scene changes|\d scene changes and a loudness peak) \(from the picture and sound alone\)$/u,
    );
    expect(moments[0]!.start).toBeLessThanOrEqual(125);
    expect(moments[0]!.end).toBeGreaterThanOrEqual(126);
    expect(moments[0]!.title).toMatch(/^Moment at \d+:\d\d$/u);
    for (const moment of moments) {
      expect(moment.reason).toMatch(/\(from the picture and sound alone\)$/u);
      expect(moment.end - moment.start).toBeGreaterThanOrEqual(20);
    }
  });

  it('gives nothing for a source shorter than the shortest length', () => {
    const words = spokenWords(['Too short to cut.']);
    expect(findMoments({ words, sounds: [], signals: quietSignals(2), minSeconds: 15, maxSeconds: 30, count: 3 })).toEqual([]);
  });
});
