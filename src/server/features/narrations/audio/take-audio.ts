import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { NarrationFormat } from '@shared/contracts/narrations';
import type { FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { narrationDemuxers, sniffNarrationFormat } from './narration-format';
import { readFileHead } from '../../../http/read-file-upload';
import { NarrationAudioError, quietFfmpeg, runLimited, type RunOptions } from './run-ffmpeg';

/** The aligner's input: mono at 16 kHz, where speech features (MFCC) are computed. */
const ALIGNMENT_RATE = 16_000;
/** A playable take's rate: every version of a take (clean-ups, lines) is at it, so sample arithmetic is exact. */
export const PLAYABLE_RATE = 44_100;

/**
 * CPU seconds per second of audio. Decoding any accepted codec to 16 kHz takes 0.001–0.002 s per
 * second of audio (Opus the most; measured on this machine's cores), encoding mono MP3 or AAC
 * 0.006–0.008 s: the budgets are 25 and 12 times that, plus a start-up allowance, so a slow core
 * is never stopped while a file that costs far more than honest audio is.
 */
const DECODE_CPU = { base: 5, perSecond: 0.05 };
const ENCODE_CPU = { base: 10, perSecond: 0.1 };

/** How a take is played and read by renders: MP3 when this ffmpeg has LAME, else AAC in M4A. */
export type PlayableFormat = 'mp3' | 'm4a';

const encoderChecks = new Map<string, Promise<PlayableFormat>>();

/** Whether this ffmpeg encodes MP3 (`ffmpeg -encoders` lists libmp3lame): asked once per binary. */
export function playableFormat(binaries: FfmpegBinaries): Promise<PlayableFormat> {
  let check = encoderChecks.get(binaries.ffmpeg);
  if (!check) {
    let listing = '';
    check = runLimited(binaries.ffmpeg, ['-hide_banner', '-nostdin', '-encoders'], {
      cpuSeconds: 5,
      subject: 'its encoders',
      onOutput: (chunk) => (listing += chunk.toString('latin1')),
    }).then(() => (/^\s*A\S*\s+libmp3lame\s/m.test(listing) ? 'mp3' : 'm4a'));
    // A failed look is not remembered: the next take asks again.
    check.catch(() => encoderChecks.delete(binaries.ffmpeg));
    encoderChecks.set(binaries.ffmpeg, check);
  }
  return check;
}

/** A playable take's format, from its bytes: what encodePlayable wrote (MP3, or M4A on a build without LAME). */
export async function playableFormatOf(file: string): Promise<PlayableFormat> {
  const format = sniffNarrationFormat(await readFileHead(file));
  if (format !== 'mp3' && format !== 'm4a')
    throw new NarrationAudioError('unreadable', `${path.basename(file)} is not a playable take (MP3 or M4A)`);
  return format;
}

/** The output options of a playable take: mono at 44.1 kHz, 96 kb/s constant (exact seeking in every browser), no metadata. */
export function playableOutput(format: PlayableFormat, output: string): string[] {
  const codec =
    format === 'mp3'
      ? ['-c:a', 'libmp3lame', '-b:a', '96k', '-f', 'mp3']
      : ['-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', '-f', 'ipod'];
  return ['-vn', '-sn', '-dn', '-ac', '1', '-ar', String(PLAYABLE_RATE), '-map_metadata', '-1', ...codec, '-y', output];
}

/** An input opened the safe way: its demuxer forced, only local files. */
export const forcedInput = (format: NarrationFormat, file: string) => [
  '-protocol_whitelist',
  'file',
  '-f',
  narrationDemuxers[format],
  '-i',
  file,
];

/** astats at the end of a graph: the exact number of samples written, logged as `Number of samples: N`. */
export const COUNT_SAMPLES = 'astats=measure_perchannel=none:measure_overall=Number_of_samples';
export const samplesCounted = (line: string) => /Number of samples: (\d+)/.exec(line)?.[1];

/**
 * Runs ffmpeg with `args` that write a take to `output` through a graph ending in COUNT_SAMPLES, and
 * resolves with the samples written. On failure nothing is left at `output`.
 */
export async function writeCountingSamples(
  ffmpeg: string,
  args: string[],
  output: string,
  options: Omit<RunOptions, 'onLogLine' | 'onOutput'>,
): Promise<number> {
  let samples = 0;
  try {
    await runLimited(ffmpeg, args, {
      ...options,
      onLogLine: (line) => {
        const counted = samplesCounted(line);
        if (counted) samples = Number(counted);
      },
    });
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  }
  return samples;
}

/** Rounds seconds to whole samples at `rate` (ffmpeg's atrim and the returned times agree to the sample). */
export const toSamples = (seconds: number, rate = PLAYABLE_RATE) => Math.round(seconds * rate);

interface ResizableArrayBuffer extends ArrayBuffer {
  resize(byteLength: number): void;
}
/** ES2024's resizable ArrayBuffer (Node ≥ 20), which TypeScript's ES2023 library does not type yet. */
const ResizableArrayBuffer = ArrayBuffer as unknown as new (byteLength: number, options: { maxByteLength: number }) => ResizableArrayBuffer;

/**
 * The take decoded by ffmpeg (a child process) to mono 16 kHz 32-bit float PCM for the aligner, at
 * most `maxSeconds` of it. The samples are copied as they arrive into one buffer that grows in place
 * (a resizable ArrayBuffer reserved for maxSeconds), so a 30-minute take holds its 115 MB once, never
 * twice; nothing loops over samples in JavaScript.
 */
export async function decodeForAlignment(
  binaries: FfmpegBinaries,
  file: string,
  format: NarrationFormat | 'mp3',
  options: { maxSeconds: number; signal?: AbortSignal },
): Promise<{ pcm: Float32Array; sampleRate: number }> {
  if (!(options.maxSeconds > 0 && Number.isFinite(options.maxSeconds)))
    throw new RangeError(`maxSeconds must be a positive number, not ${options.maxSeconds}`);
  const maxSamples = Math.round(options.maxSeconds * ALIGNMENT_RATE);
  const maxBytes = maxSamples * Float32Array.BYTES_PER_ELEMENT;
  const buffer = new ResizableArrayBuffer(0, { maxByteLength: maxBytes });
  let bytes = 0;
  await runLimited(
    binaries.ffmpeg,
    [
      ...quietFfmpeg('error'),
      ...forcedInput(format, file),
      ...['-map', '0:a:0', '-vn', '-sn', '-dn'],
      // atrim ends the graph at maxSeconds, to the sample, and ffmpeg stops reading there.
      ...['-af', `aresample=${ALIGNMENT_RATE},aformat=sample_fmts=flt:channel_layouts=mono,atrim=end_sample=${maxSamples}`],
      ...['-ac', '1', '-ar', String(ALIGNMENT_RATE), '-c:a', 'pcm_f32le', '-f', 'f32le', 'pipe:1'],
    ],
    {
      cpuSeconds: DECODE_CPU.base + DECODE_CPU.perSecond * options.maxSeconds,
      signal: options.signal,
      subject: path.basename(file),
      onOutput: (chunk) => {
        const length = Math.min(chunk.length, maxBytes - bytes);
        if (length <= 0) return;
        buffer.resize(bytes + length);
        new Uint8Array(buffer, bytes, length).set(chunk.subarray(0, length));
        bytes += length;
      },
    },
  );
  const samples = Math.floor(bytes / Float32Array.BYTES_PER_ELEMENT);
  buffer.resize(samples * Float32Array.BYTES_PER_ELEMENT);
  return { pcm: new Float32Array(buffer, 0, samples), sampleRate: ALIGNMENT_RATE };
}

/**
 * The take as the studio plays it and renders read it: mono MP3 at 44.1 kHz, 96 kb/s (AAC in M4A
 * when this ffmpeg has no libmp3lame: `format` says which), at most `maxSeconds` of it, written to
 * `output`. `durationSeconds` is the samples written (what a player that honours the encoder's
 * gapless header plays; the MP3's frames are up to 50 ms longer). Rejects with a NarrationAudioError
 * when ffmpeg cannot decode the input; nothing is left at `output` then.
 */
export async function encodePlayable(
  binaries: FfmpegBinaries,
  input: string,
  format: NarrationFormat | 'mp3',
  output: string,
  options: { maxSeconds: number; signal?: AbortSignal },
): Promise<{ durationSeconds: number; format: PlayableFormat }> {
  const playable = await playableFormat(binaries);
  const maxSamples = toSamples(options.maxSeconds);
  const samples = await writeCountingSamples(
    binaries.ffmpeg,
    [
      ...quietFfmpeg('info'),
      ...forcedInput(format, input),
      ...['-map', '0:a:0'],
      // atrim ends the graph at maxSeconds, exactly, and ffmpeg stops reading there.
      ...['-af', `aresample=${PLAYABLE_RATE},aformat=channel_layouts=mono,atrim=end_sample=${maxSamples},${COUNT_SAMPLES}`],
      ...playableOutput(playable, output),
    ],
    output,
    {
      cpuSeconds: DECODE_CPU.base + ENCODE_CPU.base + (DECODE_CPU.perSecond + ENCODE_CPU.perSecond) * options.maxSeconds,
      signal: options.signal,
      subject: path.basename(input),
    },
  );
  return { durationSeconds: samples / PLAYABLE_RATE, format: playable };
}
