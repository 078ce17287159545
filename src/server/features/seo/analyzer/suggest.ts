import { titleCase } from '../../../writing/nlp/english';
import { SEO_HASHTAG_COUNT, SEO_TAG_COUNT, SEO_TITLE_COUNT, YOUTUBE_LIMITS, type SeoAudience } from '../../../../shared/catalog/seo';
import { youtubeTagsLength } from './checks';
import { GENERIC_ADJECTIVES, isTopicPhrase, UNIT_WORDS, type KeyPhrase } from './key-phrases';
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

/** Nouns a count can go with that make no title: "3 minutes", "5 years", "2 times". */
const UNCOUNTABLE_FACTS = new Set(['time', 'times', 'year', 'years', 'day', 'days', 'week', 'weeks', 'month', 'months', 'people']);

/** A count the text states ("12 keyboard shortcuts"), as the text writes it. */
export interface StatedCount {
  n: number;
  /** The counted noun phrase as written: 'keyboard shortcuts'. */
  text: string;
  /** Its words in head form, to compare with the main key phrase. */
  key: string;
  count: number;
  prominent: boolean;
}

/**
 * Counts the text states: a whole number from 2 to 100 followed by a noun phrase of up to three
 * words ("12 shortcuts", "5 common mistakes"), units and spans of time left out.
 */
export function statedCounts(parsed: ParsedText): StatedCount[] {
  const found = new Map<string, StatedCount>();
  for (const sentence of parsed.sentences) {
    const prominent = parsed.blocks[sentence.block]?.kind === 'heading' || sentence === parsed.sentences[0];
    for (let i = sentence.start; i < sentence.end - 1; i += 1) {
      const value = parsed.values[i] ?? '';
      if (parsed.types[i] !== 'number' || !/^\d{1,3}$/.test(value)) continue;
      const n = Number(value);
      if (n < 2 || n > 100 || parsed.values[i - 1] === '$' || parsed.values[i + 1] === '%') continue;
      let end = i + 1;
      let last = -1;
      while (end < sentence.end && end - i <= 3 && !parsed.stopWords[end] && TOPIC_TAGS.has(parsed.pos[end] ?? 'X')) {
        if (parsed.pos[end] === 'NOUN' || parsed.pos[end] === 'PROPN') last = end;
        end += 1;
      }
      if (last < 0) continue;
      const words = parsed.normals.slice(i + 1, last + 1);
      if (words.some((word) => UNIT_WORDS.has(word) || UNCOUNTABLE_FACTS.has(word) || GENERIC_ADJECTIVES.has(word))) continue;
      const key = `${n} ${parsed.heads.slice(i + 1, last + 1).join(' ')}`;
      const fact = found.get(key) ?? { n, text: parsed.values.slice(i + 1, last + 1).join(' '), key, count: 0, prominent: false };
      fact.count += 1;
      fact.prominent ||= prominent;
      found.set(key, fact);
    }
  }
  return [...found.values()];
}

const TOPIC_TAGS = new Set(['NOUN', 'PROPN', 'ADJ']);

/**
 * The number a list title may promise, only ever taken from the text: a count it states about its
 * topic (or states prominently, or more than once), else its own list items or sections. Null when
 * the text gives none: the title then carries no number.
 */
export function listFact(parsed: ParsedText, main: { key: string }): ListFact | null {
  const mainWords = new Set(main.key.split(' '));
  const related = (fact: StatedCount) => fact.key.split(' ').some((word) => mainWords.has(word));
  const facts = statedCounts(parsed)
    .filter((fact) => related(fact) || fact.prominent || fact.count > 1)
    .sort((a, b) => Number(related(b)) - Number(related(a)) || Number(b.prominent) - Number(a.prominent) || b.count - a.count);
  const stated = facts[0];
  if (stated) {
    // "12 keyboard shortcuts" counts the key phrase itself; "5 steps" counts something else.
    const ofMain = stated.key.split(' ').at(-1) === main.key.split(' ').at(-1);
    return { n: stated.n, counts: ofMain ? 'main' : titleCaseWords(stated.text) };
  }
  const sections = parsed.blocks.filter((block, index) => block.kind === 'heading' && index > 0).length;
  if (sections >= 3) return { n: sections, counts: 'parts' };
  const items = parsed.blocks.filter((block) => block.kind === 'list-item').length;
  if (items >= 3) return { n: items, counts: 'parts' };
  return null;
}

/** What a list title counts: the key phrase, the text's sections or items, or a thing the text names. */
export interface ListFact {
  n: number;
  counts: 'main' | 'parts' | string;
}

/** titleCase, with each part of a hyphenated word capitalised too: 'Pour-Over Coffee'. */
function titleCaseWords(text: string): string {
  return titleCase(text).replace(/-(\p{Ll})/gu, (_match, letter: string) => `-${letter.toUpperCase()}`);
}

type Pattern = (k: string) => string | null;
type Family = { patterns: Pattern[]; fallback: Pattern };

/**
 * List titles keep the text's facts: its own count of the key phrase ("12 Keyboard Shortcuts
 * Every Beginner Should Know"), of something it names ("Pour-Over Coffee in 5 Steps"), of its
 * sections or list items, or no number at all.
 */
function listFamily(fact: ListFact | null, singular: string): Family {
  if (!fact) {
    return {
      patterns: [
        (x) => `${x}: What Every ${singular} Should Know`,
        (x) => `What to Know About ${x}`,
        (x) => `${x}: The Points That Matter Most`,
      ],
      fallback: (x) => `${x}: Key Points`,
    };
  }
  const { n, counts } = fact;
  if (counts === 'main') {
    return {
      patterns: [(x) => `${n} ${x} Every ${singular} Should Know`, (x) => `${n} ${x} Worth Learning`, (x) => `The ${n} ${x} You Need`],
      fallback: (x) => `${n} ${x}`,
    };
  }
  if (counts === 'parts') {
    return {
      patterns: [(x) => `${n} Things to Know About ${x}`, (x) => `${x}: ${n} Points Worth Knowing`, (x) => `${x} in ${n} Parts`],
      fallback: (x) => `${x}: ${n} Points`,
    };
  }
  return {
    patterns: [(x) => `${x} in ${n} ${counts}`, (x) => `${n} ${counts} for ${x}`, (x) => `${x}: ${n} ${counts} to Know`],
    fallback: (x) => `${x}: ${n} ${counts}`,
  };
}

export function suggestTitles(context: SuggestContext): string[] {
  const { parsed, stats, audience, main, related } = context;
  const k = titleCaseWords(main.text);
  const pluralPhrase = main.text.toLowerCase().split(' ').at(-1) !== main.key.split(' ').at(-1);
  const is = pluralPhrase ? 'Are' : 'Is';
  const does = pluralPhrase ? 'Do' : 'Does';
  const [second] = distinctFrom(main.key, related, 1);
  const s = second ? titleCaseWords(second.text) : null;
  const fact = listFact(parsed, main);
  const who = AUDIENCE_WORDS[audience];
  const forWho = audience === 'General' ? '' : ` for ${who.plural}`;

  // Five families, one title each: how-to, list, question, benefit, evergreen. No years, and no
  // number the text does not give, so the titles stay true.
  const families: Family[] = [
    {
      patterns: [
        (x) => `How to Get Started with ${x}${forWho}`,
        (x) => `How to Get Better Results with ${x}`,
        (x) => `How to Master ${x}: A Step-by-Step Guide`,
        (x) => (s ? `How to Master ${x} and ${s}` : null),
      ],
      fallback: (x) => `How to Use ${x}`,
    },
    listFamily(fact, who.singular),
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

  const seed = hash(`${main.key}|${s ?? ''}|${fact?.n ?? ''}|${stats.words}`);
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

/**
 * Ranked key phrases, main first, no repeats, at most SEO_TAG_COUNT.max and within 500 characters.
 * Only topic phrases: no units, numbers or stock praise (key phrases hold no stop words).
 */
export function suggestTags(main: { key: string; text: string } | undefined, ranked: readonly KeyPhrase[]): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const text of [main?.text ?? '', ...ranked.map((phrase) => phrase.text)]) {
    const key = text.toLowerCase();
    if (!text || seen.has(key) || !isTopicPhrase(text)) continue;
    if (youtubeTagsLength([...tags, text]) > YOUTUBE_LIMITS.tagsMaxTotalChars) break;
    seen.add(key);
    tags.push(text);
    if (tags.length === SEO_TAG_COUNT.max) break;
  }
  return tags;
}
