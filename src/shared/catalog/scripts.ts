/**
 * The script catalogue (spec §2 Script Writing tab, §9 Scripts): video lengths, tones, quick templates
 * and the arithmetic that turns a script into a word count and a spoken running time. The server's
 * engines, the route and the client form all read it from here.
 */

/**
 * A typical narration pace, words a minute: what lengths, word counts and running times are computed
 * with when no voice's own pace is known (voices nobody measured, see voice-pace.ts). Scripts for a
 * chosen voice are measured at that voice's pace instead.
 */
export const WORDS_PER_MINUTE = 150;

/** Longest script (in characters) the voiceover accepts (spec §5). */
export const VOICEOVER_MAX_CHARS = 5000;

export const videoLengthLabels = ['1-3 minutes', '3-5 minutes', '5-10 minutes', '10+ minutes'] as const;
export type VideoLength = (typeof videoLengthLabels)[number];

export interface VideoLengthOption {
  label: VideoLength;
  /** Spoken minutes a script of this length aims for (the middle of its range, at the voice's pace). */
  targetMinutes: number;
}

export const videoLengths: readonly VideoLengthOption[] = [
  { label: '1-3 minutes', targetMinutes: 2 },
  { label: '3-5 minutes', targetMinutes: 4 },
  { label: '5-10 minutes', targetMinutes: 7.5 },
  { label: '10+ minutes', targetMinutes: 12 },
];

export const DEFAULT_VIDEO_LENGTH: VideoLength = '3-5 minutes';

export function videoLengthOption(label: VideoLength): VideoLengthOption {
  const option = videoLengths.find((candidate) => candidate.label === label);
  if (!option) throw new Error(`Unknown video length: ${label}`);
  return option;
}

/** Spoken words a script of this length aims for at a pace: 300, 600, 1125, 1800 at 150 words a minute. */
export function targetWordCount(label: VideoLength, wordsPerMinute: number = WORDS_PER_MINUTE): number {
  return Math.round(videoLengthOption(label).targetMinutes * wordsPerMinute);
}

export const scriptTones = [
  'Educational',
  'Professional',
  'Casual',
  'Energetic',
  'Humorous',
  'Inspirational',
  'Creepy',
  'Storytelling',
] as const;
export type ScriptTone = (typeof scriptTones)[number];

export const DEFAULT_SCRIPT_TONE: ScriptTone = 'Educational';

export const quickTemplateIds = ['tutorial', 'review', 'vlog', 'explainer'] as const;
export type QuickTemplateId = (typeof quickTemplateIds)[number];

export interface QuickTemplate {
  id: QuickTemplateId;
  label: string;
  description: string;
  /** What choosing the template writes into the topic box; the user edits it from there. */
  topicPrompt: string;
}

export const quickTemplates: readonly QuickTemplate[] = [
  {
    id: 'tutorial',
    label: 'Tutorial',
    description: 'A step-by-step guide that teaches viewers how to do one thing.',
    topicPrompt: 'How to edit your first YouTube video on a phone, step by step for beginners',
  },
  {
    id: 'review',
    label: 'Review',
    description: 'An honest look at a product: first impressions, pros, cons and a verdict.',
    topicPrompt: 'Honest review of the Sony WH-1000XM5 headphones after one month of daily use',
  },
  {
    id: 'vlog',
    label: 'Vlog',
    description: 'A personal, first-person story of a day, a trip or a challenge.',
    topicPrompt: 'A day in my life as a small YouTube creator working from home',
  },
  {
    id: 'explainer',
    label: 'Explainer',
    description: 'Makes one idea clear: what it is, how it works and why it matters.',
    topicPrompt: 'What is compound interest and why does it matter for your savings',
  },
];

export function isQuickTemplateId(value: unknown): value is QuickTemplateId {
  return typeof value === 'string' && (quickTemplateIds as readonly string[]).includes(value);
}

const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Words in a run of Chinese or Japanese, which put no spaces between them: as ICU's dictionaries find them. */
function unspacedWords(run: string): number {
  const segmenter = new Intl.Segmenter(kana.test(run) ? 'ja' : 'zh', { granularity: 'word' });
  let count = 0;
  for (const segment of segmenter.segment(run)) if (segment.isWordLike) count += 1;
  return count;
}

/**
 * Words a narrator would say: everything outside square brackets (headings such as '[HOOK]' and cues
 * such as '[B-ROLL: …]' are directions, not speech), counted as whitespace-separated runs that
 * contain at least one letter or digit (so a lone '—' or '...' is not a word); a run of Chinese or
 * Japanese counts the words in it.
 */
export function countSpokenWords(script: string): number {
  const spoken = script.replace(/\[[^\]]*\]/g, ' ');
  let count = 0;
  for (const run of spoken.split(/\s+/)) {
    if (unspacedScript.test(run)) count += unspacedWords(run);
    else if (/[\p{L}\p{N}]/u.test(run)) count += 1;
  }
  return count;
}

/**
 * Running time of `wordCount` spoken words at a pace (WORDS_PER_MINUTE unless given), rounded to the
 * second and written as '{m} min {s} sec': '4 min 10 sec' for 625 words at 150 a minute. Zero parts
 * are left out ('45 sec', '4 min'); no words is '0 sec'.
 */
export function estimatedTime(wordCount: number, wordsPerMinute: number = WORDS_PER_MINUTE): string {
  const totalSeconds = Math.max(0, Math.round((wordCount / wordsPerMinute) * 60));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes === 0) return `${seconds} sec`;
  if (seconds === 0) return `${minutes} min`;
  return `${minutes} min ${seconds} sec`;
}

/** The kinds of video the studio reads a request as (the reading's `kind`), each with an outline of its own. */
export const videoKinds = [
  'tutorial',
  'review',
  'recipe',
  'travel',
  'listicle',
  'story',
  'explainer',
  'news',
  'advertisement',
  'comparison',
] as const;
export type VideoKind = (typeof videoKinds)[number];
