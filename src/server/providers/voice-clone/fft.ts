/** Twiddle factors and bit-reversal order per frame length: analysis runs thousands of same-size FFTs. */
interface FftPlan {
  cos: Float64Array;
  sin: Float64Array;
  reversed: Uint32Array;
}
const plans = new Map<number, FftPlan>();

function planFor(size: number): FftPlan {
  let plan = plans.get(size);
  if (plan === undefined) {
    const bits = Math.log2(size);
    const reversed = new Uint32Array(size);
    for (let i = 0; i < size; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      reversed[i] = r;
    }
    const cos = new Float64Array(size / 2);
    const sin = new Float64Array(size / 2);
    for (let k = 0; k < size / 2; k++) {
      cos[k] = Math.cos((-2 * Math.PI * k) / size);
      sin[k] = Math.sin((-2 * Math.PI * k) / size);
    }
    plan = { cos, sin, reversed };
    plans.set(size, plan);
  }
  return plan;
}

/**
 * Magnitudes of the first N/2 + 1 bins of a real frame's discrete Fourier transform
 * (iterative radix-2 Cooley–Tukey). The frame length must be a power of two.
 */
export function magnitudeSpectrum(frame: Float32Array): Float32Array {
  const size = frame.length;
  if (size < 2 || (size & (size - 1)) !== 0) throw new RangeError('FFT frame length must be a power of two');
  const { cos, sin, reversed } = planFor(size);
  const real = new Float64Array(size);
  const imag = new Float64Array(size);
  for (let i = 0; i < size; i++) real[reversed[i] ?? 0] = frame[i] ?? 0;

  for (let span = 2; span <= size; span <<= 1) {
    const half = span >> 1;
    const stride = size / span;
    for (let start = 0; start < size; start += span) {
      for (let k = 0; k < half; k++) {
        const c = cos[k * stride] ?? 1;
        const s = sin[k * stride] ?? 0;
        const even = start + k;
        const odd = even + half;
        const oddReal = (real[odd] ?? 0) * c - (imag[odd] ?? 0) * s;
        const oddImag = (real[odd] ?? 0) * s + (imag[odd] ?? 0) * c;
        real[odd] = (real[even] ?? 0) - oddReal;
        imag[odd] = (imag[even] ?? 0) - oddImag;
        real[even] = (real[even] ?? 0) + oddReal;
        imag[even] = (imag[even] ?? 0) + oddImag;
      }
    }
  }

  const magnitudes = new Float32Array(size / 2 + 1);
  for (let k = 0; k < magnitudes.length; k++) magnitudes[k] = Math.sqrt((real[k] ?? 0) ** 2 + (imag[k] ?? 0) ** 2);
  return magnitudes;
}
