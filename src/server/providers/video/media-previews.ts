import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FfmpegBinaries } from './ffmpeg-binaries';
import { execLimited, LimitedProcessError } from './limited-process';

/** Frames in a clip's filmstrip, evenly spread over it, and the height each is drawn at. */
export const FILMSTRIP_FRAMES = 10;
export const FILMSTRIP_HEIGHT = 90;
const LAST_FRAME_MARGIN = 0.25;
/** Points in a waveform: the loudest moment of each equal stretch of the sound. */
export const WAVEFORM_POINTS = 200;

/** A file ffmpeg reads again: the demuxer its bytes named is forced, and only local files open. */
export interface MediaInput {
  file: string;
  demuxer: string;
  durationSeconds: number;
}

const quiet = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error'];
const inputOf = (input: MediaInput, atSeconds?: number) => [
  ...['-protocol_whitelist', 'file', '-f', input.demuxer],
  ...(atSeconds === undefined ? [] : ['-ss', atSeconds.toFixed(3)]),
  ...['-i', input.file],
];
const failed = (what: string, input: MediaInput) => (error: unknown) => {
  if (!(error instanceof LimitedProcessError)) throw error;
  throw new Error(`ffmpeg could not make the ${what} of ${path.basename(input.file)}: ${error.message}`);
};

/**
 * A clip's filmstrip: FILMSTRIP_FRAMES frames side by side in one PNG at `output`, each
 * FILMSTRIP_HEIGHT high, from the middle of each tenth of its `durationSeconds` (its pictures'
 * length). One limited ffmpeg opens the file once per frame and seeks each to its keyframe, so a
 * two-hour clip costs what a short one does. Rejects when a frame is missing (ffmpeg then writes
 * nothing and still succeeds).
 */
export async function extractFilmstrip(binaries: FfmpegBinaries, input: MediaInput, output: string, signal?: AbortSignal): Promise<void> {
  // A seek keeps the frames from its time on: the last one stays a quarter second inside the clip,
  // where a frame starts even at 4 frames a second.
  const latest = Math.max(0, input.durationSeconds - LAST_FRAME_MARGIN);
  const times = Array.from({ length: FILMSTRIP_FRAMES }, (_, i) =>
    Math.min(latest, ((i + 0.5) * input.durationSeconds) / FILMSTRIP_FRAMES),
  );
  const frames = times.map((_, i) => `[${i}:v:0]scale=-2:${FILMSTRIP_HEIGHT},setsar=1[f${i}]`);
  const strip = `${times.map((_, i) => `[f${i}]`).join('')}hstack=inputs=${FILMSTRIP_FRAMES}[strip]`;
  const args = [
    ...quiet,
    ...times.flatMap((atSeconds) => inputOf(input, atSeconds)),
    ...['-filter_complex', [...frames, strip].join(';'), '-map', '[strip]', '-frames:v', '1', '-c:v', 'png', '-f', 'image2', '-y', output],
  ];
  await execLimited(binaries.ffmpeg, args, { cpuSeconds: 30 }, { timeoutMs: 120_000, maxBuffer: 64 * 1024, signal }).catch(
    failed('filmstrip', input),
  );
  const written = await stat(output).catch(() => undefined);
  if (!written?.size) throw new Error(`ffmpeg found no frame for the filmstrip of ${path.basename(input.file)}`);
}

/** Samples a second the sound is measured at: enough for the loudness of a stretch, cheap to decode into. */
const WAVEFORM_RATE = 8_000;
/** CPU seconds the waveform may take: decoding AAC or Opus runs hundreds of times faster than it plays. */
const waveformCpuSeconds = (durationSeconds: number) => 20 + durationSeconds / 20;

/**
 * A sound's waveform: the peak of each of WAVEFORM_POINTS equal stretches of its first audio stream
 * (mixed to mono), from 0 (silence) to 1 (full scale). ffmpeg decodes and measures (astats, reset
 * each stretch) and prints one peak a stretch, so only 200 numbers reach this process.
 */
export async function measureWaveform(binaries: FfmpegBinaries, input: MediaInput, signal?: AbortSignal): Promise<number[]> {
  const samplesPerPoint = Math.max(1, Math.ceil((input.durationSeconds * WAVEFORM_RATE) / WAVEFORM_POINTS));
  const measure = [
    'aformat=channel_layouts=mono',
    `aresample=${WAVEFORM_RATE}`,
    `asetnsamples=n=${samplesPerPoint}:p=0`,
    'astats=metadata=1:reset=1:measure_perchannel=none',
    'ametadata=mode=print:key=lavfi.astats.Overall.Peak_level:file=-',
  ].join(',');
  const args = [...quiet, ...inputOf(input), '-map', '0:a:0', '-vn', '-af', measure, '-f', 'null', '-'];
  const printed = await execLimited(
    binaries.ffmpeg,
    args,
    { cpuSeconds: waveformCpuSeconds(input.durationSeconds) },
    { timeoutMs: 10 * 60_000, maxBuffer: 4 * 1024 * 1024, signal },
  ).catch(failed('waveform', input));
  const peaks = [...printed.matchAll(/Peak_level=(\S+)/g)].map(([, decibels]) => {
    const level = 10 ** (Number(decibels) / 20);
    return Number.isFinite(level) ? Math.round(Math.min(1, level) * 1000) / 1000 : 0;
  });
  return peaks.slice(0, WAVEFORM_POINTS);
}
