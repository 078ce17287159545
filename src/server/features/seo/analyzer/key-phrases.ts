import type { SeoCompetition } from '../../../../shared/catalog/seo';
import type { ParsedText } from './parse';

/**
 * Key phrases: noun-phrase candidates from part-of-speech patterns (adjectives, nouns and gerunds
 * ending in a noun, up to four words, no stop words), counted with a position weight (early, title
 * and heading occurrences count more), then ranked by C-value (Frantzi, Ananiadou & Mima, 2000): a phrase that
 * mostly occurs inside a longer candidate ("brew" inside "cold brew") loses the occurrences it
 * owes to the longer one. A length weight, set by the ranking profile, decides how much
 * multi-word (long-tail) phrases are favoured.
 */

const MAX_PHRASE_WORDS = 4;
/** Longer phrases make poor titles and tags (and keep every title pattern under 70 characters). */
const MAX_PHRASE_CHARS = 40;

/** Nouns too vague to be a key phrase on their own (they can still be part of one). */
const VAGUE_NOUNS = new Set(
  (
    'thing things way ways lot lots kind kinds sort sorts bit bits part parts example examples ' +
    'something anything everything nothing someone anyone everyone one ones fact facts case cases ' +
    'point points stuff time times day days year years idea ideas reason reasons number numbers ' +
    'people person use uses result results question questions answer answers option options ' +
    'problem problems step steps tip tips today tomorrow yesterday end start place week weeks month months'
  ).split(' '),
);

/**
 * Praise that says nothing about the topic ("best", "amazing"): it never starts a key phrase, so
 * "the best running shoes" gives "running shoes", and no tag or title leans on it.
 */
export const GENERIC_ADJECTIVES = new Set(
  (
    'amazing awesome best better top good great new nice perfect ultimate incredible excellent fantastic ' +
    'wonderful cool essential easy simple quick super huge'
  ).split(' '),
);

/** Units of measure are never part of a key phrase: "3 minutes", "250 ml water", "5 kg". */
export const UNIT_WORDS = new Set(
  (
    'second seconds sec secs minute minutes min mins hour hours hr hrs ms gram grams g kg kgs kilogram kilograms ' +
    'mg lb lbs pound pounds oz ounce ounces ml millilitre millilitres milliliter milliliters l litre litres liter ' +
    'liters tsp tbsp teaspoon teaspoons tablespoon tablespoons mm cm km meter meters metre metres inch inches ft ' +
    'foot feet mile miles mph kmh percent percentage kb mb gb tb'
  ).split(' '),
);

/** A tag or key phrase a viewer could search for: no unit, no number alone, no stock praise. */
export function isTopicPhrase(text: string): boolean {
  const words = text.toLowerCase().split(' ');
  if (words.length === 0 || words.every((word) => !HAS_LETTER.test(word))) return false;
  if (GENERIC_ADJECTIVES.has(words[0] ?? '')) return false;
  return !words.some((word) => UNIT_WORDS.has(word) || word.includes('%'));
}

const TITLE_BONUS = 3;
const HEADING_BONUS = 1.5;
const PHRASE_TAGS = new Set(['NOUN', 'PROPN', 'ADJ']);
const HEAD_TAGS = new Set(['NOUN', 'PROPN']);
const HAS_LETTER = /\p{L}/u;
const TITLE_CASE_WORD = /^\p{Lu}[\p{Ll}'’-]*$/u;

export interface PhraseCandidate {
  /** Lower-case words, the last one in its head form (ParsedText.heads): 'coffee beans' → 'coffee bean'. */
  key: string;
  /** As the content most often writes it: 'cold brew coffee', 'SEO audit'. */
  text: string;
  words: number;
  count: number;
  /**
   * Occurrences, each weighted by position: 1 + 0.5 × (share of the text still ahead), plus 3 in
   * the title (a heading that opens the content) or 1.5 in another heading.
   */
  weight: number;
  /** Word position of the first occurrence. */
  firstWord: number;
  inHeading: boolean;
  /** Indexes (in parsed.sentences) of the sentences it occurs in, in order, no repeats. */
  sentences: number[];
  /** Sum and number of the distinct longer candidates that contain this one. */
  nestedWeight: number;
  nestedIn: number;
  /** Where the first occurrence starts (a token index), to find the phrases nested in it. */
  firstToken: number;
  variants: Map<string, number>;
}

export type RankingProfile = 'focus' | SeoCompetition;

export interface KeyPhrase {
  key: string;
  text: string;
  words: number;
  count: number;
  score: number;
  firstWord: number;
  inHeading: boolean;
  sentences: number[];
}

/**
 * How much a phrase's length counts, by profile (index = words − 1). C-value's own factor is
 * log2(words + 1) = 1, 1.58, 2, 2.32. `focus` picks the main key phrase: specific two- and
 * three-word phrases first. Low competition lets broad head terms lead; High favours long-tail
 * phrases, which are easier to rank for.
 */
const LENGTH_WEIGHTS: Record<RankingProfile, readonly number[]> = {
  focus: [1, 1.9, 2.2, 2],
  Low: [1.4, 1.5, 0.7, 0.5],
  Medium: [1, 1.58, 2, 2.32],
  High: [0.6, 1.2, 2.8, 3],
};

/**
 * A gerund the tagger reads as a verb ("machine learning", "email marketing"). It may continue a
 * phrase but never start one, so "Deploying machine learning models" yields "machine learning models".
 */
function isGerund(parsed: ParsedText, i: number): boolean {
  return parsed.pos[i] === 'VERB' && (parsed.normals[i] ?? '').endsWith('ing');
}

/** A participle used as an adjective at the start of a phrase: "automated testing", "used cars". */
function isParticipleModifier(parsed: ParsedText, i: number): boolean {
  return parsed.pos[i] === 'VERB' && (parsed.normals[i] ?? '').endsWith('ed') && isHead(parsed, i + 1);
}

/** Where a phrase may begin: not on a gerund, not on stock praise. */
function canStart(parsed: ParsedText, i: number): boolean {
  return !isGerund(parsed, i) && !GENERIC_ADJECTIVES.has(parsed.normals[i] ?? '');
}

function isPhraseToken(parsed: ParsedText, i: number, runStart: boolean): boolean {
  if (!parsed.isWord[i] || parsed.types[i] !== 'word' || parsed.stopWords[i]) return false;
  const tagged = PHRASE_TAGS.has(parsed.pos[i] ?? 'X') || isGerund(parsed, i);
  if (!tagged && !(runStart && isParticipleModifier(parsed, i))) return false;
  const normal = parsed.normals[i] ?? '';
  if (UNIT_WORDS.has(normal)) return false;
  return normal.length > 1 && HAS_LETTER.test(normal);
}

function isHead(parsed: ParsedText, i: number): boolean {
  return HEAD_TAGS.has(parsed.pos[i] ?? 'X') || isGerund(parsed, i);
}

function phraseKey(parsed: ParsedText, start: number, end: number): string {
  let key = '';
  for (let i = start; i < end - 1; i += 1) key += `${parsed.normals[i]} `;
  return key + (parsed.heads[end - 1] ?? '');
}

/** The phrase as written; a capital that only marks a sentence start or a heading is dropped. */
function surface(parsed: ParsedText, start: number, end: number, lowerTitleCase: boolean): string {
  let text = '';
  for (let i = start; i < end; i += 1) {
    const value = parsed.values[i] ?? '';
    text += (i === start ? '' : ' ') + (lowerTitleCase && TITLE_CASE_WORD.test(value) ? value.toLowerCase() : value);
  }
  return text;
}

/** Every candidate phrase with its counts; one pass over the tokens. */
export function extractCandidates(parsed: ParsedText): PhraseCandidate[] {
  const byKey = new Map<string, PhraseCandidate>();
  const totalWords = Math.max(parsed.wordCount, 1);
  const run: number[] = [];

  const record = (start: number, end: number, sentenceIndex: number, sentenceStart: number) => {
    const words = end - start;
    if (words === 1 && VAGUE_NOUNS.has(parsed.normals[start] ?? '')) return;
    // "podcast podcast": a stutter or a list of tags, not a phrase.
    for (let i = start + 1; i < end; i += 1) if (parsed.normals[i] === parsed.normals[i - 1]) return;
    const key = phraseKey(parsed, start, end);
    const block = parsed.tokenBlock[start] ?? 0;
    const heading = parsed.blocks[block]?.kind === 'heading';
    const position = parsed.wordIndex[start] ?? 0;
    const weight = 1 + 0.5 * (1 - position / totalWords) + (heading ? (block === 0 ? TITLE_BONUS : HEADING_BONUS) : 0);
    const written = surface(parsed, start, end, heading || start === sentenceStart);
    let candidate = byKey.get(key);
    if (!candidate) {
      candidate = {
        key,
        text: written,
        words,
        count: 0,
        weight: 0,
        firstWord: position,
        inHeading: false,
        sentences: [],
        nestedWeight: 0,
        nestedIn: 0,
        firstToken: start,
        variants: new Map(),
      };
      byKey.set(key, candidate);
    }
    candidate.count += 1;
    candidate.weight += weight;
    candidate.inHeading ||= heading;
    if (candidate.sentences[candidate.sentences.length - 1] !== sentenceIndex) {
      candidate.sentences.push(sentenceIndex);
    }
    candidate.variants.set(written, (candidate.variants.get(written) ?? 0) + 1);
  };

  const flushRun = (sentenceIndex: number, sentenceStart: number) => {
    for (let j = 0; j < run.length; j += 1) {
      const end = run[j] ?? 0;
      if (!isHead(parsed, end)) continue;
      for (let i = Math.max(0, j - MAX_PHRASE_WORDS + 1); i <= j; i += 1) {
        const start = run[i] ?? 0;
        if (canStart(parsed, start)) record(start, end + 1, sentenceIndex, sentenceStart);
      }
    }
    run.length = 0;
  };

  parsed.sentences.forEach((sentence, sentenceIndex) => {
    for (let i = sentence.start; i < sentence.end; i += 1) {
      if (isPhraseToken(parsed, i, run.length === 0)) {
        run.push(i);
      } else if (!(parsed.isWord[i] === 0 && parsed.types[i] === 'word')) {
        // A contraction or possessive tail ("'s") does not break a phrase: "the café's menu".
        flushRun(sentenceIndex, sentence.start);
      }
    }
    flushRun(sentenceIndex, sentence.start);
  });

  const candidates = [...byKey.values()];
  for (const candidate of candidates) {
    candidate.text = mostFrequent(candidate.variants, candidate.text);
    if (candidate.words < 2) continue;
    // Credit this phrase to the shorter candidates inside it (C-value's nesting term).
    const start = candidate.firstToken;
    const seen = new Set<string>();
    for (let i = start; i < start + candidate.words; i += 1) {
      for (let end = i + 1; end <= start + candidate.words; end += 1) {
        if (end - i === candidate.words || !isHead(parsed, end - 1) || !canStart(parsed, i)) continue;
        const inner = byKey.get(phraseKey(parsed, i, end));
        if (inner && !seen.has(inner.key)) {
          seen.add(inner.key);
          inner.nestedWeight += candidate.weight;
          inner.nestedIn += 1;
        }
      }
    }
  }
  return candidates;
}

function mostFrequent(variants: Map<string, number>, fallback: string): string {
  let best = fallback;
  let bestCount = 0;
  for (const [text, count] of variants) {
    if (count > bestCount) {
      best = text;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Candidates worth keeping, best first. A phrase must occur twice (once is enough in very short
 * texts); ties go to the earlier phrase, so the order is stable for a given text.
 */
export function rankKeyPhrases(candidates: readonly PhraseCandidate[], profile: RankingProfile, totalWords: number): KeyPhrase[] {
  const minCount = totalWords < 150 ? 1 : 2;
  const weights = LENGTH_WEIGHTS[profile];
  const ranked: KeyPhrase[] = [];
  for (const candidate of candidates) {
    if (candidate.count < minCount || candidate.text.length > MAX_PHRASE_CHARS) continue;
    const owned = candidate.nestedIn > 0 ? candidate.weight - candidate.nestedWeight / candidate.nestedIn : candidate.weight;
    if (owned <= 0) continue;
    const lengthWeight = weights[Math.min(candidate.words, MAX_PHRASE_WORDS) - 1] ?? 1;
    ranked.push({
      key: candidate.key,
      text: candidate.text,
      words: candidate.words,
      count: candidate.count,
      score: Math.round(owned * lengthWeight * 1000) / 1000,
      firstWord: candidate.firstWord,
      inHeading: candidate.inHeading,
      sentences: candidate.sentences,
    });
  }
  return ranked.sort((a, b) => b.score - a.score || a.firstWord - b.firstWord || a.key.localeCompare(b.key));
}

/** A longer phrase that carries this many of a shorter one's occurrences names the topic better. */
const SPECIFIC_SHARE = 0.35;
const SPECIFIC_MIN_COUNT = 3;
const MULTI_WORD_SHARE = 0.4;

function extendsPhrase(longer: string, shorter: string): boolean {
  return longer.length > shorter.length && ` ${longer} `.includes(` ${shorter} `);
}

/**
 * Key phrases with the one the content is about first: the best multi-word phrase under the
 * `focus` profile (a single word only when no phrase comes close), made more specific when a
 * longer phrase containing it accounts for a good share of its uses ("starter" is mostly
 * "sourdough starter").
 */
export function orderByFocus(focus: readonly KeyPhrase[]): KeyPhrase[] {
  // A phrase the text uses once (a title in a short text) does not lead while another repeats.
  const repeated = focus.filter((phrase) => phrase.count > 1);
  const pool = repeated.length > 0 ? repeated : focus;
  const top = pool[0];
  if (!top) return [];
  // A single word is rarely what a page should rank for: the best multi-word phrase leads unless
  // it is far behind.
  const multiWord = top.words > 1 ? undefined : pool.find((candidate) => candidate.words > 1);
  let main = multiWord && multiWord.score >= MULTI_WORD_SHARE * top.score ? multiWord : top;
  for (let step = 0; step < MAX_PHRASE_WORDS - 1; step += 1) {
    const current: KeyPhrase = main;
    const specific = pool.find(
      (candidate) =>
        extendsPhrase(candidate.key, current.key) &&
        candidate.count >= SPECIFIC_MIN_COUNT &&
        candidate.count >= SPECIFIC_SHARE * current.count,
    );
    if (!specific) break;
    main = specific;
  }
  const lead = main;
  return [lead, ...focus.filter((candidate) => candidate !== lead)];
}

export interface PhrasePlacement {
  /** Occurrences anywhere in the text, whatever the tagger made of them. */
  count: number;
  /** Word position of the first occurrence; -1 when absent. */
  firstWord: number;
  inHeading: boolean;
  /** In the first sentence of the body (headings aside). */
  inFirstSentence: boolean;
}

/** Where and how often a phrase (matched by its key) occurs. */
export function locatePhrase(parsed: ParsedText, phrase: Pick<KeyPhrase, 'key'>): PhrasePlacement {
  const words = phrase.key.split(' ');
  const first = words[0] ?? '';
  const last = words.length - 1;
  const placement: PhrasePlacement = { count: 0, firstWord: -1, inHeading: false, inFirstSentence: false };
  let bodySentences = 0;
  for (const sentence of parsed.sentences) {
    const heading = parsed.blocks[sentence.block]?.kind === 'heading';
    if (!heading) bodySentences += 1;
    for (let i = sentence.start; i + last < sentence.end; i += 1) {
      if (parsed.normals[i] !== first && last > 0) continue;
      let matches = true;
      for (let k = 0; k <= last && matches; k += 1) {
        const token = i + k;
        matches = parsed.normals[token] === words[k] || (k === last && parsed.heads[token] === words[k]);
      }
      if (!matches) continue;
      if (placement.firstWord < 0) placement.firstWord = parsed.wordIndex[i] ?? -1;
      placement.count += 1;
      if (heading) placement.inHeading = true;
      else if (bodySentences === 1) placement.inFirstSentence = true;
    }
  }
  return placement;
}
