import type { QuickTemplateId } from '@shared/catalog/scripts';

/** The kinds of video the offline writer has an outline for. */
export const videoKinds = ['tutorial', 'review', 'recipe', 'travel', 'listicle', 'story', 'explainer', 'news', 'advertisement'] as const;
export type VideoKind = (typeof videoKinds)[number];

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const NUMBER = String.raw`(\d{1,2}|${NUMBER_WORDS.slice(1).join('|')})`;
/** The most items, days or steps a topic may ask for: an outline, not a catalogue. */
const MAX_COUNT = 25;

function numberValue(text: string): number {
  const word = NUMBER_WORDS.indexOf(text.toLowerCase());
  return word >= 0 ? word : Number(text);
}

const RECIPE =
  /\b(recipes?|cook(s|ing|ed)?|bak(e|es|ing|ed)|dish(es)?|dinner|lunch|breakfast|brunch|meal( prep)?s?|dessert|bread|sourdough|cakes?|cookies|pancakes|pasta|lasagna|soup|stew|curry|salad|pizza|sauce|smoothie|muffins|brownies|risotto|noodles|ramen|tacos|burgers?|omelette|marinade|vegan|gluten-free)\b/;
const TRAVEL = [
  /\b(trip|travel(l?ing)?|itinerary|vacation|holiday|backpacking|things to do in|where to (stay|eat) in|city guide|sightseeing)\b/i,
  new RegExp(String.raw`\b${NUMBER}[ -](days?|nights?) (in|around|across|through|on) `, 'i'),
  /\b(weekend|week|day|days) (in|around|across) (?!(my|the|a|an|one|his|her|their|our) )/i,
  /\bvisit(ing)? (the )?[A-Z]/,
];
const REVIEW = /\b(reviews?|reviewed|unboxing|hands-on|worth (it|buying)|vs\.?|versus|compared|comparison)\b|^(the )?best /;
const LISTICLE = new RegExp(String.raw`\b${NUMBER}\s+(?:[\w'-]+\s+){0,2}?[\w'-]*[^s\W]s\b`, 'i');
/** A list without a number: 'B2B marketing tips', 'reasons to learn Rust'. */
const LIST_NOUNS = /\b(tips|ideas|mistakes|ways|hacks|tricks|things|reasons|secrets|habits|rules|lessons|myths|facts)\b/;
const TUTORIAL = /\b(how to|how do (i|you)|guide|tutorial|step[ -]by[ -]step|set ?up|setting up|install(ing)?|for beginners)\b/;
const NEWS = /\b(news|update[sd]?|announce[sd]?|announcement|released?|launch(es|ed)? (today|this week)|leaks?|rumou?rs?|breaking)\b/;
const ADVERT =
  /\b(ad|advert|advertisement|commercial|promo(tion)?|launch(ing)?|sale|discount|introducing|meet the|pre-?order|black friday)\b/;
const STORY =
  /\b(story|stories|tale|journey|my (day|week|life|first)|day in (my|the) life|i (tried|quit|spent|lived|survived|moved|left|built|lost|found))\b/;
const YEAR = /\b20\d\d\b/;

const isTravel = (topic: string) => TRAVEL.some((pattern) => pattern.test(topic));

/**
 * The quick template decides the family, and the topic may narrow it: a tutorial about a dish is a
 * recipe, a vlog about a place is a travel video and any other vlog a story. Without a template
 * the topic's words decide, most specific kind first; explainer is the rest.
 */
export function detectKind(topic: string, template?: QuickTemplateId): VideoKind {
  const lower = topic.toLowerCase();
  switch (template) {
    case 'tutorial':
      return RECIPE.test(lower) ? 'recipe' : 'tutorial';
    case 'review':
      return 'review';
    case 'vlog':
      return isTravel(topic) ? 'travel' : 'story';
    case 'explainer':
      return 'explainer';
    case undefined:
      break;
  }
  if (isTravel(topic)) return 'travel';
  if (RECIPE.test(lower)) return 'recipe';
  if (REVIEW.test(lower)) return 'review';
  if (NEWS.test(lower)) return 'news';
  // 'in 3 steps' counts a tutorial's steps, not a list's items.
  if (LISTICLE.test(topic) && !/^steps$/i.test(requestedCount(topic)?.items ?? '')) return 'listicle';
  if (TUTORIAL.test(lower)) return 'tutorial';
  if (LIST_NOUNS.test(lower)) return 'listicle';
  if (ADVERT.test(lower)) return 'advertisement';
  if (STORY.test(lower)) return 'story';
  if (YEAR.test(lower)) return 'news';
  return 'explainer';
}

/** What the topic asks for by number: '3 days in Lisbon', '7 tips', 'in 5 steps', 'a weekend in Kyoto'. */
export interface RequestedCount {
  count: number;
  /** The plural noun the number counts, as the topic spells it: 'tips', 'Excel shortcuts', 'days'. */
  items: string;
  /** What follows the counted noun: 'for better sleep', 'everyone should know'. */
  rest: string;
}

export function requestedCount(topic: string): RequestedCount | null {
  if (/\bweekend\b/i.test(topic) && !/\b\d+\s+weekends\b/i.test(topic)) return { count: 2, items: 'days', rest: '' };
  const match = new RegExp(String.raw`\b${NUMBER}\s+((?:[\w'-]+\s+){0,2}?[\w'-]*[^s\W]s)\b(.*)$`, 'i').exec(topic);
  if (!match) return null;
  const count = numberValue(match[1]!);
  if (!(count >= 1)) return null;
  return { count: Math.min(count, MAX_COUNT), items: match[2]!, rest: match[3]!.trim() };
}

/** The counted noun of a list without a number ('tips' in 'B2B marketing tips'). */
export function listNoun(topic: string): string | null {
  return LIST_NOUNS.exec(topic.toLowerCase())?.[1] ?? null;
}

/** 'shortcuts' → 'shortcut', 'stories' → 'story', 'dishes' → 'dish': the last word of a plural noun phrase. */
export function singular(phrase: string): string {
  return phrase.replace(/(\w+)$/, (word) => {
    if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
    if (/(ch|sh|ss|x)es$/i.test(word)) return word.slice(0, -2);
    if (/[^s]s$/i.test(word)) return word.slice(0, -1);
    return word;
  });
}

export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}
