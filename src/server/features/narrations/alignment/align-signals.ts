import { placeWords, type PlacedWord, type PlacementRule, type WordFrames } from './align-words';
import {
  backgroundDistance,
  halve,
  halveFlags,
  IN_WORD,
  SENTENCE_GAP,
  warp,
  WORD_GAP,
  type FeatureSequence,
  type WarpOptions,
  type WarpPath,
} from './dtw';
import { HOP_SECONDS, mfcc, normalise, type Features } from './mfcc';

/** What the alignment thread is given: both recordings and the synthesised words' times. */
export interface AlignSignalsInput {
  /** The take, mono, samples in [−1, 1]. */
  take: Float32Array;
  takeSampleRate: number;
  /** The script synthesised by eSpeak NG. */
  script: Int16Array;
  scriptSampleRate: number;
  /** Each synthesised word's start and end, ms on the synthesis' clock: [start0, end0, start1, …]. */
  wordsMs: Float64Array;
  /** 1 for a word that ends a sentence or line. */
  sentenceEnds: Uint8Array;
}

/** Words in take frames (HOP_SECONDS each), or why there are none. */
export type AlignSignalsResult =
  { ok: { words: PlacedWord[]; durationSeconds: number; matchRatio: number } } | { failed: 'silent' | 'not-matched'; matchRatio?: number };

/** How the path is searched (dtw.ts); the figures are multiples of the background distance, set by measurement (bench/RESULTS.md). */
export const warpSettings: Omit<WarpOptions, 'rowKinds' | 'takeSpeech' | 'suspectRows'> = {
  radius: 16,
  fullCells: 4_000_000,
  takeStepCap: { pause: 0.6, wordGap: 1.3, sentenceGap: 0.9 },
  inWordPenalty: 0.5,
  scriptStepCap: 0.6,
  suspectStepCap: 0.2,
};

/** When a word's placement is believed (align-words.ts), set by measurement (bench/RESULTS.md). */
export const placementRule: PlacementRule = {
  maxRelativeCost: 1.6,
  minStretch: 0.3,
  minVoiced: 0.3,
  sentenceMajority: 0.5,
  minSentenceStretch: 0.53,
  minStretchNearMissing: 0.7,
  maxSentenceRelativeCost: 1.3,
};

/**
 * Above this, the script is not in the take: the path through it costs nearly as much as a path
 * through the script played backwards (the same voice and sounds, in no order of the script's).
 * Readings of the script measured 0.49–0.77, other texts 0.90–1.06.
 */
export const MAX_MATCH_RATIO = 0.85;

/** Less speech than this in a take is none. */
const MIN_SPEECH_SECONDS = 0.5;

/** Silence put before, after and between synthesised sentences, seconds. */
const SENTENCE_PAUSE = 0.3;

/** The take's frames of speech: 10 dB over its quietest tenth and over −55 dBFS. */
export function speechFrames(features: Features): Uint8Array {
  const sorted = Float32Array.from(features.levelDb).sort();
  const floor = sorted[Math.floor(sorted.length * 0.1)] ?? -120;
  const threshold = Math.max(-55, floor + 10);
  return Uint8Array.from(features.levelDb, (level) => (level > threshold ? 1 : 0));
}

/**
 * The synthesis with a pause before, after and between its sentences, and its words' times moved
 * to match. eSpeak runs one sentence into the next with hardly a gap, so a take's pause between
 * sentences found no silence to be matched to, and was laid on the quiet start of the next
 * sentence's first word instead.
 */
export function withSentencePauses(input: Pick<AlignSignalsInput, 'script' | 'scriptSampleRate' | 'wordsMs' | 'sentenceEnds'>): {
  pcm: Int16Array;
  wordsMs: Float64Array;
} {
  const { script, scriptSampleRate: rate, wordsMs, sentenceEnds } = input;
  const pause = Math.round(SENTENCE_PAUSE * rate);
  const count = wordsMs.length / 2;
  let pauses = 0;
  for (let w = 0; w < count - 1; w++) if (sentenceEnds[w]) pauses += 1;
  const pcm = new Int16Array(script.length + (pauses + 2) * pause);
  const moved = new Float64Array(wordsMs.length);
  let from = 0;
  let shift = pause;
  for (let w = 0; w < count; w++) {
    moved[2 * w] = (wordsMs[2 * w] ?? 0) + (shift * 1000) / rate;
    moved[2 * w + 1] = (wordsMs[2 * w + 1] ?? 0) + (shift * 1000) / rate;
    if (!sentenceEnds[w] || w === count - 1) continue;
    // At the sentence's end as eSpeak marks it (its clause end, else the start of the next sentence).
    const at = Math.min(script.length, Math.max(from, Math.round(((wordsMs[2 * w + 1] ?? 0) * rate) / 1000)));
    pcm.set(script.subarray(from, at), from + shift);
    from = at;
    shift += pause;
  }
  pcm.set(script.subarray(from), from + shift);
  return { pcm, wordsMs: moved };
}

/**
 * Each synthesised word's frames, trimmed to where it sounds: eSpeak's word events mark a word from
 * the end of the one before, so a word can hold the pause before it, which the take's own pause (of
 * any length) would otherwise be matched to.
 */
function soundingFrames(wordsMs: Float64Array, sentenceEnds: Uint8Array, script: Features): WordFrames[] {
  const levels = script.levelDb;
  let peak = -120;
  for (const level of levels) peak = Math.max(peak, level);
  const sounding = (frame: number) => (levels[frame] ?? -120) > peak - 45;
  const frames: WordFrames[] = [];
  for (let k = 0; k + 1 < wordsMs.length; k += 2) {
    let start = Math.round((wordsMs[k] ?? 0) / 1000 / HOP_SECONDS);
    let end = Math.max(start + 1, Math.round((wordsMs[k + 1] ?? 0) / 1000 / HOP_SECONDS));
    let first = start;
    while (first < end && !sounding(first)) first += 1;
    let last = end - 1;
    while (last > first && !sounding(last)) last -= 1;
    // A word with no sound of its own keeps its whole span.
    if (first < end) {
      start = first;
      end = last + 1;
    }
    frames.push({ start, end, endsSentence: sentenceEnds[k / 2] === 1 });
  }
  return frames;
}

/** Each script frame's kind: inside a word, between two words, or between sentences (and before the first). */
function rowKindsOf(words: readonly WordFrames[], frames: number): Uint8Array {
  const kinds = new Uint8Array(frames).fill(WORD_GAP);
  kinds.fill(SENTENCE_GAP, 0, words[0]?.start ?? frames);
  for (const [w, word] of words.entries()) {
    kinds.fill(IN_WORD, word.start, word.end);
    if (word.endsSentence) kinds.fill(SENTENCE_GAP, word.end, words[w + 1]?.start ?? frames);
  }
  return kinds;
}

/** The median distance of a path's cells inside words. */
function inWordMedian(path: WarpPath, kinds: Uint8Array): number {
  const costs = Array.from(path.costs)
    .filter((_, k) => kinds[path.rows[k] ?? 0] === IN_WORD)
    .sort((a, b) => a - b);
  return costs[Math.floor(costs.length / 2)] ?? Number.POSITIVE_INFINITY;
}

/**
 * How much the script's path through the take costs over what the same script played backwards
 * costs, both on frames four times as long (40 ms; a fraction of the full search's time). The
 * backwards script has the same voice and sounds but none of the script's order: its path is what
 * a take of another text costs, whatever the two voices. A take of the script comes well under 1,
 * another text near it.
 */
function matchRatio(script: FeatureSequence, take: FeatureSequence, kinds: Uint8Array, takeSpeech: Uint8Array): number {
  const coarseScript = halve(halve(script));
  const coarseTake = halve(halve(take));
  const coarseKinds = halveFlags(halveFlags(kinds));
  const coarseSpeech = halveFlags(halveFlags(takeSpeech));
  const { frames, dims, data } = coarseScript;
  const backwards = new Float32Array(data.length);
  for (let t = 0; t < frames; t++) backwards.set(data.subarray((frames - 1 - t) * dims, (frames - t) * dims), t * dims);
  const backwardsKinds = coarseKinds.slice().reverse();
  const forward = warp(coarseScript, coarseTake, { ...warpSettings, rowKinds: coarseKinds, takeSpeech: coarseSpeech });
  const reversed = warp({ frames, dims, data: backwards }, coarseTake, {
    ...warpSettings,
    rowKinds: backwardsKinds,
    takeSpeech: coarseSpeech,
  });
  return inWordMedian(forward, coarseKinds) / inWordMedian(reversed, backwardsKinds);
}

/** For each script frame, 1 when it belongs to a sentence none of whose words were aligned (with the gap after it), else 0. */
function unalignedSentences(placed: readonly PlacedWord[], words: readonly WordFrames[], frames: number): Uint8Array {
  const suspect = new Uint8Array(frames);
  for (let first = 0; first < words.length;) {
    let last = first;
    while (last + 1 < words.length && !words[last]?.endsSentence) last += 1;
    if (placed.slice(first, last + 1).every((word) => !word.aligned)) {
      suspect.fill(1, words[first]?.start ?? frames, words[last + 1]?.start ?? frames);
    }
    first = last + 1;
  }
  return suspect;
}

/** A run of frames of a sequence, without copying. */
const framesOf = (sequence: FeatureSequence, from: number, to: number): FeatureSequence => ({
  frames: to - from,
  dims: sequence.dims,
  data: sequence.data.subarray(from * sequence.dims, to * sequence.dims),
});

/**
 * A line read again (a retake) is timed on its last reading: the path may take either, and the one
 * the creator meant to keep is the last. When the take between a sentence and the next holds about
 * as much speech as the sentence, the sentence is warped onto that stretch alone; if it matches
 * there about as well (mean cost within 10%, within the sentence rule of the take's median word, and
 * at least 90% as many words aligned), its words move there. An ad-lib there matches worse and
 * moves nothing.
 */
function preferLastReadings(
  placed: PlacedWord[],
  words: readonly WordFrames[],
  script: FeatureSequence,
  take: FeatureSequence,
  takeSpeech: Uint8Array,
  rowKinds: Uint8Array,
  background: number,
  rule: PlacementRule,
): PlacedWord[] {
  const costs = placed.map((word) => word.cost).sort((a, b) => a - b);
  const typical = costs[Math.floor(costs.length / 2)] ?? Number.POSITIVE_INFINITY;
  const meanCost = (sentence: readonly PlacedWord[]) => sentence.reduce((sum, word) => sum + word.cost, 0) / sentence.length;
  let first = 0;
  // A line read three times moves twice.
  let moves = 0;
  while (first < words.length) {
    const start = first;
    let last = start;
    while (last + 1 < words.length && !words[last]?.endsSentence) last += 1;
    const next = last + 1;
    first = next;
    const sentence = placed.slice(start, next);
    if (sentence.filter((word) => word.aligned).length < 0.5 * sentence.length) continue;
    const spoken = (sentence.at(-1)?.end ?? 0) - (sentence[0]?.start ?? 0);
    const from = sentence.at(-1)?.end ?? 0;
    const to = placed[next]?.start ?? take.frames;
    let voiced = 0;
    for (let frame = from; frame < to; frame++) voiced += takeSpeech[frame] ?? 0;
    if (spoken <= 0 || voiced < 0.7 * spoken) continue;

    // The sentence with the gaps around it, against the stretch of take after it.
    const rowFrom = words[start - 1]?.end ?? 0;
    const rowTo = words[next]?.start ?? script.frames;
    const local = warp(framesOf(script, rowFrom, rowTo), framesOf(take, from, to), {
      ...warpSettings,
      rowKinds: rowKinds.subarray(rowFrom, rowTo),
      takeSpeech: takeSpeech.subarray(from, to),
    });
    const localWords = words.slice(start, next).map((word) => ({ ...word, start: word.start - rowFrom, end: word.end - rowFrom }));
    const pace = take.frames / script.frames;
    const again = placeWords(local, localWords, rowTo - rowFrom, takeSpeech.subarray(from, to), background, rule, pace);
    const againCost = meanCost(again);
    const believed = (word: PlacedWord) => word.aligned && word.cost <= rule.maxRelativeCost * typical;
    if (
      again.filter(believed).length >= 0.9 * sentence.filter((word) => word.aligned).length &&
      againCost <= 1.1 * meanCost(sentence) &&
      againCost <= rule.maxSentenceRelativeCost * typical
    ) {
      for (const [index, word] of again.entries()) {
        placed[start + index] = { ...word, start: word.start + from, end: word.end + from, aligned: believed(word) };
      }
      moves += 1;
      if (moves < 3) first = start;
    } else moves = 0;
  }
  return placed;
}

/**
 * The heavy part of an alignment, run on a worker thread (alignment-worker.ts): MFCC of both
 * recordings, each normalised on its own (CMVN), a check that the take holds speech and the script,
 * DTW of the synthesis onto the take, and each word placed through the path.
 */
export function alignSignals(input: AlignSignalsInput, rule: PlacementRule = placementRule): AlignSignalsResult {
  const take = mfcc(input.take, input.takeSampleRate);
  const takeSpeech = speechFrames(take);
  if (takeSpeech.reduce((sum, speech) => sum + speech, 0) * HOP_SECONDS < MIN_SPEECH_SECONDS) return { failed: 'silent' };
  const paused = withSentencePauses(input);
  const script = mfcc(paused.pcm, input.scriptSampleRate);
  normalise(take);
  normalise(script);
  const words = soundingFrames(paused.wordsMs, input.sentenceEnds, script);
  const rowKinds = rowKindsOf(words, script.frames);

  const ratio = matchRatio(script, take, rowKinds, takeSpeech);
  if (!(ratio <= MAX_MATCH_RATIO)) return { failed: 'not-matched', matchRatio: ratio };
  const background = backgroundDistance(script, take);
  const path = warp(script, take, { ...warpSettings, rowKinds, takeSpeech });
  let placed = placeWords(path, words, script.frames, takeSpeech, background, rule);
  const suspectRows = unalignedSentences(placed, words, script.frames);
  if (suspectRows.includes(1)) {
    // Once more, with the lines found missing cheap to skip: a skipped line's words may have taken
    // some of the next line's speech and pushed its words late. A line that was read after all
    // still matches better than it skips.
    const second = warp(script, take, { ...warpSettings, rowKinds, takeSpeech, suspectRows });
    placed = placeWords(second, words, script.frames, takeSpeech, background, rule);
  }
  placed = preferLastReadings(placed, words, script, take, takeSpeech, rowKinds, background, rule);
  return { ok: { words: placed, durationSeconds: input.take.length / input.takeSampleRate, matchRatio: ratio } };
}
