import { YIN } from 'pitchfinder';

/** Speech pitch band: below and above it a YIN estimate is an octave error or noise, not a voice. */
const minPitchHz = 60;
const maxPitchHz = 400;
/**
 * YIN's aperiodicity threshold (1 − the probability that the frame is voiced): frames whose
 * normalised difference never dips below it are unvoiced. pitchfinder's default, 0.1, rejects most
 * frames of low or rough voices (measured: eSpeak's male voices at 70–100 Hz reach 0.15–0.3 in
 * voiced speech); silence and noise are kept out by the loudness gate and the pitch band instead.
 */
const yinThreshold = 0.3;
/**
 * Samples YIN is handed per frame. pitchfinder compares the first half of the largest power of two
 * below the length with itself shifted by up to that half: 257 samples give a 128-sample window
 * (18 ms at 7 kHz) and lags down to 55 Hz. Short windows suit speech, whose pitch glides: at 64 ms
 * half the frames of a low male voice measured as unvoiced.
 */
const yinWindow = 257;

/** One analysis frame: its centre on the signal's clock and the pitch heard there, if any. */
export interface PitchFrame {
  seconds: number;
  pitchHz: number | undefined;
}

/**
 * Pitch every `hopSeconds` with YIN. `isLoudEnough` says whether a moment carries speech at all,
 * so silence and room noise are never asked for a pitch.
 */
export function trackPitch(
  signal: Float32Array,
  sampleRate: number,
  hopSeconds: number,
  isLoudEnough: (seconds: number) => boolean,
): PitchFrame[] {
  const detect = YIN({ sampleRate, threshold: yinThreshold });
  const hop = Math.round(hopSeconds * sampleRate);
  const frames: PitchFrame[] = [];
  for (let start = 0; start + yinWindow <= signal.length; start += hop) {
    const seconds = (start + yinWindow / 2) / sampleRate;
    let pitchHz: number | undefined;
    if (isLoudEnough(seconds)) {
      const estimate = detect(signal.subarray(start, start + yinWindow));
      if (estimate !== null && estimate >= minPitchHz && estimate <= maxPitchHz) pitchHz = estimate;
    }
    frames.push({ seconds, pitchHz });
  }
  return frames;
}
