import { describe, expect, it } from 'vitest';
import { resample } from './resample';

const tone = (hz: number, sampleRate: number, seconds = 1) =>
  Float32Array.from({ length: Math.round(sampleRate * seconds) }, (_, i) => Math.sin((2 * Math.PI * hz * i) / sampleRate));
const rms = (signal: Float32Array) => Math.sqrt(signal.reduce((sum, value) => sum + value * value, 0) / signal.length);
/** Where a tone's upward zero crossings fall: its frequency, counted. */
const crossingsPerSecond = (signal: Float32Array, sampleRate: number) => {
  let crossings = 0;
  for (let i = 1; i < signal.length; i++) if ((signal[i - 1] ?? 0) < 0 && (signal[i] ?? 0) >= 0) crossings++;
  return (crossings * sampleRate) / signal.length;
};

describe('resample', () => {
  it('keeps a tone below the new Nyquist frequency, at its pitch and level', () => {
    for (const [from, to] of [
      [44_100, 16_000],
      [48_000, 16_000],
      [22_050, 16_000],
      [16_000, 7_000],
      [8_000, 16_000],
    ] as const) {
      const output = resample(tone(300, from), from, to);
      expect(output.length).toBe(Math.floor(to));
      expect(crossingsPerSecond(output, to)).toBeCloseTo(300, -1);
      expect(rms(output.subarray(100, -100))).toBeCloseTo(Math.SQRT1_2, 1);
    }
  });

  it('filters out what the new rate cannot hold instead of folding it down', () => {
    const output = resample(tone(7_000, 44_100), 44_100, 8_000);
    expect(rms(output.subarray(100, -100))).toBeLessThan(0.02);
  });

  it('returns the signal as is at the same rate', () => {
    const signal = tone(100, 8_000);
    expect(resample(signal, 8_000, 8_000)).toBe(signal);
  });
});
