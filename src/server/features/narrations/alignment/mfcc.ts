import { magnitudeSpectrum } from '../../../providers/voice-clone/fft';

/** One feature frame every 10 ms: a sentence start is placed to within a few frames. */
export const HOP_SECONDS = 0.01;
const WINDOW_SECONDS = 0.025;
const MEL_FILTERS = 40;
/**
 * Cepstral coefficients kept: c0 (the frame's level) to c6, the spectrum's broad shape, which tells
 * sounds apart. The finer ones above it differ more from one voice to another than from one sound
 * to another, and made a take in another voice match worse (bench/RESULTS.md).
 */
export const MFCC_DIMS = 7;
const LOW_HZ = 60;
/** Both signals are read up to here, whatever their rate (the take at 16 kHz, eSpeak at 22,050 Hz). */
const HIGH_HZ = 7600;
const PRE_EMPHASIS = 0.97;
/** Dither (about −90 dBFS): digital silence has no spectrum, and the log of nothing is no feature. */
const DITHER = 3e-5;

/** Frames of features, row after row (`frames` × `dims`), with each frame's level in dBFS. */
export interface Features {
  frames: number;
  dims: number;
  data: Float32Array;
  /** RMS level of each frame's window, dBFS (full scale = 1). */
  levelDb: Float32Array;
}

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOfMel = (value: number) => 700 * (10 ** (value / 2595) - 1);

/** Triangular mel filters over the FFT bins: for each filter its first bin and weights. */
function melFilters(fftSize: number, sampleRate: number): { first: number; weights: Float32Array }[] {
  const high = Math.min(HIGH_HZ, sampleRate / 2);
  const edges = Array.from({ length: MEL_FILTERS + 2 }, (_, k) =>
    hzOfMel(mel(LOW_HZ) + ((mel(high) - mel(LOW_HZ)) * k) / (MEL_FILTERS + 1)),
  );
  const binHz = sampleRate / fftSize;
  return Array.from({ length: MEL_FILTERS }, (_, f) => {
    const [left, centre, right] = [edges[f] ?? 0, edges[f + 1] ?? 0, edges[f + 2] ?? 0];
    const first = Math.ceil(left / binHz);
    const last = Math.floor(right / binHz);
    const weights = new Float32Array(Math.max(0, last - first + 1));
    for (let bin = first; bin <= last; bin++) {
      const hz = bin * binHz;
      weights[bin - first] = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    }
    return { first, weights };
  });
}

/** DCT-II basis, orthonormal, MFCC_DIMS × MEL_FILTERS. */
function dctBasis(): Float64Array {
  const basis = new Float64Array(MFCC_DIMS * MEL_FILTERS);
  for (let k = 0; k < MFCC_DIMS; k++) {
    const scale = Math.sqrt((k === 0 ? 1 : 2) / MEL_FILTERS);
    for (let n = 0; n < MEL_FILTERS; n++) basis[k * MEL_FILTERS + n] = scale * Math.cos((Math.PI * k * (n + 0.5)) / MEL_FILTERS);
  }
  return basis;
}

/**
 * MFCC of a mono signal (Float32 in [−1, 1] or Int16): 25 ms Hamming windows every 10 ms,
 * pre-emphasis, 40 mel filters from 60 Hz to 7.6 kHz, log energies, DCT to MFCC_DIMS coefficients. Filters
 * are laid out in hertz, so signals at different sample rates give comparable features.
 */
export function mfcc(pcm: Float32Array | Int16Array, sampleRate: number): Features {
  const scale = pcm instanceof Int16Array ? 1 / 32768 : 1;
  const window = Math.round(WINDOW_SECONDS * sampleRate);
  const hop = HOP_SECONDS * sampleRate;
  let fftSize = 1;
  while (fftSize < window) fftSize <<= 1;
  const frames = pcm.length < window ? 0 : Math.floor((pcm.length - window) / hop) + 1;
  const filters = melFilters(fftSize, sampleRate);
  const dct = dctBasis();
  const hamming = Float32Array.from({ length: window }, (_, n) => 0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (window - 1)));
  const data = new Float32Array(frames * MFCC_DIMS);
  const levelDb = new Float32Array(frames);
  const frame = new Float32Array(fftSize);
  const logMel = new Float64Array(MEL_FILTERS);
  // A fixed dither sequence: the same take gives the same features every time.
  let seed = 0x9e3779b9;
  const noise = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return (seed / 4294967296 - 0.5) * 2 * DITHER;
  };

  for (let t = 0; t < frames; t++) {
    const start = Math.round(t * hop);
    let previous = start > 0 ? (pcm[start - 1] ?? 0) * scale : 0;
    let energy = 0;
    for (let n = 0; n < window; n++) {
      const sample = (pcm[start + n] ?? 0) * scale + noise();
      energy += sample * sample;
      frame[n] = (sample - PRE_EMPHASIS * previous) * (hamming[n] ?? 0);
      previous = sample;
    }
    levelDb[t] = 10 * Math.log10(energy / window + 1e-12);
    const magnitudes = magnitudeSpectrum(frame);
    for (const [f, { first, weights }] of filters.entries()) {
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += (weights[k] ?? 0) * (magnitudes[first + k] ?? 0) ** 2;
      logMel[f] = Math.log(sum + 1e-10);
    }
    for (let k = 0; k < MFCC_DIMS; k++) {
      let sum = 0;
      for (let n = 0; n < MEL_FILTERS; n++) sum += (dct[k * MEL_FILTERS + n] ?? 0) * (logMel[n] ?? 0);
      data[t * MFCC_DIMS + k] = sum;
    }
  }
  return { frames, dims: MFCC_DIMS, data, levelDb };
}

/**
 * Cepstral mean and variance normalisation, in place: every coefficient of one recording to mean 0
 * and variance 1, so a microphone's colour and a voice's loudness do not count as differences.
 */
export function normalise(features: Features): Features {
  const { frames, dims, data } = features;
  if (frames === 0) return features;
  for (let k = 0; k < dims; k++) {
    let sum = 0;
    let squares = 0;
    for (let t = 0; t < frames; t++) {
      const value = data[t * dims + k] ?? 0;
      sum += value;
      squares += value * value;
    }
    const mean = sum / frames;
    const deviation = Math.sqrt(Math.max(squares / frames - mean * mean, 1e-12));
    for (let t = 0; t < frames; t++) data[t * dims + k] = ((data[t * dims + k] ?? 0) - mean) / deviation;
  }
  return features;
}
