/**
 * What a new request asks for beyond its topic: how many items, in which format, and whether it is
 * a question of fact the offline writer cannot answer. Plain rules on the message's words.
 */

/** Formats any category can answer in; null means the category's own items (story ideas, prompts, ad concepts). */
export type RequestFormat = 'ad-script' | 'titles' | 'hooks' | 'script' | 'video-ideas';

export interface ChatRequest {
  /** Items asked for, 1 to 10; null when the message names no number. */
  count: number | null;
  /** The number asked for when it was above ten (the reply gives ten and says so); null otherwise. */
  askedAbove: number | null;
  format: RequestFormat | null;
  /** The running time a message names ('30-second ad' → 30, '1-minute script' → 60); null when none. */
  seconds: number | null;
}

export const MAX_ITEMS = 10;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'a couple of': 2,
  'a pair of': 2,
  'a dozen': 12,
  dozen: 12,
  single: 1,
};
const NUMBER_ALTERNATIVES = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUMBER = String.raw`(\d{1,3}|${NUMBER_ALTERNATIVES})`;
/** A time unit after a number; '30s' only before what it times ('a 30s ad'), so '90s music' is a decade. */
const UNIT = String.raw`(?:seconds?|secs?|minutes?|mins?|s(?=\s+(?:ads?|adverts?|spots?|commercials?|promos?|videos?|scripts?|clips?|reels?)\b))`;
const NOT_A_DURATION = String.raw`(?![- ]?${UNIT}\b)`;
/** '30-second', '1-minute': a duration standing before the item noun ('3 30-second ads'). */
const DURATION_WORD = String.raw`\d{1,3}[- ]?(?:seconds?|secs?|minutes?|mins?|s)`;
/** '30-second', '30 sec', '30s ad', '1-minute', 'one minute', 'half a minute'. */
const DURATION = new RegExp(String.raw`\b(\d{1,3}|${NUMBER_ALTERNATIVES}|half a)[- ]?(${UNIT})(?![\w])`, 'i');
/** What a count counts: 'ideas', 'titles', 'hooks', 'ad concepts' …. */
const ITEM_NOUNS = String.raw`(?:ideas?|titles?|headlines?|hooks?|openers?|opening lines?|intros?|prompts?|concepts?|ads?|adverts?|commercials?|scripts?|outlines?|options?|loglines?|stor(?:y|ies)|premises?|angles?|videos?|names?|lines?|versions?|variations?|suggestions?|takes?)`;
/**
 * A count: a number right before the item noun, with at most three words between ('5 short video
 * ideas'), or before 'more'. It must start the message or follow an asking word, so the number in
 * 'iPhone 15 Pro ideas' is read as part of the name.
 */
const COUNT = new RegExp(
  String.raw`(?:^|[,:;(]\s*|\b(?:me|us|give|get|write|want|need|list|make|suggest|brainstorm|create|generate|pitch|draft|send|show|share|with|just|exactly|another|top|please|and|only|like|some|of|about)\s+)` +
    String.raw`${NUMBER}${NOT_A_DURATION}\s+(?:(?:more|other|new|different)\s+)?(?:${DURATION_WORD}\s+|(?!\d)[\w'-]+\s+){0,3}?${ITEM_NOUNS}\b` +
    String.raw`|(?:^|\b(?:me|us|give|get|write|want|need|another|just)\s+)${NUMBER}\s+more\b`,
  'i',
);

const AD_WORDS = /\b(?:ads?|adverts?|advertisements?|commercials?|spots?|promos?)\b/i;
const TITLE_WORDS = /\b(?:titles?|headlines?|title ideas|video names|names for)\b/i;
const HOOK_WORDS = /\b(?:hooks?|opening lines?|openers?|first lines?|intro lines?)\b/i;
/** A script, but not a script prompt or script ideas (the Script Prompts category's own items). */
const SCRIPT_WORDS = /\b(?:scripts?|outlines?)\b(?!\s+(?:prompts?|ideas?))/i;
const SCRIPT_PROMPT = /\bprompts?\b/i;
const VIDEO_IDEAS =
  /\b(?:video|content|youtube|tiktok|shorts|reels?|vlog|channel|post)\s+ideas?\b|\bideas? for (?:a |my |our )?(?:videos?|content|youtube|tiktok)\b/i;

function numberValue(word: string): number {
  const lower = word.toLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : (NUMBER_WORDS[lower] ?? Number.NaN);
}

/** The running time a message names, in seconds, or null. */
export function secondsIn(message: string): number | null {
  const match = DURATION.exec(message);
  if (!match) return null;
  const amount = match[1]!.toLowerCase() === 'half a' ? 0.5 : numberValue(match[1]!);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const seconds = /^m/i.test(match[2]!) ? amount * 60 : amount;
  return seconds >= 5 && seconds <= 600 ? Math.round(seconds) : null;
}

export function readRequest(message: string): ChatRequest {
  const text = message.replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();
  const counted = COUNT.exec(text);
  const asked = counted ? numberValue((counted[1] ?? counted[2])!) : Number.NaN;
  const valid = Number.isFinite(asked) && asked >= 1;
  const seconds = secondsIn(text);
  return {
    count: valid ? Math.min(asked, MAX_ITEMS) : null,
    askedAbove: valid && asked > MAX_ITEMS ? asked : null,
    format: formatOf(text, seconds),
    seconds,
  };
}

function formatOf(text: string, seconds: number | null): RequestFormat | null {
  const ad = AD_WORDS.test(text);
  // A timed ad, or an ad script: 'a 30-second ad', 'script for a radio spot', 'ad script'.
  if (ad && (seconds !== null || SCRIPT_WORDS.test(text))) return 'ad-script';
  if (TITLE_WORDS.test(text)) return 'titles';
  if (HOOK_WORDS.test(text)) return 'hooks';
  if (SCRIPT_WORDS.test(text) && !SCRIPT_PROMPT.test(text)) return 'script';
  if (VIDEO_IDEAS.test(text)) return 'video-ideas';
  return null;
}
