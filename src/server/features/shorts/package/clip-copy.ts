import { SEO_HASHTAG_COUNT } from '@shared/catalog/seo';
import { clipAtWord } from '@shared/clip-text';
import { SHORT_TITLE_MAX } from '@shared/contracts/shorts';
import type { ShortRenderSettings, StoredWord } from '../../../db/schema';
import { endsSentence } from '../../../providers/speech/captions';
import { slugOf } from '../../projects';
import { suggestHashtags } from '../../seo';

/**
 * The words of one short of a batch package (batch-package.ts): its title, the folder it goes in,
 * and the description to publish it with. Pure: the SEO analysis' tags are handed in.
 */

/** How much of what is said the description quotes. */
const QUOTE_MAX_CHARS = 280;

type Spans = ShortRenderSettings['spans'];

/** The words as said, one space between them. */
export const spokenText = (words: readonly StoredWord[]) =>
  words
    .map((word) => word.text.trim())
    .filter(Boolean)
    .join(' ');

/** The words up to the end of the first sentence (all of them when none ends). */
function firstSentence(words: readonly StoredWord[]): StoredWord[] {
  const end = words.findIndex((word) => endsSentence(word));
  return end === -1 ? [...words] : words.slice(0, end + 1);
}

export interface ClipTitle {
  text: string;
  /** The creator's hook title; else the short's first sentence; else its place in the batch. */
  from: 'hook' | 'words' | 'order';
}

/** The clip's hook title, or a title from the first sentence it says (its full stop dropped), or "Short 3". */
export function clipTitle(short: Pick<ShortRenderSettings, 'title' | 'words'>, order: number): ClipTitle {
  const hook = short.title?.trim();
  if (hook) return { text: hook, from: 'hook' };
  const sentence = clipAtWord(spokenText(firstSentence(short.words)), SHORT_TITLE_MAX).replace(/[.,;:]+$/u, '');
  if (/[\p{L}\p{N}]/u.test(sentence)) return { text: sentence.charAt(0).toUpperCase() + sentence.slice(1), from: 'words' };
  return { text: `Short ${order}`, from: 'order' };
}

/** `01-why-sleep-matters`: the place in the batch, two digits, then the title in plain letters. */
export const clipFolder = (order: number, title: string) =>
  `${String(order).padStart(2, '0')}-${slugOf(title, 'short').slice(0, 48).replace(/-+$/u, '')}`;

/** m:ss, or h:mm:ss past an hour; whole seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Where the clip is in its source, in seconds: from its first kept part's start to its last's end. */
export const sourceRange = (spans: Spans) => ({ start: spans[0]?.start ?? 0, end: spans.at(-1)?.end ?? 0 });

/** Seconds the short lasts: its kept parts together. */
export const keptSeconds = (spans: Spans) => spans.reduce((sum, span) => sum + span.end - span.start, 0);

/** Up to five hashtags from the analysis' tags, best first (#DeepSleep), none inside another ("#Sleep" after "#DeepSleep" only to reach three). */
export const hashtagsOf = (tags: readonly string[]) => suggestHashtags(tags.map((text) => ({ text }))).slice(0, SEO_HASHTAG_COUNT.max);

/**
 * The description to publish the short with: a quote of what it says (cut at a word), its length
 * and where it was cut from in the full video, then its hashtags on the last line.
 */
export function clipDescription(input: {
  words: readonly StoredWord[];
  spans: Spans;
  durationSeconds: number;
  hashtags: readonly string[];
}): string {
  const quote = clipAtWord(spokenText(input.words), QUOTE_MAX_CHARS);
  const { start, end } = sourceRange(input.spans);
  const cuts = input.spans.length - 1;
  const cutNote = cuts === 0 ? '' : cuts === 1 ? ' (one part cut out)' : ` (${cuts} parts cut out)`;
  const facts = `Length ${clock(input.durationSeconds)}: cut from ${clock(start)} to ${clock(end)} of the full video${cutNote}.`;
  return `${[quote, facts, input.hashtags.join(' ')].filter(Boolean).join('\n\n')}\n`;
}
