import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NARRATION_LOUDNESS } from '@shared/contracts/narrations';
import type { FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { probeNarration } from './narration-format';
import { NarrationAudioError, quietFfmpeg } from './run-ffmpeg';
import {
  analyse,
  ANALYSIS_CPU,
  AS_PLAYABLE,
  denoiseFilter,
  levelFilter,
  measureLevels,
  measureLoudness,
  EBUR128,
  SILENT_BELOW_LUFS,
  silenceThreshold,
  type LoudnormMeasure,
  type Silence,
} from './take-analysis';
import { COUNT_SAMPLES, forcedInput, playableFormatOf, playableOutput, PLAYABLE_RATE, toSamples, writeCountingSamples } from './take-audio';

export interface CleanupOptions {
  trimSilence: boolean;
  maxPauseSeconds: number | null;
  denoise: boolean;
  loudness: boolean;
}

/** Maps a time on the original take's clock (s) to the cleaned take's clock. Monotonic; a time inside a removed stretch goes to where that stretch was cut. */
export type TimeMap = (seconds: number) => number;

/** Silence kept before the first word and after the last when trimming. */
const EDGE_KEPT_SECONDS = 0.15;
/** Each side of a join fades over 10 ms: a cut lands in a pause, so the fades only take off the click of a jump in the waveform. */
const FADE_SAMPLES = toSamples(0.01);
/** A stretch shorter than this is not worth a join. */
const MIN_CUT_SAMPLES = toSamples(0.02);
/** A silence this close to an end of the take runs to it (silencedetect's times are rounded to 10 µs). */
const END_TOLERANCE_SAMPLES = toSamples(0.005);
/**
 * loudnorm's loudness range target: speech rarely spans more than 11 LU, so most takes are levelled
 * linearly (one gain for the whole take); a wider one is brought within it by loudnorm's dynamic mode.
 */
const LOUDNESS_RANGE = 11;
/**
 * The true peak loudnorm aims under, 1 dB below the contract's: encoding at 96 kb/s raises true
 * peaks (0.3 dB on five minutes of eSpeak over room noise: −2.0 levelled, −1.7 in the MP3), and the
 * encoded take is what must stay under −1.5 dBTP.
 */
const TRUE_PEAK_TARGET = NARRATION_LOUDNESS.truePeakDbtp - 1;
/**
 * The loudness the limiter took off is made up with a quarter more gain: more gain into the limiter
 * costs a little more, and a take that lands over the target is brought down by loudnorm's linear
 * gain, one that lands under it more than the true-peak room allows is not (loudnorm then levels
 * dynamically). Measured on eSpeak speech (peaks 18.6 dB over its loudness): the limiter took 1.8 LU off.
 */
const LIMITER_MAKE_UP = 1.25;
/** Encoding the cleaned take adds 0.01 s of CPU per second of audio to the pass (see take-audio.ts). */
const ENCODE_CPU_PER_SECOND = 0.1;

interface Range {
  /** Samples at PLAYABLE_RATE, end exclusive. */
  start: number;
  end: number;
}

/**
 * The stretches to remove, in samples: the leading and trailing silence beyond EDGE_KEPT_SECONDS
 * (when trimming), and the middle of every pause longer than `maxPauseSeconds`, so that half of the
 * kept pause stays after the last word and half before the next.
 */
function cutsFor(silences: Silence[], total: number, options: CleanupOptions): Range[] {
  const edge = toSamples(EDGE_KEPT_SECONDS);
  const cuts: Range[] = [];
  for (const silence of silences) {
    const start = Math.min(total, Math.max(0, toSamples(silence.start)));
    const end = Math.min(total, Math.max(0, toSamples(silence.end)));
    const leading = start <= END_TOLERANCE_SAMPLES;
    const trailing = end >= total - END_TOLERANCE_SAMPLES;
    if (leading && trailing) throw new NarrationAudioError('silent', 'the take is silence from start to end');
    if (leading) {
      if (options.trimSilence) cuts.push({ start: 0, end: end - edge });
    } else if (trailing) {
      if (options.trimSilence) cuts.push({ start: start + edge, end: total });
    } else if (options.maxPauseSeconds !== null) {
      const kept = toSamples(options.maxPauseSeconds);
      const before = Math.floor(kept / 2);
      cuts.push({ start: start + before, end: end - (kept - before) });
    }
  }
  return cuts.filter((cut) => cut.end - cut.start >= MIN_CUT_SAMPLES).sort((a, b) => a.start - b.start);
}

/** What is left between the cuts. */
function keptBetween(cuts: Range[], total: number): Range[] {
  const kept: Range[] = [];
  let from = 0;
  for (const cut of cuts) {
    if (cut.start > from) kept.push({ start: from, end: cut.start });
    from = Math.max(from, cut.end);
  }
  if (from < total) kept.push({ start: from, end: total });
  return kept;
}

/** The original clock to the cleaned one: every cut before a time takes its length off. */
function timeMapOf(cuts: Range[]): TimeMap {
  if (cuts.length === 0) return (seconds) => seconds;
  const starts = cuts.map((cut) => cut.start / PLAYABLE_RATE);
  const ends = cuts.map((cut) => cut.end / PLAYABLE_RATE);
  // removedBefore[i]: seconds removed by the cuts before cut i.
  const removedBefore: number[] = [0];
  for (let i = 0; i < cuts.length; i++) removedBefore.push(removedBefore[i]! + ends[i]! - starts[i]!);
  return (seconds) => {
    // The number of cuts that start at or before `seconds` (binary search: a long take has hundreds).
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! <= seconds) low = middle + 1;
      else high = middle;
    }
    if (low === 0) return seconds;
    const cut = low - 1;
    return seconds < ends[cut]! ? starts[cut]! - removedBefore[cut]! : seconds - removedBefore[cut + 1]!;
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const fixed = (text: string, low: number, high: number) => clamp(Number(text), low, high).toFixed(2);

/** loudnorm towards NARRATION_LOUDNESS: measuring (first pass) or applying a measurement linearly where it can (second). */
function loudnorm(measured?: LoudnormMeasure): string {
  const target = `I=${NARRATION_LOUDNESS.integratedLufs}:TP=${TRUE_PEAK_TARGET}:LRA=${LOUDNESS_RANGE}`;
  if (!measured) return `loudnorm=${target}:print_format=json`;
  return [
    `loudnorm=${target}`,
    `measured_I=${fixed(measured.input_i, -99, 0)}`,
    `measured_TP=${fixed(measured.input_tp, -99, 99)}`,
    `measured_LRA=${fixed(measured.input_lra, 0, 99)}`,
    `measured_thresh=${fixed(measured.input_thresh, -99, 0)}`,
    `offset=${fixed(measured.target_offset, -99, 99)}`,
    'linear=true',
  ].join(':');
}

/** The second pass's graph: the take's filters, the kept stretches joined with fades, the levelling, and the sample count. */
function cleanGraph(filter: string, total: number, cuts: Range[], level: string | undefined): string {
  const lines = [`[0:a:0]${filter}[take]`];
  let joined = 'take';
  if (cuts.length > 0) {
    const kept = keptBetween(cuts, total);
    const labels = kept.map((_, index) => `k${index}`);
    const split = kept.length > 1 ? `asplit=${kept.length}` : 'anull';
    lines.push(`[take]${split}${labels.map((label) => `[s${label}]`).join('')}`);
    kept.forEach((range, index) => {
      const length = range.end - range.start;
      const fade = Math.min(FADE_SAMPLES, Math.floor(length / 2));
      const filters = [`atrim=start_sample=${range.start}:end_sample=${range.end}`, 'asetpts=PTS-STARTPTS'];
      if (range.start > 0) filters.push(`afade=t=in:start_sample=0:nb_samples=${fade}`);
      if (range.end < total) filters.push(`afade=t=out:start_sample=${length - fade}:nb_samples=${fade}`);
      lines.push(`[s${labels[index]}]${filters.join(',')}[${labels[index]}]`);
    });
    lines.push(`${labels.map((label) => `[${label}]`).join('')}concat=n=${kept.length}:v=0:a=1[joined]`);
    joined = 'joined';
  }
  // loudnorm works (and answers) at 192 kHz: back to the playable rate before the count and the encoder.
  lines.push(`[${joined}]${level ? `${level},${AS_PLAYABLE},` : ''}${COUNT_SAMPLES}[out]`);
  return lines.join(';\n');
}

/** The levelling: gain and limiter (levelFilter) then loudnorm, measuring or applying a measurement. */
async function levelling(binaries: FfmpegBinaries, gainDb: number, samples: number, measured?: LoudnormMeasure): Promise<string> {
  return `${await levelFilter(binaries, gainDb, TRUE_PEAK_TARGET, samples)},${loudnorm(measured)}`;
}

/**
 * A cleaned copy of a playable take (the MP3 or M4A encodePlayable wrote), written to `output` in
 * the same format. Each step is an ffmpeg pass, a limited child process (nothing loops over samples
 * in JavaScript):
 *
 * 1. levels: the take's exact length, integrated loudness and noise floor (astats, ebur128);
 * 2. analysis, when silences are cut or loudness levelled: silencedetect at the threshold
 *    silenceThreshold() sets from those levels (25 dB under the speech's loudness, kept 4 dB over the
 *    room's noise floor), and the loudness the gain and limiter of levelFilter reach (ebur128);
 * 3. loudnorm's first pass (print_format=json), when levelling, on the take as the last pass will
 *    feed it: denoised, raised by the gain (made up for what the limiter took off in 2), limited;
 * 4. the clean-up: highpass 80 Hz + afftdn when denoising (denoiseFilter); the leading and trailing
 *    silence cut to 0.15 s and every pause longer than `maxPauseSeconds` shortened to it by cutting
 *    its middle, joins faded over 10 ms; gain, limiter and loudnorm's second pass with the measured_*
 *    values and linear=true, towards −16 LUFS integrated and −2.5 dBTP; encoded as the take was;
 * 5. the written take's loudness and true peak (ebur128), which is what is returned.
 *
 * Loudness is measured before the cuts: what they remove is under the silence threshold, far under
 * loudnorm's gates, so it counts for nothing in the integrated loudness, range or true peak.
 * Returns the time map (identity when nothing is cut) and the cleaned take's length (samples
 * written). Five minutes of speech over room noise, everything asked: 16.5 s of CPU. Rejects with a
 * NarrationAudioError: 'silent' when nothing in the take is above −60 LUFS or above the threshold,
 * 'unreadable' when the input is not a playable take; nothing is left at `output` then.
 */
export async function cleanTake(
  binaries: FfmpegBinaries,
  input: string,
  output: string,
  options: CleanupOptions,
  signal?: AbortSignal,
): Promise<{ map: TimeMap; durationSeconds: number; loudness?: { integratedLufs: number; truePeakDbtp: number } }> {
  const format = await playableFormatOf(input);
  const { durationSeconds: stated } = await probeNarration(binaries, input, format, signal);
  const levels = await measureLevels(binaries, input, format, { seconds: stated, signal });
  if (!(levels.integratedLufs > SILENT_BELOW_LUFS))
    throw new NarrationAudioError('silent', `nothing in ${path.basename(input)} is louder than ${SILENT_BELOW_LUFS} LUFS`);
  const seconds = levels.samples / PLAYABLE_RATE;
  const filter = options.denoise ? `${AS_PLAYABLE},${await denoiseFilter(binaries, levels)}` : AS_PLAYABLE;
  const cutting = options.trimSilence || options.maxPauseSeconds !== null;

  let cuts: Range[] = [];
  let measured: LoudnormMeasure | undefined;
  // The gain that brings the take to the target; what the limiter then takes off is measured and made up.
  let gain = NARRATION_LOUDNESS.integratedLufs - levels.integratedLufs;
  if (cutting || options.loudness) {
    const minSeconds = Math.min(EDGE_KEPT_SECONDS, options.maxPauseSeconds ?? EDGE_KEPT_SECONDS);
    const analysis = await analyse(binaries, input, format, {
      filter,
      ...(cutting ? { detect: { thresholdDb: silenceThreshold(levels), minSeconds, highpass: !options.denoise } } : {}),
      ...(options.loudness ? { measure: `${await levelFilter(binaries, gain, TRUE_PEAK_TARGET, levels.samples)},${EBUR128}` } : {}),
      seconds,
      signal,
    });
    if (cutting) cuts = cutsFor(analysis.silences, levels.samples, options);
    if (options.loudness) {
      const short = NARRATION_LOUDNESS.integratedLufs - (analysis.integratedLufs ?? -Infinity);
      if (!Number.isFinite(short)) throw new NarrationAudioError('silent', `ebur128 heard nothing in ${path.basename(input)}`);
      gain += short > 0 ? short * LIMITER_MAKE_UP : short;
      ({ loudnorm: measured } = await analyse(binaries, input, format, {
        filter,
        measure: await levelling(binaries, gain, levels.samples),
        seconds,
        signal,
      }));
      if (!(Number(measured?.input_i) > SILENT_BELOW_LUFS))
        throw new NarrationAudioError('silent', `loudnorm heard nothing in ${path.basename(input)}`);
    }
  }

  const scratch = await mkdtemp(path.join(tmpdir(), 'genesis-cleanup-'));
  const script = path.join(scratch, 'graph.txt');
  let samples: number;
  try {
    const kept = levels.samples - cuts.reduce((removed, cut) => removed + cut.end - cut.start, 0);
    const level = measured ? await levelling(binaries, gain, kept, measured) : undefined;
    await writeFile(script, cleanGraph(filter, levels.samples, cuts, level));
    samples = await writeCountingSamples(
      binaries.ffmpeg,
      [
        ...quietFfmpeg('info'),
        ...forcedInput(format, input),
        ...['-filter_complex_script', script, '-map', '[out]'],
        ...playableOutput(format, output),
      ],
      output,
      { cpuSeconds: ANALYSIS_CPU.base + (ANALYSIS_CPU.perSecond + ENCODE_CPU_PER_SECOND) * seconds, signal, subject: path.basename(input) },
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const durationSeconds = samples / PLAYABLE_RATE;
  // What a player will hear: the written take measured again (encoding moves true peaks a few tenths).
  const loudness = options.loudness
    ? await measureLoudness(binaries, output, format, { seconds: durationSeconds, signal }).catch(async (error: unknown) => {
        await rm(output, { force: true });
        throw error;
      })
    : undefined;
  return { map: timeMapOf(cuts), durationSeconds, ...(loudness ? { loudness } : {}) };
}
