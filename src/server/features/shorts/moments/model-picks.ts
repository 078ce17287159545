import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { fallbackReasonText } from '@shared/catalog/ai-engines';
import { SHORT_COUNT, type ShortCandidate } from '@shared/contracts/shorts';
import { EngineError } from '../../../providers/engine-error';
import type { TextEngine } from '../../../providers/text';
import { fallbackReason } from '../../../providers/vendor-failure';
import { scoreSpansOffThread, sentenceUnits, type MomentRequest, type SentenceSpan, type Unit } from './find-moments';

/**
 * Moments picked and titled by the text model (DESIGN.md §7, Shorts): it reads the transcript as
 * numbered sentences with their times and answers, through structured output, with runs of whole
 * sentences, each with a hook title and why it works. The answer is checked against the
 * transcript: every sentence it names exists (and was shown), each run fits the creator's length
 * range, none overlaps another, each has a title. One pick that does not fit refuses the whole
 * answer (the model misread the transcript, so its other picks are not trusted either), as does
 * an engine's failure: the offline finder's moments stand, and the notice says why.
 */

/** How many of the offline finder's best moments to ask for: the stretches a transcript too long to send whole is cut to. */
export const MODEL_LEADS = 30;
/** The longest hook title the model may write, in characters. */
export const MODEL_TITLE_MAX = 60;
/**
 * The transcript the model is sent, in estimated tokens (four characters a token): about 50 minutes
 * of talk whole, which models with a 16k context read. A longer transcript is cut to the stretches
 * around the offline finder's best moments, and the notice says so.
 */
export const TRANSCRIPT_TOKEN_BUDGET = 12_000;
const CHARS_PER_TOKEN = 4;
/** A bounds check's give: the model is shown times to a tenth of a second, so a run it measured as 15.0 s may be 14.96 s. */
const ROUNDING_SECONDS = 0.1;
/** A model's reason is kept to this many characters (cut at a word). */
const REASON_MAX = 160;
/** A sentence longer than the longest clip cannot be in one: the model sees its first words only. */
const LONG_SENTENCE_WORDS = 15;

/** The model's answer: only its shape; what it says is checked against the transcript below, each misfit in words. */
export const modelPicksAnswer = z.object({
  clips: z.array(
    z.object({
      firstSentence: z.number().int(),
      lastSentence: z.number().int(),
      title: z.string(),
      reason: z.string(),
    }),
  ),
});
export type ModelPicksAnswer = z.infer<typeof modelPicksAnswer>;

export interface ModelPicksRequest extends MomentRequest {
  /**
   * The offline finder's moments, best first (MODEL_LEADS of them if it found so many): the first
   * `count` stand when the model's answer is refused; all of them lead a long transcript's cut.
   */
  found: readonly ShortCandidate[];
  text: TextEngine;
  /** The search's: the model's call and the scoring end with it. */
  signal: AbortSignal;
}

export type MomentPicks =
  | { pickedBy: 'model'; model: string; candidates: ShortCandidate[]; notice: string | null }
  | { pickedBy: 'offline'; candidates: ShortCandidate[]; notice: string };

const SYSTEM_PROMPT = `You are a video editor who cuts long videos into vertical shorts (YouTube Shorts, TikTok, Reels).
You read a transcript as numbered sentences, each with its start and end in seconds, and choose the moments that work on their own: a first line that hooks (a question, a surprising claim, a number), one complete thought, a payoff by the end.
Answer with JSON only: {"clips": [{"firstSentence": 12, "lastSentence": 18, "title": "...", "reason": "..."}]}.`;

/** Seconds to a tenth, as the model sees them. */
const tenths = (seconds: number) => seconds.toFixed(1);
/** "75 s", "14.9 s". */
const secondsText = (seconds: number) => `${Number(seconds.toFixed(1))} s`;

/** The sentence as one line of the prompt: "[12] 83.4–87.9 Why do most loaves fail?" (1-based, as the model answers). */
function lineOf(words: MomentRequest['words'], unit: Unit, index: number, maxSeconds: number): string {
  const said = words.slice(unit.from, unit.to).map((word) => word.text);
  const text =
    unit.end - unit.start > maxSeconds && said.length > LONG_SENTENCE_WORDS
      ? `${said.slice(0, LONG_SENTENCE_WORDS).join(' ')} …`
      : said.join(' ');
  return `[${index + 1}] ${tenths(unit.start)}–${tenths(unit.end)} ${text}`;
}

/**
 * Which sentences the model is shown: all of them when they fit the budget, else the stretches
 * around the offline finder's best moments (a moment and the longest clip's length either side),
 * best first, as many as fit.
 */
function shownSentences(
  lines: readonly string[],
  units: readonly Unit[],
  found: readonly ShortCandidate[],
  maxSeconds: number,
): { shown: boolean[]; whole: boolean } {
  const budget = TRANSCRIPT_TOKEN_BUDGET * CHARS_PER_TOKEN;
  const cost = (index: number) => lines[index]!.length + 1;
  const total = lines.reduce((sum, _line, index) => sum + cost(index), 0);
  if (total <= budget) return { shown: lines.map(() => true), whole: true };
  const shown = lines.map(() => false);
  let used = 0;
  for (const moment of found) {
    const [from, to] = [moment.start - maxSeconds, moment.end + maxSeconds];
    const inside = units.flatMap((unit, index) => (unit.end > from && unit.start < to && !shown[index] ? [index] : []));
    // A gap's marker costs a line too.
    const more = inside.reduce((sum, index) => sum + cost(index), 0) + 40;
    if (used + more > budget) continue;
    for (const index of inside) shown[index] = true;
    used += more;
  }
  return { shown, whole: false };
}

/** The prompt's transcript: the shown sentences in order, each left-out stretch marked. */
function transcriptOf(lines: readonly string[], shown: readonly boolean[]): string {
  const out: string[] = [];
  let gapFrom: number | undefined;
  lines.forEach((line, index) => {
    if (!shown[index]) {
      gapFrom ??= index;
      return;
    }
    if (gapFrom !== undefined) out.push(`… (sentences ${gapFrom + 1}–${index} left out)`);
    gapFrom = undefined;
    out.push(line);
  });
  if (gapFrom !== undefined) out.push(`… (sentences ${gapFrom + 1}–${lines.length} left out)`);
  return out.join('\n');
}

function briefOf(request: ModelPicksRequest, needed: number, transcript: string, sentences: number, whole: boolean): string {
  const { count, minSeconds, maxSeconds } = request;
  return [
    `Choose ${count} clips for shorts, the best first (at least ${needed} if the video has fewer good moments).`,
    '- A clip is the sentences firstSentence to lastSentence, both included: it starts when firstSentence starts and ends when lastSentence ends.',
    `- Each clip lasts between ${minSeconds} and ${maxSeconds} seconds: lastSentence's end minus firstSentence's start.`,
    '- Clips do not overlap: no sentence is in two clips.',
    `- title: a hook title for the short, at most ${MODEL_TITLE_MAX} characters, in the transcript's language.`,
    '- reason: one short sentence saying why the moment works.',
    ...(whole
      ? []
      : [
          '- The transcript is too long to send whole: only some stretches are shown, and "…" marks what is left out. Choose shown sentences only; a clip cannot run across a left-out stretch.',
        ]),
    '',
    `Transcript (${sentences} sentences; start–end in seconds):`,
    transcript,
  ].join('\n');
}

type Checked = { spans: SentenceSpan[]; clips: ModelPicksAnswer['clips'] } | { misfit: string };

/** The answer's clips checked against the transcript, in order: the first misfit, in words, or the runs. */
function check(
  answer: ModelPicksAnswer,
  units: readonly Unit[],
  shown: readonly boolean[],
  request: Pick<MomentRequest, 'count' | 'minSeconds' | 'maxSeconds'>,
  needed: number,
): Checked {
  const { clips } = answer;
  const clipsText = (n: number) => `${n} clip${n === 1 ? '' : 's'}`;
  if (clips.length > request.count) return { misfit: `it gave ${clipsText(clips.length)} where ${request.count} were asked` };
  if (clips.length < needed) return { misfit: `it gave ${clipsText(clips.length)} where ${request.count} were asked` };
  const spans: SentenceSpan[] = [];
  for (const [at, clip] of clips.entries()) {
    const name = `clip ${at + 1}`;
    for (const sentence of [clip.firstSentence, clip.lastSentence]) {
      if (sentence < 1 || sentence > units.length) {
        return { misfit: `${name} names sentence ${sentence}, and the transcript has ${units.length}` };
      }
    }
    const [first, last] = [clip.firstSentence - 1, clip.lastSentence - 1];
    if (first > last)
      return { misfit: `${name} ends at sentence ${clip.lastSentence}, before it starts at sentence ${clip.firstSentence}` };
    const unseen = shown.slice(first, last + 1).findIndex((seen) => !seen);
    if (unseen >= 0) return { misfit: `${name} takes in sentence ${first + unseen + 1}, which the model was not shown` };
    const seconds = units[last]!.end - units[first]!.start;
    if (seconds < request.minSeconds - ROUNDING_SECONDS) {
      return { misfit: `${name} runs ${secondsText(seconds)}, under the ${request.minSeconds} s asked` };
    }
    if (seconds > request.maxSeconds + ROUNDING_SECONDS) {
      return { misfit: `${name} runs ${secondsText(seconds)}, over the ${request.maxSeconds} s asked` };
    }
    const title = clip.title.trim();
    if (title === '') return { misfit: `${name} has no title` };
    if ([...title].length > MODEL_TITLE_MAX) {
      return { misfit: `${name}’s title has ${[...title].length} characters, over the ${MODEL_TITLE_MAX} asked` };
    }
    const earlier = spans.findIndex((span) => first <= span.last && span.first <= last);
    if (earlier >= 0) return { misfit: `clips ${earlier + 1} and ${at + 1} overlap` };
    spans.push({ first, last });
  }
  return { spans, clips };
}

/** Cut at a word to at most `max` characters. */
function clipped(text: string, max: number): string {
  const trimmed = text.trim().replace(/\s+/gu, ' ');
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : max - 1)}…`;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Why the engine gave no answer, in words for the creator (never the provider's own, which may quote a key). */
function failureText(error: EngineError): string {
  if (error.failure === 'rejected') return 'the provider refused the request';
  const { reason, status } = fallbackReason(error);
  return fallbackReasonText(reason, status);
}

/**
 * The search's moments with a text model connected: the model's picks when its answer fits the
 * transcript, else the offline finder's, with a notice saying why. Only for a transcript with
 * words. The search's signal ends the model's call and the scoring (rethrown, never a fallback).
 */
export async function pickWithModel(request: ModelPicksRequest): Promise<MomentPicks> {
  const { text, signal, found } = request;
  const offline = (notice: string): MomentPicks => ({ pickedBy: 'offline', candidates: found.slice(0, request.count), notice });
  const units = sentenceUnits(request.words);
  if (units.length === 0)
    return offline('The transcript has no sentences for the text model to pick from, so these are the studio’s own picks.');
  // A video that holds fewer moments than three (the offline finder found fewer) may have fewer picks.
  const needed = Math.min(SHORT_COUNT.min, request.count, Math.max(1, found.length));
  const lines = units.map((unit, index) => lineOf(request.words, unit, index, request.maxSeconds));
  const { shown, whole } = shownSentences(lines, units, found, request.maxSeconds);
  if (!shown.includes(true)) {
    return offline('The transcript is too long for the text model to read, so these are the studio’s own picks.');
  }

  let answer: ModelPicksAnswer;
  try {
    answer = await text.generateObject({
      system: SYSTEM_PROMPT,
      messages: [{ role: 'user', content: briefOf(request, needed, transcriptOf(lines, shown), units.length, whole) }],
      schema: modelPicksAnswer,
      name: 'short_clips',
      maxOutputTokens: 200 + request.count * 120,
      signal,
    });
  } catch (error) {
    signal.throwIfAborted();
    if (!(error instanceof EngineError)) throw error;
    return offline(`The text model could not pick the moments: ${failureText(error)}. These are the studio’s own picks.`);
  }

  const checked = check(answer, units, shown, request, needed);
  if ('misfit' in checked)
    return offline(`The text model’s picks did not fit the transcript (${checked.misfit}), so these are the studio’s own picks.`);
  // Scored as the offline finder scores, on its thread: sent only what the scoring reads (an engine and a signal do not cross threads).
  const { words, sounds, signals, minSeconds, maxSeconds, count } = request;
  const scores = await scoreSpansOffThread({ words, sounds, signals, minSeconds, maxSeconds, count }, checked.spans, signal);
  const candidates = checked.spans.map(({ first, last }, at): ShortCandidate => {
    const clip = checked.clips[at]!;
    const why = clipped(clip.reason, REASON_MAX).replace(/[.!]$/u, '');
    return {
      id: randomUUID(),
      start: round(units[first]!.start),
      end: round(units[last]!.end),
      score: scores[at]!,
      reason: why ? `${why} (picked by ${text.model})` : `picked by ${text.model}`,
      title: clip.title.trim(),
    };
  });
  return { pickedBy: 'model', model: text.model, candidates, notice: whole ? null : cutNotice(units, shown) };
}

/** What a long transcript's cut left the model: how many stretches, how many of the minutes. */
function cutNotice(units: readonly Unit[], shown: readonly boolean[]): string {
  let stretches = 0;
  let seconds = 0;
  units.forEach((unit, index) => {
    if (!shown[index]) return;
    if (index === 0 || !shown[index - 1]) stretches += 1;
    seconds += unit.end - unit.start;
  });
  const minutes = (value: number) => Math.max(1, Math.round(value / 60));
  const total = units.at(-1)!.end - units[0]!.start;
  const which = stretches === 1 ? 'the stretch' : `the ${stretches} stretches`;
  return `The transcript is too long for the text model to read whole, so it picked from ${which} the studio scored highest (${minutes(seconds)} of ${minutes(total)} minutes of talk).`;
}
