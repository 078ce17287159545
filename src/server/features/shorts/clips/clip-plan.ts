import { SHORT_CLIP_MAX_SECONDS, SHORT_CLIP_MIN_SECONDS, shortBatchProblems, type ShortClipInput } from '@shared/contracts/shorts';
import type { ShortRenderSettings, StoredWord } from '../../../db/schema';
import { keptSpans, motionFocus, type SecondOfMotion, type TimeSpan } from '@shared/shorts-clip';

/** A clip's end may pass the source's by this much (a duration rounded by the player that chose it). */
const END_TOLERANCE_SECONDS = 0.05;

type Span = TimeSpan;

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
    focus: clip.focus ?? motionFocus(source.motion, bounds.start, bounds.end),
    fill: clip.fill,
    title: clip.title || null,
    words: wordsOfSpans(source.words, spans),
  };
}
