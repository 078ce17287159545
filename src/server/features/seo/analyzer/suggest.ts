import { titleCase } from '../../../nlp/english';
import { SEO_HASHTAG_COUNT, SEO_TAG_COUNT, SEO_TITLE_COUNT, YOUTUBE_LIMITS, type SeoAudience } from '../../../../shared/catalog/seo';
import { youtubeTagsLength } from './checks';
import type { KeyPhrase } from './key-phrases';
import { sentenceText, type ParsedText } from './parse';
import type { TextStats } from './text-stats';

/**
 * Titles, description and tags built from what the analysis found: the main key phrase, the
 * next phrases, the content's own central sentences and its section count. Deterministic: the
 * choice among phrasings comes from a hash of the key phrases, never from a clock or a random draw.
 */

export interface SuggestContext {
  parsed: ParsedText;
  stats: TextStats;
  audience: SeoAudience;
  /** The main key phrase as the content writes it. */
  main: { key: string; text: string };
  /** Other key phrases, best first (main excluded), for secondary mentions. */
  related: readonly KeyPhrase[];
  /** Key phrases ranked for the chosen competition, for tags and hashtags. */
  forTags: readonly KeyPhrase[];
}

const AUDIENCE_WORDS: Record<SeoAudience, { plural: string; singular: string; phrase: string }> = {
  General: { plural: 'Beginners', singular: 'Beginner', phrase: 'anyone getting started' },
  'Business Professionals': { plural: 'Professionals', singular: 'Professional', phrase: 'busy professionals' },
  'Content Creators': { plural: 'Creators', singular: 'Creator', phrase: 'content creators' },
  Students: { plural: 'Students', singular: 'Student', phrase: 'students' },
  'Tech Enthusiasts': { plural: 'Tech Enthusiasts', singular: 'Tech Enthusiast', phrase: 'tech enthusiasts' },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** FNV-1a, 32 bits: a stable number from the analysis, to vary phrasing between texts. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Related phrases that share no word with the main one (so titles do not repeat themselves). */
function distinctFrom(main: string, phrases: readonly KeyPhrase[], limit: number): KeyPhrase[] {
  const taken = new Set(main.toLowerCase().split(' '));
  const picked: KeyPhrase[] = [];
  for (const phrase of phrases) {
    const words = phrase.key.split(' ');
    if (words.some((word) => taken.has(word))) continue;
    picked.push(phrase);
    for (const word of words) taken.add(word);
    if (picked.length === limit) break;
  }
  return picked;
}

/** How many items a list title can promise: the content's sections, else its list items, else its size. */
function listCount(parsed: ParsedText, stats: TextStats): number {
  const sections = parsed.blocks.filter((block, index) => block.kind === 'heading' && index > 0).length;
  if (sections >= 3) return Math.min(sections, 15);
  const items = parsed.blocks.filter((block) => block.kind === 'list-item').length;
  if (items >= 3) return Math.min(items, 15);
  return Math.min(10, Math.max(3, Math.round(stats.words / 150)));
}

type Pattern = (k: string) => string | null;

export function suggestTitles(context: SuggestContext): string[] {
  const { parsed, stats, audience, main, related } = context;
  const k = titleCase(main.text);
  const pluralPhrase = main.text.toLowerCase().split(' ').at(-1) !== main.key.split(' ').at(-1);
  const is = pluralPhrase ? 'Are' : 'Is';
  const does = pluralPhrase ? 'Do' : 'Does';
  const [second] = distinctFrom(main.key, related, 1);
  const s = second ? titleCase(second.text) : null;
  const n = listCount(parsed, stats);
  const who = AUDIENCE_WORDS[audience];
  const forWho = audience === 'General' ? '' : ` for ${who.plural}`;

  // Five families, one title each: how-to, list, question, benefit, evergreen. No years, so the
  // titles stay true.
  const families: { patterns: Pattern[]; fallback: Pattern }[] = [
    {
      patterns: [
        (x) => `How to Get Started with ${x}${forWho}`,
        (x) => `How to Get Better Results with ${x}`,
        (x) => `How to Master ${x}: A Step-by-Step Guide`,
        (x) => (s ? `How to Master ${x} and ${s}` : null),
      ],
      fallback: (x) => `How to Use ${x}`,
    },
    {
      patterns: [
        (x) => `${n} ${x} Tips Every ${who.singular} Should Know`,
        (x) => `${n} Things to Know About ${x}`,
        (x) => `${n} ${x} Mistakes to Avoid`,
        (x) => `${n} Simple Ways to Get More From ${x}`,
      ],
      fallback: (x) => `${n} ${x} Tips`,
    },
    {
      patterns: [
        (x) => `What ${is} ${x}? Everything You Need to Know`,
        (x) => `${is} ${x} Worth It? An Honest Look${forWho}`,
        (x) => `Why ${does} ${x} Matter${forWho}?`,
        (x) => `What Do Most ${who.plural} Get Wrong About ${x}?`,
      ],
      fallback: (x) => `Why ${x}?`,
    },
    {
      patterns: [
        (x) => `${x} Made Simple: Save Time, Get Better Results`,
        (x) => (s ? `Get More Out of ${x} With ${s}` : `Get More Out of ${x} With Less Effort`),
        (x) => `Better ${x}, Less Effort: What Actually Works`,
        (x) => `${x}${forWho || ' for Everyone'}: Faster, Easier, Better`,
      ],
      fallback: (x) => `Better ${x}`,
    },
    {
      patterns: [
        (x) => `The Complete Guide to ${x}${forWho}`,
        (x) => (s ? `${x} Explained: From the Basics to ${s}` : `${x} Explained: From the Basics Up`),
        (x) => `${x}: The Essential Guide${forWho}`,
        (x) => `Everything You Need to Know About ${x}`,
      ],
      fallback: (x) => `${x} Guide`,
    },
  ];

  const seed = hash(`${main.key}|${s ?? ''}|${n}|${stats.words}`);
  const titles = families.map(({ patterns, fallback }, family) => {
    const offset = (seed >>> (family * 3)) % patterns.length;
    for (let i = 0; i < patterns.length; i += 1) {
      const title = patterns[(offset + i) % patterns.length]?.(k);
      if (title && title.length < YOUTUBE_LIMITS.titleMaxChars) return title;
    }
    return fallback(k) ?? k;
  });
  return titles.slice(0, SEO_TITLE_COUNT);
}

/**
 * The sentences that best carry the content: each scores the summed frequency of its content
 * words (a word-frequency centroid), normalised by √length, with a bonus when it names the main
 * key phrase. Returned in reading order.
 */
export function centralSentences(context: SuggestContext, mainSentences: readonly number[], maxChars: number): string[] {
  const { parsed } = context;
  const frequency = new Map<string, number>();
  const body = (index: number) => parsed.blocks[parsed.sentences[index]?.block ?? 0]?.kind !== 'heading';
  const contentLemma = (i: number) => {
    const tag = parsed.pos[i];
    if (parsed.stopWords[i] || parsed.types[i] !== 'word') return null;
    const content = tag === 'NOUN' || tag === 'PROPN' || tag === 'ADJ' || tag === 'VERB';
    return content ? (parsed.lemmas[i] ?? '').toLowerCase() : null;
  };
  parsed.sentences.forEach((sentence, index) => {
    if (!body(index)) return;
    for (let i = sentence.start; i < sentence.end; i += 1) {
      const lemma = contentLemma(i);
      if (lemma) frequency.set(lemma, (frequency.get(lemma) ?? 0) + 1);
    }
  });

  const namesMain = new Set(mainSentences);
  const scored: { index: number; score: number; text: string }[] = [];
  parsed.sentences.forEach((sentence, index) => {
    if (!body(index) || sentence.words < 8 || sentence.words > 35) return;
    const text = sentenceText(parsed, sentence);
    if (text.endsWith('?') || text.length > maxChars) return;
    const seen = new Set<string>();
    let sum = 0;
    for (let i = sentence.start; i < sentence.end; i += 1) {
      const lemma = contentLemma(i);
      if (lemma && !seen.has(lemma)) {
        seen.add(lemma);
        sum += frequency.get(lemma) ?? 0;
      }
    }
    const score = (sum / Math.sqrt(sentence.words)) * (namesMain.has(index) ? 1.5 : 1);
    scored.push({ index, score, text });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);

  const picked: { index: number; text: string }[] = [];
  let length = 0;
  for (const candidate of scored) {
    if (length + candidate.text.length + 1 > maxChars) continue;
    picked.push(candidate);
    length += candidate.text.length + 1;
    if (picked.length === 2) break;
  }
  if (picked.length === 0) {
    // Nothing of summary length: open with the start of the body, cut at a word.
    const first = parsed.sentences.findIndex((_, index) => body(index));
    const sentence = parsed.sentences[first];
    if (!sentence) return [];
    const text = sentenceText(parsed, sentence);
    return [text.length <= maxChars ? text : `${text.slice(0, text.lastIndexOf(' ', maxChars - 1))}…`];
  }
  return picked.sort((a, b) => a.index - b.index).map((item) => item.text);
}

/** '#ColdBrewCoffee' from 'cold brew coffee'; null when nothing usable is left. */
export function hashtag(phrase: string): string | null {
  const words = phrase.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const tag = words.map((word) => (/\p{Lu}/u.test(word) ? word : capitalize(word))).join('');
  return tag.length >= 3 && tag.length <= 30 ? `#${tag}` : null;
}

/**
 * Up to five hashtags, best phrases first. A phrase inside one already taken ("starter" after
 * "sourdough starter") is skipped while there are others to choose from.
 */
export function suggestHashtags(phrases: readonly { text: string }[]): string[] {
  const chosen: { tag: string; words: string }[] = [];
  const inside: string[] = [];
  const covered = (words: string) => chosen.some((item) => ` ${item.words} `.includes(` ${words} `));
  for (const phrase of phrases) {
    const tag = hashtag(phrase.text);
    const words = phrase.text.toLowerCase();
    if (!tag || chosen.some((item) => item.tag.toLowerCase() === tag.toLowerCase())) continue;
    if (covered(words)) {
      inside.push(tag);
      continue;
    }
    chosen.push({ tag, words });
    if (chosen.length === SEO_HASHTAG_COUNT.max) break;
  }
  const tags = chosen.map((item) => item.tag);
  for (const tag of inside) {
    if (tags.length >= SEO_HASHTAG_COUNT.min) break;
    if (!tags.some((taken) => taken.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

export function suggestDescription(context: SuggestContext, mainSentences: readonly number[]): string {
  const { main, related, forTags, audience } = context;
  const k = main.text;
  const [s1, s2] = distinctFrom(main.key, related, 2).map((phrase) => phrase.text);
  const reach = AUDIENCE_WORDS[audience].phrase;
  const covering = s1 ? (s2 ? `${s1} and ${s2}` : s1) : null;
  const hooks: ((about: string | null) => string)[] = [
    (about) => `Everything you need to know about ${k}${about ? `, including ${about}` : ''}.`,
    (about) => `A practical guide to ${k} for ${reach}${about ? `, covering ${about}` : ''}.`,
    (about) => `Want better results with ${k}? ` + (about ? `Here is what to know about ${about}.` : `Here is what works for ${reach}.`),
  ];
  const seed = hash(`${main.key}|${covering ?? ''}|${audience}`);
  const hookOf = hooks[seed % hooks.length] ?? hooks[0]!;
  const preview = YOUTUBE_LIMITS.descriptionPreviewChars;
  const hook =
    [covering, s1 ?? null, null].map((about) => capitalize(hookOf(about))).find((text) => text.length <= preview) ?? capitalize(`${k}.`);

  const summary = centralSentences(context, mainSentences, 320).join(' ');
  const hashtags = suggestHashtags([main, ...forTags]).join(' ');
  return [hook, summary, hashtags].filter(Boolean).join('\n\n');
}

/** Ranked key phrases, main first, no repeats, at most SEO_TAG_COUNT.max and within 500 characters. */
export function suggestTags(main: { key: string; text: string }, ranked: readonly KeyPhrase[]): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const text of [main.text, ...ranked.map((phrase) => phrase.text)]) {
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    if (youtubeTagsLength([...tags, text]) > YOUTUBE_LIMITS.tagsMaxTotalChars) break;
    seen.add(key);
    tags.push(text);
    if (tags.length === SEO_TAG_COUNT.max) break;
  }
  return tags;
}
