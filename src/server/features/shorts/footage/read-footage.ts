import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorkerPool } from '../../../lib/worker-pool';
import type { FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { execLimited, LimitedProcessError } from '../../../providers/video/limited-process';
import { PICTURE, SOUND_RATE, type FootageSignals } from './footage-signals';
import type { FootageTask } from './footage-worker';

/** One pool for the process, started by the first footage read; its idle threads end by themselves. */
const reader = createWorkerPool<FootageTask, FootageSignals>({
  source: new URL('./footage-worker.ts', import.meta.url),
  bundleName: 'footage-worker',
});

/**
 * CPU seconds the decode may use. 1080p 30 fps H.264 took about 0.08 a second of footage here (0.13
 * decoding every frame); 4K takes about four times that, 4K at 60 fps eight, and a slower machine more.
 */
const DECODE_CPU_SECONDS = { base: 30, perSecond: 1 };
/** Only against a hang: the decode runs many times faster than the footage plays, even on a busy machine. */
const decodeTimeoutMs = (durationSeconds: number) => (60 + durationSeconds) * 1000;

/**
 * Picture decoding made cheaper, measured on 1080p 30 fps H.264 with B-frames (x264 'fast'):
 * skipping the in-loop deblocking filter (it only smooths block edges, which 64×36 frames average
 * away) saves about 10%; skipping the non-reference frames (the B-frames nothing is predicted
 * from; every I and P frame and every reference B-frame is still decoded) about 40% more. The
 * frames the fps filter then samples are at most a frame from their time: on a clip with five cuts
 * the same cuts came out, motion centres within 0.011 and amounts within 1.5% on average. Skipping
 * all but key frames would lose the motion, and is not done. Video only (`:v`): the sound is decoded whole.
 */
const CHEAP_DECODING = ['-skip_loop_filter:v', 'all', '-skip_frame:v', 'noref'];

/** The picture shrunk to PICTURE's grey frames: frames dropped first, so only the kept ones are scaled (area: each pixel the mean of its block). */
const PICTURE_FILTER = `fps=${PICTURE.fps},scale=${PICTURE.width}:${PICTURE.height}:flags=area,format=gray`;

export interface FootageOptions {
  hasVideo: boolean;
  hasAudio: boolean;
  /** The footage's length (probed), which bounds the decode's CPU seconds and what it reads. */
  durationSeconds: number;
  /** The demuxer the file's bytes named when it was probed: forced, so the file is read as what it was accepted as. */
  demuxer?: string;
  signal?: AbortSignal;
}

/** The ffmpeg arguments that decode `input` once into the raw files. */
function decodeArguments(input: string, files: FootageTask, options: FootageOptions): string[] {
  // A margin past the probed length: the streams of an honest file end by then, and a crafted one cannot write more.
  const readSeconds = options.durationSeconds > 0 ? ['-t', (options.durationSeconds + 1).toFixed(3)] : [];
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', ...CHEAP_DECODING],
    ...['-protocol_whitelist', 'file', ...(options.demuxer ? ['-f', options.demuxer] : []), ...readSeconds, '-i', input],
    ...(files.frames ? ['-map', '0:v:0', '-vf', PICTURE_FILTER, '-f', 'rawvideo', '-y', files.frames] : []),
    ...(files.sound ? ['-map', '0:a:0', '-ac', '1', '-ar', String(SOUND_RATE), '-c:a', 'pcm_s16le', '-f', 's16le', '-y', files.sound] : []),
  ];
}

async function decodeFootage(binaries: FfmpegBinaries, input: string, files: FootageTask, options: FootageOptions): Promise<void> {
  const cpuSeconds = DECODE_CPU_SECONDS.base + DECODE_CPU_SECONDS.perSecond * options.durationSeconds;
  await execLimited(
    binaries.ffmpeg,
    decodeArguments(input, files, options),
    { cpuSeconds },
    { timeoutMs: decodeTimeoutMs(options.durationSeconds), maxBuffer: 64 * 1024, signal: options.signal },
  ).catch((error: unknown) => {
    if (!(error instanceof LimitedProcessError)) throw error;
    // ffmpeg names the file it could not read: by its name only, the server's folders are nobody's business.
    const name = path.basename(input);
    throw new Error(`ffmpeg could not read the footage of ${name}: ${error.message.replaceAll(input, name)}`);
  });
}

/**
 * What the moment-finder needs from a video's picture and sound (footage-signals.ts): one ffmpeg
 * decode, a limited child process (CPU seconds by the length, lower priority, a time-out, killed by
 * `signal`), writes small grey frames and 8 kHz mono samples into a folder of its own, which a
 * worker thread (footage-worker.ts) reads in blocks into the signals. The folder is removed
 * however it ends. A 1080p 30 fps H.264 video took 0.06–0.09 s a second of footage on two cores
 * (with other work on them), nearly all of it decoding; the worker's part of a 2-hour video is a second.
 */
export async function readFootageSignals(binaries: FfmpegBinaries, input: string, options: FootageOptions): Promise<FootageSignals> {
  options.signal?.throwIfAborted();
  if (!(options.durationSeconds >= 0)) throw new RangeError(`Invalid footage duration ${options.durationSeconds}`);
  if (!options.hasVideo && !options.hasAudio)
    return { durationSeconds: options.durationSeconds, loudness: [], silences: [], sceneChanges: [], motion: [] };
  const folder = await mkdtemp(path.join(tmpdir(), 'genesis-footage-'));
  try {
    const files: FootageTask = {
      frames: options.hasVideo ? path.join(folder, 'frames.gray') : undefined,
      sound: options.hasAudio ? path.join(folder, 'sound.pcm') : undefined,
      durationSeconds: options.durationSeconds,
    };
    await decodeFootage(binaries, input, files, options);
    return await reader.run(files, options.signal);
  } finally {
    // Retried: an aborted ffmpeg may hold its files open a moment longer, which Windows does not let go of.
    await rm(folder, { recursive: true, force: true, maxRetries: 5 });
  }
}
