export { videoKinds, type VideoKind } from '@shared/catalog/scripts';

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

/** A list without a number: 'B2B marketing tips', 'reasons to learn Rust'. */
const LIST_NOUNS = /\b(tips|ideas|mistakes|ways|hacks|tricks|things|reasons|secrets|habits|rules|lessons|myths|facts)\b/;

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
