import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../../providers/speech/speech-engine';
import { chapterClock, chapterNotes, chaptersFor, describeWithChapters, scriptSections } from './chapters';

/** Timed words as an engine reports them: one word every `msPerWord`, in the script's spoken order. */
function timedWords(script: string, msPerWord: number): TimedWord[] {
  const words = script
    .split('\n')
    .filter((line) => !line.trim().startsWith('['))
    .join(' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word));
  return words.map((text, index) => ({ text, startMs: index * msPerWord, endMs: index * msPerWord + msPerWord - 50 }));
}

const sentence = (word: string, count: number) => Array.from({ length: count }, (_, index) => `${word}${index}`).join(' ') + '.';

describe('YouTube chapters from a voiced script', () => {
  const script = [
    '[OFFLINE DRAFT · Tutorial · Educational · 3-5 minutes · written by the offline writer, no AI model]',
    '[TITLE: Brew better coffee]',
    '[HOOK]',
    '[B-ROLL: steam rising]',
    sentence('hook', 30),
    '[SECTION 1: Step 1: Grind the beans]',
    '[ON-SCREEN TEXT: "Step 1"]',
    sentence('grind', 40),
    '## Let it bloom',
    sentence('bloom', 40),
    '**The slow pour**',
    sentence('pour', 40),
    '[OUTRO]',
    sentence('outro', 30),
  ].join('\n');

  it('finds the sections at their cues and headings, placed by the spoken words before them', () => {
    expect(scriptSections(script)).toEqual([
      { title: 'Intro', wordsBefore: 0 },
      { title: 'Step 1: Grind the beans', wordsBefore: 30 },
      { title: 'Let it bloom', wordsBefore: 70 },
      // The heading "Let it bloom" is spoken: its three words come before the next section.
      { title: 'The slow pour', wordsBefore: 113 },
      { title: 'Wrap-up', wordsBefore: 156 },
    ]);
  });

  it('times each chapter at its first spoken word, the first at 0:00', () => {
    const words = timedWords(script, 400);
    const { chapters, note } = chaptersFor(script, words, (180 * 400) / 1000);
    expect(note).toBeNull();
    expect(chapters).toEqual([
      { startSeconds: 0, title: 'Intro' },
      { startSeconds: 12, title: 'Step 1: Grind the beans' },
      { startSeconds: 28, title: 'Let it bloom' },
      { startSeconds: 45, title: 'The slow pour' },
      { startSeconds: 62, title: 'Wrap-up' },
    ]);
  });

  it('finds the section word even when the engine splits words differently', () => {
    // The engine reads "grind0" as two words: every later index shifts by one.
    const words = timedWords(script, 400).flatMap((word) =>
      word.text === 'grind0'
        ? [
            { ...word, text: 'grind' },
            { ...word, text: '0' },
          ]
        : [word],
    );
    const { chapters } = chaptersFor(script, words, 72);
    expect(chapters.map((chapter) => chapter.startSeconds)).toEqual([0, 12, 28, 45, 62]);
  });

  it('merges chapters shorter than 10 s into the one before, and drops a last one under 10 s', () => {
    // Sections start at 0, 7.5, 17.5, 28.25 and 39 s of a 45 s voiceover.
    const { chapters } = chaptersFor(script, timedWords(script, 250), 45);
    expect(chapters).toEqual([
      { startSeconds: 0, title: 'Intro' },
      { startSeconds: 17, title: 'Let it bloom' },
      { startSeconds: 28, title: 'The slow pour' },
    ]);
  });

  it('gives none when the voiceover spoke other text than the script', () => {
    const other = timedWords(script, 400).slice(0, 60);
    expect(chaptersFor(script, other, 24)).toEqual({ chapters: [], note: chapterNotes.otherText });
  });

  it('gives none, with the reason, when fewer than three would be 10 s long', () => {
    const short = ['[HOOK]', sentence('a', 10), '[OUTRO]', sentence('b', 10)].join('\n');
    expect(chaptersFor(short, timedWords(short, 400), 8)).toEqual({ chapters: [], note: chapterNotes.tooFew });
  });

  it('writes the chapters under the description, one per line, within 5,000 characters', () => {
    const chapters = [
      { startSeconds: 0, title: 'Intro' },
      { startSeconds: 75, title: 'Grind' },
      { startSeconds: 3725, title: 'Pour' },
    ];
    expect(describeWithChapters('Brew better coffee.', chapters)).toBe(
      'Brew better coffee.\n\nChapters:\n0:00 Intro\n1:15 Grind\n1:02:05 Pour',
    );
    const long = describeWithChapters('word '.repeat(2000), chapters);
    expect(long.length).toBeLessThanOrEqual(5000);
    expect(long.endsWith('1:02:05 Pour')).toBe(true);
    expect(describeWithChapters('Brew.', [])).toBe('Brew.');
    expect(chapterClock(9)).toBe('0:09');
  });
});
