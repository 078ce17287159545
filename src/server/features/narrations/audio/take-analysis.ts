import path from 'node:path';
import type { NarrationFormat } from '@shared/contracts/narrations';
import type { FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { quietFfmpeg, runLimited } from './run-ffmpeg';
import { forcedInput, PLAYABLE_RATE, samplesCounted } from './take-audio';

/**
 * CPU seconds per second of audio for an analysis pass: decoding, the denoiser (0.003 s per second
 * of audio) and loudnorm (0.013 s: it measures true peaks at 192 kHz) take under 0.02 s in all;
 * the budget is ten times that, so a slow core is never stopped.
 */
export const ANALYSIS_CPU = { base: 10, perSecond: 0.2 };

/** Every pass works on the same signal: mono float at the playable rate, so sample counts agree across passes. */
export const AS_PLAYABLE = `aresample=${PLAYABLE_RATE},aformat=sample_fmts=flt:channel_layouts=mono`;
/** ebur128 reporting only its summary (its per-frame log is at the verbose level): integrated loudness, cheaply without true peak. */
export const EBUR128 = 'ebur128=framelog=verbose';
/** Hum and rumble: nothing a voice needs is under 80 Hz. */
export const HUM_FILTER = 'highpass=f=80';

export interface TakeLevels {
  /** Samples at PLAYABLE_RATE: the exact length of the take as every pass decodes it. */
  samples: number;
  /** Integrated loudness (EBU R128, gated: the speech, not the pauses). -Infinity when nothing is above the gate. */
  integratedLufs: number;
  /** astats' noise floor after the hum filter: the peak of the quietest 50 ms (dBFS), the level of the room between words. */
  noiseFloorDb: number;
}

const number = (text: string | undefined) =>
  text === undefined ? NaN : /inf/.test(text) ? (text.startsWith('-') ? -Infinity : Infinity) : Number(text);

/** One cheap pass (decode, highpass, astats, ebur128): the take's length, loudness and noise floor. */
export async function measureLevels(
  binaries: FfmpegBinaries,
  input: string,
  format: NarrationFormat,
  options: { seconds: number; signal?: AbortSignal },
): Promise<TakeLevels> {
  let samples = NaN;
  let integratedLufs = NaN;
  let noiseFloorDb = NaN;
  await runLimited(
    binaries.ffmpeg,
    [
      ...quietFfmpeg('info'),
      ...forcedInput(format, input),
      ...[
        '-map',
        '0:a:0',
        '-af',
        `${AS_PLAYABLE},${HUM_FILTER},astats=measure_perchannel=none:measure_overall=Noise_floor+Number_of_samples,${EBUR128}`,
      ],
      ...['-f', 'null', '-'],
    ],
    {
      cpuSeconds: ANALYSIS_CPU.base + ANALYSIS_CPU.perSecond * options.seconds,
      signal: options.signal,
      subject: path.basename(input),
      onLogLine: (line) => {
        const counted = samplesCounted(line);
        if (counted) samples = Number(counted);
        const floor = /Noise floor dB: (\S+)/.exec(line);
        if (floor) noiseFloorDb = number(floor[1]);
        const integrated = /^\s*I:\s+(\S+) LUFS/.exec(line);
        // The last summary's: ffmpeg 5.1 builds a graph once to look at it first, and that ebur128 says -70 for no input.
        if (integrated) integratedLufs = number(integrated[1]);
      },
    },
  );
  if (!(samples > 0)) samples = 0;
  // ebur128 says -70 LUFS (its absolute gate) for a take with nothing above it.
  if (!(integratedLufs > -70)) integratedLufs = -Infinity;
  return { samples, integratedLufs, noiseFloorDb: Number.isNaN(noiseFloorDb) ? -Infinity : noiseFloorDb };
}

/** Integrated loudness and true peak of a written take, as ebur128 measures them (what a player will play). */
export async function measureLoudness(
  binaries: FfmpegBinaries,
  file: string,
  format: NarrationFormat,
  options: { seconds: number; signal?: AbortSignal },
): Promise<{ integratedLufs: number; truePeakDbtp: number }> {
  let integratedLufs = NaN;
  let truePeakDbtp = NaN;
  await runLimited(
    binaries.ffmpeg,
    [
      ...quietFfmpeg('info'),
      ...forcedInput(format, file),
      ...['-map', '0:a:0', '-af', `${AS_PLAYABLE},${EBUR128}:peak=true`, '-f', 'null', '-'],
    ],
    {
      cpuSeconds: ANALYSIS_CPU.base + ANALYSIS_CPU.perSecond * options.seconds,
      signal: options.signal,
      subject: path.basename(file),
      onLogLine: (line) => {
        // The last summary's (see measureLevels).
        const integrated = /^\s*I:\s+(\S+) LUFS/.exec(line);
        if (integrated) integratedLufs = number(integrated[1]);
        const peak = /^\s*Peak:\s+(\S+) dBFS/.exec(line);
        if (peak) truePeakDbtp = number(peak[1]);
      },
    },
  );
  return { integratedLufs, truePeakDbtp };
}

/** Under this the take holds no speech to clean, level or align. */
export const SILENT_BELOW_LUFS = -60;

/**
 * The level under which audio counts as silence (silencedetect's `n`, dBFS, sample peaks): 25 dB
 * under the take's integrated loudness (its speech), raised to 4 dB over its noise floor so steady
 * room tone or hiss is not taken for speech, but never closer than 12 dB to the loudness (a very
 * noisy take then simply has fewer pauses found); always within −65…−20 dBFS. Speech at −20 LUFS in
 * a quiet room: −45 dBFS; the same speech over room noise peaking at −42 dBFS: −38 dBFS.
 */
export function silenceThreshold(levels: TakeLevels): number {
  const underSpeech = levels.integratedLufs - 25;
  const overNoise = levels.noiseFloorDb + 4;
  const threshold = Math.min(Math.max(underSpeech, overNoise), levels.integratedLufs - 12);
  return Math.round(Math.min(-20, Math.max(-65, threshold)) * 10) / 10;
}

const filterDelays = new Map<string, Promise<number>>();

/**
 * Samples by which `filter` delays its output at PLAYABLE_RATE on this ffmpeg: afftdn by half its FFT
 * window in ffmpeg 5.1 (1102 samples, 25 ms; none in older builds, which drop the end instead),
 * alimiter by its look-ahead (its attack). Measured once per binary and filter on a tone burst that
 * starts at a known sample, so the output can be moved back onto the take's clock whatever the build.
 */
function filterDelay(binaries: FfmpegBinaries, filter: string): Promise<number> {
  const key = `${binaries.ffmpeg}\n${filter}`;
  let delay = filterDelays.get(key);
  if (!delay) {
    const onset = 0.3;
    let heard: number | undefined;
    delay = runLimited(
      binaries.ffmpeg,
      [
        ...quietFfmpeg('info'),
        ...['-f', 'lavfi', '-i', `aevalsrc=0.5*cos(2*PI*1000*(t-${onset}))*between(t\\,${onset}\\,${onset + 0.2}):s=${PLAYABLE_RATE}:d=1`],
        ...['-af', `${filter},silencedetect=n=-30dB:d=0.05`, '-f', 'null', '-'],
      ],
      {
        cpuSeconds: 5,
        subject: 'a test tone',
        onLogLine: (line) => {
          const end = /silence_end: ([\d.]+)/.exec(line);
          if (end && heard === undefined) heard = Number(end[1]);
        },
      },
    ).then(() => (heard === undefined ? 0 : Math.min(PLAYABLE_RATE, Math.max(0, Math.round((heard - onset) * PLAYABLE_RATE)))));
    delay.catch(() => filterDelays.delete(key));
    filterDelays.set(key, delay);
  }
  return delay;
}

/**
 * `filters` with their delay taken back: the input padded (so the end is not lost), the delayed start
 * trimmed off, and the result exactly `samples` long, on the clock of the input.
 */
function onTime(filters: string[], delay: number, samples: number): string {
  return [
    `apad=pad_len=${delay + Math.round(0.25 * PLAYABLE_RATE)}`,
    ...filters,
    // Back to float before atrim: ffmpeg 5.1's atrim on alimiter's doubles ends loudnorm's input 1.5 s in.
    'aformat=sample_fmts=flt:channel_layouts=mono',
    `atrim=start_sample=${delay}:end_sample=${delay + samples}`,
    'asetpts=PTS-STARTPTS',
  ].join(',');
}

/** afftdn's options where its delay is measured: the delay does not depend on them. */
const DENOISER = 'afftdn';
/** alimiter without its automatic make-up gain; 5 ms look-ahead, 50 ms release (its defaults). */
const LIMITER = 'alimiter=attack=5:release=50:level=false';

/**
 * Hum and noise removed: the 80 Hz high-pass, then afftdn (FFT denoiser) with its noise floor set to
 * the take's measured one and at most 20 dB taken off. anlmdn was measured too: 19 s of CPU for five
 * minutes of audio against afftdn's 1 s, and it took less noise off (4 dB against 9 dB in a pause
 * of speech over pink noise and 50 Hz hum). Exactly `levels.samples` long, on the take's clock.
 */
export async function denoiseFilter(binaries: FfmpegBinaries, levels: TakeLevels): Promise<string> {
  const delay = await filterDelay(binaries, DENOISER);
  const noiseFloor = Number.isFinite(levels.noiseFloorDb) && levels.noiseFloorDb > -80 ? Math.min(-20, levels.noiseFloorDb) : -50;
  return onTime([HUM_FILTER, `${DENOISER}=nr=20:nf=${noiseFloor.toFixed(1)}`], delay, levels.samples);
}

/** The sample peak the levelled take is limited to before loudnorm: 1 dB of room for inter-sample peaks under its true-peak target. */
const LIMIT_DBFS = -1;

/**
 * The take raised by `gainDb` with its sample peaks limited `LIMIT_DBFS` under `truePeakDbtp`, so
 * loudnorm's second pass finds the peaks within its ceiling and levels linearly (one gain), not with
 * its dynamic mode, which leaves short takes a loudness unit or more under the target and pumps on
 * pauses. Speech peaks stand 15–20 dB over its loudness, so −16 LUFS under −2 dBTP costs the
 * loudest syllables a few dB: what a podcast limiter does. Exactly `samples` long, on its input's clock.
 */
export async function levelFilter(binaries: FfmpegBinaries, gainDb: number, truePeakDbtp: number, samples: number): Promise<string> {
  const delay = await filterDelay(binaries, LIMITER);
  const limit = 10 ** ((truePeakDbtp + LIMIT_DBFS) / 20);
  return onTime([`volume=${gainDb.toFixed(2)}dB`, `${LIMITER}:limit=${limit.toFixed(4)}`], delay, samples);
}

/** A stretch the threshold calls silence, in seconds on the take's clock. */
export interface Silence {
  start: number;
  end: number;
}

/** loudnorm's first-pass measurement (print_format=json), as its second pass takes it back. */
export interface LoudnormMeasure {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
  output_i?: string;
  output_tp?: string;
  normalization_type?: string;
}

/** Reads the JSON block loudnorm prints when its graph ends. */
export function loudnormReader(): { line(text: string): void; result(): LoudnormMeasure | undefined } {
  let seen = false;
  let json: string[] | undefined;
  let result: LoudnormMeasure | undefined;
  return {
    line(text) {
      if (/^\[Parsed_loudnorm_\d+ @/.test(text)) seen = true;
      else if (seen && text.trim() === '{') json = ['{'];
      else if (json) {
        json.push(text);
        if (text.trim() === '}') {
          try {
            result = JSON.parse(json.join('\n')) as LoudnormMeasure;
          } catch {
            // Not loudnorm's block after all: the pass then reports no measurement.
          }
          json = undefined;
          seen = false;
        }
      }
    },
    result: () => result,
  };
}

/**
 * One pass over the take through `filter` (the clean-up's own filters, so what is measured is what
 * the next pass works on): the silences under `detect.thresholdDb` lasting at least
 * `detect.minSeconds` (silencedetect, on a high-passed copy so mains hum is not heard as sound),
 * and, when `measure` is given (filters ending in EBUR128 or loudnorm's first pass), the integrated
 * loudness and loudnorm's measurement it reports.
 */
export async function analyse(
  binaries: FfmpegBinaries,
  input: string,
  format: NarrationFormat,
  options: {
    filter: string;
    detect?: { thresholdDb: number; minSeconds: number; highpass: boolean };
    measure?: string;
    seconds: number;
    signal?: AbortSignal;
  },
): Promise<{ silences: Silence[]; integratedLufs?: number; loudnorm?: LoudnormMeasure }> {
  const { detect, measure } = options;
  const detector =
    detect && [...(detect.highpass ? [HUM_FILTER] : []), `silencedetect=n=${detect.thresholdDb}dB:d=${detect.minSeconds}`].join(',');
  const graph =
    detector && measure
      ? `[0:a:0]${options.filter},asplit=2[d][m];[d]${detector}[detected];[m]${measure}[measured]`
      : `[0:a:0]${options.filter},${detector ?? measure ?? 'anull'}[${detector ? 'detected' : 'measured'}]`;
  const outputs = [...(detector ? ['detected'] : []), ...(measure ? ['measured'] : [])];
  const silences: Silence[] = [];
  let open: number | undefined;
  let integratedLufs: number | undefined;
  const reader = loudnormReader();
  await runLimited(
    binaries.ffmpeg,
    [
      ...quietFfmpeg('info'),
      ...forcedInput(format, input),
      ...['-filter_complex', graph],
      ...outputs.flatMap((label) => ['-map', `[${label}]`, '-f', 'null', '-']),
    ],
    {
      cpuSeconds: ANALYSIS_CPU.base + ANALYSIS_CPU.perSecond * options.seconds,
      signal: options.signal,
      subject: path.basename(input),
      onLogLine: (line) => {
        reader.line(line);
        const start = /silence_start: (-?[\d.]+)/.exec(line);
        if (start) open = Math.max(0, Number(start[1]));
        const end = /silence_end: ([\d.]+)/.exec(line);
        if (end && open !== undefined) {
          silences.push({ start: open, end: Number(end[1]) });
          open = undefined;
        }
        const integrated = /^\s*I:\s+(\S+) LUFS/.exec(line);
        // The last summary's (see measureLevels).
        if (integrated) integratedLufs = number(integrated[1]);
      },
    },
  );
  // Builds that do not close a silence running to the end leave it open.
  if (open !== undefined) silences.push({ start: open, end: options.seconds });
  const loudnorm = reader.result();
  return { silences, ...(integratedLufs !== undefined ? { integratedLufs } : {}), ...(loudnorm ? { loudnorm } : {}) };
}
