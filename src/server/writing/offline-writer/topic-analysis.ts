import type { ItemEntity, ItemToken, PartOfSpeech } from 'wink-nlp';
import { its, lemmaOf, readEnglish, titleCase } from '../nlp/english';
import { boundTokenLength } from '../nlp/bound-token-length';

export type TopicIntent = 'how-to' | 'comparison' | 'review' | 'personal' | 'question' | 'general';

export interface KeyPhrase {
  /** As the topic spells it, e.g. 'podcast', 'Roman Empire', 'iPhone 15'. */
  text: string;
  /** Lower-case lemmas, used to tell phrases apart ('cats' and 'cat' are one phrase). */
  lemma: string;
  /** How running text names it, keeping the topic's own article: 'your podcast', 'the Roman Empire', 'cats'. */
  inContext: string;
  /** Starts with a proper noun (a name, brand or model). */
  proper: boolean;
}

export interface TopicAnalysis {
  /** The topic, trimmed, single-spaced, without trailing punctuation. */
  topic: string;
  intent: TopicIntent;
  /** What the video is about, as a noun phrase: 'starting a podcast', 'the Roman Empire'. */
  subject: string;
  /** The topic as a title: 'Why the Roman Empire Fell'. */
  headline: string;
  /** Ranked, 1 to 5: names first, then longer phrases, then the order they appear in. */
  keyPhrases: KeyPhrase[];
  /** What a tutorial teaches or a vlog tries, as a verb phrase: 'start a podcast'. */
  action: string | null;
  /** The two sides of an 'A vs B' topic. */
  contenders: [string, string] | null;
  /** Who the topic says it is for: 'beginners'. */
  audience: string | null;
  /** The topic as a spoken question when it is one: 'Why do cats purr?'. */
  question: string | null;
}

interface Word {
  text: string;
  lower: string;
  lemma: string;
  pos: PartOfSpeech;
  /** Inside a date, time or duration entity ('30 days', 'tonight'). */
  temporal: boolean;
}

const CHUNK_POS = new Set<PartOfSpeech>(['ADJ', 'NOUN', 'PROPN', 'NUM', 'X']);
const HEAD_POS = new Set<PartOfSpeech>(['NOUN', 'PROPN', 'X']);
/** Words that describe the video rather than its subject. */
const FORMAT_WORDS = new Set([
  'review',
  'reviews',
  'tutorial',
  'tutorials',
  'guide',
  'vlog',
  'explainer',
  'explained',
  'tips',
  'tricks',
  'hacks',
  'basics',
  'ideas',
  'unboxing',
  'vs',
  'versus',
  'step',
  'steps',
  'walkthrough',
  'overview',
  'breakdown',
  'introduction',
  'intro',
  'comparison',
]);
/** Leading adjectives that sell the video rather than name its subject. */
const HYPE_WORDS = new Set([
  'best',
  'top',
  'ultimate',
  'honest',
  'complete',
  'quick',
  'easy',
  'simple',
  'full',
  'first',
  'definitive',
  'essential',
  'beginner',
  "beginner's",
  'beginners',
  'new',
  'real',
  'true',
  'long-term',
  'detailed',
  'in-depth',
  'brutal',
  'actual',
]);
/** Words a vlog title uses for its frame, not its subject. */
const VLOG_FRAME_WORDS = new Set(['day', 'life', 'week', 'weekend', 'vlog', 'time']);
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'your', 'our', 'his', 'her', 'their', 'this', 'these']);
const IRREGULAR_GERUNDS: Record<string, string> = {
  be: 'being',
  see: 'seeing',
  begin: 'beginning',
  forget: 'forgetting',
  commit: 'committing',
  admit: 'admitting',
  prefer: 'preferring',
  control: 'controlling',
  travel: 'traveling',
  visit: 'visiting',
  edit: 'editing',
  open: 'opening',
  listen: 'listening',
  develop: 'developing',
  focus: 'focusing',
  budget: 'budgeting',
  market: 'marketing',
  happen: 'happening',
  offer: 'offering',
  enter: 'entering',
};

/** 'start' → 'starting', 'make' → 'making', 'run' → 'running', 'tie' → 'tying'. */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  const irregular = IRREGULAR_GERUNDS[v];
  if (irregular) return irregular;
  if (v.endsWith('ing') && v.length > 5) return v;
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (/(ee|ye|oe)$/.test(v)) return `${v}ing`;
  if (v.endsWith('e') && v.length > 2) return `${v.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(v)) return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}

function words(text: string): Word[] {
  const doc = readEnglish(text, { entities: true });
  const temporal = new Set<number>();
  doc.entities().each((entity: ItemEntity) => {
    const type = entity.out(its.detail) as unknown as { type: string };
    if (['DATE', 'TIME', 'DURATION'].includes(type.type)) {
      entity.tokens().each((token: ItemToken) => temporal.add(token.index()));
    }
  });
  const out: Word[] = [];
  let glueNext = false;
  doc.tokens().each((token: ItemToken) => {
    const value = token.out();
    const spaces = token.out(its.precedingSpaces) as string;
    const pos = token.out(its.pos) as PartOfSpeech;
    const previous = out[out.length - 1];
    // Re-join hyphenated words the tokenizer split ('night-shift', 'long-term').
    if (previous && spaces === '' && (value === '-' || glueNext)) {
      previous.text += value;
      previous.lower = previous.text.toLowerCase();
      previous.lemma += value === '-' ? '-' : String(token.out(lemmaOf)).toLowerCase();
      if (value !== '-') previous.pos = pos === 'ADJ' && previous.pos === 'NOUN' ? 'NOUN' : pos;
      previous.temporal = false;
      glueNext = value === '-';
      return;
    }
    glueNext = false;
    if (pos === 'PUNCT' || pos === 'SPACE') {
      out.push({ text: value, lower: value, lemma: value, pos, temporal: false });
      return;
    }
    out.push({
      text: value,
      lower: value.toLowerCase(),
      lemma: String(token.out(lemmaOf)).toLowerCase(),
      pos,
      temporal: temporal.has(token.index()),
    });
  });
  return retag(out);
}

/**
 * Fixes the tagger's usual slips on short titles: a 'verb' between an auxiliary or article and a
 * noun is a modifier ('what is compound interest'), and in 'why do cats purr' / 'how does compound
 * interest work' the last word is the verb the question is about.
 */
function retag(list: Word[]): Word[] {
  list.forEach((word, index) => {
    const before = list[index - 1];
    const after = list[index + 1];
    if (word.pos === 'VERB' && before && after && (before.pos === 'AUX' || before.pos === 'DET') && after.pos === 'NOUN') {
      word.pos = 'ADJ';
    }
  });
  const auxIndex = list.findIndex((word, index) => index <= 1 && word.pos === 'AUX' && QUESTION_AUX.has(word.lower));
  // 'can dogs eat chocolate': two 'verbs' straight after the auxiliary; the first is its subject.
  const afterAux = list[auxIndex + 1];
  if (auxIndex >= 0 && afterAux?.pos === 'VERB' && list[auxIndex + 2]?.pos === 'VERB') afterAux.pos = 'NOUN';
  const doQuestion = auxIndex >= 0 && ['do', 'does', 'did'].includes(list[auxIndex]!.lower);
  if (doQuestion && !list.slice(auxIndex + 1).some((word) => word.pos === 'VERB')) {
    const last = list[list.length - 1];
    const beforeLast = list[list.length - 2];
    if (last && beforeLast && last.pos === 'NOUN' && HEAD_POS.has(beforeLast.pos) && list.length - 2 > auxIndex) {
      last.pos = 'VERB';
    }
  }
  return list;
}

function join(list: readonly Word[]): string {
  return list
    .map((word) => word.text)
    .join(' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\s*'\s*s\b/g, "'s");
}

function isProperWord(word: Word): boolean {
  const innerCapital = /[A-Z]/.test(word.text.slice(1)) && /[a-z]/.test(word.text); // iPhone, PlayStation
  return word.pos === 'PROPN' || innerCapital || /^[A-Z]{2,}/.test(word.text);
}

interface Chunk {
  words: Word[];
  determiner: string | null;
  /** 'as a software engineer': the phrase names a role. */
  role?: boolean;
}

/** Noun phrases: runs of adjectives, nouns, names and numbers that end in a noun or name. */
function chunks(list: readonly Word[], intent: TopicIntent): Chunk[] {
  const found: Chunk[] = [];
  let run: Word[] = [];
  let runStart = 0;
  const flush = (end: number) => {
    let phrase = run;
    run = [];
    // A phrase that is only a time ('30 days', 'tonight') is not a subject; 'morning routine' is.
    if (phrase.every((word) => word.temporal || word.pos === 'NUM')) return;
    while (phrase.length && (HYPE_WORDS.has(phrase[0]!.lower) || phrase[0]!.pos === 'NUM')) {
      phrase = phrase.slice(1);
    }
    const droppable = (word: Word) => FORMAT_WORDS.has(word.lower) || HYPE_WORDS.has(word.lower) || /^(19|20)\d\d$/.test(word.text);
    while (phrase.length && droppable(phrase[phrase.length - 1]!)) {
      phrase = phrase.slice(0, -1);
    }
    // In a question a trailing adjective is the predicate ('why is the sky blue'); elsewhere the
    // tagger usually means a noun ('morning routine').
    const atEnd = end === list.length;
    while (phrase.length > 1 && phrase[phrase.length - 1]!.pos === 'ADJ' && intent === 'question') {
      phrase = phrase.slice(0, -1);
    }
    if (!phrase.some((word) => HEAD_POS.has(word.pos) || word.pos === 'ADJ')) return;
    if (!phrase.some((word) => HEAD_POS.has(word.pos)) && !(atEnd && phrase.length > 1)) return;
    if (intent === 'personal' && phrase.length === 1 && VLOG_FRAME_WORDS.has(phrase[0]!.lemma)) return;
    if (phrase.length === 1 && phrase[0]!.lower.length < 2) return;
    const before = list[runStart - 1];
    const determiner = before && DETERMINERS.has(before.lower) ? before.lower : null;
    const role = (determiner === 'a' || determiner === 'an') && list[runStart - 2]?.lower === 'as';
    found.push({ words: phrase, determiner, role });
  };
  list.forEach((word, index) => {
    const joinable = CHUNK_POS.has(word.pos) && !FORMAT_WORDS.has(word.lower) && !(word.pos === 'X' && !isProperWord(word));
    if (joinable || (run.length > 0 && FORMAT_WORDS.has(word.lower) && word.lower !== 'vs' && word.lower !== 'versus')) {
      if (run.length === 0) runStart = index;
      run.push(word);
      return;
    }
    if (run.length) flush(index);
  });
  if (run.length) flush(list.length);
  return found;
}

function inContext(chunk: Chunk, intent: TopicIntent): string {
  const text = join(chunk.words);
  switch (chunk.determiner) {
    case null:
      // A reviewed thing reads as 'the camera', 'the Sony WH-1000XM5 headphones'; a bare model name stays bare.
      if ((intent === 'review' || intent === 'comparison') && chunk.words[chunk.words.length - 1]!.pos === 'NOUN') {
        return `the ${text}`;
      }
      return text;
    case 'a':
    case 'an':
      if (intent === 'how-to') return `your ${text}`;
      // 'my life as a software engineer' → 'being a software engineer'.
      if (intent === 'personal') return chunk.role ? `being ${chunk.determiner} ${text}` : `${chunk.determiner} ${text}`;
      return `the ${text}`;
    case 'my':
      return intent === 'how-to' ? `your ${text}` : `my ${text}`;
    case 'this':
    case 'these':
      return `the ${text}`;
    default:
      return `${chunk.determiner} ${text}`;
  }
}

function toKeyPhrase(chunk: Chunk, intent: TopicIntent): KeyPhrase {
  return {
    text: join(chunk.words),
    lemma: chunk.words.map((word) => word.lemma).join(' '),
    inContext: inContext(chunk, intent),
    proper: isProperWord(chunk.words[0]!),
  };
}

/** A named product plus a common noun ('Sony WH-1000XM5 headphones') also yields its name and its noun. */
function splitMixed(chunk: Chunk): Chunk[] {
  const properEnd = chunk.words.findIndex((word) => !isProperWord(word) && word.pos !== 'NUM');
  if (properEnd <= 0 || !isProperWord(chunk.words[0]!)) return [];
  const name = chunk.words.slice(0, properEnd);
  const rest = chunk.words.slice(properEnd).filter((word) => HEAD_POS.has(word.pos));
  const parts: Chunk[] = [{ words: name, determiner: null }];
  if (rest.length) parts.push({ words: rest, determiner: null });
  return parts;
}

function rankKeyPhrases(found: Chunk[], intent: TopicIntent): KeyPhrase[] {
  const candidates: { phrase: KeyPhrase; order: number; size: number }[] = [];
  found.forEach((chunk, order) => {
    const parts = chunk.words.length >= 2 ? splitMixed(chunk) : [];
    // In 'A vs B camera' the names and the shared noun are the phrases, not 'B camera'.
    if (intent !== 'comparison' || parts.length < 2) {
      candidates.push({ phrase: toKeyPhrase(chunk, intent), order, size: chunk.words.length });
    }
    if (chunk.words.length >= 3 || intent === 'comparison') {
      for (const part of parts) {
        candidates.push({ phrase: toKeyPhrase(part, intent), order: order + 0.5, size: part.words.length });
      }
    }
  });
  candidates.sort(
    (a, b) => Number(b.phrase.proper) - Number(a.phrase.proper) || (a.order === b.order ? b.size - a.size : a.order - b.order),
  );
  const kept: KeyPhrase[] = [];
  for (const { phrase } of candidates) {
    if (kept.some((other) => other.lemma === phrase.lemma)) continue;
    kept.push(phrase);
    if (kept.length === 5) break;
  }
  return kept;
}

function intentOf(lower: string): TopicIntent {
  if (
    /^(a |the |my |complete |simple |quick |easy )?(beginner'?s )?(guide to |tutorial:? )?how to\b/.test(lower) ||
    /^how (do|can|should) (i|you|we) \w/.test(lower) ||
    /\b(tutorial|step by step|step-by-step)\b/.test(lower)
  ) {
    return 'how-to';
  }
  if (/\b(vs\.?|versus)\s/.test(lower)) return 'comparison';
  const judging = /\b(review|reviewed|reviewing|unboxing|hands-on|worth it|worth buying)\b/;
  if (judging.test(lower) || /^(the )?(best|top \d+) /.test(lower)) return 'review';
  if (
    /^(a |one )?(day|week|weekend|morning|night) in (my|the) life\b/.test(lower) ||
    /^(my|our) (day|week|weekend|morning|night|first|trip|journey|routine|life)\b/.test(lower) ||
    /^i (tried|spent|quit|tested|lived|survived|went|built|moved|made|ate|did|left|bought|took)\b/.test(lower) ||
    /\b(vlog|come with me|with me)\b/.test(lower)
  ) {
    return 'personal';
  }
  const asks = /^(why|what|how|when|where|who|which|is|are|was|were|can|could|does|do|did|should|will|would)\b/;
  if (asks.test(lower)) return 'question';
  return 'general';
}

const AUDIENCE_WORDS = [
  'beginners',
  'newbies',
  'kids',
  'students',
  'parents',
  'seniors',
  'dummies',
  'everyone',
  'creators',
  'developers',
  'teens',
  'adults',
  'women',
  'men',
  'families',
  'owners',
  'businesses',
  'artists',
  'musicians',
  'writers',
  'gamers',
  'players',
  'athletes',
  'runners',
  'nurses',
  'teachers',
];
/** '… for beginners', '… for busy parents' at the end of a topic. */
const AUDIENCE = new RegExp(
  String.raw`\s*,?\s*\bfor (complete |absolute |total |busy |new |young )?([a-z' ]*?(${AUDIENCE_WORDS.join('|')}))$`,
  'i',
);

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless it starts a name or an acronym ('The history' → 'the history'; 'iPhone' stays). */
function softLower(text: string, firstIsProper: boolean): string {
  if (firstIsProper || /^[A-Z]{2}/.test(text) || /^I\b/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Turns first-person words of a how-to into the viewer's: 'start my channel' → 'start your channel'. */
function toViewer(text: string): string {
  return text
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bI\b/g, 'you')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bmyself\b/gi, 'yourself');
}

const PAST_TENSE: Record<string, string> = {
  fall: 'fell',
  go: 'went',
  become: 'became',
  begin: 'began',
  build: 'built',
  come: 'came',
  do: 'did',
  get: 'got',
  give: 'gave',
  grow: 'grew',
  know: 'knew',
  make: 'made',
  run: 'ran',
  see: 'saw',
  take: 'took',
  win: 'won',
  lose: 'lost',
  eat: 'ate',
  fly: 'flew',
  sink: 'sank',
  break: 'broke',
  leave: 'left',
  think: 'thought',
  bring: 'brought',
  buy: 'bought',
  find: 'found',
  have: 'had',
  say: 'said',
  tell: 'told',
  write: 'wrote',
  rise: 'rose',
  stand: 'stood',
  speak: 'spoke',
  fight: 'fought',
  sell: 'sold',
  freeze: 'froze',
  drink: 'drank',
  sing: 'sang',
  swim: 'swam',
  shake: 'shook',
  wear: 'wore',
  steal: 'stole',
  hide: 'hid',
};

/** 'work' → 'works', 'fly' → 'flies', 'have' → 'has' (the verb after 'does …'). */
function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'be') return 'is';
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** 'fall' → 'fell', 'start' → 'started' (the verb after 'did …'). */
function pastTense(verb: string): string {
  const irregular = PAST_TENSE[verb];
  if (irregular) return irregular;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.slice(-1)}ed`;
  return `${verb}ed`;
}

const WH_WORDS = new Set(['why', 'how', 'when', 'where', 'who', 'which', 'what']);
const QUESTION_AUX = new Set(['is', 'are', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'should', 'will', 'would', 'has', 'have']);
const POSSESSIVES = new Set(['my', 'your', 'our', 'their', 'his', 'her', 'its']);

/** A noun phrase starting at `from`: an article, then names, nouns, numbers and adjectives before a noun. */
function nounPhraseEnd(list: readonly Word[], from: number): number {
  let index = from;
  if (list[index] && (list[index]!.pos === 'DET' || list[index]!.pos === 'PRON')) {
    if (list[index]!.pos === 'PRON' && !POSSESSIVES.has(list[index]!.lower)) return index + 1;
    index += 1;
  }
  while (list[index]) {
    const word = list[index]!;
    const next = list[index + 1];
    if (HEAD_POS.has(word.pos) || word.pos === 'NUM') index += 1;
    else if (word.pos === 'ADJ' && next && (HEAD_POS.has(next.pos) || next.pos === 'ADJ')) index += 1;
    else break;
  }
  return index;
}

/**
 * A direct question as an embedded one: 'why do cats purr' → 'why cats purr', 'how does compound
 * interest work' → 'how compound interest works', 'why is the sky blue' → 'why the sky is blue',
 * 'can dogs eat chocolate' → 'whether dogs can eat chocolate'. Null for 'what is X' (X is the subject).
 */
function embeddedQuestion(list: readonly Word[]): string | null {
  const spoken = list.filter((word) => word.pos !== 'PUNCT');
  const first = spoken[0];
  if (!first) return null;
  const wh = WH_WORDS.has(first.lower) ? first.lower : null;
  const auxAt = wh ? 1 : 0;
  const aux = spoken[auxAt];
  if (!aux || !QUESTION_AUX.has(aux.lower)) {
    return wh === 'why' || wh === 'how' ? join(spoken).replace(/^\w/, (c) => c.toLowerCase()) : null;
  }
  const npEnd = nounPhraseEnd(spoken, auxAt + 1);
  if (npEnd === auxAt + 1) return null;
  const np = join(spoken.slice(auxAt + 1, npEnd));
  const rest = spoken.slice(npEnd);
  const lead = wh ?? 'whether';
  if (['do', 'does', 'did'].includes(aux.lower)) {
    const verb = rest[0];
    if (!verb) return null;
    const form = aux.lower === 'do' ? verb.lower : aux.lower === 'does' ? thirdPerson(verb.lemma) : pastTense(verb.lemma);
    return [lead, np, form, join(rest.slice(1))].filter(Boolean).join(' ');
  }
  if (rest.length === 0) return null;
  return [lead, np, aux.lower, join(rest)].join(' ');
}

const BREAK_WORDS = new Set(['and', 'or', 'but', 'while', 'with', 'without', 'through', 'in', 'on', 'for', 'to', 'at', 'by', 'from', 'of']);

/**
 * Keeps a long phrase speakable: at most `max` words, cut before a joining word so it stays whole
 * ('build a small business selling handmade mugs and bowls online through Etsy while …' →
 * 'build a small business selling handmade mugs').
 */
export function shorten(phrase: string, max = 10): string {
  const parts = phrase.split(' ');
  if (parts.length <= max) return phrase;
  let cut = max;
  for (let index = max; index >= 4; index -= 1) {
    if (BREAK_WORDS.has(parts[index]!.toLowerCase())) {
      cut = index;
      break;
    }
  }
  return parts
    .slice(0, cut)
    .join(' ')
    .replace(/[,;:]$/, '');
}

export function cleanTopic(topic: string): string {
  return topic
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?:;,]+$/, '');
}

export function analyzeTopic(rawTopic: string): TopicAnalysis {
  // Runs without spaces are cut before anything reads the topic (boundTokenLength), so wink and
  // the patterns below see the same words.
  const bounded = boundTokenLength(rawTopic);
  const topic = cleanTopic(bounded) || bounded.trim() || 'this topic';
  const lower = topic.toLowerCase();
  const intent = intentOf(lower);

  let focusText = topic;
  let audience: string | null = null;
  const audienceMatch = AUDIENCE.exec(focusText);
  if (audienceMatch && audienceMatch.index > 0) {
    audience = audienceMatch[2]!.trim().toLowerCase();
    focusText = focusText.slice(0, audienceMatch.index);
  }
  // A title's tail after a comma or dash is usually a qualifier ('…, step by step').
  const qualifier = /\s*(,|\s-\s|\s—\s|:)\s*(step[ -]by[ -]step|explained|a tutorial|tutorial|full guide|guide|review)\b.*$/i;
  focusText = focusText.replace(qualifier, '');

  const list = words(focusText);
  const found = chunks(list, intent);
  let keyPhrases = rankKeyPhrases(found, intent);
  const triedVerb = intent === 'personal' ? /^i \w+ (\w+ing)\b(.*)$/i.exec(focusText) : null;
  if (triedVerb) {
    // 'I tried waking up at 5am for a week': the activity is the phrase, without its duration.
    const activity = `${triedVerb[1]}${triedVerb[2]}`.replace(/\s+for (a|an|one|two|three|\d+) \w+$/i, '').trim();
    const activityWords = words(activity);
    keyPhrases = [
      { text: activity, lemma: activityWords.map((word) => word.lemma).join(' '), inContext: activity, proper: false },
      ...keyPhrases.filter((phrase) => !activity.toLowerCase().includes(phrase.text.toLowerCase())),
    ].slice(0, 5);
  }
  if (keyPhrases.length === 0) {
    const functionWords = ['PUNCT', 'DET', 'ADP', 'AUX', 'PRON', 'CCONJ', 'PART', 'SCONJ'];
    const content = list.filter((word) => !functionWords.includes(word.pos));
    const whole: Word = { text: topic, lower: topic.toLowerCase(), lemma: topic.toLowerCase(), pos: 'X', temporal: false };
    const fallback = content.length ? [content[content.length - 1]!] : [whole];
    keyPhrases = fallback.map((word) => ({
      text: word.text,
      lemma: word.lemma,
      inContext: word.text,
      proper: isProperWord(word),
    }));
  }
  const main = keyPhrases[0]!;

  let action: string | null = null;
  let contenders: [string, string] | null = null;
  let question: string | null = null;
  let subject = main.inContext;

  if (intent === 'how-to') {
    const match = /\bhow (?:to|(?:do|can|should) (?:i|you|we)) (.+)$/i.exec(focusText);
    const tail = match ? match[1]! : focusText.replace(/\b(tutorial|step[ -]by[ -]step)\b/gi, '').trim();
    if (match) {
      action = toViewer(tail.replace(/\s*(,|\s-\s).*$/, '').trim());
      const [verb, ...rest] = action.split(' ');
      subject = [gerund(verb ?? ''), ...rest].join(' ');
    } else {
      subject = softLower(tail || main.inContext, main.proper);
      action = `get started with ${subject}`;
    }
  } else if (intent === 'comparison') {
    const sides = focusText.split(/\s+(?:vs\.?|versus)\s+/i);
    const sideChunks = sides.slice(0, 2).map((side) => chunks(words(side), intent));
    const names = sideChunks.map((side, index) => {
      const best = side.find((chunk) => isProperWord(chunk.words[0]!)) ?? side[0];
      if (!best) return cleanTopic(sides[index] ?? '');
      const split = best.words.length > 1 ? splitMixed(best) : [];
      return join(split.length ? split[0]!.words : best.words);
    });
    contenders = [names[0] ?? main.text, names[1] ?? main.text];
    subject = `${contenders[0]} vs ${contenders[1]}`;
  } else if (intent === 'review') {
    subject = main.inContext === main.text ? `the ${main.text}` : main.inContext;
  } else if (intent === 'personal') {
    const tried = /^i (\w+) (.+)$/i.exec(focusText);
    const verbWord = tried ? list.find((word) => word.lower === tried[1]!.toLowerCase()) : undefined;
    if (tried && verbWord) {
      action = tried[2]!;
      const nextVerb = /^(\w+)(.*)$/.exec(action);
      const firstWord = nextVerb ? list.find((word) => word.lower === nextVerb[1]!.toLowerCase()) : undefined;
      if (firstWord && firstWord.pos === 'VERB' && nextVerb) {
        // 'I tried waking up at 5am' → action 'wake up at 5am', subject 'waking up at 5am'.
        subject = `${gerund(firstWord.lemma)}${nextVerb[2]}`;
        action = `${firstWord.lemma}${nextVerb[2]}`;
      } else {
        subject = action;
        action = `${verbWord.lemma} ${action}`;
      }
    } else {
      subject = softLower(focusText, list[0] ? isProperWord(list[0]) : false);
    }
  } else if (intent === 'question') {
    const aux = '(is|are|was|were|do|does|did|can|could|should|will|would|has|have)';
    const direct = new RegExp(String.raw`^((why|what|how|when|where|who|which)\s+)?${aux}\b`, 'i').test(lower);
    const asked = focusText.replace(/\s+and\s+(why|what|how)\b.*$/i, '');
    question = direct ? `${capitalize(asked)}?` : null;
    const embedded = embeddedQuestion(words(asked));
    // 'the mystery of why cats purr' works wherever the scripts name their subject.
    if (embedded) subject = embedded.startsWith('whether') ? `the question of ${embedded}` : `the mystery of ${embedded}`;
  } else {
    const asWritten = softLower(focusText, list[0] ? isProperWord(list[0]) : false);
    subject = asWritten.split(' ').length <= 8 ? asWritten : main.inContext;
  }

  return {
    topic,
    intent,
    subject: shorten(subject),
    headline: titleCase(topic),
    keyPhrases,
    action: action === null ? null : shorten(action),
    contenders,
    audience,
    question,
  };
}
