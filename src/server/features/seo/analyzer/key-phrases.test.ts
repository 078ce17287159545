import { describe, expect, it } from 'vitest';
import { extractCandidates, locatePhrase, orderByFocus, rankKeyPhrases, type RankingProfile } from './key-phrases';
import { parseContent } from './parse';

function phrases(content: string, profile: RankingProfile = 'focus') {
  const parsed = parseContent(content);
  const ranked = rankKeyPhrases(extractCandidates(parsed), profile, parsed.wordCount);
  return { parsed, ranked, focus: orderByFocus(ranked) };
}

describe('extractCandidates', () => {
  it('merges singular and plural and shows the form the text uses most', () => {
    const parsed = parseContent('Coffee beans matter. A good coffee bean is fresh. Store coffee beans well.');
    const candidate = extractCandidates(parsed).find((item) => item.key === 'coffee bean');
    expect(candidate).toMatchObject({ text: 'coffee beans', count: 3, words: 2 });
  });

  it('keeps a gerund inside a phrase but never lets one start it', () => {
    const parsed = parseContent('Deploying machine learning models is hard. Teams retrain machine learning models.');
    const keys = extractCandidates(parsed).map((item) => item.key);
    expect(keys).toContain('machine learning model');
    expect(keys.some((key) => key.startsWith('deploying'))).toBe(false);
  });

  it('keeps the capitals of acronyms and names, drops those of sentence starts and headings', () => {
    const { focus } = phrases('# Seo Audit Basics\n\nRun an SEO audit monthly. An SEO audit finds broken links. Audit tools help.');
    expect(focus[0]?.text).toBe('SEO audit');
  });

  it('reads a hyphenated word as one word of a key phrase', () => {
    const { parsed, focus } = phrases(
      'Pour-over coffee rewards patience. Brew pour-over coffee with a gooseneck kettle. Good pour-over coffee tastes sweet.',
    );
    expect(focus[0]?.text).toBe('pour-over coffee');
    // "Pour-over" counts as one word, as a reader counts it.
    expect(parsed.wordCount).toBe(16);
  });

  it('finds a three-word key phrase', () => {
    const { focus } = phrases(
      'A home espresso machine needs care. Descale your home espresso machine monthly. ' +
        'Every home espresso machine lasts longer when you clean the steam wand.',
    );
    expect(focus[0]?.text).toBe('home espresso machine');
  });

  it('never starts a phrase with stock praise or keeps a unit in one', () => {
    const keys = extractCandidates(parseContent('The best running shoes last 500 miles. Great running shoes weigh 250 grams.')).map(
      (item) => item.key,
    );
    expect(keys).toContain('running shoe');
    expect(keys.some((key) => /^(best|great) /.test(key))).toBe(false);
    expect(keys.some((key) => /\b(miles?|grams?)\b/.test(key))).toBe(false);
  });

  it('leaves out stop words and vague nouns', () => {
    const parsed = parseContent('There are many things to do. The things we do each day matter. Things change.');
    const keys = extractCandidates(parsed).map((item) => item.key);
    expect(keys).not.toContain('thing');
    expect(keys).not.toContain('there');
  });
});

describe('ranking', () => {
  const starterText =
    '# Sourdough Starter Guide\n\nA sourdough starter needs flour. Feed the starter daily. The starter grows. ' +
    'Keep the starter warm. A healthy sourdough starter smells sour. Your sourdough starter is alive. The starter bubbles.';

  it('prefers the specific phrase that most uses of a word belong to', () => {
    const { ranked, focus } = phrases(starterText);
    expect(focus[0]?.text).toBe('sourdough starter');
    // C-value: "sourdough" only ever occurs inside "sourdough starter", so it owns nothing.
    expect(ranked.some((phrase) => phrase.key === 'sourdough')).toBe(true);
    expect(ranked.find((phrase) => phrase.key === 'sourdough')!.score).toBeLessThan(focus[0]!.score);
  });

  it('lets High competition lift long-tail phrases above head terms, and Low the reverse', () => {
    const content = [
      'Automated model evaluation saves time. Automated model evaluation catches regressions.',
      'Every model needs review. A model drifts. Teams compare each model with the last model.',
      'Automated model evaluation runs nightly, and the model improves.',
    ].join(' ');
    const rank = (profile: RankingProfile) => phrases(content, profile).ranked.map((phrase) => phrase.key);
    const high = rank('High');
    const low = rank('Low');
    expect(high.indexOf('automated model evaluation')).toBeLessThan(high.indexOf('model'));
    expect(low.indexOf('model')).toBeLessThan(low.indexOf('automated model evaluation'));
  });

  it('needs a phrase to repeat in longer texts', () => {
    const filler = 'We walked to the river and talked about the weather for a while. '.repeat(12);
    const { ranked, parsed } = phrases(`${filler}The golden retriever barked once.`);
    expect(parsed.wordCount).toBeGreaterThan(150);
    expect(ranked.map((phrase) => phrase.key)).not.toContain('golden retriever');
  });
});

describe('locatePhrase', () => {
  it('counts every occurrence and knows whether it opens the text', () => {
    const parsed = parseContent('# Cold Brew at Home\n\nCold brew is smooth. You make cold brew overnight.');
    expect(locatePhrase(parsed, { key: 'cold brew' })).toEqual({
      count: 3,
      firstWord: 0,
      inHeading: true,
      inFirstSentence: true,
    });
  });

  it('reports a phrase that appears late and only in the body', () => {
    const intro = 'This text starts with something else entirely. '.repeat(15);
    const parsed = parseContent(`${intro}Then it mentions green tea once.`);
    const placement = locatePhrase(parsed, { key: 'green tea' });
    expect(placement).toMatchObject({ count: 1, inHeading: false, inFirstSentence: false });
    expect(placement.firstWord).toBeGreaterThan(100);
  });
});
