import { describe, expect, it } from 'vitest';
import { parseContent, sentenceText } from './parse';
import { isPassiveSentence } from './passive-voice';
import { splitBlocks } from './structure';
import { computeTextStats } from './text-stats';

const statsOf = (content: string) => computeTextStats(parseContent(content));

describe('splitBlocks', () => {
  it('reads Markdown headings and list items', () => {
    expect(splitBlocks('# Title\n\nIntro text here.\n\n## Part one\n- first item\n- second item\n1. numbered')).toEqual([
      { kind: 'heading', text: 'Title' },
      { kind: 'paragraph', text: 'Intro text here.' },
      { kind: 'heading', text: 'Part one' },
      { kind: 'list-item', text: 'first item' },
      { kind: 'list-item', text: 'second item' },
      { kind: 'list-item', text: 'numbered' },
    ]);
  });

  it('reads a short standalone line without closing punctuation as a heading', () => {
    expect(splitBlocks('Why Sleep Matters\n\nSleep restores the body.\n\nHow Much You Need\nAdults need seven hours.')).toEqual([
      { kind: 'heading', text: 'Why Sleep Matters' },
      { kind: 'paragraph', text: 'Sleep restores the body.' },
      { kind: 'heading', text: 'How Much You Need' },
      { kind: 'paragraph', text: 'Adults need seven hours.' },
    ]);
  });

  it('joins hard-wrapped lines and splits one-paragraph-per-line text', () => {
    expect(splitBlocks('This sentence is wrapped\nacross two lines.\nThis line is its own paragraph.')).toEqual([
      { kind: 'paragraph', text: 'This sentence is wrapped across two lines.' },
      { kind: 'paragraph', text: 'This line is its own paragraph.' },
    ]);
  });

  it('never takes the last line, or a sentence, for a heading', () => {
    expect(splitBlocks('Intro text here.\n\nThanks for watching\n\n').map((block) => block.kind)).toEqual(['paragraph', 'paragraph']);
    expect(splitBlocks('This is a sentence.\n\nMore text follows.')[0]?.kind).toBe('paragraph');
  });

  it('handles Windows line endings, tabs and runs of spaces', () => {
    expect(splitBlocks('First\tline  here.\r\n\r\nSecond line.')).toEqual([
      { kind: 'paragraph', text: 'First line here.' },
      { kind: 'paragraph', text: 'Second line.' },
    ]);
  });
});

describe('parseContent', () => {
  it('counts a contraction or possessive as one word', () => {
    const parsed = parseContent("Don't stop. It's fine, isn't it? The café's menu changes.");
    // Don't · stop · It's · fine · isn't · it · The · café's · menu · changes
    expect(parsed.wordCount).toBe(10);
  });

  it('ends sentences at headings, keeps the original spacing in sentence text', () => {
    const parsed = parseContent('Brewing Basics\n\nGrind the beans, then   add water. Stir gently!');
    expect(parsed.sentences.map((sentence) => sentenceText(parsed, sentence))).toEqual([
      'Brewing Basics',
      'Grind the beans, then add water.',
      'Stir gently!',
    ]);
    expect(parsed.sentences.map((sentence) => parsed.blocks[sentence.block]?.kind)).toEqual(['heading', 'paragraph', 'paragraph']);
  });
});

describe('isPassiveSentence', () => {
  const passive = (sentence: string) => {
    const parsed = parseContent(sentence);
    return isPassiveSentence(parsed, parsed.sentences[0]!);
  };

  it.each([
    'The cake was eaten by the dog.',
    'The report has been written.',
    'The results were not always reported.',
    'The house was built in 1920.',
    "It's made of steel.",
    'The window got broken.',
    'The water was heated by the sun.',
  ])('finds the passive in "%s"', (sentence) => {
    expect(passive(sentence)).toBe(true);
  });

  it.each(['The dog ate the cake.', 'She is running fast.', 'The water was warm.', 'He is tired.', 'They are interested in music.'])(
    'finds no passive in "%s"',
    (sentence) => {
      expect(passive(sentence)).toBe(false);
    },
  );
});

describe('computeTextStats', () => {
  it('computes Flesch reading ease from words, sentences and syllables', () => {
    const stats = statsOf('The cat sat on the mat.');
    expect(stats).toMatchObject({ words: 6, sentences: 1, syllables: 6 });
    // 206.835 − 1.015 × 6/1 − 84.6 × 6/6
    expect(stats.fleschReadingEase).toBeCloseTo(116.1, 1);
  });

  it('reads plain short sentences as easier than long polysyllabic ones', () => {
    const easy = statsOf('We ran to the park. The sun was out. We had fun all day.');
    const hard = statsOf(
      'Comprehensive organizational transformation necessitates sophisticated interdepartmental communication methodologies.',
    );
    expect(easy.fleschReadingEase).toBeGreaterThan(90);
    expect(hard.fleschReadingEase).toBeLessThan(0);
  });

  it('leaves headings out of sentence statistics but counts their words', () => {
    const stats = statsOf('# A Very Long Heading With Many Words In It\n\nShort body. Another one.');
    expect(stats).toMatchObject({ headings: 1, sentences: 2, paragraphs: 1, averageSentenceWords: 2 });
    expect(stats.words).toBe(13);
  });

  it('measures long sentences, paragraph lengths and passive sentences', () => {
    const long = 'This sentence keeps going and going with many extra words so that it runs well past the twenty word mark here.';
    const stats = statsOf(`${long} The ball was kicked by Sam.\n\nShort one here. Another short one.`);
    expect(stats.sentences).toBe(4);
    expect(stats.longSentences).toBe(1);
    expect(stats.longestSentenceWords).toBe(21);
    expect(stats.paragraphWords).toEqual([27, 6]);
    expect(stats.longestParagraphWords).toBe(27);
    expect(stats.passiveSentences).toBe(1);
  });
});
