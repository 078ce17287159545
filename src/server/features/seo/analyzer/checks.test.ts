import { describe, expect, it } from 'vitest';
import { isSeoContentTooLarge, scoreBand, SEO_CONTENT_LIMIT_BYTES } from '../../../../shared/catalog/seo';
import { seoAnalyzeInput, seoCheckIds, type SeoCheck } from '../../../../shared/contracts/seo';
import {
  contentLengthCheck,
  descriptionCheck,
  keyPhraseCompetitionCheck,
  keyPhraseDensityCheck,
  keyPhrasePlacementCheck,
  keywordStuffing,
  paragraphLengthCheck,
  passiveVoiceCheck,
  readabilityCheck,
  sentenceLengthCheck,
  tagCountCheck,
  tagLengthCheck,
  titleLengthCheck,
  youtubeTagsLength,
} from './checks';
import { CHECK_WEIGHTS, seoScore, thinContentCap } from './score';
import type { TextStats } from './text-stats';

function stats(overrides: Partial<TextStats>): TextStats {
  return {
    words: 600,
    sentences: 40,
    headings: 4,
    paragraphs: 10,
    syllables: 800,
    averageSentenceWords: 15,
    longestSentenceWords: 24,
    longSentences: 4,
    paragraphWords: [60, 60, 60, 60, 60, 60, 60, 60, 60, 60],
    longestParagraphWords: 60,
    passiveSentences: 2,
    topWord: { word: 'coffee', count: 20 },
    fleschReadingEase: 65,
    ...overrides,
  };
}

const placement = { count: 9, firstWord: 4, inHeading: true, inFirstSentence: true };

describe('content checks', () => {
  it('grades content length at 300 and 150 words', () => {
    expect(contentLengthCheck(stats({ words: 300 })).status).toBe('pass');
    expect(contentLengthCheck(stats({ words: 299 })).status).toBe('warn');
    expect(contentLengthCheck(stats({ words: 149 })).status).toBe('fail');
    expect(contentLengthCheck(stats({ words: 299 })).reason).toBe('Only 299 words; aim for at least 300 so the topic is covered in depth.');
    expect(contentLengthCheck(stats({ words: 149 })).reason).toBe(
      'Only 149 words: thin content, so the score stays at 58 or below; aim for at least 300 words.',
    );
  });

  it('sets a different readability target for each audience', () => {
    const at = (fleschReadingEase: number, audience: Parameters<typeof readabilityCheck>[1]) =>
      readabilityCheck(stats({ fleschReadingEase }), audience).status;
    expect(at(65, 'Students')).toBe('warn');
    expect(at(65, 'General')).toBe('pass');
    expect(at(45, 'General')).toBe('fail');
    expect(at(45, 'Business Professionals')).toBe('pass');
    expect(at(45, 'Tech Enthusiasts')).toBe('warn');
    expect(at(62, 'Content Creators')).toBe('warn');
    expect(readabilityCheck(stats({ fleschReadingEase: 64.6 }), 'Students').reason).toBe(
      'Flesch reading ease 65 is a little hard for students (aim for 70+).',
    );
  });

  it('grades key-phrase density per 100 words', () => {
    const density = (count: number) => keyPhraseDensityCheck('cold brew', { ...placement, count }, stats({ words: 400 }));
    expect(density(2).status).toBe('pass'); // 0.5%
    expect(density(10).status).toBe('pass'); // 2.5%
    expect(density(12).status).toBe('warn'); // 3%
    expect(density(15).status).toBe('fail'); // 3.75%
    expect(density(1).status).toBe('warn'); // 0.25%
    expect(density(15).reason).toBe(
      '"cold brew" appears 15 times in 400 words (3.8%): reads as keyword stuffing, use it less (aim for 0.5–2.5%).',
    );
    expect(keyPhraseDensityCheck(undefined, { ...placement, count: 0 }, stats({})).status).toBe('fail');
  });

  it('calls a key phrase over 5% or one word over 8% keyword stuffing', () => {
    const density = (count: number) => keyPhraseDensityCheck('cold brew', { ...placement, count }, stats({ words: 400 }));
    expect(density(20).reason).not.toContain('stuffing, so'); // 5%: too dense, not yet stuffed
    expect(density(21)).toMatchObject({
      status: 'fail',
      reason: '"cold brew" appears 21 times in 400 words (5.3%): keyword stuffing, so the score stays at 40 or below; write it naturally.',
    });
    const phrase = { ...placement, count: 4 };
    expect(keywordStuffing('cold brew', phrase, stats({ words: 400, topWord: { word: 'coffee', count: 32 } }))).toBeNull();
    expect(keywordStuffing('cold brew', phrase, stats({ words: 400, topWord: { word: 'coffee', count: 33 } }))).toBe(
      '"coffee" is 33 words of 400 (8%)',
    );
    // One or two mentions in a tiny text are a high share, not stuffing: the length is what to fix.
    const tiny = keyPhraseDensityCheck('cold brew', { ...placement, count: 1 }, stats({ words: 8, topWord: { word: 'brew', count: 1 } }));
    expect(tiny.status).toBe('warn');
    expect(tiny.reason).toContain('high only because the text is short');
  });

  it('asks for a longer key phrase as competition grows, taken from the text', () => {
    const phrase = (text: string, count = 3) => ({
      key: text,
      text,
      words: text.split(' ').length,
      count,
      score: 1,
      firstWord: 0,
      inHeading: false,
      sentences: [],
    });
    const phrases = [phrase('coffee'), phrase('cold brew'), phrase('cold brew concentrate recipe')];
    const competing = (key: string, competition: 'Low' | 'Medium' | 'High') =>
      keyPhraseCompetitionCheck({ key, text: key }, competition, phrases);
    expect(competing('cold brew', 'Low').status).toBe('pass');
    expect(competing('cold brew', 'Medium').status).toBe('pass');
    expect(competing('cold brew', 'High')).toMatchObject({
      status: 'warn',
      reason:
        '"cold brew" (2 words) is too broad for high competition; lead with a longer phrase your text already uses, such as "cold brew concentrate recipe".',
    });
    expect(competing('coffee', 'High').status).toBe('fail');
    expect(competing('coffee', 'Medium').status).toBe('warn');
    expect(competing('cold brew concentrate recipe', 'High').status).toBe('pass');
    expect(competing('cold brew', 'Low').reason).toBe(
      'At low competition "cold brew" (2 words) can rank as it is; broad terms are within reach.',
    );
  });

  it('wants the key phrase early and in a heading or the first sentence', () => {
    const at = (firstWord: number, inHeading: boolean, inFirstSentence: boolean) =>
      keyPhrasePlacementCheck('cold brew', { count: 3, firstWord, inHeading, inFirstSentence }).status;
    expect(at(4, true, false)).toBe('pass');
    expect(at(4, false, true)).toBe('pass');
    expect(at(40, false, false)).toBe('warn');
    expect(at(140, true, false)).toBe('warn');
    expect(at(140, false, false)).toBe('fail');
  });

  it('grades sentence length by the share over 20 words and the average', () => {
    expect(sentenceLengthCheck(stats({ longSentences: 10 })).status).toBe('pass');
    expect(sentenceLengthCheck(stats({ longSentences: 16 })).status).toBe('warn');
    expect(sentenceLengthCheck(stats({ longSentences: 17 })).status).toBe('fail');
    expect(sentenceLengthCheck(stats({ averageSentenceWords: 22 })).status).toBe('warn');
    expect(sentenceLengthCheck(stats({ averageSentenceWords: 26 })).status).toBe('fail');
  });

  it('grades paragraphs over 150 words', () => {
    expect(paragraphLengthCheck(stats({})).reason).toBe('10 paragraphs, none over 150 words (longest 60).');
    const oneLong = stats({ paragraphWords: [60, 60, 60, 60, 200], paragraphs: 5, longestParagraphWords: 200 });
    expect(paragraphLengthCheck(oneLong).status).toBe('warn');
    const wall = stats({ paragraphWords: [300], paragraphs: 1, longestParagraphWords: 300 });
    expect(paragraphLengthCheck(wall)).toMatchObject({
      status: 'fail',
      reason: 'The text is one paragraph of 300 words (aim for at most 150 each): split it.',
    });
  });

  it('grades the share of passive sentences', () => {
    expect(passiveVoiceCheck(stats({ passiveSentences: 4 })).status).toBe('pass');
    expect(passiveVoiceCheck(stats({ passiveSentences: 8 })).status).toBe('warn');
    expect(passiveVoiceCheck(stats({ passiveSentences: 9 })).status).toBe('fail');
  });
});

describe('metadata checks', () => {
  it('fails a title of 70 characters or more and warns when one lacks the key phrase', () => {
    const fine = ['Cold Brew at Home', 'Cold Brew Made Simple'];
    expect(titleLengthCheck(fine, 'cold brew').status).toBe('pass');
    expect(titleLengthCheck([...fine, `Cold Brew ${'x'.repeat(60)}`], 'cold brew').status).toBe('fail');
    expect(titleLengthCheck([...fine, 'Coffee Made Simple'], 'cold brew').status).toBe('warn');
  });

  it('wants the key phrase in the description preview', () => {
    const summary = ' A longer summary sentence follows the hook here.'.repeat(4);
    expect(descriptionCheck(`Cold brew, explained.${summary}`, 'cold brew').status).toBe('pass');
    expect(descriptionCheck(`${'Coffee talk. '.repeat(13)}Cold brew.`, 'cold brew').status).toBe('warn');
    expect(descriptionCheck('Cold brew.', 'cold brew').status).toBe('warn');
    expect(descriptionCheck('', 'cold brew').status).toBe('fail');
  });

  it('counts tag length as YouTube does: commas, and quotes around tags with spaces', () => {
    expect(youtubeTagsLength([])).toBe(0);
    expect(youtubeTagsLength(['coffee'])).toBe(6);
    expect(youtubeTagsLength(['coffee', 'cold brew'])).toBe(6 + 1 + 9 + 2);
    const tooMany = Array.from({ length: 40 }, (_, i) => `long tag number ${i}`);
    expect(tagLengthCheck(tooMany).status).toBe('fail');
    expect(tagLengthCheck(['coffee', 'cold brew'])).toMatchObject({
      status: 'pass',
      reason: "Tags total 18 characters, within YouTube's 500.",
    });
  });

  it('wants 5 to 15 tags', () => {
    const tags = (count: number) => Array.from({ length: count }, (_, i) => `tag${i}`);
    expect(tagCountCheck(tags(0)).status).toBe('fail');
    expect(tagCountCheck(tags(3)).status).toBe('warn');
    expect(tagCountCheck(tags(5)).status).toBe('pass');
    expect(tagCountCheck(tags(15)).status).toBe('pass');
    expect(tagCountCheck(tags(16)).status).toBe('warn');
  });
});

describe('seoScore', () => {
  const all = (status: SeoCheck['status']): SeoCheck[] => seoCheckIds.map((id) => ({ id, label: id, status, reason: '' }));
  const long = { words: 600, stuffed: false };

  it('weighs the content checks to 100 (pass 1, warn 0.5, fail 0) and gives the metadata checks nothing', () => {
    expect(Object.values(CHECK_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
    expect(seoScore(all('pass'), long)).toBe(100);
    expect(seoScore(all('warn'), long)).toBe(50);
    expect(seoScore(all('fail'), long)).toBe(0);
    const readabilityFails = all('pass').map((item) => (item.id === 'readability' ? { ...item, status: 'fail' as const } : item));
    expect(seoScore(readabilityFails, long)).toBe(100 - (CHECK_WEIGHTS.readability ?? 0));
    // The suggestions' own checks failing changes nothing: the score is the text's.
    const metadata = new Set<SeoCheck['id']>(['title-length', 'description-length', 'tag-count', 'tag-length']);
    const suggestionsFail = all('pass').map((item) => (metadata.has(item.id) ? { ...item, status: 'fail' as const } : item));
    expect(seoScore(suggestionsFail, long)).toBe(100);
    // A check that could not read the language earns and loses nothing.
    const unread = readabilityFails.map((item) => (item.id === 'readability' ? { ...item, englishOnly: true as const } : item));
    expect(seoScore(unread, long)).toBe(100);
  });

  it('keeps thin content and keyword stuffing in the red band', () => {
    expect(seoScore(all('pass'), { words: 150, stuffed: false })).toBe(100);
    expect(seoScore(all('pass'), { words: 149, stuffed: false })).toBe(58);
    expect(seoScore(all('pass'), { words: 8, stuffed: false })).toBe(3);
    expect(thinContentCap(140)).toBeGreaterThan(thinContentCap(40));
    expect(seoScore(all('pass'), { words: 600, stuffed: true })).toBe(40);
    expect(scoreBand(seoScore(all('pass'), { words: 149, stuffed: false }))).toBe('red');
  });

  it('maps scores to the spec colour bands', () => {
    expect(scoreBand(80)).toBe('green');
    expect(scoreBand('79')).toBe('yellow');
    expect(scoreBand(60)).toBe('yellow');
    expect(scoreBand('59')).toBe('red');
    expect(scoreBand('not a number')).toBe('red');
  });
});

describe('seoAnalyzeInput', () => {
  it.each([{ content: '' }, { content: '  \n\t ' }, {}])('refuses %j with the spec message', (body) => {
    const result = seoAnalyzeInput.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['content', 'Please enter content to analyze.'],
    ]);
  });

  it('trims content and fills in the default audience and competition', () => {
    expect(seoAnalyzeInput.parse({ content: '  Some text.  ' })).toEqual({
      content: 'Some text.',
      targetAudience: 'General',
      competition: 'Medium',
    });
  });

  it('accepts only the spec audiences and competition levels', () => {
    expect(seoAnalyzeInput.safeParse({ content: 'x', targetAudience: 'Students', competition: 'High' }).success).toBe(true);
    expect(seoAnalyzeInput.safeParse({ content: 'x', targetAudience: 'Everyone' }).success).toBe(false);
    expect(seoAnalyzeInput.safeParse({ content: 'x', competition: 'Extreme' }).success).toBe(false);
  });

  it('measures the 100 KB limit in UTF-8 bytes', () => {
    expect(isSeoContentTooLarge('a'.repeat(SEO_CONTENT_LIMIT_BYTES - 1))).toBe(false);
    expect(isSeoContentTooLarge('a'.repeat(SEO_CONTENT_LIMIT_BYTES))).toBe(true);
    // 'é' is two bytes: 50,000 of them make 100 KB.
    expect(isSeoContentTooLarge('é'.repeat(SEO_CONTENT_LIMIT_BYTES / 2))).toBe(true);
    expect(isSeoContentTooLarge('é'.repeat(SEO_CONTENT_LIMIT_BYTES / 2 - 1))).toBe(false);
  });
});
