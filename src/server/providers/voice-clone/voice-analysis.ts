import { HttpError } from '../../http/http-error';
import type { VoiceAnalysis } from '@shared/contracts/voice';
import { magnitudeSpectrum } from './fft';
import { levelAt, loudnessEnvelope, percentile, speechThresholdDb } from './loudness';
import { trackPitch, type PitchFrame } from './pitch-track';
import { resample } from './resample';
import { speakingPaceWpm } from './speaking-pace';

/** Every sample is measured at 16 kHz, so brightness means the same (0–8 kHz) whatever the source rate. */
const analysisRate = 16_000;
/** Pitch is tracked at 7 kHz: far above any voice's pitch, and YIN's 128-sample window then reaches 55 Hz. */
const pitchRate = 7_000;
const pitchHopSeconds = 0.02;
/** A syllable peak counts as voiced when a voiced pitch frame lies within this many frames (±40 ms). */
const voicedNeighbourFrames = 2;
const loudnessHopSeconds = 0.01;
/** Spectrum frames for brightness: 512 samples (32 ms) at 16 kHz. */
const spectrumSize = 512;
/** Less voiced speech than this cannot be measured with any confidence. */
const minVoicedSeconds = 1;

export const noSpeechMessage =
  'We could not hear any speech in this recording. Please record again in a quieter place, closer to the microphone.';

const round = (value: number, step: number) => Math.round(value / step) * step;
const roundTo = (value: number, digits: number) => Number(value.toFixed(digits));

/** Spectral centroid (Hz) of a Hann-windowed frame centred on a moment. */
function spectralCentroid(signal: Float32Array, seconds: number, window: Float32Array): number | undefined {
  const start = Math.round(seconds * analysisRate) - spectrumSize / 2;
  if (start < 0 || start + spectrumSize > signal.length) return undefined;
  const frame = new Float32Array(spectrumSize);
  for (let i = 0; i < spectrumSize; i++) frame[i] = (signal[start + i] ?? 0) * (window[i] ?? 0);
  const magnitudes = magnitudeSpectrum(frame);
  let weighted = 0;
  let total = 0;
  // Bin 0 (DC) says nothing about the voice's colour.
  for (let bin = 1; bin < magnitudes.length; bin++) {
    weighted += ((bin * analysisRate) / spectrumSize) * (magnitudes[bin] ?? 0);
    total += magnitudes[bin] ?? 0;
  }
  return total > 0 ? weighted / total : undefined;
}

function meanBrightnessHz(signal: Float32Array, voiced: PitchFrame[]): number {
  const window = Float32Array.from({ length: spectrumSize }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / spectrumSize));
  let sum = 0;
  let count = 0;
  for (const frame of voiced) {
    const centroid = spectralCentroid(signal, frame.seconds, window);
    if (centroid === undefined) continue;
    sum += centroid;
    count++;
  }
  return count > 0 ? sum / count : 0;
}

/**
 * Measures what the offline voice match copies from a sample: median pitch and its spread (10th to
 * 90th percentile, so the odd octave error does not count), speaking pace from syllable nuclei,
 * brightness (mean spectral centroid of voiced frames) and how much of it is voiced.
 * Throws HttpError 400 NO_SPEECH when there is too little voiced speech to measure.
 */
export function analyzeVoice(samples: Float32Array, sampleRate: number): VoiceAnalysis {
  const signal = resample(samples, sampleRate, analysisRate);
  const envelope = loudnessEnvelope(signal, analysisRate, loudnessHopSeconds);
  const thresholdDb = speechThresholdDb(envelope);
  const isLoudEnough = (seconds: number) => levelAt(envelope, seconds) >= thresholdDb;

  const frames = trackPitch(resample(signal, analysisRate, pitchRate), pitchRate, pitchHopSeconds, isLoudEnough);
  const voiced = frames.filter((frame) => frame.pitchHz !== undefined);
  const voicedSeconds = voiced.length * pitchHopSeconds;
  if (voicedSeconds < minVoicedSeconds) throw new HttpError(400, 'NO_SPEECH', noSpeechMessage);

  const pitches = voiced.map((frame) => frame.pitchHz ?? 0);
  const firstFrameSeconds = frames[0]?.seconds ?? 0;
  const isVoicedAt = (seconds: number) => {
    const nearest = Math.round((seconds - firstFrameSeconds) / pitchHopSeconds);
    for (let frame = nearest - voicedNeighbourFrames; frame <= nearest + voicedNeighbourFrames; frame++) {
      if (frames[frame]?.pitchHz !== undefined) return true;
    }
    return false;
  };
  return {
    medianPitchHz: roundTo(percentile(pitches, 0.5), 1),
    pitchRangeHz: roundTo(percentile(pitches, 0.9) - percentile(pitches, 0.1), 1),
    paceWpm: Math.round(speakingPaceWpm(envelope, thresholdDb, isVoicedAt)),
    brightnessHz: round(meanBrightnessHz(signal, voiced), 10),
    voicedSeconds: roundTo(voicedSeconds, 2),
  };
}
