import { describe, expect, it } from 'vitest';
import { magnitudeSpectrum } from './fft';

describe('magnitudeSpectrum', () => {
  it('puts a sine’s energy in its bin', () => {
    const size = 256;
    const frame = Float32Array.from(
      { length: size },
      (_, i) => Math.sin((2 * Math.PI * 10 * i) / size) + 0.5 * Math.cos((2 * Math.PI * 40 * i) / size),
    );
    const magnitudes = magnitudeSpectrum(frame);
    expect(magnitudes).toHaveLength(size / 2 + 1);
    expect(magnitudes[10]).toBeCloseTo(size / 2, 3);
    expect(magnitudes[40]).toBeCloseTo(size / 4, 3);
    const elsewhere = [...magnitudes].filter((_, bin) => bin !== 10 && bin !== 40);
    // Float32 input: leakage stays at rounding level.
    expect(Math.max(...elsewhere)).toBeLessThan(1e-4);
  });

  it('sums a constant into bin 0 and refuses lengths that are not a power of two', () => {
    expect(magnitudeSpectrum(new Float32Array(8).fill(1))[0]).toBeCloseTo(8, 6);
    expect(() => magnitudeSpectrum(new Float32Array(100))).toThrow(RangeError);
  });
});
