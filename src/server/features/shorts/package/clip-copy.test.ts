import { describe, expect, it } from 'vitest';
import type { StoredWord } from '../../../db/schema';
import { clipDescription, clipFolder, clipTitle, clock, hashtagsOf } from './clip-copy';
import { frameMoment } from './short-thumbnail';

/** Words said one after another, each `ms` long with no gap; a sentence ends at a full stop. */
function said(text: string, fromMs = 0, ms = 300): StoredWord[] {
  return text.split(' ').map((word, index) => ({
    text: word,
    startMs: fromMs + index * ms,
    endMs: fromMs + (index + 1) * ms,
    ...(word.endsWith('.') ? { endsSentence: true as const } : {}),
  }));
}

describe('a short’s title, folder and description in its batch package', () => {
  it('takes the hook title, else the first sentence said, else its place', () => {
    expect(clipTitle({ title: 'Why sleep matters', words: said('Anything at all.') }, 1)).toEqual({
      text: 'Why sleep matters',
      from: 'hook',
    });
    expect(clipTitle({ title: null, words: said('deep sleep repairs the body. It also clears the brain.') }, 2)).toEqual({
      text: 'Deep sleep repairs the body',
      from: 'words',
    });
    expect(clipTitle({ title: '  ', words: [] }, 3)).toEqual({ text: 'Short 3', from: 'order' });
    // A sentence that runs on is cut at a word within a hundred characters.
    const long = clipTitle({ title: null, words: said(Array.from({ length: 40 }, () => 'sleeping').join(' ')) }, 4);
    expect(long.text.length).toBeLessThanOrEqual(100);
    expect(long.text.endsWith('…')).toBe(true);
  });

  it('names the folder by its place and title in plain letters', () => {
    expect(clipFolder(1, 'Why sleep matters')).toBe('01-why-sleep-matters');
    expect(clipFolder(10, 'Ça va? ☕ «Oui»')).toBe('10-ca-va-oui');
    expect(clipFolder(2, '☕☕')).toBe('02-short');
    expect(clipFolder(3, 'a'.repeat(30) + ' ' + 'b'.repeat(30)).length).toBeLessThanOrEqual(3 + 48);
  });

  it('writes m:ss and h:mm:ss', () => {
    expect([clock(0), clock(4.4), clock(65), clock(3600 + 62)]).toEqual(['0:00', '0:04', '1:05', '1:01:02']);
  });

  it('describes what is said, its length and where it came from, then its hashtags', () => {
    const description = clipDescription({
      words: said('Deep sleep repairs the body.'),
      spans: [
        { start: 65, end: 80 },
        { start: 81, end: 97 },
      ],
      durationSeconds: 31,
      hashtags: ['#DeepSleep', '#Body'],
    });
    expect(description).toBe(
      'Deep sleep repairs the body.\n\nLength 0:31: cut from 1:05 to 1:37 of the full video (one part cut out).\n\n#DeepSleep #Body\n',
    );
    expect(clipDescription({ words: [], spans: [{ start: 1, end: 5 }], durationSeconds: 4, hashtags: [] })).toBe(
      'Length 0:04: cut from 0:01 to 0:05 of the full video.\n',
    );
  });

  it('makes up to five hashtags from the tags, one inside another only to reach three', () => {
    expect(hashtagsOf(['deep sleep', 'sleep', 'brain'])).toEqual(['#DeepSleep', '#Brain', '#Sleep']);
    expect(hashtagsOf(['a', 'b', 'sleep', 'health', 'rest', 'night', 'dreams', 'body'])).toEqual([
      '#Sleep',
      '#Health',
      '#Rest',
      '#Night',
      '#Dreams',
    ]);
  });
});

describe('the moment a short’s cover is taken', () => {
  it('is the middle of the longest pause once the hook title has gone', () => {
    // Words 0–3 s and 4–6 s of an 8 s short titled for its first 3 s: the pause from 6 s to 7.5 s (its last half second kept clear).
    const words = [...said('one two three four five six seven eight nine ten.', 0), ...said('one two three four five six.', 4000, 333)];
    expect(frameMoment(words, 8, true)).toBeCloseTo(6.75, 2);
    // Untitled and ending soon after its words: the pause after them, up to half a second before its end.
    expect(frameMoment(words.slice(0, 10), 4.5, false)).toBeCloseTo(3.5, 2);
  });

  it('is the middle of what is left when words fill it, and within a very short one', () => {
    const words = said(Array.from({ length: 30 }, () => 'talk').join(' '));
    expect(frameMoment(words, 9, true)).toBeCloseTo((3.2 + 8.5) / 2, 2);
    expect(frameMoment([], 2, true)).toBeCloseTo(1, 2);
    expect(frameMoment([], 0.6, false)).toBeCloseTo(0.3, 2);
  });
});
