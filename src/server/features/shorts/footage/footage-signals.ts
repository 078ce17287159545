// What the moment-finder reads from a video's picture and sound, computed from one decode by ffmpeg
// (read-footage.ts): pure functions over the raw frames and samples, run on a worker thread
// (footage-worker.ts). ffmpeg's own scdet, silencedetect and ebur128 would do some of this, but the
// npm-bundled ffmpeg 4.0 has no scdet, and one pass into small raw files is cheaper than three.

import { STILL_MOTION as STILL, type SecondOfMotion, type TimeSpan } from '@shared/shorts-clip';

export type { SecondOfMotion, TimeSpan };

export interface FootageSignals {
  durationSeconds: number;
  /** Loudness of each 0.1 s of sound in dBFS (RMS of the window; -90 for digital silence); empty without sound. */
  loudness: number[];
  /** Quiet spans of at least 0.3 s (below a threshold relative to the footage's speech level, and never above -35 dBFS), in seconds. */
  silences: TimeSpan[];
  /**
   * Times (s) where the picture cuts to another shot: the first sampled frame of the new shot, so a
   * clip starting there shows none of the old one (the cut itself is at most 1/PICTURE.fps earlier).
   */
  sceneChanges: number[];
  /** For each second of picture, where it moved and how much; {x:0.5,y:0.5,amount:0} for a still second. Cuts are left out. */
  motion: SecondOfMotion[];
}

/**
 * The picture as it is read: grey frames of 64×36 (16:9, the frame of most footage; a portrait video
 * is squeezed, which shares of width and height do not mind), four a second. Small enough for a
 * 2-hour video to be 66 MB, big enough that a face or a moving hand covers many pixels; four
 * frames a second place a cut within a quarter second.
 */
export const PICTURE = { width: 64, height: 36, fps: 4 } as const;
export const PICTURE_FRAME_BYTES = PICTURE.width * PICTURE.height;

/** The sound as it is read: mono 16-bit samples, 8 kHz (speech's loudness is below 4 kHz). */
export const SOUND_RATE = 8_000;
/** Loudness windows a second (0.1 s each): times in seconds are window / 10, free of float noise. */
export const LOUDNESS_WINDOWS_PER_SECOND = 10;
/** The loudness of digital silence, and the floor of any window. */
export const SILENT_DB = -90;

const FULL_SCALE = 32_768;
/** Windows above this count as sound when the footage's speech level is taken. */
const SOUNDING_DB = -60;
/** A silence is this far under the speech level (the median sounding window)… */
const SILENCE_UNDER_SPEECH_DB = 25;
/** …and never louder than this, however loud the speech. */
const SILENCE_CEILING_DB = -35;
const SHORTEST_SILENCE_SECONDS = 0.3;

/**
 * Grey levels above the local typical difference that make a cut. ffmpeg's scdet cuts at 10% of
 * the range (25.5); a little lower here, since the typical difference is a median over ±1 s of
 * pairs (steadier than scdet's one previous frame) and frames this small carry almost no noise.
 */
const CUT_DIFFERENCE = 20;
/** Pairs on each side whose median is a pair's local typical difference: a second at 4 frames a second. */
const TYPICAL_SPAN = PICTURE.fps;
/** Grey levels a pixel changes by before it counts as motion: each of the 64×36 is the mean of a block of the source (900 pixels of a 1080p one), so noise stays well under. */
const NOISE_LEVEL = 6;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** dBFS of a mean square taken over samples as shares of full scale; SILENT_DB at or below it. */
export function decibels(meanSquare: number): number {
  return meanSquare > 0 ? Math.max(SILENT_DB, 10 * Math.log10(meanSquare)) : SILENT_DB;
}

/**
 * Loudness of each 0.1 s of 16-bit samples at `sampleRate`, fed in blocks of any length (a window
 * may span two blocks); `finish` closes the last, shorter window.
 */
export function createLoudnessMeter(sampleRate: number) {
  const windowSamples = Math.round(sampleRate / LOUDNESS_WINDOWS_PER_SECOND);
  const loudness: number[] = [];
  let sumOfSquares = 0;
  let count = 0;
  const closeWindow = () => {
    loudness.push(round(decibels(sumOfSquares / count / FULL_SCALE ** 2), 2));
    sumOfSquares = 0;
    count = 0;
  };
  return {
    add(samples: Int16Array) {
      for (let index = 0; index < samples.length; index++) {
        const sample = samples[index]!;
        sumOfSquares += sample * sample;
        if (++count === windowSamples) closeWindow();
      }
    },
    finish(): number[] {
      if (count > 0) closeWindow();
      return loudness;
    },
  };
}

/** The level under which a window is silent: SILENCE_UNDER_SPEECH_DB under the median sounding window, at most SILENCE_CEILING_DB. */
export function silenceThreshold(loudness: number[]): number {
  const sounding = loudness.filter((db) => db > SOUNDING_DB);
  if (sounding.length === 0) return SILENCE_CEILING_DB;
  return Math.min(SILENCE_CEILING_DB, median(sounding) - SILENCE_UNDER_SPEECH_DB);
}

/** Runs of 0.1 s windows under the silence threshold lasting at least 0.3 s, in seconds. */
export function findSilences(loudness: number[]): TimeSpan[] {
  const threshold = silenceThreshold(loudness);
  const shortest = Math.round(SHORTEST_SILENCE_SECONDS * LOUDNESS_WINDOWS_PER_SECOND);
  const silences: TimeSpan[] = [];
  let runStart = -1;
  for (let index = 0; index <= loudness.length; index++) {
    const quiet = index < loudness.length && loudness[index]! < threshold;
    if (quiet && runStart < 0) runStart = index;
    if (quiet || runStart < 0) continue;
    if (index - runStart >= shortest)
      silences.push({ start: runStart / LOUDNESS_WINDOWS_PER_SECOND, end: index / LOUDNESS_WINDOWS_PER_SECOND });
    runStart = -1;
  }
  return silences;
}

/** How a sampled frame differs from the one before it. */
export interface FrameChange {
  /** Mean absolute difference of all pixels, 0–255: what a cut is told by. */
  difference: number;
  /** The same counting only pixels that changed more than noise does: how much moved. */
  motion: number;
  /** The centre of those pixels weighted by their change, as shares of width and height (0.5 when none moved). */
  x: number;
  y: number;
}

/** Compares two grey frames of `width` pixels a row. */
export function compareFrames(previous: Uint8Array, current: Uint8Array, width: number): FrameChange {
  const height = current.length / width;
  let total = 0;
  let moved = 0;
  let movedX = 0;
  let movedY = 0;
  for (let row = 0, index = 0; row < height; row++) {
    let movedInRow = 0;
    for (let column = 0; column < width; column++, index++) {
      const change = Math.abs(current[index]! - previous[index]!);
      total += change;
      if (change <= NOISE_LEVEL) continue;
      movedInRow += change;
      movedX += change * (column + 0.5);
    }
    moved += movedInRow;
    movedY += movedInRow * (row + 0.5);
  }
  const pixels = current.length;
  if (moved === 0) return { difference: total / pixels, motion: 0, x: 0.5, y: 0.5 };
  return { difference: total / pixels, motion: moved / pixels, x: movedX / moved / width, y: movedY / moved / height };
}

/** Compares each frame fed to it with the one before (it keeps its own copy: the caller may reuse the frame's memory). */
export function createPictureMeter(width: number, height: number) {
  const previous = new Uint8Array(width * height);
  const changes: FrameChange[] = [];
  let frames = 0;
  return {
    add(frame: Uint8Array) {
      if (frames > 0) changes.push(compareFrames(previous, frame, width));
      previous.set(frame);
      frames += 1;
    },
    finish: () => ({ frames, changes }),
  };
}

/**
 * The pairs of frames (index k: frames k and k+1) where the picture cuts, as scdet tells them: the
 * difference stands CUT_DIFFERENCE above the median of the pairs around it (a pan or a crowd moves
 * every pair, a cut one) and is the largest of its neighbours, the later of two equal ones (a quick
 * dissolve caught mid-way by one sampled frame counts once, where the new shot is whole). A fade's
 * differences are spread over many pairs and none stands out.
 */
export function findCuts(differences: number[]): number[] {
  const cuts: number[] = [];
  differences.forEach((difference, pair) => {
    const peak = difference >= (differences[pair - 1] ?? 0) && difference > (differences[pair + 1] ?? 0);
    if (!peak) return;
    const around = [...differences.slice(Math.max(0, pair - TYPICAL_SPAN), pair), ...differences.slice(pair + 1, pair + 1 + TYPICAL_SPAN)];
    if (difference - median(around) >= CUT_DIFFERENCE) cuts.push(pair);
  });
  return cuts;
}

/**
 * The motion of each of `seconds` seconds from the changes of its frame pairs (a pair belongs to
 * the second its midpoint is in): their mean motion, centred where the motion was. Cuts are not motion.
 */
export function motionPerSecond(changes: FrameChange[], cuts: ReadonlySet<number>, seconds: number, fps: number): SecondOfMotion[] {
  const sums = Array.from({ length: seconds }, () => ({ pairs: 0, motion: 0, x: 0, y: 0 }));
  changes.forEach((change, pair) => {
    const sum = sums[Math.floor((pair + 0.5) / fps)];
    if (!sum || cuts.has(pair)) return;
    sum.pairs += 1;
    sum.motion += change.motion;
    sum.x += change.x * change.motion;
    sum.y += change.y * change.motion;
  });
  return sums.map(({ pairs, motion, x, y }) =>
    motion > 0 ? { x: round(x / motion, 3), y: round(y / motion, 3), amount: round(motion / pairs, 3) } : { ...STILL },
  );
}

/** The picture's signals from a meter's frames and changes, sampled `fps` frames a second. */
export function pictureSignals(measured: { frames: number; changes: FrameChange[] }, fps: number) {
  const cuts = findCuts(measured.changes.map((change) => change.difference));
  return {
    sceneChanges: cuts.map((pair) => (pair + 1) / fps),
    motion: motionPerSecond(measured.changes, new Set(cuts), Math.ceil(measured.frames / fps), fps),
  };
}
