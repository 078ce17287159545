/** A sequence of feature vectors, row after row (`frames` × `dims`). */
export interface FeatureSequence {
  frames: number;
  dims: number;
  data: Float32Array;
}

/**
 * The warping path from (0, 0) to (n − 1, m − 1), in order: `rows[k]` is a frame of the first
 * sequence (the synthesised script), `cols[k]` the frame of the second (the take) matched to it,
 * `costs[k]` their distance.
 */
export interface WarpPath {
  rows: Int32Array;
  cols: Int32Array;
  costs: Float32Array;
}

/** What a script frame is: inside a word, in the gap between two words, or between two sentences. */
export const IN_WORD = 0;
export const WORD_GAP = 1;
export const SENTENCE_GAP = 2;

export interface WarpOptions {
  /** Cells around the projected coarse path searched at each finer level (each side). */
  radius: number;
  /** Below this many cells (n × m) a level is searched whole. */
  fullCells: number;
  /** For each frame of the first sequence (the script): IN_WORD, WORD_GAP or SENTENCE_GAP. */
  rowKinds: Uint8Array;
  /** For each frame of the second (the take): 1 where it is speech, 0 in a pause. */
  takeSpeech: Uint8Array;
  /**
   * The most a step along the take alone costs (a take frame with no script frame of its own), as a
   * multiple of the level's background distance (see backgroundDistance), on a gap of the script:
   * over a pause of the take, and over speech (an ad-lib or a retake) between words and between
   * sentences. A departure then costs a fixed price per frame, the path keeps to the words on both
   * sides of it instead of smearing it over them, and it is cheapest where departures happen:
   * between sentences.
   */
  takeStepCap: { pause: number; wordGap: number; sentenceGap: number };
  /** Added to a step along the take alone inside a word (where it is never capped): a word is not stretched at will. */
  inWordPenalty: number;
  /** The most a step along the script alone costs (script frames with no take: a skipped line or a faster take). */
  scriptStepCap: number;
  /** Script frames (1) where a step along the script alone costs at most `suspectStepCap` instead: lines thought skipped. */
  suspectRows?: Uint8Array | undefined;
  suspectStepCap?: number;
}

/** Euclidean distance between frame i of `a` and frame j of `b`. */
function distance(a: FeatureSequence, i: number, b: FeatureSequence, j: number): number {
  const dims = a.dims;
  let sum = 0;
  for (let k = 0, x = i * dims, y = j * dims; k < dims; k++, x++, y++) {
    const d = (a.data[x] ?? 0) - (b.data[y] ?? 0);
    sum += d * d;
  }
  return Math.sqrt(sum);
}

/**
 * The mean distance between frames of `a` and `b` paired at random (a fixed sequence of pairs):
 * what a match costs when nothing matches. Costs are read as multiples of it.
 */
export function backgroundDistance(a: FeatureSequence, b: FeatureSequence, pairs = 4000): number {
  if (a.frames === 0 || b.frames === 0) return 1;
  let seed = 12345;
  const next = (limit: number) => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return Math.floor((seed / 4294967296) * limit);
  };
  let sum = 0;
  for (let k = 0; k < pairs; k++) sum += distance(a, next(a.frames), b, next(b.frames));
  return sum / pairs || 1;
}

/** Flags of a sequence half as long: each the larger of its two. */
export function halveFlags(flags: Uint8Array): Uint8Array {
  return Uint8Array.from({ length: Math.ceil(flags.length / 2) }, (_, t) => Math.max(flags[2 * t] ?? 0, flags[2 * t + 1] ?? 0));
}

/** Every two frames averaged into one (a last odd frame alone). */
export function halve(sequence: FeatureSequence): FeatureSequence {
  const { frames, dims, data } = sequence;
  const half = Math.ceil(frames / 2);
  const out = new Float32Array(half * dims);
  for (let t = 0; t < half; t++) {
    const first = 2 * t;
    const second = Math.min(first + 1, frames - 1);
    for (let k = 0; k < dims; k++) out[t * dims + k] = ((data[first * dims + k] ?? 0) + (data[second * dims + k] ?? 0)) / 2;
  }
  return { frames: half, dims, data: out };
}

/**
 * For each row, the columns searched: a path found on sequences half as long, doubled, widened by
 * `radius` cells each way. Both bounds never decrease from row to row, so the band is connected.
 */
function bandAround(coarse: WarpPath, n: number, m: number, radius: number): { lo: Int32Array; hi: Int32Array } {
  const lo = new Int32Array(n).fill(m);
  const hi = new Int32Array(n).fill(-1);
  for (let k = 0; k < coarse.rows.length; k++) {
    const row = (coarse.rows[k] ?? 0) * 2;
    const col = (coarse.cols[k] ?? 0) * 2;
    for (let i = row; i <= Math.min(row + 1, n - 1); i++) {
      lo[i] = Math.min(lo[i] ?? m, col);
      hi[i] = Math.max(hi[i] ?? -1, Math.min(col + 1, m - 1));
    }
  }
  const widenedLo = new Int32Array(n);
  const widenedHi = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    // The projected bounds grow with the row, so the extremes over rows i ± radius are at the ends.
    widenedLo[i] = Math.max(0, (lo[Math.max(0, i - radius)] ?? 0) - radius);
    widenedHi[i] = Math.min(m - 1, (hi[Math.min(n - 1, i + radius)] ?? m - 1) + radius);
  }
  widenedLo[0] = 0;
  widenedHi[n - 1] = m - 1;
  for (let i = 1; i < n; i++) widenedHi[i] = Math.max(widenedHi[i] ?? 0, widenedHi[i - 1] ?? 0);
  for (let i = n - 2; i >= 0; i--) widenedLo[i] = Math.min(widenedLo[i] ?? 0, widenedLo[i + 1] ?? 0);
  return { lo: widenedLo, hi: widenedHi };
}

const DIAGONAL = 0;
const TAKE_STEP = 1;
const SCRIPT_STEP = 2;

/** DTW restricted to the band [lo[i], hi[i]] of each row; memory in proportion to the band, not n × m. */
function bandedWarp(a: FeatureSequence, b: FeatureSequence, lo: Int32Array, hi: Int32Array, options: WarpOptions): WarpPath {
  const n = a.frames;
  const m = b.frames;
  const background = backgroundDistance(a, b);
  const { rowKinds, takeSpeech } = options;
  const pauseCap = options.takeStepCap.pause * background;
  const speechCaps = [Number.POSITIVE_INFINITY, options.takeStepCap.wordGap * background, options.takeStepCap.sentenceGap * background];
  const inWordPenalty = options.inWordPenalty * background;
  const scriptCap = options.scriptStepCap * background;
  const suspectCap = (options.suspectStepCap ?? options.scriptStepCap) * background;
  const suspectRows = options.suspectRows;
  const offsets = new Int32Array(n + 1);
  let widest = 0;
  for (let i = 0; i < n; i++) {
    const width = (hi[i] ?? 0) - (lo[i] ?? 0) + 1;
    offsets[i + 1] = (offsets[i] ?? 0) + width;
    widest = Math.max(widest, width);
  }
  const steps = new Uint8Array(offsets[n] ?? 0);
  let previous = new Float64Array(widest);
  let current = new Float64Array(widest);
  let previousLo = 0;
  let previousHi = -1;

  for (let i = 0; i < n; i++) {
    const rowLo = lo[i] ?? 0;
    const rowHi = hi[i] ?? 0;
    const rowOffset = offsets[i] ?? 0;
    const kind = rowKinds[i] ?? IN_WORD;
    const rowPauseCap = kind === IN_WORD ? Number.POSITIVE_INFINITY : pauseCap;
    const rowSpeechCap = speechCaps[kind] ?? Number.POSITIVE_INFINITY;
    const penalty = kind === IN_WORD ? inWordPenalty : 0;
    const rowScriptCap = suspectRows?.[i] ? suspectCap : scriptCap;
    for (let j = rowLo; j <= rowHi; j++) {
      const cost = distance(a, i, b, j);
      let best = Number.POSITIVE_INFINITY;
      let step = DIAGONAL;
      if (i === 0 && j === 0) best = cost;
      if (j - 1 >= previousLo && j - 1 <= previousHi) best = (previous[j - 1 - previousLo] ?? Infinity) + cost;
      if (j > rowLo) {
        const along = (current[j - 1 - rowLo] ?? Infinity) + Math.min(cost, takeSpeech[j] ? rowSpeechCap : rowPauseCap) + penalty;
        if (along < best) {
          best = along;
          step = TAKE_STEP;
        }
      }
      if (j >= previousLo && j <= previousHi) {
        const down = (previous[j - previousLo] ?? Infinity) + Math.min(cost, rowScriptCap);
        if (down < best) {
          best = down;
          step = SCRIPT_STEP;
        }
      }
      current[j - rowLo] = best;
      steps[rowOffset + j - rowLo] = step;
    }
    [previous, current] = [current, previous];
    previousLo = rowLo;
    previousHi = rowHi;
  }

  const rows: number[] = [];
  const cols: number[] = [];
  let i = n - 1;
  let j = m - 1;
  for (;;) {
    rows.push(i);
    cols.push(j);
    if (i === 0 && j === 0) break;
    const step = steps[(offsets[i] ?? 0) + j - (lo[i] ?? 0)];
    if (step === DIAGONAL) {
      i -= 1;
      j -= 1;
    } else if (step === TAKE_STEP) j -= 1;
    else i -= 1;
  }
  rows.reverse();
  cols.reverse();
  const costs = Float32Array.from(rows, (row, k) => distance(a, row, b, cols[k] ?? 0));
  return { rows: Int32Array.from(rows), cols: Int32Array.from(cols), costs };
}

/**
 * Dynamic time warping of `a` onto `b` by successive refinement (FastDTW, Salvador & Chan 2007):
 * the path is found on both sequences halved until the whole grid is small, then each level
 * searches only a band around the path of the level below it. A full DTW of a 5-minute take
 * against its script at 10 ms frames is 30,000 × 25,000 cells (750 million: gigabytes); this way
 * every level holds a band of a few dozen cells per row, so time and memory grow with the length
 * rather than its square. A fixed band around the diagonal (aeneas' stripe) would need to be as wide
 * as the longest drift that pauses, ad-libs and skipped lines add up to; the coarse path follows it.
 */
export function warp(a: FeatureSequence, b: FeatureSequence, options: WarpOptions): WarpPath {
  const n = a.frames;
  const m = b.frames;
  if (n === 0 || m === 0) throw new RangeError('Cannot warp an empty sequence');
  if (n * m <= options.fullCells || n < 2 * options.radius || m < 2 * options.radius) {
    return bandedWarp(a, b, new Int32Array(n), new Int32Array(n).fill(m - 1), options);
  }
  const coarse = warp(halve(a), halve(b), {
    ...options,
    rowKinds: halveFlags(options.rowKinds),
    takeSpeech: halveFlags(options.takeSpeech),
    suspectRows: options.suspectRows && halveFlags(options.suspectRows),
  });
  const { lo, hi } = bandAround(coarse, n, m, options.radius);
  return bandedWarp(a, b, lo, hi, options);
}
