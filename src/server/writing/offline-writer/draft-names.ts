import type { KeyPhrase, TopicAnalysis } from './topic-analysis';

/**
 * The names a draft uses, taken from the topic as its author spelled them ('iPhone 15 Pro', 'US',
 * 'B2B'): what is reviewed or sold, the dish, the place. Brackets are dropped so a name can sit
 * inside an '[ADD: …]' slot.
 */

const NAME_TOKEN = /^(?:[A-Z0-9][\w+'.-]*|[a-z]+[A-Z][\w+'-]*)$/;
const KIND_WORDS = /^(travel|trip|vlog|guide|review|recipe|story|news|update|sale|promo|ad|honest|ultimate|best|top|summer|winter)$/i;

export const unbracket = (text: string) =>
  text
    .replace(/[[\]{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A key phrase with the name-like words that follow it in the topic: 'iPhone 15' → 'iPhone 15 Pro'. */
function extended(phrase: KeyPhrase, topic: string): string {
  const at = topic.indexOf(phrase.text);
  if (at < 0) return phrase.text;
  const tail = topic
    .slice(at + phrase.text.length)
    .split(/\s+/)
    .filter(Boolean);
  const extra: string[] = [];
  for (const word of tail) {
    if (!NAME_TOKEN.test(word) || KIND_WORDS.test(word)) break;
    extra.push(word);
  }
  return [phrase.text, ...extra].join(' ');
}

/** How running text names a phrase: 'the iPhone 15 Pro', 'your podcast', 'the Sony WH-1000XM5 headphones'. */
function inRunningText(phrase: KeyPhrase, text: string): string {
  const named = phrase.inContext.replace(phrase.text, text);
  // A model name reads with its article ('the iPhone 15 Pro'); a plain name ('Lisbon', 'US') without.
  return named === text && phrase.proper && /\d|[a-z][A-Z]/.test(text) ? `the ${text}` : named;
}

/** A phrase that only says what kind of video this is ('Travel', 'Summer sale') names nothing. */
const namesSomething = (phrase: KeyPhrase) => !phrase.text.split(' ').every((word) => KIND_WORDS.test(word));

/** The topic's first name (its key phrases rank names first), or its first phrase that names something. */
const namedPhrase = (topic: TopicAnalysis) =>
  topic.keyPhrases.find((phrase) => phrase.proper && namesSomething(phrase)) ??
  topic.keyPhrases.find(namesSomething) ??
  topic.keyPhrases[0]!;

/** The thing a review or an advert is about: the first name in the topic, with its model words. */
export function productName(topic: TopicAnalysis): string {
  const phrase = namedPhrase(topic);
  return unbracket(inRunningText(phrase, extended(phrase, topic.topic)));
}

/** What a news story is about: its most specific name ('the M4 MacBook Air' rather than 'Apple'). */
export function newsName(topic: TopicAnalysis): string {
  const names = topic.keyPhrases.filter((phrase) => phrase.proper && namesSomething(phrase));
  const phrase = names.sort((a, b) => b.text.split(' ').length - a.text.split(' ').length)[0] ?? namedPhrase(topic);
  return unbracket(inRunningText(phrase, extended(phrase, topic.topic)));
}

/** The place a travel video goes: the name after 'in', 'to', 'around' …, else the topic's first name. */
export function placeName(topic: TopicAnalysis): string {
  const after = /\b(?:in|to|around|across|through|visit(?:ing)?|of)\s+((?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)/.exec(topic.topic);
  if (after) return unbracket(after[1]!);
  const phrase = namedPhrase(topic);
  return unbracket(phrase.proper ? extended(phrase, topic.topic) : phrase.inContext);
}

/** The dish of a recipe: 'how to make banana bread' → 'banana bread', 'Easy vegan lasagna recipe' → 'vegan lasagna'. */
export function dishName(topic: TopicAnalysis): string {
  const fromAction = topic.action?.replace(/^(make|cook|bake|prepare|grill|roast|fry|brew)\s+(the |a |an |your )?/i, '');
  const raw = fromAction && fromAction !== topic.action ? fromAction : topic.keyPhrases[0]!.text;
  const dish = raw.replace(/\b(recipes?|easy|quick|simple|homemade|best|perfect|ultimate)\b/gi, '').replace(/\s+/g, ' ');
  return unbracket(dish) || unbracket(topic.keyPhrases[0]!.text);
}

/** The main thing the topic is about, as running text names it. */
export function mainName(topic: TopicAnalysis): string {
  const phrase = topic.keyPhrases[0]!;
  return unbracket(inRunningText(phrase, extended(phrase, topic.topic)));
}
