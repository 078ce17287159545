import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { TimedWord } from '../../../providers/speech/speech-engine';
import { bareWord, type Transcriber } from '../../../providers/speech-input/transcriber';
import type { FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { execLimited, LimitedProcessError } from '../../../providers/video/limited-process';

/** OpenAI's limit on one uploaded recording (faster-whisper-server and whisper.cpp take more): no chunk may exceed it. */
export const TRANSCRIPTION_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/**
 * 3 minutes: about 0.7 MB at the chunks' 32 kbit/s, far under the upload limit, and short enough
 * for a whisper server on a CPU to answer within the transcriber's time-out (STT_TIMEOUT_MS, 60 s
 * by default), which holds for each request.
 */
export const DEFAULT_CHUNK_SECONDS = 180;

/**
 * What whisper hears anyway (16 kHz mono), as MP3 at 32 kbit/s: libmp3lame is in every ffmpeg the
 * app runs with, the npm-bundled 4.0 included.
 */
const CHUNK_ENCODING = ['-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', '32k', '-f', 'mp3'];

/** Cutting and encoding a chunk's sound runs at hundreds of times real time: this leaves a busy machine plenty. */
const CHUNK_CPU_SECONDS = { base: 20, perSecond: 0.25 };

/** OpenAI refuses a recording under 0.1 s: the last chunk is left at least this long. */
const MIN_LAST_CHUNK_SECONDS = 1;

/** A pause ends a chunk only in the chunk's second half: a pause found too early would make a short chunk. */
const MIN_CHUNK_SHARE = 0.5;

/** A stretch of the recording sent as one request. */
export interface Chunk {
  startSeconds: number;
  endSeconds: number;
}

export interface TranscribeLongOptions {
  durationSeconds: number;
  transcriber: Transcriber;
  signal?: AbortSignal;
  /** A pause at or shortly before `seconds` (silencedetect's), where a chunk can end without cutting a word in two. */
  quietNear?: (seconds: number) => number;
  chunkSeconds?: number;
  language?: string;
  /** The share of the recording transcribed so far, 0 to 1, after each chunk. */
  onProgress?: (share: number) => void;
}

/** How a recording is cut: its length, the longest chunk, and where its pauses are. */
export type ChunkPlan = Pick<TranscribeLongOptions, 'durationSeconds' | 'quietNear'> & { chunkSeconds: number };

/** Where the chunk starting at `start` ends: at most `chunkSeconds` later, at a pause when there is one in reach. */
function chunkEnd(start: number, { durationSeconds, chunkSeconds, quietNear }: ChunkPlan): number {
  if (start + chunkSeconds >= durationSeconds) return durationSeconds;
  const planned = Math.min(start + chunkSeconds, durationSeconds - MIN_LAST_CHUNK_SECONDS);
  const quiet = quietNear?.(planned);
  // A pause after the planned end would make the chunk too long for the upload limit.
  const usable = quiet !== undefined && quiet > start + chunkSeconds * MIN_CHUNK_SHARE && quiet <= planned;
  return usable ? quiet : planned;
}

/** The chunks the recording is sent in, end to end from 0 to its duration. */
export function planChunks(plan: ChunkPlan): Chunk[] {
  // Shorter chunks could not leave the last one its second; an endless recording, no end.
  if (!(plan.chunkSeconds >= MIN_LAST_CHUNK_SECONDS) || !Number.isFinite(plan.durationSeconds)) {
    throw new RangeError(`Cannot cut ${plan.durationSeconds} s into chunks of ${plan.chunkSeconds} s`);
  }
  const chunks: Chunk[] = [];
  let start = 0;
  while (start < plan.durationSeconds) {
    const end = chunkEnd(start, plan);
    chunks.push({ startSeconds: start, endSeconds: end });
    start = end;
  }
  return chunks;
}

/**
 * The chunk's sound from `input` encoded into `output` by ffmpeg as a limited child process (only
 * local files open), and read back. The signal kills ffmpeg and rejects with its reason.
 */
async function encodeChunk(binaries: FfmpegBinaries, input: string, chunk: Chunk, output: string, signal?: AbortSignal): Promise<Buffer> {
  const seconds = chunk.endSeconds - chunk.startSeconds;
  const args = [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-protocol_whitelist', 'file'],
    ...['-ss', chunk.startSeconds.toFixed(3), '-t', seconds.toFixed(3), '-i', input],
    ...['-map', '0:a:0', ...CHUNK_ENCODING, '-y', output],
  ];
  const cpuSeconds = CHUNK_CPU_SECONDS.base + CHUNK_CPU_SECONDS.perSecond * seconds;
  await execLimited(binaries.ffmpeg, args, { cpuSeconds }, { timeoutMs: cpuSeconds * 4_000, maxBuffer: 64 * 1024, signal }).catch(
    (error: unknown) => {
      signal?.throwIfAborted();
      if (!(error instanceof LimitedProcessError)) throw error;
      throw new Error(`ffmpeg could not cut the sound of ${basename(input)} at ${chunk.startSeconds.toFixed(1)} s: ${error.message}`);
    },
  );
  const audio = await readFile(output);
  if (audio.byteLength > TRANSCRIPTION_UPLOAD_LIMIT_BYTES) {
    throw new Error(`A ${Math.round(seconds)} s chunk encoded to ${audio.byteLength} bytes, over the transcription upload limit`);
  }
  return audio;
}

/** The chunk's words, their times moved from the chunk's start to the recording's. */
async function transcribeChunk(binaries: FfmpegBinaries, input: string, chunk: Chunk, file: string, options: TranscribeLongOptions) {
  const { signal, language } = options;
  signal?.throwIfAborted();
  const audio = await encodeChunk(binaries, input, chunk, file, signal);
  const request = { audio, fileName: basename(file), mimeType: 'audio/mpeg', language, signal };
  const { words } = await options.transcriber.transcribeWords(request);
  const offsetMs = Math.round(chunk.startSeconds * 1000);
  return words.map((word) => ({ ...word, startMs: word.startMs + offsetMs, endMs: word.endMs + offsetMs }));
}

/** Adds a chunk's words after the previous chunks', leaving out a first word both heard at the seam (same word, times overlapping). */
function appendAtSeam(joined: TimedWord[], words: TimedWord[]): void {
  const last = joined.at(-1);
  const [first] = words;
  const heardTwice = last && first && bareWord(last.text) === bareWord(first.text) && first.startMs < last.endMs;
  joined.push(...(heardTwice ? words.slice(1) : words));
}

/**
 * The words of a long recording (a video up to hours) with their times in it, from `transcriber`:
 * the sound is cut into chunks the engine takes in one upload, sent one after the other, and the
 * chunks' words joined in time order. The chunks' files are removed however it ends; the signal
 * stops ffmpeg and the request under way.
 */
export async function transcribeLong(binaries: FfmpegBinaries, path: string, options: TranscribeLongOptions): Promise<TimedWord[]> {
  const folder = await mkdtemp(join(tmpdir(), 'genesis-transcribe-'));
  try {
    const joined: TimedWord[] = [];
    const chunks = planChunks({ ...options, chunkSeconds: options.chunkSeconds ?? DEFAULT_CHUNK_SECONDS });
    for (const [index, chunk] of chunks.entries()) {
      appendAtSeam(joined, await transcribeChunk(binaries, path, chunk, join(folder, `chunk-${index + 1}.mp3`), options));
      options.onProgress?.(chunk.endSeconds / options.durationSeconds);
    }
    // A chunk's last words may be timed past its end; the sort is stable, so a chunk's own order stays.
    return joined.sort((a, b) => a.startMs - b.startMs);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
