import {
  SHORT_CLIP_MAX_SECONDS,
  SHORT_CLIP_MIN_SECONDS,
  SHORT_CUTS_MAX,
  shortBatchProblems,
  type ShortClipInput,
  type ShortsTranscript,
} from '@shared/contracts/shorts';
import { keptSpans, type TimeSpan } from '@shared/shorts-clip';
import { problemText } from './problems';

export type TranscriptWord = ShortsTranscript['words'][number];
export type Focus = { x: number; y: number };

/** A clip as the creator shapes it: in and out in seconds of the source, the parts cut out, the crop's focus (null: follow the motion) and its title. */
export interface ClipEdit {
  start: number;
  end: number;
  cuts: TimeSpan[];
  focus: Focus | null;
  title: string;
}

/** How far each press of −0.1 s or +0.1 s moves an in or out point. */
export const NUDGE_SECONDS = 0.1;

const hundredths = (seconds: number) => Math.round(seconds * 100) / 100;

/** Seconds as m:ss.s (83.46 → '1:23.5'): in and out points to the tenth. */
export function clockTenths(seconds: number): string {
  const tenths = Math.round(Math.max(0, seconds) * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** The selected words' first and last index, in order. */
const bounds = (selected: ReadonlySet<number>) => {
  const sorted = [...selected].sort((a, b) => a - b);
  return { first: sorted[0], last: sorted.at(-1), sorted };
};

/** In at the first selected word's start, out at the last one's end: a clip snapped to word boundaries. */
export function snapToSelection(edit: ClipEdit, words: readonly TranscriptWord[], selected: ReadonlySet<number>): ClipEdit {
  const { first, last } = bounds(selected);
  if (first === undefined || last === undefined) return edit;
  return { ...edit, start: words[first]!.start, end: words[last]!.end };
}

/** The in or out point moved by `delta` seconds, kept inside the source and at least a tenth from the other point (unchanged where that cannot be). */
export function nudge(edit: ClipEdit, edge: 'start' | 'end', delta: number, durationSeconds: number): ClipEdit {
  const clamp = (value: number, low: number, high: number) => hundredths(Math.min(Math.max(value, low), high));
  if (edge === 'start') {
    const highest = Math.min(edit.end, durationSeconds) - NUDGE_SECONDS;
    return highest < 0 ? edit : { ...edit, start: clamp(edit.start + delta, 0, highest) };
  }
  const lowest = Math.max(edit.start, 0) + NUDGE_SECONDS;
  return lowest > durationSeconds ? edit : { ...edit, end: clamp(edit.end + delta, lowest, durationSeconds) };
}

/** Two cuts this close with no word between them are one: a sliver of pause left between them would click. */
const SLIVER_SECONDS = 0.4;

/** The runs of consecutive selected words (a long pause ends a run), each as the span from its first word's start to its last word's end. */
function spansOf(words: readonly TranscriptWord[], selected: ReadonlySet<number>): TimeSpan[] {
  const spans: TimeSpan[] = [];
  let run: { first: number; last: number } | undefined;
  for (const index of bounds(selected).sorted) {
    // Next words one after the other are one cut, unless a long pause lies between them.
    if (run && index === run.last + 1 && words[index]!.start - words[run.last]!.end <= SLIVER_SECONDS) run.last = index;
    else {
      if (run) spans.push({ start: words[run.first]!.start, end: words[run.last]!.end });
      run = { first: index, last: index };
    }
  }
  if (run) spans.push({ start: words[run.first]!.start, end: words[run.last]!.end });
  return spans;
}

/** Spans less the parts `removed` covers. */
function subtract(spans: readonly TimeSpan[], removed: readonly TimeSpan[]): TimeSpan[] {
  let left = [...spans];
  for (const cut of removed) {
    left = left.flatMap((span) => {
      if (cut.end <= span.start || cut.start >= span.end) return [span];
      return [
        ...(cut.start > span.start ? [{ start: span.start, end: cut.start }] : []),
        ...(cut.end < span.end ? [{ start: cut.end, end: span.end }] : []),
      ];
    });
  }
  return left;
}

/** The cuts in order, joined where they overlap or only a sliver of pause with no word in it lies between them. */
function joined(cuts: readonly TimeSpan[], words: readonly TranscriptWord[]): TimeSpan[] {
  const spoken = (from: number, to: number) => {
    const { from: first, to: last } = wordsBetween(words, from, to);
    return words.slice(first, last).some((word) => (word.start + word.end) / 2 > from && (word.start + word.end) / 2 < to);
  };
  const result: TimeSpan[] = [];
  for (const cut of cuts.toSorted((a, b) => a.start - b.start)) {
    const last = result.at(-1);
    const sliver = last !== undefined && cut.start - last.end <= SLIVER_SECONDS && !spoken(last.end, cut.start);
    if (last && (cut.start <= last.end || sliver)) last.end = Math.max(last.end, cut.end);
    else result.push({ ...cut });
  }
  return result;
}

/** The selected words cut out of the clip. */
export function cutWords(edit: ClipEdit, words: readonly TranscriptWord[], selected: ReadonlySet<number>): ClipEdit {
  return { ...edit, cuts: joined([...edit.cuts, ...spansOf(words, selected)], words) };
}

/** The selected words put back. */
export function restoreWords(edit: ClipEdit, words: readonly TranscriptWord[], selected: ReadonlySet<number>): ClipEdit {
  return { ...edit, cuts: subtract(edit.cuts, spansOf(words, selected)) };
}

/** Whether the word is cut out: its middle is in a cut. */
export function isCut(word: TranscriptWord, cuts: readonly TimeSpan[]): boolean {
  const middle = (word.start + word.end) / 2;
  return cuts.some((cut) => middle >= cut.start && middle < cut.end);
}

/** Whether the word is inside the clip: its middle is between in and out. */
export function isInClip(word: TranscriptWord, edit: Pick<ClipEdit, 'start' | 'end'>): boolean {
  const middle = (word.start + word.end) / 2;
  return middle >= edit.start && middle < edit.end;
}

const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');
/** Sounds that are never words. */
const FILLERS = new Set(['uh', 'uhh', 'uhm', 'umm', 'erm', 'hmm', 'mm']);
/** Sounds that are words in other languages ("um acht Uhr", "er kommt"): fillers only where set apart. */
const SET_APART_FILLERS = new Set(['um', 'er', 'ah']);
/** Ends a phrase: a comma or a sentence's end right after it. */
const pauses = (text: string) => /[,.!?;:…—]$/u.test(text);

/**
 * The filler words inside the clip not cut yet: "uh", "erm", "hmm"; "um", "er" and "ah" followed by a
 * pause in writing ("so, um, it rises"), or anywhere in an unpunctuated transcript (automatic captions);
 * and "you know" after a comma or before one ("so, you know, it rises"), not where it asks or
 * starts a sentence ("do you know why", "You know the answer.").
 */
export function fillerWords(words: readonly TranscriptWord[], edit: ClipEdit): Set<number> {
  const fillers = new Set<number>();
  const punctuated = words.some((word) => pauses(word.text));
  const { from, to } = wordsBetween(words, edit.start, edit.end);
  const kept = (word: TranscriptWord | undefined): word is TranscriptWord => !!word && isInClip(word, edit) && !isCut(word, edit.cuts);
  for (let index = from; index < to; index++) {
    const word = words[index]!;
    if (!kept(word)) continue;
    const before = words[index - 1];
    const text = bare(word.text);
    // Set apart: a pause written right after it ("um," "er …").
    if (FILLERS.has(text) || (SET_APART_FILLERS.has(text) && (pauses(word.text) || !punctuated))) fillers.add(index);
    const next = words[index + 1];
    if (text === 'you' && kept(next) && bare(next.text) === 'know') {
      const afterComma = !!before && pauses(before.text) && !before.sentenceEnd && !/[.!?…]$/u.test(before.text);
      if (pauses(next.text) || afterComma) fillers.add(index).add(index + 1);
    }
  }
  return fillers;
}

/**
 * The indices of the next place the words say `phrase` (case and punctuation aside), searching from
 * after index `after` and round to the start; empty when they never say it.
 */
export function findPhrase(words: readonly TranscriptWord[], phrase: string, after: number): number[] {
  const wanted = phrase.split(/\s+/u).map(bare).filter(Boolean);
  if (wanted.length === 0) return [];
  const matchesAt = (index: number) => wanted.every((part, offset) => words[index + offset] && bare(words[index + offset]!.text) === part);
  for (let step = 1; step <= words.length; step++) {
    const index = (after + step + words.length) % words.length;
    if (matchesAt(index)) return wanted.map((_, offset) => index + offset);
  }
  return [];
}

/** The cuts between the clip's in and out points (cuts outside stay in the edit, should the points move back out). */
export function cutsInClip(edit: ClipEdit): TimeSpan[] {
  return edit.cuts.filter((cut) => cut.end > edit.start && cut.start < edit.end);
}

/** The seconds the clip keeps once its cuts are out. */
export function keptSeconds(edit: ClipEdit): number {
  return keptSpans(edit, edit.cuts).reduce((sum, span) => sum + span.end - span.start, 0);
}

/** What stops the clip from rendering, as the server would say it (in the interface language); null when it can render. */
export function clipProblem(edit: ClipEdit, durationSeconds: number): string | null {
  if (!(edit.start < edit.end) || edit.end > durationSeconds + 0.05) return problemText(shortBatchProblems.outOfRange);
  const kept = keptSeconds(edit);
  if (kept < SHORT_CLIP_MIN_SECONDS) return problemText(shortBatchProblems.tooShort);
  if (cutsInClip(edit).length > SHORT_CUTS_MAX) return problemText(`A clip can have up to ${SHORT_CUTS_MAX} cuts.`);
  if (kept > SHORT_CLIP_MAX_SECONDS) return problemText(shortBatchProblems.tooLong);
  return null;
}

/** The clip as POST /api/shorts/{jobId}/renders takes it (the render settings added by the form; a focus only for a crop). */
export function clipInput(
  edit: ClipEdit,
  titled: boolean,
  cropped: boolean,
): Pick<ShortClipInput, 'start' | 'end' | 'cuts' | 'focus' | 'title'> {
  return {
    start: edit.start,
    end: edit.end,
    ...(cutsInClip(edit).length > 0 ? { cuts: cutsInClip(edit) } : {}),
    ...(edit.focus && cropped ? { focus: edit.focus } : {}),
    ...(titled && edit.title.trim() ? { title: edit.title.trim() } : {}),
  };
}

/**
 * The part of the picture a crop to `frameAspect` (width ÷ height) keeps around the focus, as shares of
 * the source's width and height: centred on the focus as far as the picture allows, as the renderer cuts it.
 */
export function cropBox(
  sourceAspect: number,
  frameAspect: number,
  focus: Focus,
): { left: number; top: number; width: number; height: number } {
  const width = Math.min(1, frameAspect / sourceAspect);
  const height = Math.min(1, sourceAspect / frameAspect);
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return { left: clamp(focus.x - width / 2, 1 - width), top: clamp(focus.y - height / 2, 1 - height), width, height };
}

/** The index range [from, to) of the words said between `start` and `end` seconds (words are in time order). */
export function wordsBetween(words: readonly TranscriptWord[], start: number, end: number): { from: number; to: number } {
  /** The first index whose word passes the test (the test holds for a tail of the words). */
  const firstWhere = (test: (word: TranscriptWord) => boolean) => {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (test(words[middle]!)) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const from = firstWhere((word) => word.end > start);
  return {
    from,
    to: Math.max(
      from,
      firstWhere((word) => word.start >= end),
    ),
  };
}
