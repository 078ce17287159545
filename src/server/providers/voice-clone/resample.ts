/** Low-pass taps on each side of the centre, per unit of decimation ratio: enough for a clean band edge. */
const halfTapsPerRatio = 6;

/**
 * Windowed-sinc (Blackman) low-pass taps with the cutoff given as a fraction of the sample rate.
 * Normalised to unit gain at DC so levels survive resampling.
 */
function lowPassTaps(cutoff: number, halfTaps: number): Float32Array {
  const taps = new Float32Array(halfTaps * 2 + 1);
  let sum = 0;
  for (let i = -halfTaps; i <= halfTaps; i++) {
    const sinc = i === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * i) / (Math.PI * i);
    const phase = (Math.PI * (i + halfTaps)) / halfTaps;
    const blackman = 0.42 - 0.5 * Math.cos(phase) + 0.08 * Math.cos(2 * phase);
    taps[i + halfTaps] = sinc * blackman;
    sum += sinc * blackman;
  }
  for (let i = 0; i < taps.length; i++) taps[i] = (taps[i] ?? 0) / sum;
  return taps;
}

/** The filtered value at one source index (samples outside the signal count as silence). */
function filteredAt(samples: Float32Array, index: number, taps: Float32Array): number {
  const halfTaps = (taps.length - 1) / 2;
  const from = Math.max(0, index - halfTaps);
  const to = Math.min(samples.length - 1, index + halfTaps);
  let value = 0;
  for (let at = from; at <= to; at++) value += (samples[at] ?? 0) * (taps[at - index + halfTaps] ?? 0);
  return value;
}

/**
 * Changes a mono signal's sample rate. Going down, the signal is low-passed just below the new
 * Nyquist frequency first (only at the points the output needs), so no aliasing folds into the
 * pitch and spectrum measurements; between source samples it interpolates linearly.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples;
  const ratio = fromRate / toRate;
  const length = Math.floor(samples.length / ratio);
  const output = new Float32Array(length);
  const taps = ratio > 1 ? lowPassTaps(0.45 / ratio, Math.ceil(halfTapsPerRatio * ratio)) : undefined;
  const valueAt = (index: number) => (taps ? filteredAt(samples, index, taps) : (samples[index] ?? 0));
  for (let n = 0; n < length; n++) {
    const position = n * ratio;
    const index = Math.floor(position);
    const fraction = position - index;
    const here = valueAt(index);
    output[n] = fraction === 0 ? here : here + (valueAt(index + 1) - here) * fraction;
  }
  return output;
}
