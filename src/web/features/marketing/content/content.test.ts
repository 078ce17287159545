import { describe, expect, it } from 'vitest';
import { blogSlugs } from '@shared/catalog/blog-slugs';
import { imageStyleIds, imageStyleLabel, imageStyles, showcaseStyleIds } from '@shared/catalog/images';
import { commissionCents, formatPlanPrice, formatPrice, planList, plans } from '@shared/catalog/plans';
import { scriptTones } from '@shared/catalog/scripts';
import { embeddedStockVoices } from '@shared/catalog/voice';
import { formatPrice as formatPriceIn } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { countWord } from '../lib/count-word';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { markdownOutline } from '@/components/markdown';
import { formatIsoDate } from '../lib/format-date';
import { competitorPrice } from '../lib/content-values';
import { blogIndex } from './blog-index';
import { comparisonRows as comparisonRowsIn, COMPETITORS, platforms as platformsIn } from './comparison';
import { faqCategories as faqCategoriesIn, faqItems as faqItemsIn } from './faq';
import { featureDetails as featureDetailsIn } from './features';
import { landingStyles as landingStylesIn } from './landing-styles';
import { loadDocument, type DocumentName } from './documents';
import { documentValues } from './documents/values';
import { scriptFaqCategories as scriptFaqCategoriesIn } from './script-faq';

// The texts as the English pages show them (the English catalogues are loaded by the test setup).
const faqCategories = faqCategoriesIn('en');
const faqItems = faqItemsIn('en');
const scriptFaqCategories = scriptFaqCategoriesIn('en');
const featureDetails = featureDetailsIn('en');
const platforms = platformsIn('en');
const comparisonRows = comparisonRowsIn('en');
const landingStyles = landingStylesIn('en');

/** A text as an English page shows it, with no support address set. */
const englishText = async (name: DocumentName) =>
  (await loadDocument('en', name))(documentValues('en', { supportEmail: null, operator: 'the operator of this service' }));
const blogArticles = await Promise.all(blogSlugs.map(async (slug) => ({ ...blogIndex[slug], content: await englishText(slug) })));
const privacyPolicy = await englishText('privacy-policy');
const termsOfService = await englishText('terms-of-service');

describe('FAQ content', () => {
  it('has 15 questions covering every category of the spec, with unique ids', () => {
    expect(faqItems).toHaveLength(15);
    expect(new Set(faqItems.map((item) => item.category))).toEqual(new Set(faqCategories));
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(15);
    expect(faqCategories).toEqual([
      'General',
      'Features',
      'Pricing',
      'Usage Rights',
      'Quality',
      'Technical',
      'Security',
      'Support',
      'Customization',
    ]);
  });

  it('quotes prices from the plan catalogue only', () => {
    const allText = [...faqItems, ...scriptFaqCategories.flatMap((category) => category.items)].map((item) => item.answer).join(' ');
    for (const plan of planList) expect(allText).toContain(formatPlanPrice(plan));
    const catalogue = new Set([...planList.map((plan) => formatPrice(plan.priceCents)), '$49', '$36']);
    for (const price of allText.match(/\$\d+(\.\d\d)?/g) ?? []) expect(catalogue).toContain(price);
  });

  it('keeps answers as plain text', () => {
    for (const item of [...faqItems, ...scriptFaqCategories.flatMap((category) => category.items)]) {
      expect(item.answer).not.toMatch(/[<>*#]|\]\(/);
    }
  });

  it('has six script-FAQ categories of three questions each', () => {
    expect(scriptFaqCategories.map((category) => category.name)).toEqual([
      'AI Script Generator Basics',
      'Voice Cloning Software',
      'YouTube Content Creation',
      'Multimodal AI Platform',
      'Pricing and Value',
      'Getting Started',
    ]);
    for (const category of scriptFaqCategories) {
      expect(category.items).toHaveLength(3);
      for (const item of category.items) expect(item.category).toBe(category.name);
    }
    const ids = scriptFaqCategories.flatMap((category) => category.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(18);
  });
});

describe('blog articles', () => {
  it('publishes the three slugs on 2025-07-15 with read times 8, 10 and 12', () => {
    expect(blogArticles.map((article) => article.slug)).toEqual([...blogSlugs]);
    expect(blogArticles.map((article) => article.readTime)).toEqual([8, 10, 12]);
    for (const article of blogArticles) {
      expect(article.publishDate).toBe('2025-07-15');
      expect(article).toMatchObject(blogIndex[article.slug]);
    }
  });

  it('holds as much text as the read time claims, at about 200 words a minute', () => {
    const countWords = (source: string) => source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    for (const article of blogArticles) {
      expect(Math.round(countWords(article.content) / 200), article.slug).toBe(article.readTime);
    }
  });

  it('is structured with sections and lists', () => {
    for (const article of blogArticles) {
      expect(markdownOutline(article.content).length).toBeGreaterThanOrEqual(8);
      expect(fromMarkdown(article.content).children.some((node) => node.type === 'list')).toBe(true);
    }
  });
});

describe('comparison', () => {
  it('compares with two competitors at $49/month and $36/month', () => {
    expect(COMPETITORS.map((competitor) => competitorPrice(competitor, 'en'))).toEqual(['$49/month', '$36/month']);
    expect(platforms.map((platform) => platform.id)).toEqual(['genesis', 'jasper', 'copyai']);
    for (const platform of platforms.slice(1)) expect(platform.visitUrl).toMatch(/^https:\/\//);
    expect(comparisonRows[0]?.genesis).toContain(formatPlanPrice(plans.weekly));
    for (const row of comparisonRows) expect(['genesis', 'jasper', 'copyai', 'tie']).toContain(row.winner);
  });
});

describe('landing styles', () => {
  it('lists the six styles of spec §1, each with an AVIF and WebP image and alt text', () => {
    expect(landingStyles.map((style) => style.id)).toEqual([
      'disney-3d',
      'cinematic-photography',
      'abstract-art',
      'digital-art',
      'watercolor',
      'anime',
    ]);
    for (const style of landingStyles) {
      expect(style.image.avif).toMatch(/\.avif$/);
      expect(style.image.webp).toMatch(/\.webp$/);
      expect(style.image.alt.length).toBeGreaterThan(20);
      expect(style.examplePrompt).not.toBe('');
    }
  });
});

describe('one catalogue everywhere', () => {
  it('shows on the landing page only styles of the image catalogue, under their catalogue names', () => {
    expect(landingStyles.map((style) => style.id)).toEqual([...showcaseStyleIds]);
    for (const style of landingStyles) {
      expect(imageStyleIds).toContain(style.id);
      expect(style.title).toBe(imageStyleLabel(style.id));
    }
  });

  /** Every marketing text: features, comparison, both FAQs and the blog articles. */
  const marketingTexts = () => [
    ...featureDetails.flatMap((detail) => [detail.summary, ...detail.points]),
    ...platforms.flatMap((platform) => platform.highlights),
    ...comparisonRows.map((row) => row.genesis),
    ...faqItems.map((item) => item.answer),
    ...scriptFaqCategories.flatMap((category) => category.items.map((item) => item.answer)),
    ...blogArticles.map((article) => article.content),
  ];
  const numberWords = Array.from({ length: 13 }, (_, n) => countWord(n));
  const counted = (text: string, noun: RegExp) =>
    [...text.matchAll(new RegExp(String.raw`\b(\w+) (?:ready-made |built-in |stock )?${noun.source}`, 'gi'))]
      .map((match) => match[1]!.toLowerCase())
      .filter((word) => numberWords.includes(word) || /^\d+$/.test(word))
      .map((word) => (/^\d+$/.test(word) ? Number(word) : numberWords.indexOf(word)));

  it('counts voices from the voice catalogue, wherever the marketing pages count them', () => {
    const counts = marketingTexts().flatMap((text) => counted(text, /voices\b/));
    expect(counts.length).toBeGreaterThanOrEqual(4);
    for (const count of counts) expect(count).toBe(embeddedStockVoices.length);
    // The Features and Comparison pages say how many voices the picker offers.
    expect(featureDetails.flatMap((detail) => detail.points).join(' ')).toContain(
      `${countWord(embeddedStockVoices.length)} ready-made voices`,
    );
    expect(comparisonRows.map((row) => row.genesis)).toContain(`Built in, ${countWord(embeddedStockVoices.length)} voices`);
  });

  it('counts styles from the image catalogue', () => {
    const counts = marketingTexts().flatMap((text) => counted(text, /styles\b/));
    expect(counts.length).toBeGreaterThanOrEqual(2);
    for (const count of counts) expect(count).toBe(imageStyles.length);
  });
});

describe('legal texts', () => {
  it('cover ownership, storage, deletion, payments, acceptable use and AI output', () => {
    const headings = (source: string) => markdownOutline(source).map((heading) => heading.text);
    expect(headings(privacyPolicy)).toEqual(
      expect.arrayContaining(['Information we store', 'Deleting your account', 'Payments and subscriptions', 'Page views']),
    );
    expect(headings(termsOfService)).toEqual(expect.arrayContaining(['Your content', 'Acceptable use', 'AI output', 'Plans and payments']));
    expect(termsOfService).toContain(formatPlanPrice(plans.premium));
    expect(termsOfService).toContain('30%');
    expect(commissionCents(plans.weekly.priceCents)).toBe(210);
  });
});

describe('formatIsoDate', () => {
  it('formats without the local time zone', () => {
    expect(formatIsoDate('2025-07-15')).toBe('July 15, 2025');
    expect(formatIsoDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatIsoDate('not a date')).toBe('not a date');
  });
});

describe('another language', () => {
  // The test setup loads English only; the Spanish catalogues are added here.
  const spanish = import.meta.glob<Record<string, unknown>>('../../../locales/es/*.json', { eager: true, import: 'default' });
  for (const [file, catalogue] of Object.entries(spanish)) {
    i18n.addResourceBundle('es', file.replace(/^.*\/(.+)\.json$/, '$1'), catalogue, true, true);
  }

  it('fills every placeholder with the language’s words and formats', () => {
    const texts = [
      ...faqItemsIn('es').flatMap((item) => [item.question, item.answer]),
      ...scriptFaqCategoriesIn('es').flatMap((category) => category.items.map((item) => item.answer)),
      ...featureDetailsIn('es').flatMap((detail) => detail.points),
      ...platformsIn('es').flatMap((platform) => [platform.price, ...platform.highlights]),
      ...comparisonRowsIn('es').flatMap((row) => [row.genesis, row.jasper, row.copyai]),
      ...landingStylesIn('es').map((style) => style.image.alt),
    ];
    for (const text of texts) expect(text).not.toMatch(/\{\{|\}\}|^\w+\.\w+/);
    const pricing = faqItemsIn('es').find((item) => item.id === 'how-much-does-it-cost');
    expect(pricing?.answer).toContain(`${formatPriceIn(plans.premium.priceCents, 'USD', 'es')}/mes`);
    expect(featureDetailsIn('es')[0]?.points).toContain(
      `${scriptTones.length} tonos: Educativo, Profesional, Informal, Enérgico, Humorístico, Inspirador, Inquietante y Narrativo`,
    );
    expect(formatIsoDate('2025-07-15', 'es')).toBe('15 de julio de 2025');
  });

  it('names the plans in the terms as the plans page does', async () => {
    const terms = (await loadDocument('es', 'terms-of-service'))(documentValues('es', { supportEmail: null, operator: 'el operador' }));
    expect(terms).toContain(`Básico semanal cuesta ${formatPriceIn(plans.weekly.priceCents, 'USD', 'es')}/semana`);
    expect(terms).not.toContain(plans.weekly.name);
  });
});
