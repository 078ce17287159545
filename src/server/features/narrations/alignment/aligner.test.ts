import { afterAll, describe, expect, it } from 'vitest';
import { toWebVtt } from '../../../providers/speech/captions';
import { createEspeakEngine } from '../../../providers/speech/espeak/espeak-engine';
import { cleanForSpeech } from '../../../providers/speech/speech-text';
import { createAligner, toTimedWords, type AlignedWord } from './aligner';
import { syntheticTake, takeSampleRate, type SyntheticTake, type TakeLine } from '../../../test/synthetic-take';

// Takes in another voice than the aligner's own (a Scottish male eSpeak variant, lower and slower
// than the first stock voice it synthesises with), with pauses of 0.5–2 s between lines, another
// level and noise, so that the true time of every word is known.
const takeVoice = { voice: 'en-gb-scotland+m4', pitch: 30, range: 60, wordsPerMinute: 140 };
/** A voice further still from the synthesis: female, higher and with more intonation. */
const femaleVoice = { voice: 'en-gb-x-rp+f2', pitch: 65, range: 70, wordsPerMinute: 155 };

const lines = [
  'Most creators spend hours on a voiceover that nobody remembers.',
  'With a clear script and a steady pace, your audience stays longer.',
  'Today we build a small desk lamp from scrap wood and an old jar.',
  'First, cut the base to size and sand every edge until it feels smooth.',
  'Next, drill a hole through the middle for the cable to pass.',
  'The jar becomes the shade, so clean it well and remove the label.',
  'Wire the socket carefully, and test it before you glue anything.',
  'Finally, switch it on and enjoy the warm light on your desk.',
];
const pauses = [0.5, 1.2, 2, 0.7, 1.5, 0.6, 1, 0.8];

/** The script read line by line, with `change` applied to the lines. */
function reading(change: (take: TakeLine[]) => void = () => {}): TakeLine[] {
  const take: TakeLine[] = lines.map((line, index) => ({ line, pauseAfter: pauses[index] ?? 0.5, newParagraph: index === 4 }));
  change(take);
  return take;
}

const engine = createEspeakEngine();
const aligner = createAligner({ speech: engine });
afterAll(async () => {
  await aligner.close();
  await engine.close();
});

async function alignTake(take: SyntheticTake, text = take.script) {
  return aligner.align({ pcm: take.pcm, sampleRate: take.sampleRate, text: cleanForSpeech(text) });
}

/** The aligned words sentence by sentence (a sentence ends at a word marked endsSentence). */
function sentences(words: readonly AlignedWord[]): AlignedWord[][] {
  const groups: AlignedWord[][] = [[]];
  for (const word of words) {
    groups.at(-1)?.push(word);
    if (word.endsSentence) groups.push([]);
  }
  return groups.filter((group) => group.length > 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const percentile95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;

/** Each read line's first-word error, seconds, against its reading (the nearer one of a retake). */
function startErrors(take: SyntheticTake, words: readonly AlignedWord[]): (number | undefined)[] {
  const grouped = sentences(words);
  expect(grouped).toHaveLength(take.lineStarts.length);
  return take.lineStarts.map((starts, index) => {
    const start = grouped[index]?.[0]?.start ?? Number.NaN;
    return starts.length === 0 ? undefined : Math.min(...starts.map((truth) => Math.abs(start - truth)));
  });
}

describe('narration aligner', { timeout: 120_000 }, () => {
  it.each([
    ['a male', takeVoice],
    ['a female', femaleVoice],
  ])('times every sentence of a take in %s voice of another pace, with pauses, and captions it like a voiceover', async (_name, voice) => {
    const take = await syntheticTake(engine, reading(), { voice });
    const pcm = take.pcm;
    const result = await alignTake(take);

    // The take was moved to the alignment thread, not copied.
    expect(pcm.length).toBe(0);
    expect(result.durationSeconds).toBeCloseTo(take.lineWords.at(-1)!.at(-1)!.end + 0.8, 0);
    const errors = startErrors(take, result.words).filter((error) => error !== undefined);
    expect(median(errors)).toBeLessThanOrEqual(0.25);
    expect(percentile95(errors)).toBeLessThanOrEqual(0.5);
    // Word by word too, where the two voices group words alike.
    const truth = take.lineWords.flat();
    if (truth.length === result.words.length) {
      const wordErrors = truth.map((word, index) => Math.abs((result.words[index]?.start ?? 0) - word.start));
      expect(median(wordErrors)).toBeLessThanOrEqual(0.1);
    }
    expect(result.words.filter((word) => word.aligned).length).toBeGreaterThanOrEqual(0.9 * result.words.length);
    for (const [index, word] of result.words.entries()) {
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      expect(word.start).toBeGreaterThanOrEqual(result.words[index - 1]?.end ?? 0);
    }

    const vtt = toWebVtt(toTimedWords(result.words));
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    // One cue ends at each sentence's end (captions.ts breaks on endsSentence and full stops).
    expect(vtt).toContain('remembers.\n');
    expect(toTimedWords(result.words)[0]).toMatchObject({ text: 'Most', startMs: Math.round((result.words[0]?.start ?? 0) * 1000) });
  });

  it('marks a skipped sentence not aligned, and keeps the sentences after it in time', async () => {
    const take = await syntheticTake(
      engine,
      reading((script) => Object.assign(script[3] ?? {}, { read: 'skipped' })),
      { voice: takeVoice },
    );
    const result = await alignTake(take);
    const grouped = sentences(result.words);
    expect(grouped[3]?.every((word) => !word.aligned)).toBe(true);
    const errors = startErrors(take, result.words);
    for (const index of [4, 5, 6, 7]) expect(errors[index]).toBeLessThanOrEqual(0.5);
    expect(
      grouped
        .slice(4)
        .flat()
        .filter((word) => word.aligned).length,
    ).toBeGreaterThanOrEqual(0.8 * grouped.slice(4).flat().length);
  });

  it('leaves an ad-lib between two sentences to no word of the script', async () => {
    const adlib = 'Oh, and by the way, I forgot to mention my sponsor, who makes great coffee mugs.';
    const take = await syntheticTake(
      engine,
      reading((script) => script.splice(5, 0, { adlib, pauseAfter: 0.6 })),
      { voice: takeVoice },
    );
    const result = await alignTake(take);
    const errors = startErrors(take, result.words);
    for (const error of errors) expect(error).toBeLessThanOrEqual(0.5);
    // The ad-lib runs from the end of sentence 5 to the start of sentence 6: no aligned word inside it.
    const adlibFrom = take.lineWords[4]!.at(-1)!.end + 0.5;
    const adlibTo = take.lineStarts[5]![0]! - 0.6;
    expect(result.words.filter((word) => word.aligned && word.start > adlibFrom && word.start < adlibTo)).toEqual([]);
  });

  it.each([
    ['the second', 1],
    ['the fifth', 4],
  ])('times %s sentence, read twice, on its last reading, and the others in time', async (_name, retaken) => {
    const take = await syntheticTake(
      engine,
      reading((script) => Object.assign(script[retaken] ?? {}, { read: 'twice' })),
      { voice: takeVoice },
    );
    const [first, last] = take.lineStarts[retaken]!;
    const result = await alignTake(take);
    const errors = startErrors(take, result.words);
    for (const error of errors) expect(error).toBeLessThanOrEqual(0.5);
    const retakenWords = sentences(result.words)[retaken]!;
    expect(Math.abs(retakenWords[0]!.start - last!)).toBeLessThanOrEqual(0.5);
    // Most of its words are aligned, every one of them on the last reading.
    expect(retakenWords.filter((word) => word.aligned).length).toBeGreaterThanOrEqual(0.8 * retakenWords.length);
    for (const word of retakenWords) expect(word.start).toBeGreaterThan(last! - 0.3);
    expect(last! - first!).toBeGreaterThan(2);
  });

  it('refuses a take of silence', async () => {
    const silence = new Float32Array(takeSampleRate * 5);
    for (let index = 0; index < silence.length; index++) silence[index] = (((index * 7919) % 1000) / 1000 - 0.5) * 0.0005;
    await expect(aligner.align({ pcm: silence, sampleRate: takeSampleRate, text: lines.join(' ') })).rejects.toMatchObject({
      statusCode: 400,
      code: 'NARRATION_SILENT',
      message: 'We could not hear any speech in this recording.',
    });
  });

  it('refuses a take of another text', async () => {
    const other = [
      'Mountain weather changes quickly, so always pack a warm jacket.',
      'Start early, because afternoon storms are common in the summer.',
      'Tell someone where you are going and when you expect to return.',
      'On the summit, take a photo, drink some water, and head back down.',
      'Coffee tastes best when the beans were roasted less than a month ago.',
      'Our town library opened a workshop where anyone can borrow tools.',
    ];
    const take = await syntheticTake(
      engine,
      other.map((line) => ({ line, pauseAfter: 0.8 })),
      { voice: takeVoice },
    );
    await expect(alignTake(take, lines.join(' '))).rejects.toMatchObject({ statusCode: 400, code: 'NARRATION_NOT_MATCHED' });
  });
});
