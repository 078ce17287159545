import { describe, expect, it } from 'vitest';
import { placeWords, type WordFrames } from './align-words';
import { IN_WORD, SENTENCE_GAP, warp, WORD_GAP, type FeatureSequence, type WarpOptions } from './dtw';

/** A 3-dimensional sequence that never repeats: each frame a point on a slowly turning curve. */
function curve(frames: number, seed = 1): FeatureSequence {
  const data = new Float32Array(frames * 3);
  for (let t = 0; t < frames; t++) {
    data[t * 3] = Math.sin(t / 7 + seed);
    data[t * 3 + 1] = Math.cos(t / 11 + 2 * seed);
    data[t * 3 + 2] = Math.sin(t / 5.3 + 3 * seed);
  }
  return { frames, dims: 3, data };
}

/** `source` played at another pace: frame t of the result is source frame round(t / pace). */
function atPace(source: FeatureSequence, pace: number): FeatureSequence {
  const frames = Math.floor(source.frames * pace);
  const data = new Float32Array(frames * source.dims);
  for (let t = 0; t < frames; t++) {
    const from = Math.min(source.frames - 1, Math.round(t / pace));
    data.set(source.data.subarray(from * source.dims, (from + 1) * source.dims), t * source.dims);
  }
  return { frames, dims: source.dims, data };
}

const options = (rows: number, cols: number, overrides: Partial<WarpOptions> = {}): WarpOptions => ({
  radius: 8,
  fullCells: 4_000_000,
  rowKinds: new Uint8Array(rows).fill(WORD_GAP),
  takeSpeech: new Uint8Array(cols).fill(1),
  takeStepCap: { pause: 10, wordGap: 10, sentenceGap: 10 },
  inWordPenalty: 0,
  scriptStepCap: 10,
  ...overrides,
});

describe('warp', () => {
  it('finds the pace of a slower copy frame by frame', () => {
    const script = curve(400);
    const take = atPace(script, 1.5);
    const path = warp(script, take, options(script.frames, take.frames));
    expect([path.rows[0], path.cols[0]]).toEqual([0, 0]);
    expect([path.rows.at(-1), path.cols.at(-1)]).toEqual([script.frames - 1, take.frames - 1]);
    for (let k = 0; k < path.rows.length; k++) expect(Math.abs((path.cols[k] ?? 0) - (path.rows[k] ?? 0) * 1.5)).toBeLessThanOrEqual(2);
  });

  it('finds by successive refinement the path a search of the whole grid finds', () => {
    const script = curve(1500, 2);
    const take = atPace(script, 1.3);
    const whole = warp(script, take, options(script.frames, take.frames));
    const refined = warp(script, take, options(script.frames, take.frames, { fullCells: 10_000 }));
    const total = (costs: Float32Array) => costs.reduce((sum, cost) => sum + cost, 0);
    expect(total(refined.costs)).toBeLessThanOrEqual(total(whole.costs) * 1.01 + 1e-6);
    const takeOf = (path: typeof whole) => {
      const cols = new Int32Array(script.frames);
      for (let k = 0; k < path.rows.length; k++) cols[path.rows[k] ?? 0] = path.cols[k] ?? 0;
      return cols;
    };
    const [a, b] = [takeOf(whole), takeOf(refined)];
    for (let row = 0; row < script.frames; row++) expect(Math.abs((a[row] ?? 0) - (b[row] ?? 0))).toBeLessThanOrEqual(2);
  });

  it('crosses a stretch of the take that is not in the script on the gap between two sentences', () => {
    // Script: one sentence (frames 0–99), a gap (100–109), another sentence (110–309). Take: the
    // same, with 150 frames of something else after the gap: take frame = script frame + 150 after it.
    const script = curve(310, 3);
    const a = script.data.subarray(0, 110 * 3);
    const rest = script.data.subarray(110 * 3);
    const other = curve(150, 9).data;
    const take: FeatureSequence = { frames: 110 + 150 + 200, dims: 3, data: Float32Array.from([...a, ...other, ...rest]) };
    const rowKinds = new Uint8Array(script.frames).fill(IN_WORD).fill(SENTENCE_GAP, 100, 110);
    const path = warp(
      script,
      take,
      options(script.frames, take.frames, { rowKinds, takeStepCap: { pause: 0.5, wordGap: 1.5, sentenceGap: 0.8 } }),
    );
    // Every take frame of the other material is crossed on the gap's rows.
    for (let k = 0; k < path.rows.length; k++) {
      const col = path.cols[k] ?? 0;
      if (col >= 115 && col < 255) expect(rowKinds[path.rows[k] ?? 0]).toBe(SENTENCE_GAP);
    }
    // The second sentence keeps its frames, 150 later.
    for (let k = 0; k < path.rows.length; k++) {
      if ((path.rows[k] ?? 0) >= 115) expect(Math.abs((path.cols[k] ?? 0) - (path.rows[k] ?? 0) - 150)).toBeLessThanOrEqual(2);
    }
  });
});

describe('placeWords', () => {
  const rule = {
    maxRelativeCost: 1.6,
    minStretch: 0.3,
    minVoiced: 0.3,
    sentenceMajority: 0.5,
    minSentenceStretch: 0.53,
    minStretchNearMissing: 0.7,
    maxSentenceRelativeCost: 1.3,
  };

  it('starts a word after a pause the path crossed before it, and marks words squeezed onto one take frame not aligned', () => {
    // Script frames: word 0 (0–9), gap (10–11), word 1 (12–21) | sentence 2: words 2, 3 (22–31, 32–41) | word 4 (42–51).
    const words: WordFrames[] = [
      { start: 0, end: 10, endsSentence: false },
      { start: 12, end: 22, endsSentence: true },
      { start: 22, end: 32, endsSentence: false },
      { start: 32, end: 42, endsSentence: true },
      { start: 42, end: 52, endsSentence: true },
    ];
    const rows: number[] = [];
    const cols: number[] = [];
    const step = (row: number, col: number) => (rows.push(row), cols.push(col));
    for (let t = 0; t < 12; t++) step(t, t); // word 0 and the gap
    for (let t = 12; t < 40; t++) step(11, t); // a pause in the take, crossed on the gap's last frame
    for (let t = 12; t < 22; t++) step(t, t + 28); // word 1 at take 40–49
    for (let t = 22; t < 42; t++) step(t, 50); // sentence 2 squeezed onto take frame 50
    for (let t = 42; t < 52; t++) step(t, t + 9); // word 4 at take 51–60
    const path = { rows: Int32Array.from(rows), cols: Int32Array.from(cols), costs: new Float32Array(rows.length).fill(0.5) };
    const speech = new Uint8Array(61).fill(1).fill(0, 12, 40);
    const placed = placeWords(path, words, 52, speech, 1, rule);
    expect(placed.map((word) => word.aligned)).toEqual([true, true, false, false, true]);
    expect(placed[1]).toMatchObject({ start: 40, end: 50 });
    expect(placed[4]).toMatchObject({ start: 51, end: 61 });
    // Words not aligned stay between their aligned neighbours.
    for (const word of placed.slice(2, 4)) {
      expect(word.start).toBeGreaterThanOrEqual(50);
      expect(word.end).toBeLessThanOrEqual(51);
    }
  });
});
