import type { WarpPath } from './dtw';

/** A word of the synthesised script, in its feature frames [start, end), trimmed to where it sounds. */
export interface WordFrames {
  start: number;
  end: number;
  /** The last word of a sentence or line. */
  endsSentence: boolean;
}

/** A word placed on the take, in take frames [start, end), with what the placement rests on. */
export interface PlacedWord {
  start: number;
  end: number;
  aligned: boolean;
  /** Mean distance of the path's cells in the word, as a multiple of the background distance. */
  cost: number;
  /** Take frames the word got per frame it has in the synthesis, over the take's overall pace. */
  stretch: number;
  /** The share of the word's take frames that are speech, not a pause. */
  voiced: number;
}

/** When the path's placement of a word is believed (see placeWords). */
export interface PlacementRule {
  /** A word costing more than this many times the take's median word is not aligned. */
  maxRelativeCost: number;
  /** Below this `stretch` a word is not aligned: it was squeezed onto next to none of the take. */
  minStretch: number;
  /** Below this `voiced` a word is not aligned: it was laid on a pause. */
  minVoiced: number;
  /** A sentence with more than this share of its words not aligned has none aligned. */
  sentenceMajority: number;
  /** A sentence whose words' mean `stretch` is below this has none aligned: it was squeezed as a whole. */
  minSentenceStretch: number;
  /** A sentence whose words' mean cost is more than this many times the take's median word's has none aligned. */
  maxSentenceRelativeCost: number;
  /** `minStretch` in a sentence next to one with no word aligned, where the path is least sure. */
  minStretchNearMissing: number;
}

/**
 * Each script word's place on the take through the warping path, and whether the path supports it.
 *
 * A word starts at the last take frame matched to its first frame and ends at the first take frame
 * matched to the frame after it: a run of take frames on one script frame (a pause, an ad-lib, a
 * retake, which the path crosses on the gap between two words) falls between words, not inside one.
 *
 * A word is not aligned when its match costs far more than the take's typical word, when it was
 * squeezed (a run of script frames on next to no take: a skipped line), or when it was laid on a
 * pause; and a sentence most of whose words are not aligned, that was squeezed as a whole or
 * that matches far worse than the take's typical sentence is
 * not aligned at all (a skipped line whose words found scraps of its neighbours to match), and the
 * sentences beside it need a word to have kept more of its length. Words not aligned keep the path's times,
 * held between their aligned neighbours', so that every word stays in order.
 */
export function placeWords(
  path: WarpPath,
  words: readonly WordFrames[],
  scriptFrames: number,
  takeSpeech: Uint8Array,
  background: number,
  rule: PlacementRule,
  /** Take frames per script frame over the whole take (a part of it, warped alone, passes the whole's). */
  pace = takeSpeech.length / Math.max(1, scriptFrames),
): PlacedWord[] {
  const takeFrames = takeSpeech.length;
  const voicedBefore = new Int32Array(takeFrames + 1);
  for (let t = 0; t < takeFrames; t++) voicedBefore[t + 1] = (voicedBefore[t] ?? 0) + (takeSpeech[t] ?? 0);
  const firstCol = new Int32Array(scriptFrames + 1).fill(-1);
  const lastCol = new Int32Array(scriptFrames + 1).fill(-1);
  const rowCost = new Float64Array(scriptFrames);
  const rowCells = new Int32Array(scriptFrames);
  for (let k = 0; k < path.rows.length; k++) {
    const row = path.rows[k] ?? 0;
    const col = path.cols[k] ?? 0;
    if ((firstCol[row] ?? -1) < 0) firstCol[row] = col;
    lastCol[row] = col;
    rowCost[row] = (rowCost[row] ?? 0) + (path.costs[k] ?? 0);
    rowCells[row] = (rowCells[row] ?? 0) + 1;
  }
  // The frame after the last one: the end of the take. A frame the path left out (a line left out of
  // the search, see alignSignals) stands where the path goes on.
  firstCol[scriptFrames] = takeFrames;
  lastCol[scriptFrames] = takeFrames;
  for (let row = scriptFrames - 1; row >= 0; row--) {
    if ((firstCol[row] ?? -1) >= 0) continue;
    firstCol[row] = firstCol[row + 1] ?? takeFrames;
    lastCol[row] = firstCol[row + 1] ?? takeFrames;
  }
  const clampRow = (frame: number) => Math.min(scriptFrames, Math.max(0, frame));

  const placed = words.map((word): PlacedWord => {
    const first = clampRow(word.start);
    const after = clampRow(Math.max(word.end, word.start + 1));
    const start = Math.min(lastCol[first] ?? 0, takeFrames);
    const end = Math.max(start, firstCol[after] ?? takeFrames);
    let sum = 0;
    let cells = 0;
    for (let row = first; row < after && row < scriptFrames; row++) {
      sum += rowCost[row] ?? 0;
      cells += rowCells[row] ?? 0;
    }
    const cost = cells > 0 ? sum / cells / background : Number.POSITIVE_INFINITY;
    const stretch = (end - start) / Math.max(1, after - first) / pace;
    const voiced = end > start ? ((voicedBefore[end] ?? 0) - (voicedBefore[start] ?? 0)) / (end - start) : 0;
    return { start, end, aligned: false, cost, stretch, voiced };
  });

  const costs = placed.map((word) => word.cost).sort((a, b) => a - b);
  const typical = costs[Math.floor(costs.length / 2)] ?? Number.POSITIVE_INFINITY;
  for (const word of placed) {
    word.aligned = word.cost <= rule.maxRelativeCost * typical && word.stretch >= rule.minStretch && word.voiced >= rule.minVoiced;
  }
  const sentences: { first: number; last: number }[] = [];
  for (let first = 0; first < placed.length;) {
    let last = first;
    while (last + 1 < placed.length && !words[last]?.endsSentence) last += 1;
    sentences.push({ first, last });
    first = last + 1;
  }
  const missing = sentences.map(({ first, last }) => {
    const sentence = placed.slice(first, last + 1);
    const stretch = sentence.reduce((sum, word) => sum + word.stretch, 0) / sentence.length;
    const cost = sentence.reduce((sum, word) => sum + Math.min(word.cost, 3 * typical), 0) / sentence.length;
    const unaligned = sentence.filter((word) => !word.aligned).length;
    return (
      unaligned > rule.sentenceMajority * sentence.length ||
      stretch < rule.minSentenceStretch ||
      cost > rule.maxSentenceRelativeCost * typical
    );
  });
  for (const [index, { first, last }] of sentences.entries()) {
    const nearMissing = missing[index - 1] === true || missing[index + 1] === true;
    for (const word of placed.slice(first, last + 1)) {
      if (missing[index]) word.aligned = false;
      else if (nearMissing && word.stretch < rule.minStretchNearMissing) word.aligned = false;
    }
  }

  // Words not aligned stay in order: within the aligned words before and after them.
  const ceilings = new Float64Array(placed.length);
  let ceiling = takeFrames;
  for (let index = placed.length - 1; index >= 0; index--) {
    ceilings[index] = ceiling;
    const word = placed[index];
    if (word?.aligned) ceiling = word.start;
  }
  let floor = 0;
  for (const [index, word] of placed.entries()) {
    if (word.aligned) {
      floor = word.end;
      continue;
    }
    const ceiling = ceilings[index] ?? takeFrames;
    word.start = Math.min(Math.max(word.start, floor), ceiling);
    word.end = Math.min(Math.max(word.end, word.start), ceiling);
    floor = word.end;
  }
  return placed;
}
