import { describe, expect, it } from 'vitest';
import { motionFocus } from '@shared/shorts-clip';
import {
  createLoudnessMeter,
  createPictureMeter,
  findSilences,
  PICTURE,
  pictureSignals,
  SILENT_DB,
  silenceThreshold,
  SOUND_RATE,
} from './footage-signals';

const { width, height, fps } = PICTURE;

/** `seconds` of a 1 kHz tone at `amplitude` (a share of full scale) at SOUND_RATE; 0 is digital silence. */
function tone(seconds: number, amplitude: number): Int16Array {
  return Int16Array.from({ length: Math.round(seconds * SOUND_RATE) }, (_, index) =>
    Math.round(amplitude * 32_767 * Math.sin((2 * Math.PI * 1000 * index) / SOUND_RATE)),
  );
}

const joined = (...parts: Int16Array[]) => Int16Array.from(parts.flatMap((part) => [...part]));

function loudnessOf(pcm: Int16Array, blockSamples = pcm.length): number[] {
  const meter = createLoudnessMeter(SOUND_RATE);
  for (let at = 0; at < pcm.length; at += blockSamples) meter.add(pcm.subarray(at, at + blockSamples));
  return meter.finish();
}

/** A window of 0.1 s at each of `levels` (dBFS), repeated `count` times each, for findSilences. */
const windows = (...runs: Array<[db: number, count: number]>) => runs.flatMap(([db, count]) => Array<number>(count).fill(db));

describe('loudness', () => {
  it('is about -3 dBFS for a full-scale sine, 6 dB less at half its amplitude, and -90 for digital silence', () => {
    const loudness = loudnessOf(joined(tone(1, 1), tone(1, 0.5), tone(1, 0)));
    expect(loudness).toHaveLength(30);
    for (const db of loudness.slice(0, 10)) expect(db).toBeCloseTo(-3.01, 1);
    for (const db of loudness.slice(10, 20)) expect(db).toBeCloseTo(-9.03, 1);
    expect(loudness.slice(20)).toEqual(Array(10).fill(SILENT_DB));
  });

  it('is the same whatever blocks the samples come in, the last short window included', () => {
    const pcm = joined(tone(1.05, 0.8), tone(0.5, 0), tone(0.33, 0.1));
    const whole = loudnessOf(pcm);
    expect(whole).toHaveLength(19);
    expect(loudnessOf(pcm, 333)).toEqual(whole);
    expect(loudnessOf(pcm, 800)).toEqual(whole);
  });
});

describe('silences', () => {
  it('are the quiet runs of at least 0.3 s in the sound', () => {
    const pcm = joined(tone(1, 0.5), tone(0.2, 0), tone(0.8, 0.5), tone(0.3, 0), tone(1, 0.5));
    expect(findSilences(loudnessOf(pcm))).toEqual([{ start: 2, end: 2.3 }]);
  });

  it('are told against the footage’s own speech level: a quiet recording’s pauses are found', () => {
    // Speech at -40 dBFS: its pauses at -70 are silences, 25 dB under it.
    expect(silenceThreshold(windows([-40, 20], [-70, 5], [-40, 20]))).toBe(-65);
    expect(findSilences(windows([-40, 20], [-70, 5], [-40, 20]))).toEqual([{ start: 2, end: 2.5 }]);
    expect(findSilences(windows([-40, 20], [-60, 5], [-40, 20]))).toEqual([]);
  });

  it('are never louder than -35 dBFS, however loud the speech', () => {
    expect(findSilences(windows([-3, 20], [-30, 5], [-3, 20]))).toEqual([]);
    expect(findSilences(windows([-3, 20], [-36, 5], [-3, 20]))).toEqual([{ start: 2, end: 2.5 }]);
  });

  it('cover all of a sound with nothing in it, and none of an empty one', () => {
    expect(findSilences(loudnessOf(tone(1.5, 0)))).toEqual([{ start: 0, end: 1.5 }]);
    expect(findSilences([])).toEqual([]);
  });
});

/** A grey frame of PICTURE's size at `level`, with a square of `box.size` pixels at `box.level` whose top left is (x, y). */
function frame(level: number, box?: { x: number; y: number; size?: number; level?: number }): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(level);
  if (!box) return pixels;
  const size = box.size ?? 6;
  for (let row = box.y; row < box.y + size; row++) pixels.fill(box.level ?? 250, row * width + box.x, row * width + box.x + size);
  return pixels;
}

function signalsOf(frames: Uint8Array[]) {
  const meter = createPictureMeter(width, height);
  for (const each of frames) meter.add(each);
  return pictureSignals(meter.finish(), fps);
}

/** A box going back and forth along a row, `step` pixels a frame between columns `from` and `to`. */
const boxAt = (index: number, from: number, to: number, y: number, step = 2) => {
  const span = to - from;
  const along = (index * step) % (2 * span);
  return { x: from + (along <= span ? along : 2 * span - along), y };
};

describe('scene changes', () => {
  it('are found at the first frame of the new shot, with a box moving across the cut', () => {
    const frames = Array.from({ length: 24 }, (_, index) => frame(index < 14 ? 60 : 160, boxAt(index, 4, 20, 10)));
    expect(signalsOf(frames).sceneChanges).toEqual([14 / fps]);
  });

  it('are not a steady pan, where every frame differs from the last, but a cut out of it is', () => {
    // Stripes 4 pixels wide moving 4 pixels a frame: every pixel changes by 60 every frame.
    const stripes = (index: number) =>
      Uint8Array.from({ length: width * height }, (_, pixel) => (Math.floor(pixel / 4 + index) % 2 ? 160 : 100));
    const pan = Array.from({ length: 20 }, (_, index) => stripes(index));
    expect(signalsOf(pan).sceneChanges).toEqual([]);
    expect(signalsOf([...pan.slice(0, 10), ...Array.from({ length: 10 }, () => frame(250))]).sceneChanges).toEqual([10 / fps]);
  });

  it('are one change where a quick dissolve spreads the cut over two sampled frames: at the first frame wholly of the new shot', () => {
    const frames = [...Array.from({ length: 8 }, () => frame(40)), frame(110), ...Array.from({ length: 8 }, () => frame(180))];
    expect(signalsOf(frames).sceneChanges).toEqual([9 / fps]);
  });

  it('are not a fade, where the picture changes a little every frame', () => {
    const fade = Array.from({ length: 20 }, (_, index) => frame(20 + index * 12));
    expect(signalsOf(fade).sceneChanges).toEqual([]);
  });
});

describe('motion', () => {
  it('is centred where a box moves, a second at a time, and is nothing where the picture keeps still', () => {
    // Two seconds of a box moving in the top of the right third, then two still ones.
    const frames = [
      ...Array.from({ length: 2 * fps }, (_, index) => frame(40, boxAt(index, 46, 56, 4))),
      ...Array.from({ length: 2 * fps }, () => frame(40, { x: 50, y: 4 })),
    ];
    const { motion } = signalsOf(frames);
    expect(motion).toHaveLength(4);
    for (const second of motion.slice(0, 2)) {
      expect(second.x).toBeGreaterThan(46 / width);
      expect(second.x).toBeLessThan(62 / width);
      expect(second.y).toBeCloseTo(7 / height, 2);
      expect(second.amount).toBeGreaterThan(1);
    }
    // The box stops at the third second's first frame: after that, nothing moves.
    expect(motion.slice(2)).toEqual([
      { x: 0.5, y: 0.5, amount: 0 },
      { x: 0.5, y: 0.5, amount: 0 },
    ]);
  });

  it('leaves out noise under a few grey levels', () => {
    let seed = 7;
    const noisy = () => frame(100).map((level) => level + ((seed = (seed * 48_271) % 2_147_483_647) % 7) - 3);
    expect(signalsOf(Array.from({ length: 8 }, noisy)).motion).toEqual([
      { x: 0.5, y: 0.5, amount: 0 },
      { x: 0.5, y: 0.5, amount: 0 },
    ]);
  });

  it('leaves out the cut: a second with a cut in it moves only as much as the box in its left part', () => {
    const frames = Array.from({ length: 3 * fps }, (_, index) => frame(index < 6 ? 60 : 200, boxAt(index, 4, 20, 10)));
    const { sceneChanges, motion } = signalsOf(frames);
    expect(sceneChanges).toEqual([1.5]);
    // Counted, the cut (every pixel changing by 140) would make this second's amount over 30 and pull its centre to the middle.
    expect(motion[1]!.amount).toBeGreaterThan(0.5);
    expect(motion[1]!.amount).toBeLessThan(5);
    expect(motion[1]!.x).toBeLessThan(0.4);
  });
});

describe('motionFocus', () => {
  const motion = [
    { x: 0.2, y: 0.4, amount: 1 },
    { x: 0.8, y: 0.6, amount: 3 },
    { x: 0.5, y: 0.5, amount: 0 },
  ];

  it('is the centre of the span’s seconds weighted by how much moved in each, and by how much of each it covers', () => {
    expect(motionFocus(motion, 0, 2)).toEqual({ x: expect.closeTo(0.65, 6), y: expect.closeTo(0.55, 6) });
    expect(motionFocus(motion, 0.5, 1.5)).toEqual({ x: expect.closeTo(0.65, 6), y: expect.closeTo(0.55, 6) });
    expect(motionFocus(motion, 0.5, 2.9)).toEqual({ x: expect.closeTo((0.2 * 0.5 + 0.8 * 3) / 3.5, 6), y: expect.any(Number) });
    expect(motionFocus(motion, 1.2, 1.7)).toEqual({ x: expect.closeTo(0.8, 6), y: expect.closeTo(0.6, 6) });
  });

  it('is the middle where nothing moves, or past the footage’s end', () => {
    expect(motionFocus(motion, 2, 3)).toEqual({ x: 0.5, y: 0.5 });
    expect(motionFocus(motion, 5, 9)).toEqual({ x: 0.5, y: 0.5 });
    expect(motionFocus([], 0, 10)).toEqual({ x: 0.5, y: 0.5 });
  });
});
