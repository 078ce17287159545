import { randomUUID } from 'node:crypto';
import type { ShortCandidate } from '@shared/contracts/shorts';
import type { CaptionedSound, StoredWord } from '../../../db/schema';
import { createWorkerPool } from '../../../lib/worker-pool';
import type { FootageSignals } from '../footage/footage-signals';

/**
 * The offline moment finder: the source is cut into units that end where a thought ends (a
 * sentence, or a pause when there are no words), every run of whole units whose length fits the
 * creator's range is scored from what makes a short work (a hook in its first line, a number with
 * a claim, a complete thought, lively delivery, loudness that moves, laughter, cuts in the
 * picture), and the best runs that do not overlap are kept, each with the reasons for its score.
 */

export interface MomentRequest {
  /** The source's words, in time order; empty when none could be read. */
  words: readonly StoredWord[];
  sounds: readonly CaptionedSound[];
  signals: Pick<FootageSignals, 'durationSeconds' | 'loudness' | 'silences' | 'sceneChanges'>;
  minSeconds: number;
  maxSeconds: number;
  count: number;
}

/** A stretch of the source that ends a thought: a sentence's words, or speech between pauses. */
export interface Unit {
  start: number;
  end: number;
  /** The unit's words (first index, one past the last); empty without a transcript. */
  from: number;
  to: number;
}

/** A pause this long between two words ends a unit even without a full stop. */
const PAUSE_SECONDS = 1.2;
/** Without words or pauses, units are cut at most this long (a scene change cuts them sooner). */
const BLOCK_SECONDS = 5;
const LOUDNESS_WINDOW_SECONDS = 0.1;
/** Speech faster than this many words a second is lively; slower than the low mark drags. */
const LIVELY_RATE = 2.4;
const SLOW_RATE = 1.5;

const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;
const QUESTION_END = /\?["'”’)\]]*$/u;
const HOOK_OPENING =
  /^(here'?s|here is|the (secret|truth|reason|problem|mistake|biggest|best|worst|one thing)|why|how|what if|imagine|stop|never|nobody|no one|most people|you('re| are)? (need|should|can't|won't)|this is (why|how|the)|did you know|the number one)\b/iu;
/**
 * A figure worth quoting: an amount, a share or a count past the first few ("80 percent", "$5,000",
 * "3.5", "a million"), not the "part 1" or "one of" of plain speech.
 */
const FIGURE =
  /^(\$\d[\d,.]*|\d+[.,]\d+|\d*[1-9]\d+%?|\d%|hundred|hundreds|thousand|thousands|million|millions|billion|billions|percent|twice|double|triple|half)$/iu;
/** Words that state something as so: with a figure in the same sentence, a claim a viewer can take away. */
const CLAIM =
  /^(is|are|was|were|will|means|makes|made|causes|costs|saves|always|never|every|best|worst|most|because|proves|doubled|tripled|grew|fell|lose|loses|lost|use|uses|need|needs|get|gets|earn|earns)$/iu;
const CONJUNCTION_OPENING = /^(and|but|so|or|because|which|then|also)\b/iu;
const LAUGHTER = /laugh|chuckl|giggl/iu;
const APPLAUSE = /applause|cheer|clapping/iu;

const bare = (word: StoredWord) => word.text.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu, '');

/** Units from the words: a sentence's end, or a long pause, closes one. */
export function sentenceUnits(words: readonly StoredWord[]): Unit[] {
  const units: Unit[] = [];
  let from = 0;
  words.forEach((word, index) => {
    const next = words[index + 1];
    const pause = next ? next.startMs - word.endMs >= PAUSE_SECONDS * 1000 : true;
    if (word.endsSentence || SENTENCE_END.test(word.text) || pause) {
      units.push({ start: words[from]!.startMs / 1000, end: word.endMs / 1000, from, to: index + 1 });
      from = index + 1;
    }
  });
  return units;
}

/** Units without words: the sound between pauses, cut at scene changes and into blocks of at most BLOCK_SECONDS. */
function soundUnits(signals: MomentRequest['signals']): Unit[] {
  const cuts = new Set<number>([0, signals.durationSeconds]);
  for (const silence of signals.silences) cuts.add((silence.start + silence.end) / 2);
  for (const change of signals.sceneChanges) cuts.add(change);
  const sorted = [...cuts].filter((time) => time >= 0 && time <= signals.durationSeconds).sort((a, b) => a - b);
  const units: Unit[] = [];
  for (let index = 1; index < sorted.length; index++) {
    const [start, end] = [sorted[index - 1]!, sorted[index]!];
    const pieces = Math.ceil((end - start) / BLOCK_SECONDS);
    for (let piece = 0; piece < pieces; piece++) {
      units.push({ start: start + ((end - start) * piece) / pieces, end: start + ((end - start) * (piece + 1)) / pieces, from: 0, to: 0 });
    }
  }
  return units.filter((unit) => unit.end - unit.start > 0.05);
}

interface Feature {
  /** Points the feature adds (or takes, below zero). */
  points: number;
  /** The reason in words; none for a penalty. */
  reason?: string;
}

/** Running totals over an array: the sum of any stretch in one subtraction. */
function prefixSums(values: ArrayLike<number>): Float64Array {
  const sums = new Float64Array(values.length + 1);
  for (let index = 0; index < values.length; index++) sums[index + 1] = sums[index]! + values[index]!;
  return sums;
}

/** How many of `grid`'s 0.1 s windows each stretch covers, as a prefix sum over the windows (a difference array: linear in both). */
function coverage(length: number, stretches: ReadonlyArray<{ start: number; end: number }>): Float64Array {
  const steps = new Float64Array(length + 1);
  const index = (seconds: number) => Math.min(length, Math.max(0, Math.round(seconds / LOUDNESS_WINDOW_SECONDS)));
  for (const { start, end } of stretches) {
    const [from, to] = [index(start), index(end)];
    if (to <= from) continue;
    steps[from]! += 1;
    steps[to]! -= 1;
  }
  let covering = 0;
  const covered = new Float64Array(length);
  for (let window = 0; window < length; window++) {
    covering += steps[window]!;
    covered[window] = covering > 0 ? 1 : 0;
  }
  return prefixSums(covered);
}

/** The largest of any stretch of `values` in one look-up (a sparse table: log n levels of maxima). */
function rangeMaximum(values: readonly number[]): (from: number, to: number) => number {
  const levels: Float64Array[] = [Float64Array.from(values)];
  for (let width = 2; width <= values.length; width *= 2) {
    const below = levels.at(-1)!;
    const level = new Float64Array(values.length - width + 1);
    for (let index = 0; index < level.length; index++) level[index] = Math.max(below[index]!, below[index + width / 2]!);
    levels.push(level);
  }
  return (from, to) => {
    const level = Math.floor(Math.log2(to - from + 1));
    return Math.max(levels[level]![from]!, levels[level]![to - (1 << level) + 1]!);
  };
}

/**
 * What is known of the source before any run of units is scored, so that each of the tens of
 * thousands of runs in two hours is scored from a few subtractions and look-ups: counts of words
 * and units by kind, loudness totals, quiet, cuts and captioned sounds over a 0.1 s grid, and
 * each unit's own facts. Linear in the words, the units and the source's length.
 */
function measure(request: MomentRequest, units: readonly Unit[]) {
  const { words, signals } = request;
  const flags = (test: (word: StoredWord) => boolean) => prefixSums(words.map((word) => (test(word) ? 1 : 0)));
  const questions = flags((word) => QUESTION_END.test(word.text));
  // Loudness of the windows with sound in them (above -60 dBFS): their count, sum and sum of squares.
  const heard = signals.loudness.map((db) => (db > -60 ? 1 : 0));
  const loud = { count: prefixSums(heard), sum: prefixSums(signals.loudness.map((db, index) => db * heard[index]!)) };
  const loudSquares = prefixSums(signals.loudness.map((db, index) => db * db * heard[index]!));
  const window = (seconds: number) => Math.min(signals.loudness.length, Math.max(0, Math.round(seconds / LOUDNESS_WINDOW_SECONDS)));
  const grid = Math.ceil(signals.durationSeconds / LOUDNESS_WINDOW_SECONDS) + 1;
  const cell = (seconds: number) => Math.min(grid, Math.max(0, Math.round(seconds / LOUDNESS_WINDOW_SECONDS)));
  const quietCells = coverage(grid, signals.silences);
  const laughterCells = coverage(grid, soundsLike(request.sounds, LAUGHTER));
  const applauseCells = coverage(grid, soundsLike(request.sounds, APPLAUSE));
  const cutsPerCell = new Float64Array(grid);
  for (const time of signals.sceneChanges) cutsPerCell[Math.min(grid - 1, cell(time))]! += 1;
  const cuts = prefixSums(cutsPerCell);
  const perUnit = units.map((unit) => {
    const opening = words.slice(unit.from, unit.to);
    const line = opening.map((word) => word.text).join(' ');
    const lastWord = opening.at(-1);
    const levels = signals.loudness
      .slice(window(unit.start), window(unit.end))
      .filter((db) => db > -60)
      .sort((a, b) => a - b);
    return {
      question: lastWord !== undefined && QUESTION_END.test(lastWord.text),
      hook: HOOK_OPENING.test(line),
      midThought: opening.length > 0 && CONJUNCTION_OPENING.test(opening[0]!.text),
      endsThought: lastWord !== undefined && (lastWord.endsSentence === true || SENTENCE_END.test(lastWord.text)),
      figureClaim: opening.some((word) => FIGURE.test(bare(word))) && opening.some((word) => CLAIM.test(bare(word))),
      // The 98th percentile, not the loudest: one click is not a peak.
      peak: levels.length >= 5 ? levels[Math.floor(levels.length * 0.98)]! : -Infinity,
    };
  });
  const figureClaims = prefixSums(perUnit.map((unit) => (unit.figureClaim ? 1 : 0)));
  const peakOf = rangeMaximum(perUnit.map((unit) => unit.peak));
  const count = (sums: Float64Array, from: number, to: number) => sums[to]! - sums[from]!;

  /** The features of units from..to (inclusive). */
  return (from: number, to: number): Feature[] => {
    const features: Feature[] = [];
    const [first, last] = [units[from]!, units[to]!];
    const seconds = last.end - first.start;
    if (words.length > 0) {
      const opening = perUnit[from]!;
      if (opening.question) features.push({ points: 22, reason: 'opens with a question' });
      else if (opening.hook) features.push({ points: 18, reason: 'opens with a hook' });
      else if (count(questions, first.from, last.to) >= 2) features.push({ points: 8, reason: 'asks questions' });
      if (opening.midThought) features.push({ points: -15 });
      if (count(figureClaims, from, to + 1) > 0) features.push({ points: 16, reason: 'a number and a claim' });
      features.push(perUnit[to]!.endsThought ? { points: 10, reason: 'a complete thought' } : { points: -10 });
      const rate = (last.to - first.from) / seconds;
      if (rate >= LIVELY_RATE) features.push({ points: 8, reason: 'lively delivery' });
      else if (rate < SLOW_RATE) features.push({ points: -12 });
    }
    const [startCell, endCell] = [cell(first.start), cell(last.end)];
    if (count(laughterCells, startCell, endCell) > 0) features.push({ points: 18, reason: 'laughter' });
    if (count(applauseCells, startCell, endCell) > 0) features.push({ points: 14, reason: 'applause' });
    const [a, b] = [window(first.start), window(last.end)];
    const heardWindows = count(loud.count, a, b);
    if (heardWindows >= 10) {
      const mean = count(loud.sum, a, b) / heardWindows;
      const spread = Math.sqrt(Math.max(0, count(loudSquares, a, b) / heardWindows - mean * mean));
      if (peakOf(from, to) - mean >= 9) features.push({ points: 12, reason: 'a loudness peak' });
      if (spread >= 6) features.push({ points: 6, reason: 'a voice that rises and falls' });
    }
    if ((count(quietCells, startCell, endCell) * LOUDNESS_WINDOW_SECONDS) / seconds > 0.3) features.push({ points: -15 });
    // Cuts inside the run (one on its first frame is where it starts, not a change).
    const changes = count(cuts, Math.min(grid, startCell + 1), endCell);
    const perMinute = (changes * 60) / seconds;
    if (perMinute >= 2 && perMinute <= 20) features.push({ points: words.length > 0 ? 6 : 12, reason: `${changes} scene changes` });
    return features;
  };
}

/** The captioned sounds whose label matches, as stretches in seconds. */
const soundsLike = (sounds: readonly CaptionedSound[], label: RegExp) =>
  sounds.filter((sound) => label.test(sound.label)).map((sound) => ({ start: sound.startMs / 1000, end: sound.endMs / 1000 }));

/** Units shorter than this join the next: a run's cost grows with its units, and a one-word "sentence" is not a thought. */
const MIN_UNIT_SECONDS = 1.5;

/** Short units joined to the one after them (the last to the one before). */
function joinShortUnits(units: readonly Unit[]): Unit[] {
  const joined: Unit[] = [];
  let pending: Unit | undefined;
  for (const unit of units) {
    const current = pending ? { start: pending.start, end: unit.end, from: pending.from, to: unit.to } : unit;
    pending = current.end - current.start < MIN_UNIT_SECONDS ? current : undefined;
    if (!pending) joined.push(current);
  }
  if (pending) {
    const last = joined.pop();
    joined.push(last ? { start: last.start, end: pending.end, from: last.from, to: pending.to } : pending);
  }
  return joined;
}

/** The reasons, strongest first, as one phrase: "opens with a question and a loudness peak". */
function reasonOf(features: readonly Feature[], hasWords: boolean): string {
  const reasons = features
    .filter((feature) => feature.points > 0 && feature.reason)
    .sort((a, b) => b.points - a.points)
    .slice(0, 2)
    .map((feature) => feature.reason!);
  const said = reasons.length === 0 ? 'a steady stretch' : reasons.join(' and ');
  return hasWords ? said : `${said} (from the picture and sound alone)`;
}

/** m:ss, or h:mm:ss past an hour. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  const [hours, minutes] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60];
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(whole % 60)}` : `${minutes}:${pad(whole % 60)}`;
}

/** A working title: the clip's opening line, cut at a word to at most 60 characters. */
function titleOf(words: readonly StoredWord[], unit: Unit | undefined, start: number): string {
  const line = unit
    ? words
        .slice(unit.from, unit.to)
        .map((word) => word.text)
        .join(' ')
    : '';
  if (!line) return `Moment at ${clock(start)}`;
  if (line.length <= 60) return line;
  const cut = line.slice(0, 59);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : 59)}…`;
}

/** Up to `count` moments of the source, best first, none overlapping another. */
export function findMoments(request: MomentRequest): ShortCandidate[] {
  const hasWords = request.words.length > 0;
  const units = joinShortUnits(hasWords ? sentenceUnits(request.words) : soundUnits(request.signals));
  const featuresOf = measure(request, units);
  // Of equal scores: the length nearest the middle of the range, then the earlier, so the same source always gives the same moments.
  const middle = (request.minSeconds + request.maxSeconds) / 2;
  const offMiddle = (moment: { start: number; end: number }) => Math.abs(moment.end - moment.start - middle);
  // The best run from each unit: the units' count of candidates, not the runs' (tens of thousands in two hours).
  const best: Array<{ from: number; to: number; start: number; end: number; score: number }> = [];
  for (let from = 0; from < units.length; from++) {
    let top: (typeof best)[number] | undefined;
    for (let to = from; to < units.length; to++) {
      const start = units[from]!.start;
      const end = units[to]!.end;
      if (end - start > request.maxSeconds) break;
      if (end - start < request.minSeconds) continue;
      const score = scoreOf(featuresOf(from, to));
      const run = { from, to, start, end, score };
      if (!top || score > top.score || (score === top.score && offMiddle(run) < offMiddle(top))) top = run;
    }
    if (top) best.push(top);
  }
  best.sort((a, b) => b.score - a.score || offMiddle(a) - offMiddle(b) || a.start - b.start);
  const chosen: typeof best = [];
  for (const moment of best) {
    if (chosen.length >= request.count) break;
    if (chosen.some((other) => moment.start < other.end && other.start < moment.end)) continue;
    chosen.push(moment);
  }
  return chosen.map((moment) => ({
    id: randomUUID(),
    start: round(moment.start),
    end: round(moment.end),
    score: moment.score,
    reason: reasonOf(featuresOf(moment.from, moment.to), hasWords),
    title: titleOf(request.words, hasWords ? units[moment.from] : undefined, moment.start),
  }));
}

/** A run of the transcript's sentences: indices into sentenceUnits(words), the last included. */
export interface SentenceSpan {
  first: number;
  last: number;
}

/**
 * Runs of sentences chosen elsewhere (by a text model), scored from the same features as
 * findMoments' own moments, so that a model's picks and the finder's are scored alike. The runs are
 * of the sentences themselves (sentenceUnits), not of the finder's units with the short ones joined.
 */
export function scoreSpans(request: MomentRequest, spans: readonly SentenceSpan[]): number[] {
  const featuresOf = measure(request, sentenceUnits(request.words));
  return spans.map(({ first, last }) => scoreOf(featuresOf(first, last)));
}

/** 40 and the features' points, within 0–100. */
const scoreOf = (features: readonly Feature[]) =>
  Math.max(0, Math.min(100, Math.round(40 + features.reduce((sum, feature) => sum + feature.points, 0))));

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** What a moment finder's thread is asked: to find the moments, or to score runs chosen elsewhere. */
export type MomentTask = { find: MomentRequest } | { score: MomentRequest; spans: SentenceSpan[] };

/** The moment finder's threads: one pool for the process, started with the first search; idle threads end by themselves. */
const finder = createWorkerPool<MomentTask, ShortCandidate[] | number[]>({
  source: new URL('./moments-worker.ts', import.meta.url),
  bundleName: 'moments-worker',
});

/** findMoments on a worker thread; `signal` stops it. */
export async function findMomentsOffThread(request: MomentRequest, signal?: AbortSignal): Promise<ShortCandidate[]> {
  return (await finder.run({ find: request }, signal)) as ShortCandidate[];
}

/** scoreSpans on a worker thread (measuring two hours of sound and words is the same work as finding moments in them). */
export async function scoreSpansOffThread(request: MomentRequest, spans: SentenceSpan[], signal?: AbortSignal): Promise<number[]> {
  return (await finder.run({ score: request, spans }, signal)) as number[];
}
