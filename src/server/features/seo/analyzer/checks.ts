import { YOUTUBE_LIMITS, SEO_TAG_COUNT, type SeoAudience, type SeoCompetition } from '../../../../shared/catalog/seo';
import type { SeoCheck, SeoCheckStatus } from '../../../../shared/contracts/seo';
import type { KeyPhrase, PhrasePlacement } from './key-phrases';
import { STUFFED_SCORE_CAP, THIN_CONTENT_WORDS, thinContentCap } from './score';
import { LONG_SENTENCE_WORDS, type TextStats } from './text-stats';

/**
 * Each check measures one thing and says what it found in one line, numbers included. Content
 * checks read the text and make the score; metadata checks read the titles, description and tags
 * about to be returned (the analyzer's own, or a text model's rewrite) and are reported only.
 */

export const CONTENT_LENGTH = { pass: 300, warn: THIN_CONTENT_WORDS } as const;

/**
 * Flesch reading ease each audience should reach (pass) or at least approach (warn). Students
 * need the plainest text; business and technical readers take denser prose.
 */
export const READABILITY_TARGETS: Record<SeoAudience, { pass: number; warn: number; readers: string }> = {
  General: { pass: 60, warn: 50, readers: 'a general audience' },
  'Business Professionals': { pass: 40, warn: 30, readers: 'business professionals' },
  'Content Creators': { pass: 65, warn: 55, readers: 'content creators' },
  Students: { pass: 70, warn: 60, readers: 'students' },
  'Tech Enthusiasts': { pass: 50, warn: 40, readers: 'tech enthusiasts' },
};

/** Key-phrase occurrences per 100 words. */
export const DENSITY = { passMin: 0.5, passMax: 2.5, warnMin: 0.25, warnMax: 3.5 } as const;
/**
 * Keyword stuffing: the key phrase at over 5 per 100 words (twice the healthy maximum), or one word
 * filling over 8% of the text; a few mentions in a tiny text are not stuffing, so each needs a
 * minimum count.
 */
export const STUFFING = { phraseDensity: 5, phraseMinCount: 3, wordShare: 0.08, wordMinCount: 8 } as const;
export const PLACEMENT_WORDS = 100;
/** Share of sentences allowed over LONG_SENTENCE_WORDS, and average sentence length. */
export const SENTENCE_LENGTH = { passShare: 0.25, warnShare: 0.4, passAverage: 20, warnAverage: 25 } as const;
export const PARAGRAPH_WORDS = { pass: 150, warn: 250 } as const;
export const PASSIVE_SHARE = { pass: 0.1, warn: 0.2 } as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toString();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function check(id: SeoCheck['id'], label: string, status: SeoCheckStatus, reason: string): SeoCheck {
  return { id, label, status, reason };
}

export function contentLengthCheck(stats: TextStats): SeoCheck {
  const { words } = stats;
  const status = words >= CONTENT_LENGTH.pass ? 'pass' : words >= CONTENT_LENGTH.warn ? 'warn' : 'fail';
  const reason =
    status === 'pass'
      ? `${plural(words, 'word')}: enough for search engines to understand the topic (${CONTENT_LENGTH.pass}+).`
      : status === 'warn'
        ? `Only ${plural(words, 'word')}; aim for at least ${CONTENT_LENGTH.pass} so the topic is covered in depth.`
        : `Only ${plural(words, 'word')}: thin content, so the score stays at ${thinContentCap(words)} or below; ` +
          `aim for at least ${CONTENT_LENGTH.pass} words.`;
  return check('content-length', 'Content length', status, reason);
}

/** What makes the text stuffed, in words for the density check; null when it is not. */
export function keywordStuffing(phrase: string | undefined, placement: PhrasePlacement, stats: TextStats): string | null {
  const density = stats.words > 0 ? (placement.count / stats.words) * 100 : 0;
  if (phrase && placement.count >= STUFFING.phraseMinCount && density > STUFFING.phraseDensity) {
    return `"${phrase}" appears ${plural(placement.count, 'time')} in ${plural(stats.words, 'word')} (${oneDecimal(density)}%)`;
  }
  const { word, count } = stats.topWord;
  const share = stats.words > 0 ? count / stats.words : 0;
  if (count >= STUFFING.wordMinCount && share > STUFFING.wordShare) {
    return `"${word}" is ${plural(count, 'word')} of ${stats.words} (${percent(share)})`;
  }
  return null;
}

export function readabilityCheck(stats: TextStats, audience: SeoAudience): SeoCheck {
  const target = READABILITY_TARGETS[audience];
  const score = Math.round(stats.fleschReadingEase);
  if (stats.sentences === 0) {
    return check('readability', 'Readability', 'fail', 'No sentences to read: add body text below the headings.');
  }
  const status = score >= target.pass ? 'pass' : score >= target.warn ? 'warn' : 'fail';
  const verdict = status === 'pass' ? 'suits' : status === 'warn' ? 'is a little hard for' : 'is too hard for';
  return check(
    'readability',
    'Readability',
    status,
    `Flesch reading ease ${score} ${verdict} ${target.readers} (aim for ${target.pass}+).`,
  );
}

export function keyPhraseDensityCheck(phrase: string | undefined, placement: PhrasePlacement, stats: TextStats): SeoCheck {
  const stuffing = keywordStuffing(phrase, placement, stats);
  if (stuffing) {
    const reason = `${stuffing}: keyword stuffing, so the score stays at ${STUFFED_SCORE_CAP} or below; write it naturally.`;
    return check('key-phrase-density', 'Key phrase density', 'fail', reason);
  }
  if (!phrase || placement.count === 0 || stats.words === 0) {
    const reason = 'No key phrase found: name your topic in a repeated phrase.';
    return check('key-phrase-density', 'Key phrase density', 'fail', reason);
  }
  const density = (placement.count / stats.words) * 100;
  const inRange = density >= DENSITY.passMin && density <= DENSITY.passMax;
  const near = density >= DENSITY.warnMin && density <= DENSITY.warnMax;
  // In a thin text one mention is already a high share: the length is what to fix.
  const tooShort = density > DENSITY.passMax && stats.words < THIN_CONTENT_WORDS;
  const status = inRange ? 'pass' : near || tooShort ? 'warn' : 'fail';
  const advice = inRange
    ? 'natural'
    : tooShort
      ? 'high only because the text is short, add body text'
      : density > DENSITY.passMax
        ? 'reads as keyword stuffing, use it less'
        : 'too rare, use it more';
  return check(
    'key-phrase-density',
    'Key phrase density',
    status,
    `"${phrase}" appears ${plural(placement.count, 'time')} in ${plural(stats.words, 'word')} ` +
      `(${oneDecimal(density)}%): ${advice} (aim for ${DENSITY.passMin}–${DENSITY.passMax}%).`,
  );
}

export function keyPhrasePlacementCheck(phrase: string | undefined, placement: PhrasePlacement): SeoCheck {
  if (!phrase || placement.count === 0) {
    return check('key-phrase-placement', 'Key phrase placement', 'fail', 'No key phrase found to place.');
  }
  const early = placement.firstWord >= 0 && placement.firstWord < PLACEMENT_WORDS;
  const prominent = placement.inHeading || placement.inFirstSentence;
  const where = placement.inHeading ? 'a heading' : 'the first sentence';
  const status = early && prominent ? 'pass' : early || prominent ? 'warn' : 'fail';
  const first = placement.firstWord + 1;
  const reason =
    status === 'pass'
      ? `"${phrase}" is in ${where} and appears at word ${first}, within the first ${PLACEMENT_WORDS}.`
      : status === 'warn'
        ? early
          ? `"${phrase}" appears at word ${first} but in no heading or first sentence: put it in one.`
          : `"${phrase}" is in ${where} but first appears at word ${first}: ` + `use it within the first ${PLACEMENT_WORDS} words.`
        : `"${phrase}" first appears at word ${first}, in no heading or first sentence: introduce it early.`;
  return check('key-phrase-placement', 'Key phrase placement', status, reason);
}

/**
 * Minimum words in the main key phrase by competition: a crowded topic is won with a specific
 * (long-tail) phrase, an open one can rank for a broad term.
 */
export const COMPETITION_PHRASE_WORDS: Record<SeoCompetition, { pass: number; warn: number }> = {
  Low: { pass: 1, warn: 1 },
  Medium: { pass: 2, warn: 1 },
  High: { pass: 3, warn: 2 },
};

/**
 * Whether the main key phrase is specific enough for the competition, with a longer phrase the
 * text itself repeats when it is not (built from the text's own words, never invented).
 */
export function keyPhraseCompetitionCheck(
  main: { key: string; text: string } | undefined,
  competition: SeoCompetition,
  phrases: readonly KeyPhrase[],
): SeoCheck {
  const level = competition.toLowerCase();
  if (!main) {
    return check(
      'key-phrase-competition',
      'Key phrase for the competition',
      'fail',
      `No key phrase found to rank for at ${level} competition.`,
    );
  }
  const words = main.key.split(' ').length;
  const aim = COMPETITION_PHRASE_WORDS[competition];
  const status = words >= aim.pass ? 'pass' : words >= aim.warn ? 'warn' : 'fail';
  const named = `"${main.text}" (${plural(words, 'word')})`;
  if (competition === 'Low') {
    // The broader term is the phrase's head: "shoes" for "running shoes".
    const broad = phrases.find((phrase) => phrase.words < words && ` ${main.key}`.endsWith(` ${phrase.key}`));
    const reason =
      `At low competition ${named} can rank as it is` +
      (broad ? `; the broader "${broad.text}" is worth a tag too.` : '; broad terms are within reach.');
    return check('key-phrase-competition', 'Key phrase for the competition', status, reason);
  }
  if (status === 'pass') {
    return check(
      'key-phrase-competition',
      'Key phrase for the competition',
      status,
      `${named} is specific enough to stand out at ${level} competition.`,
    );
  }
  // A longer phrase from the text: one that extends the main phrase first, else any long enough.
  const longer = phrases.filter((phrase) => phrase.words >= aim.pass && phrase.count > 1);
  const longTail = longer.find((phrase) => main.key.split(' ').some((word) => ` ${phrase.key} `.includes(` ${word} `))) ?? longer[0];
  const reason =
    `${named} is too broad for ${level} competition; ` +
    (longTail
      ? `lead with a longer phrase your text already uses, such as "${longTail.text}".`
      : `say more precisely what the text covers (which kind, for whom, what for) in a phrase of ${aim.pass}+ words, and repeat it.`);
  return check('key-phrase-competition', 'Key phrase for the competition', status, reason);
}

export function sentenceLengthCheck(stats: TextStats): SeoCheck {
  if (stats.sentences === 0) {
    return check('sentence-length', 'Sentence length', 'fail', 'No sentences found.');
  }
  const share = stats.longSentences / stats.sentences;
  const average = stats.averageSentenceWords;
  const status =
    share <= SENTENCE_LENGTH.passShare && average <= SENTENCE_LENGTH.passAverage
      ? 'pass'
      : share <= SENTENCE_LENGTH.warnShare && average <= SENTENCE_LENGTH.warnAverage
        ? 'warn'
        : 'fail';
  return check(
    'sentence-length',
    'Sentence length',
    status,
    `Sentences average ${oneDecimal(average)} words; ${stats.longSentences} of ${stats.sentences} ` +
      `(${percent(share)}) run over ${LONG_SENTENCE_WORDS} words (aim for at most ${percent(SENTENCE_LENGTH.passShare)}).`,
  );
}

export function paragraphLengthCheck(stats: TextStats): SeoCheck {
  if (stats.paragraphs === 0) {
    return check('paragraph-length', 'Paragraph length', 'fail', 'No paragraphs found.');
  }
  const longest = stats.longestParagraphWords;
  const over = stats.paragraphWords.filter((words) => words > PARAGRAPH_WORDS.pass).length;
  const status = over === 0 ? 'pass' : longest <= PARAGRAPH_WORDS.warn && over / stats.paragraphs <= 0.25 ? 'warn' : 'fail';
  const reason =
    stats.paragraphs === 1
      ? `The text is one paragraph of ${plural(longest, 'word')} (aim for at most ${PARAGRAPH_WORDS.pass} each)` +
        (over === 0 ? '.' : ': split it.')
      : over === 0
        ? `${plural(stats.paragraphs, 'paragraph')}, none over ${PARAGRAPH_WORDS.pass} words (longest ${longest}).`
        : `${over} of ${stats.paragraphs} paragraphs run over ${PARAGRAPH_WORDS.pass} words ` + `(longest ${longest}): split them.`;
  return check('paragraph-length', 'Paragraph length', status, reason);
}

export function passiveVoiceCheck(stats: TextStats): SeoCheck {
  if (stats.sentences === 0) {
    return check('passive-voice', 'Passive voice', 'fail', 'No sentences found.');
  }
  const share = stats.passiveSentences / stats.sentences;
  const status = share <= PASSIVE_SHARE.pass ? 'pass' : share <= PASSIVE_SHARE.warn ? 'warn' : 'fail';
  return check(
    'passive-voice',
    'Passive voice',
    status,
    `Passive voice in ${stats.passiveSentences} of ${plural(stats.sentences, 'sentence')} (${percent(share)}); ` +
      `aim for at most ${percent(PASSIVE_SHARE.pass)}.`,
  );
}

function containsPhrase(text: string, phrase: string): boolean {
  return phrase !== '' && text.toLowerCase().includes(phrase.toLowerCase());
}

export function titleLengthCheck(titles: readonly string[], phrase: string): SeoCheck {
  if (titles.length === 0) return check('title-length', 'Title length', 'fail', 'No titles to check.');
  const limit = YOUTUBE_LIMITS.titleMaxChars;
  const lengths = titles.map((title) => title.length);
  const longest = Math.max(...lengths);
  const shortest = Math.min(...lengths);
  const tooLong = lengths.filter((length) => length >= limit).length;
  const missing = titles.filter((title) => !containsPhrase(title, phrase)).length;
  const status = tooLong > 0 ? 'fail' : missing > 0 ? 'warn' : 'pass';
  const reason =
    tooLong > 0
      ? `${tooLong} of ${plural(titles.length, 'title')} reach ${limit} characters or more ` + `(longest ${longest}) and would be cut off.`
      : missing > 0
        ? `${missing} of ${plural(titles.length, 'title')} leave out "${phrase}"; all are under ${limit} characters.`
        : `All ${plural(titles.length, 'title')} are ${shortest}–${longest} characters, ` + `under ${limit}, and contain "${phrase}".`;
  return check('title-length', 'Title length', status, reason);
}

export function descriptionCheck(description: string, phrase: string): SeoCheck {
  const preview = YOUTUBE_LIMITS.descriptionPreviewChars;
  const length = description.length;
  if (length === 0) return check('description-length', 'Description', 'fail', 'The description is empty.');
  if (length > YOUTUBE_LIMITS.descriptionMaxChars) {
    return check(
      'description-length',
      'Description',
      'fail',
      `${length} characters: over YouTube's ${YOUTUBE_LIMITS.descriptionMaxChars}-character limit.`,
    );
  }
  const hooked = containsPhrase(description.slice(0, preview), phrase);
  const short = length < preview;
  const status = hooked && !short ? 'pass' : 'warn';
  const reason = !hooked
    ? `The first ${preview} characters, shown in search, leave out "${phrase}".`
    : short
      ? `Only ${length} characters: add a summary after the hook (aim for ${preview}+).`
      : `${length} characters, with "${phrase}" in the first ${preview} that search results show.`;
  return check('description-length', 'Description', status, reason);
}

/** Tag length as YouTube counts it: commas between tags, quotes around a tag with a space. */
export function youtubeTagsLength(tags: readonly string[]): number {
  if (tags.length === 0) return 0;
  return tags.reduce((sum, tag) => sum + tag.length + (tag.includes(' ') ? 2 : 0), 0) + (tags.length - 1);
}

export function tagCountCheck(tags: readonly string[]): SeoCheck {
  const count = tags.length;
  const status = count >= SEO_TAG_COUNT.min && count <= SEO_TAG_COUNT.max ? 'pass' : count === 0 ? 'fail' : 'warn';
  const reason =
    status === 'pass'
      ? `${plural(count, 'tag')} (aim for ${SEO_TAG_COUNT.min}–${SEO_TAG_COUNT.max}).`
      : count === 0
        ? 'No tags: the content has no repeated key phrases to tag.'
        : count < SEO_TAG_COUNT.min
          ? `Only ${plural(count, 'tag')}: the content repeats too few key phrases ` +
            `(aim for ${SEO_TAG_COUNT.min}–${SEO_TAG_COUNT.max}).`
          : `${plural(count, 'tag')}: keep the ${SEO_TAG_COUNT.max} most relevant.`;
  return check('tag-count', 'Tag count', status, reason);
}

export function tagLengthCheck(tags: readonly string[]): SeoCheck {
  const total = youtubeTagsLength(tags);
  const limit = YOUTUBE_LIMITS.tagsMaxTotalChars;
  const status = total <= limit ? 'pass' : 'fail';
  return check(
    'tag-length',
    'Tag length',
    status,
    status === 'pass'
      ? `Tags total ${total} characters, within YouTube's ${limit}.`
      : `Tags total ${total} characters, over YouTube's ${limit}: YouTube would refuse them.`,
  );
}

export interface ContentCheckInput {
  stats: TextStats;
  audience: SeoAudience;
  competition: SeoCompetition;
  /** The main key phrase, when the text uses one. */
  main: { key: string; text: string } | undefined;
  placement: PhrasePlacement;
  /** The text's key phrases ranked for the competition. */
  phrases: readonly KeyPhrase[];
}

/** The checks on the creator's text: the only ones the score counts. */
export function contentChecks({ stats, audience, competition, main, placement, phrases }: ContentCheckInput): SeoCheck[] {
  return [
    contentLengthCheck(stats),
    readabilityCheck(stats, audience),
    keyPhraseDensityCheck(main?.text, placement, stats),
    keyPhrasePlacementCheck(main?.text, placement),
    keyPhraseCompetitionCheck(main, competition, phrases),
    sentenceLengthCheck(stats),
    paragraphLengthCheck(stats),
    passiveVoiceCheck(stats),
  ];
}

export interface Metadata {
  titles: readonly string[];
  description: string;
  tags: readonly string[];
}

export function metadataChecks(metadata: Metadata, phrase: string): SeoCheck[] {
  return [
    titleLengthCheck(metadata.titles, phrase),
    descriptionCheck(metadata.description, phrase),
    tagCountCheck(metadata.tags),
    tagLengthCheck(metadata.tags),
  ];
}
