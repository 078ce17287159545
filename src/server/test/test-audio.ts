import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FfmpegBinaries } from '../providers/video/ffmpeg-binaries';

/**
 * Test-only: audio made by ffmpeg itself (lavfi tones, noise and silences at known times) and
 * measured by ffmpeg independently of the code under test (silencedetect, ebur128, astats).
 */
const run = promisify(execFile);

/** One stretch of a made take: a tone (Hz) or silence, over optional noise. */
export type Stretch = { seconds: number; tone?: number; amplitude?: number };

/** The aevalsrc expression of stretches laid end to end, at 44.1 kHz mono. */
function expression(stretches: Stretch[]): { expr: string; seconds: number } {
  let at = 0;
  const terms: string[] = [];
  for (const stretch of stretches) {
    if (stretch.tone) terms.push(`${stretch.amplitude ?? 0.3}*sin(2*PI*${stretch.tone}*t)*between(t\\,${at}\\,${at + stretch.seconds})`);
    at += stretch.seconds;
  }
  return { expr: terms.join('+') || '0', seconds: at };
}

/**
 * Writes `stretches` (with pink noise at `noise` amplitude under all of it, none when 0) to `file`,
 * encoded with `codec` (ffmpeg output options, e.g. ['-c:a', 'libopus', '-f', 'webm']).
 */
export async function makeAudio(
  binaries: FfmpegBinaries,
  file: string,
  stretches: Stretch[],
  options: { noise?: number; codec?: string[]; rate?: number; channels?: number } = {},
): Promise<number> {
  const { expr, seconds } = expression(stretches);
  const rate = options.rate ?? 44_100;
  const inputs = ['-f', 'lavfi', '-i', `aevalsrc=${expr}:s=${rate}:d=${seconds}`];
  const noise = options.noise ?? 0;
  const args = noise
    ? [
        ...inputs,
        '-f',
        'lavfi',
        '-i',
        `anoisesrc=c=pink:a=${noise}:r=${rate}:d=${seconds}:seed=7`,
        '-filter_complex',
        '[0][1]amix=inputs=2:normalize=0',
      ]
    : inputs;
  await run(binaries.ffmpeg, [
    ...['-hide_banner', '-nostdin', '-v', 'error', ...args],
    ...['-ac', String(options.channels ?? 1), ...(options.codec ?? ['-c:a', 'pcm_s16le', '-f', 'wav']), '-y', file],
  ]);
  return seconds;
}

/** Runs ffmpeg on `file` through `filter` and answers its log. */
async function logOf(binaries: FfmpegBinaries, file: string, filter: string): Promise<string> {
  const { stderr } = await run(binaries.ffmpeg, ['-hide_banner', '-nostdin', '-nostats', '-i', file, '-af', filter, '-f', 'null', '-'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stderr;
}

type Silence = { start: number; end: number };

const silenceFilter = (noiseDb: number, minSeconds: number) => `silencedetect=n=${noiseDb}dB:d=${minSeconds}`;

function silencesFrom(log: string): Silence[] {
  const starts = [...log.matchAll(/silence_start: (-?[\d.]+)/g)].map((match) => Math.max(0, Number(match[1])));
  const ends = [...log.matchAll(/silence_end: ([\d.]+)/g)].map((match) => Number(match[1]));
  return starts.map((start, index) => ({ start, end: ends[index] ?? Infinity }));
}

/** The silences silencedetect hears in `file` under `noiseDb` lasting at least `minSeconds`. */
export async function silencesIn(binaries: FfmpegBinaries, file: string, noiseDb = -40, minSeconds = 0.1): Promise<Silence[]> {
  return silencesFrom(await logOf(binaries, file, silenceFilter(noiseDb, minSeconds)));
}

/** Integrated loudness and true peak as ebur128 measures them. */
export async function loudnessOf(binaries: FfmpegBinaries, file: string): Promise<{ integratedLufs: number; truePeakDbtp: number }> {
  const log = await logOf(binaries, file, 'ebur128=framelog=verbose:peak=true');
  const summary = log.slice(log.lastIndexOf('Summary:'));
  return {
    integratedLufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    truePeakDbtp: Number(/True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]),
  };
}

/** RMS level (dBFS) of `file` between `from` and `to` seconds. */
export async function rmsBetween(binaries: FfmpegBinaries, file: string, from: number, to: number): Promise<number> {
  const log = await logOf(binaries, file, `atrim=${from}:${to},astats=measure_perchannel=none:measure_overall=RMS_level`);
  return Number(/RMS level dB: (\S+)/.exec(log)?.[1]);
}

const COUNT_SAMPLES = 'aresample=44100,astats=measure_perchannel=none:measure_overall=Number_of_samples';
const secondsFrom = (log: string) => Number(/Number of samples: (\d+)/.exec(log)?.[1]) / 44_100;

/** Samples and duration of `file` as ffmpeg decodes it. */
export async function decodedSeconds(binaries: FfmpegBinaries, file: string): Promise<number> {
  return secondsFrom(await logOf(binaries, file, COUNT_SAMPLES));
}

/** decodedSeconds and silencesIn of one file from a single ffmpeg (whose start costs more than decoding a short take). */
export async function decodedSecondsAndSilences(
  binaries: FfmpegBinaries,
  file: string,
  noiseDb = -40,
  minSeconds = 0.1,
): Promise<{ seconds: number; silences: Silence[] }> {
  const log = await logOf(binaries, file, `${COUNT_SAMPLES},${silenceFilter(noiseDb, minSeconds)}`);
  return { seconds: secondsFrom(log), silences: silencesFrom(log) };
}

/** The frequency of the tone in `pcm` between `from` and `to` seconds, from its zero crossings (a short window: cheap). */
export function toneFrequency(pcm: Float32Array, sampleRate: number, from: number, to: number): number {
  const start = Math.round(from * sampleRate);
  const end = Math.min(pcm.length, Math.round(to * sampleRate));
  let crossings = 0;
  for (let i = start + 1; i < end; i++) if (pcm[i - 1]! < 0 !== pcm[i]! < 0) crossings++;
  return crossings / 2 / ((end - start) / sampleRate);
}

/** The audio of `file` from `start` for `seconds` as mono 16 kHz samples (-1 to 1). */
export async function audioAt(binaries: FfmpegBinaries, file: string, start: number, seconds: number): Promise<Float64Array> {
  const { stdout } = await run(
    binaries.ffmpeg,
    ['-v', 'error', '-ss', String(start), '-t', String(seconds), '-i', file, '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return Float64Array.from({ length: stdout.length / 2 }, (_, index) => stdout.readInt16LE(index * 2) / 32768);
}

/** The amplitude of one frequency in the samples (Goertzel). */
export function level(samples: Float64Array, hz: number, sampleRate = 16_000): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * hz) / sampleRate);
  let previous = 0;
  let beforePrevious = 0;
  for (const sample of samples) {
    const current = sample + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  const power = previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious;
  return (2 * Math.sqrt(power)) / samples.length;
}
