import { describe, expect, it } from 'vitest';
import { SEO_TAG_COUNT, YOUTUBE_LIMITS, scoreBand } from '../../../../shared/catalog/seo';
import { englishOnlySeoChecks, seoAnalysisResponse, type SeoCheckId } from '../../../../shared/contracts/seo';
import { youtubeTagsLength } from './checks';
import { GENERIC_ADJECTIVES, UNIT_WORDS } from './key-phrases';
import { stripCues } from './structure';
import { analyzeSeo, recheckMetadata, type SeoAnalysis } from './index';

// Fixture texts. Each is written to exercise one verdict; the expectations below are what a
// careful human editor would say about them too.

/** A well-structured ~600-word how-to: clear topic, headings, short active sentences. */
const STRONG_ARTICLE = `# How to Make a Sourdough Starter at Home

A sourdough starter is a living mix of flour and water that makes bread rise without store-bought yeast. You can make one at home in about a week. All you need is flour, water, a jar and a little patience. This guide walks you through each day, so your first loaf turns out light, tangy and full of flavor.

## What You Need

Start with a clean glass jar that holds at least one quart. Pick whole wheat or rye flour for the first few days, because these flours carry more wild yeast than white flour. Use filtered water if your tap water smells of chlorine. A kitchen scale helps you measure flour and water by weight, which keeps every feeding the same.

You also need a warm spot. Wild yeast grows best between 75 and 80 degrees. The top of the fridge or a shelf near the oven often works well.

## Day One: Mix Flour and Water

Stir 50 grams of whole wheat flour with 50 grams of water in the jar. The mix should look like thick pancake batter. Scrape down the sides, cover the jar loosely and leave it in your warm spot for a full day.

Nothing much happens on the first day. That is normal. Bacteria and wild yeast from the flour and the air start to wake up and eat the sugars in the grain.

## Days Two to Five: Feed Your Starter

Each day, throw away about half of the starter and feed what is left with fresh flour and water. Use 50 grams of each. Feeding gives the yeast new food and keeps the acid in check.

Around day three, you will see bubbles and smell something sour, a bit like yogurt or apples. Some starters rise fast and then fall back. Do not worry if yours looks flat for a day. Keep feeding it at the same time each day, and the good yeast will take over.

From day four, you can switch to white bread flour. Many bakers like a mix of half white and half whole wheat, since it gives a mild taste and steady rise.

## How to Tell Your Sourdough Starter Is Ready

A ready sourdough starter doubles in size within four to eight hours after a feeding. It has a domed top, lots of small bubbles and a pleasant sour smell. Try the float test: drop a spoonful into a glass of water. If it floats, the starter holds enough gas to raise a loaf.

Most starters reach this point between day five and day ten. Cold kitchens take longer, so give yours a few extra days if it needs them.

## Keep Your Starter Healthy

Once your sourdough starter is active, you can keep it on the counter and feed it once or twice a day. If you bake only on weekends, store it in the fridge and feed it once a week. Take it out a day before you bake and give it two feedings to wake it up.

A layer of gray liquid on top means your starter is hungry. Pour it off and feed it. Pink or orange streaks mean mold, so throw that batch away and start again.

## Bake Your First Loaf

Now comes the fun part. Mix your active starter with flour, water and salt, let the dough rise slowly, and bake it in a hot Dutch oven. Your first loaf may not look perfect, and that is fine. Every bake teaches you something new about your sourdough starter and your kitchen.

With a little care, one healthy starter can last for years. Share some with a friend, keep baking, and enjoy fresh bread straight from your own oven.`;

/** 96 words that repeat one phrase over and over. */
const KEYWORD_STUFFED = `Best running shoes. Running shoes for you. Buy running shoes today because running shoes are the best running shoes. Our running shoes are cheap running shoes and great running shoes. Running shoes, running shoes, running shoes: find running shoes here. Cheap running shoes online. Running shoes for men and running shoes for women. The best running shoes deal on running shoes is here, so buy running shoes now. Running shoes sale. New running shoes every week. We love running shoes, you love running shoes, everyone loves running shoes. Shop running shoes and save on running shoes.`;

/** One ~300-word paragraph of long bureaucratic sentences, nearly all passive. */
const PASSIVE_WALL = `It has been determined by the committee that the quarterly procurement procedures, which were originally established by the previous administration in accordance with regulations that had been approved by the governing board, should be reviewed and subsequently revised by an independent consultancy that will be appointed by the finance department. The documentation that was submitted by the regional offices was examined by the auditors, and it was concluded that considerable inconsistencies had been introduced into the reporting methodology, which were not detected by the internal verification mechanisms that had been implemented during the preceding fiscal period. Recommendations were formulated by the working group, and it was proposed that responsibilities for compliance monitoring should be transferred to a centralized authority, which would be supervised by representatives who are nominated by the executive leadership and are evaluated annually by the board. Significant organizational resistance was anticipated by the consultants, since established operational practices would be disrupted and additional administrative obligations would be imposed on departmental managers, who had previously been granted considerable discretion regarding procurement authorization. It was further recommended that comprehensive training programs should be developed and delivered by qualified specialists, so that the revised procedures would be understood and consistently applied by all personnel who are involved in procurement activities across the organization. The implementation timeline was discussed extensively by the steering committee, and it was decided that the transition would be completed gradually over several reporting periods, in order that operational continuity would be maintained and unnecessary disruption would be minimized. Concerns were raised by several department representatives regarding the additional documentation requirements, and it was agreed that simplified templates would be prepared by the compliance office and distributed electronically to all affected departments before the beginning of the next fiscal year.`;

/** 40 words: a podcast blurb. */
const FORTY_WORDS = `Our new podcast covers indie game development. Each episode features a developer who shares how they built, funded and launched their game. Subscribe to hear practical advice about indie game development, marketing and community building from real studios every week.`;

/** Dense technical writing with repeated three- and four-word phrases. */
const TECH_ARTICLE = `Deploying Machine Learning Models in Production

Deploying machine learning models in production requires more than accurate training code. Engineering teams need reproducible training data pipelines, automated model evaluation, and continuous model monitoring to keep predictions reliable after release.

Reproducible Training Data Pipelines

Every production model depends on its training data. Version your datasets alongside your code, and record the exact preprocessing configuration for each experiment. Reproducible training data pipelines let engineers rebuild any historical model, compare experiments objectively, and investigate unexpected regressions quickly. Data validation checks should run automatically before training begins, rejecting corrupted records and flagging distribution shifts.

Automated Model Evaluation

Automated model evaluation compares every candidate against the current production model using identical evaluation datasets. Define acceptance thresholds for accuracy, latency, and memory consumption before experimentation starts. When a candidate exceeds the thresholds, the continuous integration system packages it with its dependencies and publishes it to the model registry. Automated model evaluation also documents performance differences across customer segments, which helps reviewers identify potential fairness problems.

Containerized Inference Services

Containerized inference services isolate each model version with its runtime libraries. Orchestration platforms schedule these containers across available hardware, scale replicas according to request volume, and replace unhealthy instances automatically. Containerized inference services simplify rollbacks, because operators can redirect traffic to the previous version within seconds.

Continuous Model Monitoring

Continuous model monitoring tracks prediction quality, input distributions, and infrastructure metrics in real time. Dashboards visualize latency percentiles and error rates, while alerting rules notify engineers when accuracy deteriorates. Continuous model monitoring detects data drift early, so teams can retrain machine learning models before customers notice degraded recommendations.

Operational Responsibilities

Successful organizations treat machine learning models as long-lived software components. Data scientists, platform engineers, and product managers share responsibility for reliability, documentation, and governance. Regular retrospectives examine incidents, improve reproducible training data pipelines, and refine automated model evaluation criteria. With disciplined engineering practices, machine learning models deliver consistent business value instead of fragile experimental results.`;

/** Business prose of middling difficulty (Flesch reading ease in the 40s). */
const BUSINESS_ARTICLE = `Remote Team Management for Growing Companies

Remote team management is now a core skill for managers in growing companies. When people work from different cities and time zones, leaders need clear processes, regular check-ins and measurable goals to keep projects on track.

Set Clear Expectations

Good remote team management starts with clear expectations. Managers should define roles, deadlines and quality standards for each project, and they should share these agreements in writing. Written expectations reduce confusion, support accountability and give employees the confidence to make their own decisions.

Communicate on a Predictable Schedule

Regular communication keeps distributed teams aligned. Hold a short weekly meeting about priorities, and use written updates for routine information. Managers who talk with their teams on a steady schedule create stability, because people know when they will get feedback and when decisions will happen.

Measure Results Instead of Hours

Effective remote team management focuses on results rather than hours. Agree on a few measurable goals for each quarter, and review progress together every month. This approach rewards productive work, encourages ownership and avoids the kind of constant tracking that damages trust.

Invest in Collaboration Tools

Reliable collaboration tools make remote work practical. Choose a shared document platform, a project management app and a dependable video service, then train everyone to use them the same way. Good tools cut down on busy work and make information easy to find for the whole company.

Build Trust and Company Culture

Trust is the foundation of remote team management. Managers can strengthen company culture by praising good work in public, planning informal virtual events and meeting in person when budgets allow. Teams that trust their leaders speak openly, solve problems faster and stay with the company longer.`;

/** A ~410-word how-to about pour-over coffee: the "good text" the scoring tests compare against. */
const POUR_OVER = `# Pour-Over Coffee at Home

Pour-over coffee is the simplest way to taste what your beans can really do. You pour hot water over ground coffee by hand, and gravity pulls it through a paper filter. The method asks for a little care, but it rewards you with a clean, sweet cup.

## The Gear You Need

You need a dripper, paper filters, a kettle and a scale. A gooseneck kettle helps you pour slowly and evenly. A burr grinder gives even grounds, which matters more than any other tool. Rinse the filter with hot water first, so the paper taste stays out of your cup.

## Grind and Ratio

Start with a medium grind, close to coarse sand. Use one gram of coffee for every sixteen grams of water. For one mug, that means twenty grams of coffee and about three hundred and twenty grams of water. Weigh both, because scoops and eyeballing give a different cup every morning.

## The Bloom

Heat the water until it is just off the boil. Pour a small amount over the grounds and wait half a minute. The coffee bubbles and swells as trapped gas escapes. This bloom lets the water reach every grain evenly once you keep pouring.

## The Main Pour

Pour in slow circles from the center outward, and avoid the paper edge. Keep the water level steady rather than filling the cone at once. The whole brew should take about three minutes. If it runs much faster, grind finer next time. If it drips slowly and tastes bitter, grind coarser.

## Taste and Adjust

Good pour-over coffee tastes bright and sweet, with no harsh bitterness. Sour notes mean the water did not pull enough from the grounds. Bitter notes mean it pulled too much. Change one thing at a time, such as the grind or the pour speed, and write down what you did.

## Why It Is Worth the Effort

A pour-over brewer costs less than most machines and fits in any kitchen. It lets you taste the difference between a fruity Ethiopian bean and a chocolate bean from Brazil. After a week of practice, the routine takes five calm minutes. Many people find that quiet ritual is the best part of the morning.

## Clean Your Dripper

Wash the dripper and the kettle after each brew. Old oils turn stale and make the next cup taste flat. A quick rinse with hot water and a weekly wash with mild soap keep your pour-over coffee clean and sweet.`;

/** POUR_OVER with 'Pour-over coffee, pour-over coffee.' after every sentence, three times: about 24% density. */
const POUR_OVER_STUFFED = POUR_OVER.replace(
  /([.!?])( |\n)/g,
  (_match, stop: string, space: string) => `${stop}${' Pour-over coffee, pour-over coffee.'.repeat(3)}${space}`,
);

/** About 230 words on a stated number of shortcuts, with other numbers (2 seconds, 30 places, 500 words) around. */
const TWELVE_SHORTCUTS = `These 12 keyboard shortcuts will save you hours in Google Docs every week. Learn two a day and you will know all of them within a week.

Press Ctrl and B to make text bold, and Ctrl and I for italics. Ctrl and U underlines a word. These three keyboard shortcuts cover most formatting you do.

Ctrl and K adds a link to the selected text. Paste the address, press Enter, and the link is ready in 2 seconds.

Ctrl, Shift and V pastes text without its formatting. This keeps your document clean when you copy from a web page. Ctrl and Z undoes your last change, and Ctrl and Y brings it back.

Ctrl and F finds a word in the document. Ctrl and H opens find and replace, which fixes the same typo in 30 places at once.

Ctrl, Alt and M adds a comment. Comments let your team discuss a paragraph without editing it. Ctrl, Shift and C shows the word count, which helps when an essay has a limit of 500 words.

Ctrl and slash opens the list of all keyboard shortcuts. Keep it open for a few days while you practise.

Start with the keyboard shortcuts you need most. Bold, links and plain paste save the most time for most writers. After a week, your hands stay on the keyboard and your writing flows faster.`;

const statusOf = (analysis: SeoAnalysis, id: SeoCheckId) => analysis.checks.find((item) => item.id === id)?.status;
const reasonOf = (analysis: SeoAnalysis, id: SeoCheckId) => analysis.checks.find((item) => item.id === id)?.reason ?? '';
const score = (analysis: SeoAnalysis) => Number(analysis.seoScore);
const longTail = (tags: readonly string[]) => tags.filter((tag) => tag.split(' ').length >= 3).length;

const fixtures = {
  'strong article': STRONG_ARTICLE,
  'keyword-stuffed text': KEYWORD_STUFFED,
  'passive wall': PASSIVE_WALL,
  '40-word text': FORTY_WORDS,
  'technical article': TECH_ARTICLE,
  'business article': BUSINESS_ARTICLE,
};

describe('analyzeSeo on known texts', () => {
  it('scores a strong, well-structured article high and finds its topic', () => {
    const analysis = analyzeSeo({ content: STRONG_ARTICLE });

    expect(analysis.mainKeyPhrase).toBe('sourdough starter');
    expect(score(analysis)).toBeGreaterThanOrEqual(80);
    expect(scoreBand(analysis.seoScore)).toBe('green');
    expect(analysis.checks.filter((item) => item.status !== 'pass')).toEqual([]);
    expect(reasonOf(analysis, 'key-phrase-placement')).toContain('"sourdough starter" is in a heading');
    expect(reasonOf(analysis, 'content-length')).toMatch(/^6\d\d words/);
    expect(analysis.engine).toBe('offline-analyzer');
  });

  it('fails key-phrase density on keyword stuffing and says by how much', () => {
    const analysis = analyzeSeo({ content: KEYWORD_STUFFED });

    expect(analysis.mainKeyPhrase).toBe('running shoes');
    expect(statusOf(analysis, 'key-phrase-density')).toBe('fail');
    expect(reasonOf(analysis, 'key-phrase-density')).toMatch(/"running shoes" appears 25 times in 96 words \(26%\)/);
    expect(reasonOf(analysis, 'key-phrase-density')).toContain('stuffing');
    expect(scoreBand(analysis.seoScore)).toBe('red');
  });

  it('fails readability, sentence length, paragraph length and passive voice on a passive wall', () => {
    const analysis = analyzeSeo({ content: PASSIVE_WALL });

    expect(statusOf(analysis, 'readability')).toBe('fail');
    expect(statusOf(analysis, 'sentence-length')).toBe('fail');
    expect(statusOf(analysis, 'passive-voice')).toBe('fail');
    expect(statusOf(analysis, 'paragraph-length')).toBe('fail');
    expect(reasonOf(analysis, 'passive-voice')).toMatch(/Passive voice in 7 of 7 sentences \(100%\)/);
    expect(score(analysis)).toBeLessThan(60);
    expect(scoreBand(analysis.seoScore)).toBe('red');
  });

  it('does not run or score the English-only checks on text in another language, and says so', () => {
    const english = analyzeSeo({ content: KEYWORD_STUFFED });
    const german = analyzeSeo({ content: KEYWORD_STUFFED, language: 'de' });
    expect(english.checks.some((check) => check.englishOnly)).toBe(false);
    for (const id of englishOnlySeoChecks) {
      expect(german.checks.find((check) => check.id === id)).toMatchObject({
        englishOnly: true,
        reason: 'Not checked: this check reads English only, and this text is in German.',
      });
    }
    expect(statusOf(german, 'sentence-length')).toBe(statusOf(english, 'sentence-length'));
    expect(seoAnalysisResponse.safeParse(german).success).toBe(true);
  });

  it('fails content length on a 40-word text', () => {
    const analysis = analyzeSeo({ content: FORTY_WORDS });

    expect(statusOf(analysis, 'content-length')).toBe('fail');
    expect(reasonOf(analysis, 'content-length')).toContain('Only 40 words');
    expect(analysis.mainKeyPhrase).toBe('indie game development');
    expect(scoreBand(analysis.seoScore)).toBe('red');
  });

  it('orders the scores as an editor would', () => {
    const strong = score(analyzeSeo({ content: STRONG_ARTICLE }));
    const stuffed = score(analyzeSeo({ content: KEYWORD_STUFFED }));
    const wall = score(analyzeSeo({ content: PASSIVE_WALL }));
    // Stuffing and a passive wall are both red; neither comes near a strong article.
    expect(strong).toBeGreaterThan(stuffed);
    expect(strong).toBeGreaterThan(wall);
    expect(stuffed).toBeLessThan(60);
    expect(wall).toBeLessThan(60);
  });
});

describe.each(Object.entries(fixtures))('suggestions for the %s', (_name, content) => {
  const analysis = analyzeSeo({ content });
  const phrase = analysis.mainKeyPhrase.toLowerCase();

  it('matches the response contract', () => {
    expect(seoAnalysisResponse.safeParse(analysis).success).toBe(true);
    expect(analysis.seoScore).toMatch(/^(100|[1-9]?\d)$/);
  });

  it('gives five different titles, each under 70 characters and containing the key phrase', () => {
    expect(analysis.titles).toHaveLength(5);
    expect(new Set(analysis.titles).size).toBe(5);
    for (const title of analysis.titles) {
      expect(title.length).toBeLessThan(YOUTUBE_LIMITS.titleMaxChars);
      expect(title.toLowerCase()).toContain(phrase);
      expect(title).not.toMatch(/\b(19|20)\d\d\b/);
    }
  });

  it('opens the description with the key phrase, then a summary from the text, then hashtags', () => {
    const [hook, summary, hashtags, ...rest] = analysis.description.split('\n\n');
    expect(rest).toEqual([]);
    expect(analysis.description.slice(0, YOUTUBE_LIMITS.descriptionPreviewChars).toLowerCase()).toContain(phrase);
    expect(hook!.length).toBeLessThanOrEqual(YOUTUBE_LIMITS.descriptionPreviewChars);
    // The summary is made of the content's own sentences.
    for (const sentence of summary!.split(/(?<=[.!])\s+/)) {
      expect(content.replace(/\s+/g, ' ')).toContain(sentence);
    }
    const tags = hashtags!.split(' ');
    expect(tags.length).toBeGreaterThanOrEqual(3);
    expect(tags.length).toBeLessThanOrEqual(5);
    for (const tag of tags) expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
  });

  it('ranks tags from the key phrases, main first, within YouTube limits', () => {
    expect(analysis.tags[0]).toBe(analysis.mainKeyPhrase);
    expect(analysis.tags.length).toBeGreaterThanOrEqual(SEO_TAG_COUNT.min);
    expect(analysis.tags.length).toBeLessThanOrEqual(SEO_TAG_COUNT.max);
    expect(new Set(analysis.tags.map((tag) => tag.toLowerCase())).size).toBe(analysis.tags.length);
    expect(youtubeTagsLength(analysis.tags)).toBeLessThanOrEqual(YOUTUBE_LIMITS.tagsMaxTotalChars);
    for (const tag of analysis.tags) expect(content.toLowerCase()).toContain(tag.toLowerCase());
  });

  it('explains every check in one line with its numbers', () => {
    expect(analysis.checks.map((item) => item.id)).toEqual([
      'content-length',
      'readability',
      'key-phrase-density',
      'key-phrase-placement',
      'key-phrase-competition',
      'sentence-length',
      'paragraph-length',
      'passive-voice',
      'title-length',
      'description-length',
      'tag-count',
      'tag-length',
    ]);
    for (const item of analysis.checks) {
      expect(item.reason).not.toContain('\n');
      expect(item.reason).toMatch(/\d/);
    }
  });
});

describe('analyzeSeo options', () => {
  it('favours long-tail tags when competition is High', () => {
    const low = analyzeSeo({ content: TECH_ARTICLE, competition: 'Low' });
    const high = analyzeSeo({ content: TECH_ARTICLE, competition: 'High' });

    expect(longTail(high.tags)).toBeGreaterThan(longTail(low.tags));
    // The top five tags are long-tail phrases under High competition, head terms under Low.
    expect(longTail(high.tags.slice(0, 5))).toBe(5);
    expect(longTail(low.tags.slice(0, 5))).toBeLessThanOrEqual(1);
    // The main key phrase and the other content checks do not depend on competition.
    expect(high.mainKeyPhrase).toBe(low.mainKeyPhrase);
    const others = (analysis: SeoAnalysis) => analysis.checks.slice(0, 8).filter((item) => item.id !== 'key-phrase-competition');
    expect(others(high)).toEqual(others(low));
  });

  it('judges readability against the chosen audience', () => {
    const verdict = (targetAudience: Parameters<typeof analyzeSeo>[0]['targetAudience']) =>
      statusOf(analyzeSeo({ content: BUSINESS_ARTICLE, targetAudience }), 'readability');

    expect(verdict('Business Professionals')).toBe('pass');
    expect(verdict('Tech Enthusiasts')).toBe('warn');
    expect(verdict('General')).toBe('fail');
    expect(verdict('Students')).toBe('fail');
    expect(reasonOf(analyzeSeo({ content: BUSINESS_ARTICLE, targetAudience: 'Students' }), 'readability')).toMatch(
      /Flesch reading ease \d+ is too hard for students \(aim for 70\+\)/,
    );
  });

  it('defaults to the General audience and Medium competition', () => {
    expect(analyzeSeo({ content: BUSINESS_ARTICLE })).toEqual(
      analyzeSeo({ content: BUSINESS_ARTICLE, targetAudience: 'General', competition: 'Medium' }),
    );
  });

  it('is deterministic: the same input gives the same analysis', () => {
    const input = { content: TECH_ARTICLE, targetAudience: 'Students', competition: 'High' } as const;
    expect(analyzeSeo(input)).toEqual(analyzeSeo(input));
  });

  it('gives different texts different results', () => {
    const results = Object.values(fixtures).map((content) => analyzeSeo({ content }));
    expect(new Set(results.map((result) => result.titles.join('|'))).size).toBe(results.length);
    expect(new Set(results.map((result) => result.description)).size).toBe(results.length);
    expect(new Set(results.map((result) => result.tags.join('|'))).size).toBe(results.length);
  });

  it('copes with content that has no words', () => {
    const analysis = analyzeSeo({ content: '!!! ??? ...' });
    expect(seoAnalysisResponse.safeParse(analysis).success).toBe(true);
    expect(statusOf(analysis, 'content-length')).toBe('fail');
    expect(statusOf(analysis, 'readability')).toBe('fail');
  });
});

describe('recheckMetadata', () => {
  const analysis = analyzeSeo({ content: STRONG_ARTICLE });

  it('keeps the score when rewritten titles still fit', () => {
    const titles = analysis.titles.map((title) => title.replace('Guide', 'Handbook'));
    const rechecked = recheckMetadata(analysis, { titles });
    expect(rechecked.titles).toEqual(titles);
    expect(rechecked.seoScore).toBe(analysis.seoScore);
  });

  it('fails a rewritten title that YouTube would cut off, and keeps the score (it measures the text)', () => {
    const long = `${'Sourdough Starter '.repeat(4)}for Absolute Beginners Everywhere`;
    const rechecked = recheckMetadata(analysis, { titles: [long, ...analysis.titles.slice(1)] });
    expect(long.length).toBeGreaterThanOrEqual(70);
    expect(rechecked.checks.find((item) => item.id === 'title-length')?.status).toBe('fail');
    expect(rechecked.seoScore).toBe(analysis.seoScore);
    expect(rechecked.checks.slice(0, 8)).toEqual(analysis.checks.slice(0, 8));
  });

  it('warns when a rewritten description hides the key phrase past the preview', () => {
    const description = `${'A story about bread and patience. '.repeat(6)}Learn the sourdough starter basics.`;
    const rechecked = recheckMetadata(analysis, { description });
    expect(rechecked.checks.find((item) => item.id === 'description-length')?.status).toBe('warn');
  });
});

describe("the score measures only the creator's text", () => {
  const good = analyzeSeo({ content: POUR_OVER });

  it('scores a good text green and finds its hyphenated key phrase', () => {
    expect(good.mainKeyPhrase).toBe('pour-over coffee');
    expect(scoreBand(good.seoScore)).toBe('green');
  });

  it('keeps a text stuffed to about 24% density below the good one and in the red band', () => {
    const stuffed = analyzeSeo({ content: POUR_OVER_STUFFED });
    expect(reasonOf(stuffed, 'key-phrase-density')).toMatch(
      /"pour-over coffee" appears \d+ times in \d+ words \(2[34](\.\d)?%\): keyword stuffing/,
    );
    expect(score(stuffed)).toBeLessThan(score(good));
    expect(score(stuffed)).toBeLessThan(60);
  });

  it('keeps an 8-word text in the red band', () => {
    const eight = analyzeSeo({ content: 'Pour-over coffee tastes best with freshly ground beans.' });
    expect(reasonOf(eight, 'content-length')).toContain('Only 8 words: thin content');
    expect(scoreBand(eight.seoScore)).toBe('red');
    // Its suggestions are fine (five titles, a description): they earn it nothing.
    expect(statusOf(eight, 'title-length')).toBe('pass');
  });

  it('gives the same text the same score whether or not the suggestions pass their checks', () => {
    const broken = recheckMetadata(good, { titles: good.titles.map((title) => `${title} ${'x'.repeat(70)}`), description: '', tags: [] });
    for (const id of ['title-length', 'description-length', 'tag-count'] as const) expect(statusOf(broken, id)).toBe('fail');
    expect(statusOf(good, 'title-length')).toBe('pass');
    expect(broken.seoScore).toBe(good.seoScore);
  });

  it('analyzes a script the same with or without its cue markers', () => {
    const script = POUR_OVER.replace('## The Gear You Need\n', '[B-ROLL: kettle, dripper and scale on the counter]\n## The Gear You Need\n')
      .replace('Rinse the filter', '[ADD: close-up of the filter] Rinse the filter')
      .replace('Heat the water', '[HOOK] (pause) Heat the water')
      .replace('## Taste and Adjust', '[B-ROLL: first sip]\n\n## Taste and Adjust');
    expect(script).not.toBe(POUR_OVER);
    const cued = analyzeSeo({ content: script });
    expect(cued.seoScore).toBe(good.seoScore);
    expect(cued.checks).toEqual(good.checks);
    expect(cued.tags.join(' ')).not.toMatch(/roll|close-up|hook/i);
  });

  it('strips cues but keeps line breaks and Markdown links', () => {
    expect(stripCues('[HOOK]\nFirst line.\nSecond (pause) line [B-ROLL: cups].\n\nSee [the guide](https://example.com).')).toBe(
      'First line.\nSecond   line  .\n\nSee [the guide](https://example.com).',
    );
  });

  it('builds tags from key phrases, without stop words, units, numbers or stock praise', () => {
    const content = `# The Best Cold Brew Coffee

The best cold brew coffee needs 100 grams of coarse coffee and 1 liter of cold water. Steep the cold brew coffee for 12 hours in the fridge. Great cold brew coffee tastes smooth and sweet.

Strain the cold brew concentrate through a paper filter after 720 minutes. Dilute the cold brew concentrate with water or milk, about 50 ml of concentrate to 100 ml of milk. An amazing glass of cold brew coffee is ready in 2 minutes.

A new bag of coarse coffee makes about 10 servings of cold brew concentrate. Keep the concentrate in a glass jar for up to 2 weeks, and use a paper filter for a clean cup.`;
    const { tags } = analyzeSeo({ content });
    expect(tags[0]).toBe('cold brew coffee');
    expect(tags).toEqual(expect.arrayContaining(['coarse coffee', 'paper filter', 'glass jar']));
    const stopWords = new Set(['the', 'a', 'an', 'of', 'for', 'to', 'in', 'and', 'or', 'with', 'about', 'up', 'is', 'after']);
    for (const tag of tags) {
      for (const word of tag.toLowerCase().split(' ')) {
        expect(stopWords.has(word), tag).toBe(false);
        expect(UNIT_WORDS.has(word), tag).toBe(false);
        expect(GENERIC_ADJECTIVES.has(word), tag).toBe(false);
        expect(word).not.toMatch(/^\d+$|%/);
      }
    }
  });

  it('titles a text about 12 shortcuts with 12 and no other number', () => {
    const { titles, mainKeyPhrase } = analyzeSeo({ content: TWELVE_SHORTCUTS });
    expect(mainKeyPhrase).toBe('keyboard shortcuts');
    const numbers = titles.flatMap((title) => title.match(/\d+/g) ?? []);
    expect(numbers).toContain('12');
    expect(new Set(numbers)).toEqual(new Set(['12']));
  });

  it('never invents a number for a text that gives none', () => {
    for (const title of analyzeSeo({ content: FORTY_WORDS }).titles) expect(title).not.toMatch(/\d/);
  });

  it('changes the advice with the competition, pointing to a longer phrase the text already uses', () => {
    const reasonFor = (competition: 'Low' | 'Medium' | 'High') =>
      reasonOf(analyzeSeo({ content: TECH_ARTICLE, competition }), 'key-phrase-competition');
    expect(new Set([reasonFor('Low'), reasonFor('Medium'), reasonFor('High')]).size).toBe(3);
    expect(reasonFor('Low')).toMatch(/^At low competition "machine learning models" \(3 words\) can rank as it is/);

    const broad = analyzeSeo({ content: POUR_OVER, competition: 'High' });
    expect(statusOf(broad, 'key-phrase-competition')).toBe('warn');
    expect(reasonOf(broad, 'key-phrase-competition')).toContain('"pour-over coffee" (2 words) is too broad for high competition');
    // The longer phrase comes from the text: "cheap running shoes" is written there twice.
    const shoes = (competition: 'Low' | 'High') =>
      reasonOf(analyzeSeo({ content: KEYWORD_STUFFED, competition }), 'key-phrase-competition');
    expect(shoes('High')).toContain('lead with a longer phrase your text already uses, such as "cheap running shoes"');
    expect(KEYWORD_STUFFED).toContain('cheap running shoes');
    expect(shoes('Low')).toContain('the broader "shoes" is worth a tag too');
  });

  it('changes the readability advice with the audience', () => {
    const readability = (targetAudience: 'Students' | 'Business Professionals') =>
      analyzeSeo({ content: BUSINESS_ARTICLE, targetAudience }).checks.find((item) => item.id === 'readability');
    expect(readability('Business Professionals')?.reason).toContain('suits business professionals (aim for 40+)');
    expect(readability('Students')?.reason).toContain('is too hard for students (aim for 70+)');
  });
});
