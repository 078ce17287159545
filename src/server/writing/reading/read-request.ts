import type { ItemToken, PartOfSpeech } from 'wink-nlp';
import type { QuickTemplateId, VideoKind } from '@shared/catalog/scripts';
import type { Reading } from '@shared/contracts/scripts';
import { singular } from '../offline-writer/video-kind';
import { its, lemmaOf, readEnglish } from '../nlp/english';
import { means } from './word-senses';

/**
 * One reading of what a creator asks for, shared by scripts, SEO, the offline picture cards and
 * chat: the subject (the noun phrase the video is about, as the creator wrote it, names and model
 * numbers kept) and the kind of video.
 *
 * The subject is found from the request's grammar (wink-nlp's parts of speech): an instruction
 * around the request ('Write a 60-second ad for …') and what is in brackets are set aside, a
 * business's name before a colon or a possessive is the owner, not the subject, and words that
 * sell the video ('ultimate', 'easy') or name its format ('review', 'recipe') are not part of it.
 * The kind is decided by what the request says (how a question is asked, an offer's terms, a
 * count, a trip) and by what its subject means: a dish is a recipe and a destination a trip
 * (WordNet's senses, word-senses.ts), whether or not the words 'recipe' or 'travel' appear.
 */
interface Word {
  text: string;
  lower: string;
  lemma: string;
  pos: PartOfSpeech;
  /** Where it starts in the text read. */
  at: number;
}

// ── Word lists: the video's format, selling words, and the shapes of offers ────────────────────

/** Words that name the video's format, never its subject. */
const FORMAT_WORDS = new Set(
  (
    'review reviews recipe recipes tutorial tutorials guide guides vlog explainer explained tips tricks hacks basics ' +
    'unboxing walkthrough overview breakdown introduction intro comparison video videos ad advert advertisement ' +
    'commercial promo script animation edition update recap series episode part test tested step ' +
    'journey itinerary vlog youtube tiktok instagram facebook linkedin travel must-haves essentials'
  ).split(' '),
);
/** Words that sell the video or the dish rather than name what it is about. */
const HYPE_WORDS = new Set(
  (
    'best top ultimate honest complete quick easy simple full definitive essential beginner beginners perfect ' +
    "beginner's real true detailed in-depth brutal actual amazing awesome epic incredible insane viral new " +
    'homemade authentic classic crispy chewy fluffy juicy delicious tasty healthy super proper absolute long-term ' +
    'everyday cheap budget-friendly affordable fast faster easiest best-ever must-have favourite favorite popular ' +
    'greatest biggest famous viral handmade free diy same-day next-day half-day full-day 24/7 all-day year-round'
  ).split(' '),
);
/** A hyphenated measure in front of a dish or a project: 'one-pan', '30-minute', '3-ingredient', 'no-knead'. */
const MEASURE_MODIFIER =
  /^(\d+|one|two|three|four|five|six|seven|eight|ten|no|single)-(pan|pot|bowl|minute|min|hour|ingredient|step|day|sheet|tray)s?$/i;
/** Nouns that count time, not items: '3 days', '10 minutes'. */
const TIME_NOUNS = /^(seconds?|minutes?|mins?|hours?|days?|nights?|weeks?|weekends?|months?|years?)$/i;
/** Words of a business's name, or their endings: 'Tony's Auto Repair', 'Sunny Side Café', 'Oak & Grain Woodworks'. */
const BUSINESS_WORDS =
  /(café|cafe|bakery|salon|gym|studio|shop|store|clinic|dental|repair|restaurant|bar|bistro|kitchen|co|inc|llc|ltd|company|agency|academy|tutoring|works|lab|labs|cleaners|services|care|spa|boutique|market|pizzeria|taqueria|brewery|farm|realty|plumbing|roofing|cleaning|landscaping|lawn|insurance|construction|movers|catering|photography|supply|roasters|dentistry|fitness|yoga|motors|garage|florist|hotel|inn|charters|tours|rentals|school|group|law|daycare|studios|outfitters|partners|solutions|wellness|dentist|pharmacy|nursery|kennels|grooming)\b/i;
/** Verbs a headline puts straight after its subject, which the tagger often takes for nouns ('Bitcoin hits …', 'rates drop …'). */
const HEADLINE_VERBS =
  /^(hits?|drops?|rises?|falls?|surges?|soars?|plunges?|crash(?:es)?|tops|beats|misses|wins|loses|returns|goes|gets|is|are|announced|confirmed|detected|released|delayed|cancell?ed|approved|banned|leaked|revealed|explained|begins|ends|arrives?|launches|lands|breaks)$/i;
/** An offer's terms: a discount, something free, a sale, an opening, a deadline to order. A price alone is not one. */
const OFFER =
  /(\d+\s?%\s?off|\b(?:from|starting at|only|just) [$€£]\d|\bnow (?:enrolling|booking|hiring|taking)|\benroll(?:ing)? now\b|\bregistration (?:is )?open\b|\bfree (shipping|delivery|trial|consultation|quote|estimate|class|lesson|session|gift|month|week|valuation|installation|upgrade)\b|\b(month|week|class|lesson|session) free\b|\bon sale\b|\bsale\b|\bdiscount|\bspecial\b|\bgrand opening\b|\bnow open\b|\bopening (this|next|on)\b|\border (by|now|today)\b|\bbook (now|today|by)\b|\btickets? (on sale|available)\b|\blimited[- ]time\b|\bpromo code\b|\bsign[- ]?up (by|today)\b|\bpre-?order\b|\bblack friday\b)/i;
/** The words that ask for an ad, whoever phrases it. */
const AD_WORDS =
  /\b(ad|advert|advertisement|commercial|promo|promotional|promote|promoting|advertising|sponsored|launch video|announce our|jingle|spot for)\b/i;
/** Platforms and formats a request names for the video itself: '15-second TikTok ad'. */
const FORMAT_PART =
  /^(?:(?:\d[\w-]*|[\w-]*-(?:second|minute)|tiktok|instagram|youtube|facebook|linkedin|short|quick|launch|promo|video|breaking|recall|an?|the)\s+){0,3}(ad|advert|promo|spot|commercial|reel|short|video|review|tutorial|guide|explained|recipe|recap|vlog|breaking|update|alert|news|exclusive)$/i;

// ── Reading the words ───────────────────────────────────────────────────────────────────────────

function wordsOf(text: string): Word[] {
  const doc = readEnglish(text, { entities: false });
  const list: Word[] = [];
  let cursor = 0;
  let glue = false;
  doc.tokens().each((token: ItemToken) => {
    const value = token.out();
    const at = text.indexOf(value, cursor);
    cursor = at >= 0 ? at + value.length : cursor;
    let pos = token.out(its.pos) as PartOfSpeech;
    const previous = list.at(-1);
    const touching = previous !== undefined && at === previous.at + previous.text.length;
    // The tokenizer splits hyphenated words ('one-pan', 'noise-cancelling') and amounts ('$1M', '24/7'): one word here.
    const decimal = value === '.' && /\d$/.test(previous?.text ?? '') && /^\d/.test(text.slice(at + 1));
    if (
      previous &&
      touching &&
      (value === '-' || value === '/' || decimal || glue || (previous.pos === 'NUM' && /^[A-Za-z]{1,2}$/.test(value)))
    ) {
      previous.text += value;
      previous.lower = previous.text.toLowerCase();
      previous.lemma = previous.lower;
      if (value !== '-' && value !== '/' && !decimal && previous.pos !== 'NUM') {
        previous.pos = previous.pos === 'PROPN' || pos === 'PROPN' ? 'PROPN' : pos === 'VERB' ? 'ADJ' : pos;
      }
      glue = value === '-' || value === '/' || decimal;
      return;
    }
    if (previous && touching && /^[$€£]$/.test(previous.text) && pos === 'NUM') {
      previous.text += value;
      previous.lower = previous.text;
      previous.pos = 'NUM';
      return;
    }
    glue = false;
    const lemma = String(token.out(lemmaOf)).toLowerCase();
    // A food or a place the tagger took for a verb on a short title ('green curry', 'side hustles' aside) is a noun.
    if (pos === 'VERB' && previous && ['ADJ', 'NOUN', 'PROPN'].includes(previous.pos) && (means(lemma, 'food') || means(lemma, 'place')))
      pos = 'NOUN';
    list.push({ text: value, lower: value.toLowerCase(), lemma, pos, at: Math.max(at, 0) });
  });
  return list;
}

const NOUNISH = new Set<PartOfSpeech>(['NOUN', 'PROPN', 'X']);
const capitalised = (word: Word) => /^[A-Z0-9]/.test(word.text) || /[a-z][A-Z]/.test(word.text);
/** A word of a noun phrase: nouns, names, numbers in names ('iPhone 15'), adjectives before the noun. */
const inPhrase = (word: Word) =>
  NOUNISH.has(word.pos) ||
  word.pos === 'ADJ' ||
  word.pos === 'NUM' ||
  (word.pos === 'VERB' && /(ing|ed)$/.test(word.lower) && word.lower.length > 4) ||
  (capitalised(word) && !['DET', 'PRON', 'ADP', 'CCONJ', 'SCONJ', 'AUX', 'PART', 'PUNCT'].includes(word.pos)) ||
  word.text === '&';

interface Phrase {
  words: Word[];
  /** A possessor ("Grandma's", "Rosa's Tacos'"): it owns the subject, it is not the subject. */
  possessor: boolean;
}

const POSSESSIVE = /^['’]s?$/;

/** The noun phrases of some words, in order. */
function phrasesOf(list: readonly Word[]): Phrase[] {
  const found: Phrase[] = [];
  let run: Word[] = [];
  for (const [index, word] of list.entries()) {
    const next = list[index + 1];
    const modifier = word.pos !== 'VERB' || (next !== undefined && (NOUNISH.has(next.pos) || next.pos === 'ADJ'));
    const clause = run.length > 0 && HEADLINE_VERBS.test(word.text);
    if (inPhrase(word) && modifier && !clause && !POSSESSIVE.test(word.text)) {
      run.push(word);
      continue;
    }
    if (run.length) found.push({ words: run, possessor: POSSESSIVE.test(word.text) });
    run = [];
    // A business's name runs on after its possessive while it is capitalised: "Rosa's Tacos grand opening".
    if (POSSESSIVE.test(word.text) && found.length) {
      const next = list.slice(index + 1);
      const name = next.findIndex((after) => !/^[A-Z]/.test(after.text) || /^[A-Z]{2,}$/.test(after.text));
      const rest = name > 0 ? next.slice(name) : [];
      if (name > 0 && rest.some((after) => NOUNISH.has(after.pos) && !capitalised(after)) && !titleCased(list)) {
        found.at(-1)!.words.push(...next.slice(0, name));
        return [...found, ...phrasesOf(rest)];
      }
    }
  }
  if (run.length) found.push({ words: run, possessor: false });
  return found;
}

/** A title with every word capitalised says nothing by its capitals. */
const titleCased = (list: readonly Word[]) => list.filter((word) => /^[a-z]/i.test(word.text)).every((word) => /^[A-Z0-9]/.test(word.text));

/** A phrase without the words around its subject: leading selling words, counts and times, trailing format words and years. */
function trimmed(words: readonly Word[]): Word[] {
  let start = 0;
  let end = words.length;
  const leading = (word: Word, next: Word | undefined) => {
    // A model year stays with its name ('1967 Mustang'); other leading numbers are counts.
    if (/^(19|20)\d\d$/.test(word.text) && next && capitalised(next)) return false;
    return (
      HYPE_WORDS.has(word.lower) ||
      MEASURE_MODIFIER.test(word.text) ||
      word.pos === 'NUM' ||
      /^[$€£\d]/.test(word.text) ||
      word.pos === 'ADV' ||
      (TIME_NOUNS.test(word.text) && start > 0)
    );
  };
  while (start < end && leading(words[start]!, words[start + 1])) start += 1;
  const trailing = (word: Word) =>
    FORMAT_WORDS.has(word.lower) ||
    HYPE_WORDS.has(word.lower) ||
    TIME_NOUNS.test(word.text) ||
    /^(19|20)\d\d$/.test(word.text) ||
    (word.pos === 'NUM' && end - start > 1 && !capitalised(words[end - 2]!)) ||
    word.pos === 'ADV';
  while (end > start && trailing(words[end - 1]!)) end -= 1;
  return words.slice(start, end);
}

/** The text from the first to the last word, as written. */
const spanOf = (text: string, words: readonly Word[]): string =>
  words.length ? text.slice(words[0]!.at, words.at(-1)!.at + words.at(-1)!.text.length) : '';

const hasNoun = (words: readonly Word[]) => words.some((word) => NOUNISH.has(word.pos) || capitalised(word));

/** Nouns that only count what a list holds ('20 things I wish I knew before buying a Tesla'): the subject comes after. */
const LIST_HOLDERS = /^(things|ways|reasons|lessons|facts|secrets|signs|questions|mistakes|lies|truths)$/i;

/** The request's first noun phrase that names something, possessors skipped when something follows them. */
function mainPhrase(text: string, list: readonly Word[]): string {
  const phrases = phrasesOf(list)
    .map((phrase) => ({ ...phrase, words: trimmed(phrase.words) }))
    .filter((phrase) => phrase.words.length && hasNoun(phrase.words));
  const candidates = phrases.filter((phrase, index) => !phrase.possessor || index === phrases.length - 1);
  const chosen =
    candidates.find(
      (phrase, index) => !(phrase.words.length === 1 && LIST_HOLDERS.test(phrase.words[0]!.text) && index < candidates.length - 1),
    ) ?? phrases[0];
  return spanOf(text, chosen?.words ?? []);
}

/** Words that end the phrase a question or an instruction is about: 'ray tracing | in video games'. */
const PHRASE_END =
  /\s+(?:in|for|on|at|with|without|by|from|to|and|or|that|which|who|so|when|while|over|under|after|before|during|vs\.?|versus|into|like|using|the traditional way|from scratch)\b.*$/i;
const LEADING_FILLER = /^(?:(?:an?|the|my|your|our|their|his|her|its|this|these|those|some)\s+)+/i;

/** Words that stop the phrase a question or a list is about: '… you can grow', '… every collector should own'. */
const STOPS = new Set<PartOfSpeech>(['PRON', 'AUX', 'ADP', 'SCONJ', 'CCONJ', 'PART', 'DET', 'PUNCT']);

/**
 * Whether a word ends the noun phrase before it: a function word, an adverb, or a verb that starts
 * a clause ('credit scores | work', 'baby formula | pulled'). A capitalised word belongs to a name
 * ('Nintendo Switch'), and a word in -s between a noun and a pronoun or preposition is a plural
 * the tagger took for a verb ('side hustles you can start', 'NBA dunks of all time').
 */
function endsPhrase(word: Word, before: Word, after: Word | undefined, titleCase = false): boolean {
  if (STOPS.has(word.pos) || word.pos === 'ADV') return true;
  if (HEADLINE_VERBS.test(word.text) && (NOUNISH.has(before.pos) || before.pos === 'NUM')) return true;
  if (/ed$/.test(word.lower) && ['VERB', 'ADJ'].includes(word.pos) && (NOUNISH.has(before.pos) || before.pos === 'NUM') && !after)
    return true;
  if ((capitalised(word) && !titleCase) || means(word.lemma, 'food')) return false;
  if (/ed$/.test(word.lower) && NOUNISH.has(before.pos)) return true;
  // The last word the request's shape left is no clause's verb: that was cut with it ('how does a heat pump | work').
  if (word.pos !== 'VERB' || /ing$/.test(word.lower) || !after) return false;
  const plural =
    /[^s]s$/.test(word.lower) &&
    (NOUNISH.has(before.pos) || before.pos === 'ADJ') &&
    (!after || ['PRON', 'ADP', 'SCONJ', 'DET'].includes(after.pos));
  return !plural;
}

/**
 * A phrase the request's own shape isolated ('how do credit scores work' → 'credit scores'), cut
 * to its noun phrase: from its first word that is not an article, a particle ('set up a …') or an
 * amount ('$48,000 of …'), up to the first word that starts a clause of its own.
 */
function isolated(captured: string, list: readonly Word[], text: string, from: number): string {
  const cut = captured.replace(PHRASE_END, '');
  let words = list.filter((word) => word.at >= from && word.at < from + cut.length);
  const skippable = (word: Word, next: Word | undefined) =>
    LEADING_FILLER.test(`${word.text} `) ||
    ['ADP', 'PART', 'DET'].includes(word.pos) ||
    POSSESSIVE.test(word.text) ||
    (word.pos === 'NUM' && next?.lower === 'of') ||
    // 'restoring my grandfather's 1967 Mustang', 'the sinking of …': an action before its object.
    (word.pos === 'VERB' && /ing$/.test(word.lower) && next !== undefined && (next.pos === 'DET' || next.pos === 'PRON'));
  while (words.length > 1 && skippable(words[0]!, words[1])) words = words.slice(1);
  // A possessor before what it owns: "grandfather's 1967 Mustang" → '1967 Mustang'.
  const owner = words.findIndex((word) => POSSESSIVE.test(word.text));
  if (owner > 0 && owner < words.length - 1 && !titleCased(words)) words = words.slice(owner + 1);
  const titleCase = titleCased(list);
  const end = words.findIndex((word, index) => index > 0 && endsPhrase(word, words[index - 1]!, words[index + 1], titleCase));
  const kept = trimmed(end > 0 ? words.slice(0, end) : words);
  return spanOf(text, kept);
}

// ── The request, unwrapped ───────────────────────────────────────────────────────────────────────

/** 'Write a 60-second ad for X', 'Script for a video about X', 'make a video explaining how X works'. */
const INSTRUCTION =
  /^(?:please\s+)?(?:(?:write|make|create|draft|produce|give me|i need|we need|help me (?:write|make))\s+(?:me\s+)?)?(?:an?\s+|the\s+|our\s+|my\s+)?(?:[\w$%/-]+\s+){0,3}?(?:script|video|ad|advert|advertisement|commercial|promo|spot|short|reel|clip|teaser|announcement)(?:\s+script)?\s+(?:for|about|on|explaining|that explains|showing|promoting|advertising|announcing|introducing|of)\s+/i;
/** The instruction without a format word: 'Explain how ETFs work', 'Promote our candles', 'Announce X'. */
const VERB_INSTRUCTION = /^(?:please\s+)?(explain|promote|announce|advertise|introduce|describe|show)\s+/i;

interface Unwrapped {
  text: string;
  /** What the instruction itself asked for. */
  asked: 'advertisement' | 'explainer' | null;
}

function unwrap(request: string): Unwrapped {
  // Brackets are blanked, not cut, so every word keeps its place in what the creator wrote.
  let text = request.replace(/[([][^)\]]*[)\]]/g, (bracketed) => ' '.repeat(bracketed.length)).trim();
  let asked: Unwrapped['asked'] = null;
  // 'Script for a video about X' is two instructions, one inside the other.
  let instruction = INSTRUCTION.exec(text);
  if (instruction) {
    while (instruction) {
      if (AD_WORDS.test(instruction[0])) asked = 'advertisement';
      else if (/\bexplain/i.test(instruction[0]) && asked === null) asked = 'explainer';
      text = text.slice(instruction[0].length);
      instruction = INSTRUCTION.exec(text);
    }
  } else {
    const verb = VERB_INSTRUCTION.exec(text);
    if (verb) {
      const word = verb[1]!.toLowerCase();
      asked = ['promote', 'advertise', 'announce', 'introduce'].includes(word) ? 'advertisement' : word === 'explain' ? 'explainer' : null;
      text = text.slice(verb[0].length);
    }
  }
  return { text: text.replace(/[\s.!?;,]+$/, ''), asked };
}

/** A part of a title that is only its offer's terms: '20% off in April', 'first month free', 'order by May 8'. */
const isOfferPart = (part: string) =>
  OFFER.test(part) && /^(?:\d|[$€£]|free|first|order|book|tickets?|sale|save|get|limited|ends|only|now|this|starting)/i.test(part.trim());
const QUESTION_START = /^(?:why|how|what|when|where|who|which|is|are|does|do|did|can|should)\b/i;

/**
 * The part of a title that names the subject: a title's parts after a colon or dash are often its
 * offer ('— 20% off in April') or a qualifier ('step-by-step makeup tutorial'); before the colon,
 * a business ('Tony's Auto Repair: winter tire swap special') or a field ('Music theory: why …').
 */
function mainPart(text: string): string {
  const parts: string[] = [];
  const separator = /\s*(?::\s|\s[—–-]\s|\s\|\s|,\s|\?\s)\s*/g;
  let last = 0;
  for (const match of text.matchAll(separator)) {
    parts.push(text.slice(last, match.index));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  const content = parts.filter((part) => part.trim() && !isOfferPart(part) && !FORMAT_PART.test(part.trim()) && !isFormatOnly(part));
  const [first, second] = content;
  if (!first) return parts[0]!;
  if (second && isBusinessName(first)) return second;
  // 'Music theory: why minor chords sound sad' asks about a phrase of its own; 'Ninja Creami review — is it worth it?' does not.
  const asksOfItsOwn =
    second !== undefined &&
    QUESTION_START.test(second) &&
    !/\b(it|this|that|they|them)\b/i.test(second) &&
    ASKED_ABOUT.some((pattern) => pattern.test(second));
  if (asksOfItsOwn && !QUESTION_START.test(first) && first.split(' ').length <= 3 && !/\b(or|vs\.?|versus)\b/i.test(first)) return second;
  // A frame that names no subject of its own: 'This week in crypto: …', 'Breaking: …'.
  if (second && /^(this|last) (week|month|year) in\b/i.test(first)) return second;
  return first;
}

/** A part that says only what the video is: 'a wedding photographer's review', '60-second launch video'. */
const isFormatOnly = (part: string) => {
  const words = part.trim().split(/\s+/);
  return (
    FORMAT_WORDS.has(words.at(-1)!.toLowerCase()) &&
    words.length <= 5 &&
    !/[A-Z]/.test(words.slice(1).join(' ')) &&
    /^(a|an|the|\d)/i.test(part.trim())
  );
};

/** A name in title case that reads as a business: 'Tony's Auto Repair', 'Sunny Side Café'. */
const isBusinessName = (part: string) => {
  const words = part.trim().split(/\s+/);
  // Word by word: one pattern over the whole part backtracked exponentially on a long run of capitals.
  return (
    words.every((word) => /^(?:[A-Z][\w'’&.-]*|&)$/.test(word)) &&
    (words.some((word) => BUSINESS_WORDS.test(word)) || /['’]s$/.test(part.trim()))
  );
};

// ── Kinds ──────────────────────────────────────────────────────────────────────────────────────

const NUMBER = String.raw`(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred)`;
const TRAVEL = [
  /\b(trip|travel(?:l?ing)?|itinerary|vacation|holiday|honeymoon|backpacking|road ?trip|getaway|layover|sightseeing|travel guide)\b/i,
  new RegExp(String.raw`\b${NUMBER}[ -](?:days?|nights?|weeks?|hours?) (?:in|around|across|through|on|exploring)\s`, 'i'),
  /\b(things to do|what to do|where to (?:stay|eat|go)|places to (?:visit|eat|stay)|first time) in\b/i,
  /\b(weekend|day|week) in [A-Z]/,
  /\bvisit(?:ing)? [A-Z]/,
  /\b(?:[Ee]xploring|[Hh]iking|[Cc]ruising|[Tt]ouring|[Ww]alking|[Cc]ycling|[Dd]riving|[Ss]ailing|[Bb]ackpacking|[Vv]isiting) (?:the |a |an )?[A-Z]/,
  /\bon \$\d+ a day\b/i,
];
const NEWS =
  /\b(to \d+(?:\.\d+)?%|all-time high|record high|news|announce[sd]?|announcements?|recap|leaks?|leaked|rumou?rs?|just (?:released|announced|dropped)|what changed|what changes|what's new|breaking|keynote|patch notes|new law|earnings|election|confirmed|revealed|delayed|is out|this week in|alert|recalls?|cuts|raises|hikes|bans?|lawsuit|sued|record|begins|deadline|schedule|unveil(?:s|ed)?|launch(?:es|ed)|updates?|updated)\b/i;
const REVIEW =
  /\b(reviews?|reviewed|reviewing|unboxing|hands-on|worth (?:it|buying|the money|the hype)|long-term|after (?:\d+|one|two|three|six|a) [\w-]*\s?(?:days?|weeks?|months?|years?|miles|streak)|\d+ (?:days?|weeks?|months?) (?:later|with)|honest (?:opinion|thoughts)|i tried|should (?:you|i) buy|(?<!how )does it (?:actually |really )?work|is it (?:actually |really |still )?(?:good|worth it|any good))\b/i;
const EXPLAINER = [
  /^(?:how|why) (?:does|do|did|is|are|was|were|can|could|would) /i,
  /^what (?:is|are|was|were|causes|caused|happens|makes|does) /i,
  /^how [\w\s-]+ works?\b/i,
  /\bexplained\b/i,
  /^(?:the )?science (?:of|behind) /i,
  /^why /i,
];
const PAST = String.raw`(?:\w+ed|built|made|became|turned|went|grew|paid|lost|saved|quit|started|survived|got|caught|won|took|bought|sold|found|spent|learnt|taught|wrote|left|ran|beat|broke|flew|drove|rode|swam|met)`;
/** A narrative: a history ('the story of …'), how someone did something, or a first-person past. */
const STORY = new RegExp(
  [
    String.raw`^the (?:true |untold |real |incredible |tragic |strange |inside )?(?:story|history|rise and fall|rise|fall|legend|tragedy|life|death|sinking|making|collapse|disappearance|mystery|birth|origins?|end) of\b`,
    String.raw`^how (?:i|we)\s+${PAST}\b`,
    String.raw`^how (?:a|an|one|this)\b.*\b${PAST}\b`,
    String.raw`^how (?:[A-Z][\w'’.-]*\s){1,3}(?:went|became|grew|turned|rose|fell|built|won|lost|changed|beat|made)\b`,
    String.raw`^(?:my|our) (?:first )?(?:year|month|week|day)s? (?:as|running|living|in|on)\b`,
    String.raw`^(?:i|we) (?:quit|built|spent|moved|left|lost|found|survived|restored|sold|started|turned|became|went|walked|ran|drove|lived|adopted|paid|bought|raised|renovated)\b`,
    String.raw`^my (?:first|journey|year|life|story)\b`,
    String.raw`^my [\w\s-]+ journey\b`,
    String.raw`^restoring my\b`,
    String.raw`^(?:a |one )?(?:day|week|month|year) in (?:my|the|a|our) life\b`,
  ].join('|'),
  'i',
);
const TUTORIAL =
  /^(?:how to|how (?:do|can|should) (?:i|you|we))\b|\b(tutorial|step[ -]by[ -]step|for beginners|beginners?['’]?s? guide|guide to|set ?up|setting up|install(?:ing)?|learn(?:ing)?|diy|masterclass|lesson|course|walkthrough|without killing)\b/i;
const LIST_NOUNS =
  /\b(tips|ideas|mistakes|ways|hacks|tricks|things|reasons|secrets|habits|rules|lessons|myths|facts|signs|apps|tools|games|books|places|gadgets|items|products|exercises|foods|plants|houseplants|must-haves|essentials|picks)\b/i;
const COOKING_VERBS =
  /^(make|makes|making|cook|cooking|bake|baking|brew|brewing|grill|grilling|roast|roasting|fry|frying|prepare|preparing|smoke|smoking|ferment|fermenting|whip|mix|mixing|shake)$/i;
const COUNT_START = new RegExp(
  String.raw`^(?:the )?(?:top |best )?${NUMBER}\s+(?!(?:days?|weeks?|months?|years?|minutes?|hours?|steps|nights?)\b)`,
  'i',
);
const SUPERLATIVE_START = /^(?:the )?(?:best|greatest|worst|most|top|biggest|cheapest)\s+\S|^(?:the |an? )?(?:\w+\s)?list of\b/i;

/** 'A vs B', 'A versus B', 'A or B' between two names, and 'a or b?' asked. */
function comparisonOf(text: string, list: readonly Word[], whole = text): string | null {
  const asks = /\?|\bwhich\b|\bbetter\b/i.test(whole);
  const at = list.findIndex(
    (word, index) => /^(vs\.?|versus)$/i.test(word.lower) || (word.lower === 'or' && (asks || capitalisedAround(list, index))),
  );
  if (at <= 0) return null;
  const left = phrasesOf(list.slice(0, at)).at(-1);
  const right = phrasesOf(list.slice(at + 1))[0];
  if (!left || !right) return null;
  const leftWords = trimmed(left.words);
  const rightWords = trimmedRight(right.words);
  if (!leftWords.length || !rightWords.length) return null;
  return text.slice(leftWords[0]!.at, rightWords.at(-1)!.at + rightWords.at(-1)!.text.length);
}

/** The right side of a comparison ends with its name: 'Pixel 8 camera test' → 'Pixel 8'. */
function trimmedRight(words: readonly Word[]): Word[] {
  const kept = trimmed(words);
  const lastName = kept.findLastIndex((word) => capitalised(word));
  return lastName >= 0 && lastName < kept.length - 1 && capitalised(kept[0]!) ? kept.slice(0, lastName + 1) : kept;
}

/** 'Notion or Obsidian': a name on either side of 'or'. */
const capitalisedAround = (list: readonly Word[], index: number) =>
  index > 0 && capitalised(list[index - 1]!) && list[index + 1] !== undefined && capitalised(list[index + 1]!);

/**
 * The subject means a food: the whole phrase ('apple pie'), its last two or last noun
 * ('lemon garlic chicken'), or a lower-case noun in it ('chicken tikka masala'). A capitalised
 * word counts only as the head, so 'Apple Vision Pro' is no dish.
 */
function isDish(subject: string, list: readonly Word[]): boolean {
  if (means(subject, 'food')) return true;
  const words = list.filter((word) => subject.includes(word.text) && (NOUNISH.has(word.pos) || word.pos === 'ADJ'));
  const head = words.at(-1);
  if (!head) return false;
  const lastTwo = words
    .slice(-2)
    .map((word) => word.lemma)
    .join(' ');
  if (means(lastTwo, 'food') || [head.lemma, head.lower, singular(head.lower)].some((noun) => means(noun, 'food'))) return true;
  const anyCase = titleCased(list);
  return words.some((word) => (anyCase || /^[a-z]/.test(word.text)) && NOUNISH.has(word.pos) && means(singular(word.lower), 'food'));
}

/** The subject is a place ('Lisbon', 'Lake Como', 'the Amalfi Coast'), or has one's name in it not at the request's start. */
const isPlace = (subject: string, request: string) =>
  means(subject, 'place') ||
  subject.split(' ').some((word, index) => /^[A-Z]/.test(word) && means(word, 'place') && (index > 0 || !request.startsWith(subject))) ||
  (/^[A-Z]/.test(subject) && means(subject.split(' ').at(-1)!, 'place') && subject.includes(' '));

/** Whether the request asks for an ad in so many words. */
const asksForAd = (whole: string, asked: Unwrapped['asked']) => asked === 'advertisement' || AD_WORDS.test(whole);

/** Whether the request is a business speaking for itself: its offer, its new product, its voice. */
function advertises(whole: string): boolean {
  const businessVoice =
    /\b(our|we're|we are)\b/i.test(whole) && (OFFER.test(whole) || BUSINESS_WORDS.test(whole) || /\bour (new|latest|own)\b/i.test(whole));
  const ownersNew = /\b[A-Z][\w&.-]*['’]s\s+new\b/.test(whole);
  return businessVoice || ownersNew || OFFER.test(whole);
}

function kindOf(
  part: string,
  list: readonly Word[],
  subject: string,
  asked: Unwrapped['asked'],
  whole: string,
  request: string,
): VideoKind {
  if (asksForAd(whole, asked)) return 'advertisement';
  if (STORY.test(part) && !OFFER.test(whole)) return REVIEW.test(whole) ? 'review' : 'story';
  if (advertises(whole)) return 'advertisement';
  if (comparisonOf(part, list, request)) return 'comparison';
  if (asked === 'explainer') return 'explainer';
  if (/\brecipes?\b/i.test(whole)) return 'recipe';
  const howTo = /^(?:how to|how (?:do|can|should) (?:i|you|we))\s+(\S+)/i.exec(part);
  if (howTo) return COOKING_VERBS.test(howTo[1]!) && isDish(subject, list) ? 'recipe' : 'tutorial';
  const aPlace = isPlace(subject, part);
  if (
    TRAVEL.some((pattern) => pattern.test(whole)) ||
    (aPlace && /\b(in|to|around|visit|explore|exploring|vlog|guide|for)\b/i.test(whole))
  ) {
    return 'travel';
  }
  if (REVIEW.test(whole) || /^is (?:the |a |an )?[\w\s'-]+ worth\b/i.test(part)) return 'review';
  if (EXPLAINER.some((pattern) => pattern.test(part))) return 'explainer';
  if (NEWS.test(whole) || (/\b20\d\d\b/.test(whole) && /\b(new|changes?|announced?|released?)\b/i.test(whole))) return 'news';
  if (COUNT_START.test(part)) return 'listicle';
  if (SUPERLATIVE_START.test(part)) return isDish(subject, list) ? 'recipe' : 'listicle';
  // Made at home, step by step: a dish is still a recipe ('DIY wedding cake', 'make sourdough starter').
  if (TUTORIAL.test(part) || /\b\w+ing (?:a|an|the|your|my)\b/i.test(part) || imperative(list)) {
    const cooking = list.some((word) => COOKING_VERBS.test(word.lower)) || /\b(diy|homemade|from scratch)\b/i.test(part);
    return cooking && isDish(subject, list) ? 'recipe' : 'tutorial';
  }
  if (LIST_NOUNS.test(part) || /\bunder [$€£]\d/.test(part)) return 'listicle';
  if (isDish(subject, list)) return 'recipe';
  // A destination named alone ('Lisbon', 'the Amalfi Coast'); asked about, a place is an explainer's ('why the Roman Empire fell').
  if (means(subject, 'place')) return 'travel';
  return 'explainer';
}

/** 'Crochet a granny square', 'install a Ring video doorbell': a first word that acts on the next phrase. */
const imperative = (list: readonly Word[]) =>
  list.length > 2 &&
  ['VERB', 'NOUN', 'PROPN', 'ADJ'].includes(list[0]!.pos) &&
  !QUESTION_START.test(list[0]!.text) &&
  (/^(a|an|the|your|my|up|out|off|down)$/i.test(list[1]!.lower) || (/ing$/i.test(list[0]!.lower) && /^[A-Z]/.test(list[1]!.text)));

/** The phrase a question, a story or a list is about, as the request's shape isolates it. */
const ASKED_ABOUT = [
  /^(?:how|why) (?:does|do|did|is|are|was|were|can|could|would) (.+?)(?: (?:actually |really )?(?:work|works|happen|exist|fail|sink|fall|collapse|degrade|train|make|cause|matter|purr|fly|float|change|sound|taste|feel|look|affect|cost)\b.*)?$/i,
  /^what (?:is|are|was|were) (.+?)(?: and\b.*)?$/i,
  /^what (?:causes|caused|makes|happens (?:to|when|in)) (.+)$/i,
  /^why (.+?)(?: (?:fell|failed|collapsed|happened|matters?|works?|sank|won|lost|sounds?|look|looks)\b.*)?$/i,
  /^how (.+?) works?\b/i,
  /^(?:the )?(?:true |untold |real |incredible |tragic |strange |inside )?(?:story|history|rise and fall|rise|fall|legend|tragedy|science|life|death|sinking|making|collapse|disappearance|mystery) (?:of|behind) (.+)$/i,
  /^is (.+?) worth\b/i,
  /^should (?:you|i) buy (.+)$/i,
  /^(?:\w+\s)?list of (.+)$/i,
  /^\S+ (?:announces|unveils|launches|reveals|releases|confirms|drops|cuts|raises|hikes|bans|finalizes|finalises|approves|passes|rejects|delays|cancels|recalls) (.+)$/i,
  /^how (?:i|we|a|an|one|this|the)\b.*?\b(?:built|made|grew|started|saved|paid off|paid|lost|turned|became|got|caught|earned|passed|won|learned|learnt) (.+)$/i,
  /^how ([A-Z][\w'’.-]*(?:\s[A-Z][\w'’.-]*){0,2}) (?:went|became|grew|turned|rose|fell|built|won|lost|changed|beat|made)\b/,
  /^(?:my|our) (?:first )?(?:year|month|week|day)s? (?:as|running|living in|in|on) (.+)$/i,
  /^(?:the )?(?:birth|origins?|end) of (.+)$/i,
  /^(?:the )?(?:best|greatest|worst|most \w+|biggest|cheapest) (.+)$/i,
  /^([a-z]+ing)(?: (?:for|in|on|with|at)\b.*)?$/i,
];

/** Reads a request (a script topic, a picture prompt, a chat brief); a quick template narrows the kind as the studio's form does. */
export function readRequest(request: string, template?: QuickTemplateId): Reading {
  const { text: unwrapped, asked } = unwrap(request);
  const whole = unwrapped || request.trim();
  const part = mainPart(whole);
  const list = wordsOf(part);
  // Whether it asks: unwrapping drops the question mark at its end ('coffee or tea?').
  let subject = comparisonOf(part, list, request) ?? '';
  for (const pattern of subject ? [] : ASKED_ABOUT) {
    const match = pattern.exec(part);
    if (!match) continue;
    subject = isolated(match[1]!, list, part, part.indexOf(match[1]!, match.index + 1));
    if (subject) break;
  }
  // 'how to make sourdough bread', 'repotting a monstera', 'Crochet a granny square': the object of the verb.
  if (!subject) {
    const verb =
      /^(?:how to|how (?:do|can|should) (?:i|you|we)|learn(?: to| how to)?)\s+\S+\s+/i.exec(part) ??
      (imperative(list) || (list[0]?.pos === 'VERB' && !/ing$/i.test(list[0].lower)) ? /^\S+\s+/.exec(part) : null);
    if (verb) subject = isolated(part.slice(verb[0].length), list, part, verb[0].length);
  }
  // 'my trip to Lisbon', '3 days in Kyoto', 'a 10-day itinerary for Peru': the place.
  if (!subject && TRAVEL.some((pattern) => pattern.test(part))) {
    const place =
      /\b(?:to|in|around|across|through|along|of|for|visiting|visit|exploring)\s+((?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|\d+|de|da|do|del|di))*)/.exec(
        part,
      );
    if (place) subject = place[1]!.replace(/^the\s+/, '');
  }
  // '3 side hustles you can start', '7 houseplants that survive low light': what is counted.
  if (!subject && COUNT_START.test(part)) {
    const counted = part.replace(COUNT_START, '');
    subject = isolated(counted, list, part, part.length - counted.length);
  }
  if (!isSubject(subject)) subject = mainPhrase(part, list);
  if (!isSubject(subject)) subject = mainPhrase(whole, wordsOf(whole));
  if (!isSubject(subject)) subject = whole;
  subject = asWritten(subject, request);
  return { subject, kind: templateKind(template, kindOf(part, list, subject, asked, whole, request), subject, list) };
}

/** A subject names something: not empty, not a lone joining word ('or', 'the'). */
const isSubject = (subject: string) =>
  /[\p{L}\p{N}]/u.test(subject) && !/^(?:or|and|vs\.?|the|a|an|of|for|to|in|on|with)$/i.test(subject.trim());

/**
 * The subject as the request spells it: the words found, with what stood between them there
 * (a bracket that was set aside, a double space) kept, so it is always part of the request.
 */
function asWritten(subject: string, request: string): string {
  const trimmed = subject.replace(/\s+/g, ' ').trim();
  if (request.includes(trimmed)) return trimmed;
  const words = trimmed.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const found = new RegExp(words.join(String.raw`(?:\s|[([][^)\]]*[)\]])*`)).exec(request);
  return found?.[0] ?? trimmed;
}

/** The quick template decides the family, and the reading may narrow it (a tutorial about a dish is a recipe). */
function templateKind(template: QuickTemplateId | undefined, read: VideoKind, subject: string, list: readonly Word[]): VideoKind {
  switch (template) {
    case 'tutorial':
      return read === 'recipe' || isDish(subject, list) ? 'recipe' : 'tutorial';
    case 'review':
      return read === 'comparison' ? 'comparison' : 'review';
    case 'vlog':
      return read === 'travel' ? 'travel' : 'story';
    case 'explainer':
      return 'explainer';
    case undefined:
      return read;
  }
}
