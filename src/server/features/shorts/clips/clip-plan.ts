import { VIDEO_FPS } from '@shared/catalog/video';
import { SHORT_CLIP_MAX_SECONDS, SHORT_CLIP_MIN_SECONDS, shortBatchProblems, type ShortClipInput } from '@shared/contracts/shorts';
import type { ShortRenderSettings, StoredWord } from '../../../db/schema';
import { motionFocus, type SecondOfMotion } from '../footage/footage-signals';

/** A clip's end may pass the source's by this much (a duration rounded by the player that chose it). */
const END_TOLERANCE_SECONDS = 0.05;

type Span = { start: number; end: number };

/** The cuts within the clip, in order, overlapping ones merged. */
function mergedCuts(cuts: readonly Span[], clip: Span): Span[] {
  const inside = cuts
    .map((cut) => ({ start: Math.max(clip.start, cut.start), end: Math.min(clip.end, cut.end) }))
    .filter((cut) => cut.end > cut.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const cut of inside) {
    const last = merged.at(-1);
    if (last && cut.start <= last.end) last.end = Math.max(last.end, cut.end);
    else merged.push({ ...cut });
  }
  return merged;
}

/** The parts of the clip its cuts leave, each at least a frame long. */
function keptSpans(clip: Span, cuts: readonly Span[]): Span[] {
  const spans: Span[] = [];
  let from = clip.start;
  for (const cut of [...mergedCuts(cuts, clip), { start: clip.end, end: clip.end }]) {
    if (cut.start - from >= 1 / VIDEO_FPS) spans.push({ start: from, end: cut.start });
    from = cut.end;
  }
  return spans;
}

/** The words said in the kept parts, on the short's own clock: a word is kept when its middle is, its times cut to its part. */
export function wordsOfSpans(words: readonly StoredWord[], spans: readonly Span[]): StoredWord[] {
  const kept: StoredWord[] = [];
  let offset = 0;
  for (const span of spans) {
    for (const word of words) {
      const middle = (word.startMs + word.endMs) / 2000;
      if (middle < span.start || middle >= span.end) continue;
      const start = Math.max(word.startMs / 1000, span.start) - span.start + offset;
      const end = Math.min(word.endMs / 1000, span.end) - span.start + offset;
      kept.push({
        text: word.text,
        startMs: Math.round(start * 1000),
        endMs: Math.round(end * 1000),
        ...(word.endsSentence ? { endsSentence: true } : {}),
      });
    }
    offset += span.end - span.start;
  }
  return kept;
}

/**
 * What a clip the creator chose renders as: its kept parts, its words on its own clock, the focus
 * of its crop (the area of most motion when the creator set none) and its title; or the problem
 * with it.
 */
export function planClip(
  clip: ShortClipInput,
  source: { durationSeconds: number; words: readonly StoredWord[]; motion: readonly SecondOfMotion[] },
): Omit<ShortRenderSettings, 'jobId' | 'sourceKey'> | { problem: string } {
  if (!(clip.start < clip.end) || clip.end > source.durationSeconds + END_TOLERANCE_SECONDS)
    return { problem: shortBatchProblems.outOfRange };
  const bounds = { start: clip.start, end: Math.min(clip.end, source.durationSeconds) };
  const spans = keptSpans(bounds, clip.cuts ?? []);
  const seconds = spans.reduce((sum, span) => sum + span.end - span.start, 0);
  if (seconds < SHORT_CLIP_MIN_SECONDS) return { problem: shortBatchProblems.tooShort };
  if (seconds > SHORT_CLIP_MAX_SECONDS) return { problem: shortBatchProblems.tooLong };
  return {
    spans,
    focus: clip.focus ?? motionFocus({ motion: [...source.motion] }, bounds.start, bounds.end),
    fill: clip.fill,
    title: clip.title || null,
    words: wordsOfSpans(source.words, spans),
  };
}
