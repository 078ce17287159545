import type { VoiceAnalysis } from '@shared/contracts/voice';
import type { EspeakVoiceSettings } from '../speech/espeak/espeak-voices';

/**
 * How one eSpeak NG variant measures under analyzeVoice (voice-analysis.ts). Measured by speaking
 * DEFAULT_SAMPLE_TEXT (what users read for their sample) with eSpeak for 20 s at 170 wpm, through
 * test/voice-samples.ts, and analysing the audio:
 *
 * - pitch: eSpeak's pitch setting scales the voice's base pitch nearly exponentially (the median
 *   rises ×1.5–1.8 from 0 to 50 and again from 50 to 100); the range setting adds intonation on top,
 *   which spreads the pitch and lifts the median by about half as much as it adds to the spread,
 *   by the same number of Hz at any pitch (m3: 91 → 105 → 119 Hz from range 0 to 50 to 100 at
 *   pitch 50, and 160 → 174 → 187 Hz at pitch 100).
 * - brightness rises with pitch (formants stay; more energy moves up), differently per variant.
 */
interface VariantCalibration {
  voice: string;
  /** Median pitch (Hz) at eSpeak pitch 0, 25, 50, 75 and 100, range 50. */
  medianHz: readonly number[];
  /** Pitch spread (10th–90th percentile, Hz) at range 0, 50 and 100, pitch 50. */
  spreadHz: readonly number[];
  /** Median pitch (Hz) gained per step of range (measured from range 0 to 100 at pitch 50). */
  medianHzPerRangeStep: number;
  /** Brightness (mean spectral centroid, Hz) at pitch 0, 50 and 100, range 50. */
  brightnessHz: readonly number[];
}

/** Male variants from the darkest to the brightest; a sample's brightness picks among them. */
const maleVariants: readonly VariantCalibration[] = [
  {
    voice: 'en-us+m7',
    medianHz: [75.8, 87.5, 106, 132.9, 169.6],
    spreadHz: [2.1, 30.9, 54],
    medianHzPerRangeStep: 0.33,
    brightnessHz: [810, 800, 870],
  },
  {
    voice: 'en-us+m1',
    medianHz: [66.7, 75, 93.9, 121, 157.8],
    spreadHz: [5.2, 24.1, 40.5],
    medianHzPerRangeStep: 0.24,
    brightnessHz: [1130, 1140, 1240],
  },
  {
    voice: 'en-us+m3',
    medianHz: [72, 84.7, 104.7, 134.3, 174.7],
    spreadHz: [2.2, 25.3, 48.2],
    medianHzPerRangeStep: 0.28,
    brightnessHz: [1240, 1250, 1350],
  },
  {
    voice: 'en-us+m2',
    medianHz: [66, 77.8, 100.3, 132.9, 177.4],
    spreadHz: [2.2, 17.8, 32.1],
    medianHzPerRangeStep: 0.18,
    brightnessHz: [1340, 1370, 1450],
  },
];
const femaleVariants: readonly VariantCalibration[] = [
  {
    voice: 'en-us+f2',
    medianHz: [128.3, 156.4, 194.7, 249.1, 322.3],
    spreadHz: [2, 50.7, 89.8],
    medianHzPerRangeStep: 0.5,
    brightnessHz: [1350, 1380, 1560],
  },
  {
    voice: 'en-us+f3',
    medianHz: [146.3, 173.1, 211.3, 263.8, 335.9],
    spreadHz: [2.1, 62, 107.3],
    medianHzPerRangeStep: 0.65,
    brightnessHz: [1540, 1540, 1750],
  },
  {
    voice: 'en-us+f5',
    medianHz: [129.8, 160.4, 204.9, 266.7, 350.6],
    spreadHz: [2, 45.3, 84.9],
    medianHzPerRangeStep: 0.42,
    brightnessHz: [1530, 1660, 2100],
  },
];

/** Below this median pitch a voice is matched with a male variant (typical male speech: 85–155 Hz). */
const maleBelowHz = 160;

/**
 * Measured pace (paceWpm) against eSpeak's words-per-minute setting, averaged over four variants
 * (m1, m3, f2, f4). The measure runs a little fast for slow speech and saturates above ~300 wpm,
 * where eSpeak's syllables blur together.
 */
const paceCalibration: readonly (readonly [setting: number, measured: number])[] = [
  [80, 100],
  [110, 127],
  [140, 156],
  [170, 180],
  [200, 208],
  [240, 234],
  [300, 277],
];
const minWpm = 80;
const maxWpm = 450;
/** eSpeak's own default pace, for a sample whose syllables could not be counted. */
const defaultWpm = 175;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Piecewise-linear interpolation through (xs, ys), extending the end segments. xs must increase. */
function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  let segment = 0;
  while (segment < xs.length - 2 && x > (xs[segment + 1] ?? 0)) segment++;
  const x0 = xs[segment] ?? 0;
  const x1 = xs[segment + 1] ?? 1;
  const y0 = ys[segment] ?? 0;
  const y1 = ys[segment + 1] ?? 0;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

const pitchSteps = [0, 25, 50, 75, 100];
const rangeSteps = [0, 50, 100];
const brightnessPitchSteps = [0, 50, 100];

/** eSpeak range giving the sample's pitch spread with this variant. */
function rangeFor(variant: VariantCalibration, spreadHz: number): number {
  return clamp(interpolate(variant.spreadHz, rangeSteps, spreadHz), 0, 100);
}

/** eSpeak pitch giving the sample's median with this variant at that range (log-linear between measured steps). */
function pitchFor(variant: VariantCalibration, medianHz: number, range: number): number {
  const medianAtRange50 = Math.max(1, medianHz - (range - 50) * variant.medianHzPerRangeStep);
  return clamp(interpolate(variant.medianHz.map(Math.log), pitchSteps, Math.log(medianAtRange50)), 0, 100);
}

/** The median pitch this variant measures at these settings: the inverse of pitchFor. */
function predictedMedianHz(variant: VariantCalibration, pitch: number, range: number): number {
  return Math.exp(interpolate(pitchSteps, variant.medianHz.map(Math.log), pitch)) + (range - 50) * variant.medianHzPerRangeStep;
}

/** The largest pitch error (as a ratio) that still counts as reaching a sample's median. */
const reachTolerance = 0.03;

/**
 * The offline voice match: eSpeak NG settings that sound closest to a measured sample. The median
 * pitch picks male or female variants; among those that can reach the pitch, the one whose
 * brightness is nearest the sample's; then pitch and range are set from the variant's calibration
 * so eSpeak's measured median and spread come out like the sample's, and the pace is carried over.
 */
export function matchEspeakVoice(analysis: VoiceAnalysis): EspeakVoiceSettings {
  const variants = analysis.medianPitchHz < maleBelowHz ? maleVariants : femaleVariants;
  const candidates = variants.map((variant) => {
    const range = rangeFor(variant, analysis.pitchRangeHz);
    const pitch = pitchFor(variant, analysis.medianPitchHz, range);
    const pitchError = Math.abs(Math.log(predictedMedianHz(variant, pitch, range) / analysis.medianPitchHz));
    const brightnessError = Math.abs(interpolate(brightnessPitchSteps, variant.brightnessHz, pitch) - analysis.brightnessHz);
    return { variant, range, pitch, pitchError, brightnessError };
  });
  const reaching = candidates.filter((candidate) => candidate.pitchError <= reachTolerance);
  const best =
    reaching.length > 0
      ? reaching.reduce((a, b) => (b.brightnessError < a.brightnessError ? b : a))
      : candidates.reduce((a, b) => (b.pitchError < a.pitchError ? b : a));

  const measuredPace = paceCalibration.map(([, measured]) => measured);
  const settings = paceCalibration.map(([setting]) => setting);
  const wordsPerMinute = analysis.paceWpm > 0 ? interpolate(measuredPace, settings, analysis.paceWpm) : defaultWpm;
  return {
    voice: best.variant.voice,
    pitch: Math.round(best.pitch),
    range: Math.round(best.range),
    wordsPerMinute: Math.round(clamp(wordsPerMinute, minWpm, maxWpm)),
  };
}
