// Reads a decoded video's frames and sound into its signals on a worker thread (read-footage.ts):
// a 2-hour video is 180 MB of raw data, seconds of arithmetic that on the main thread would hold up
// every other request of the instance. The files are read in blocks, never whole.
import { open, type FileHandle } from 'node:fs/promises';
import {
  createLoudnessMeter,
  createPictureMeter,
  findSilences,
  PICTURE,
  PICTURE_FRAME_BYTES,
  pictureSignals,
  SOUND_RATE,
  type FootageSignals,
} from './footage-signals';

/** The files ffmpeg wrote (each only when the footage has that stream) and the footage's length. */
export interface FootageTask {
  /** Grey frames of PICTURE's size, one after another (rawvideo, gray). */
  frames?: string | undefined;
  /** Mono 16-bit little-endian samples at SOUND_RATE (s16le). */
  sound?: string | undefined;
  durationSeconds: number;
}

/** Frames or seconds of sound read at a time: a few hundred kilobytes, whatever the footage's length. */
const FRAMES_A_BLOCK = 256;
const SOUND_SECONDS_A_BLOCK = 16;

/** Reads into the whole of `block` unless the file ends first; answers the bytes read. */
async function fill(handle: FileHandle, block: Uint8Array): Promise<number> {
  let filled = 0;
  while (filled < block.length) {
    const { bytesRead } = await handle.read(block, filled, block.length - filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled;
}

/** The file's bytes in blocks of `blockBytes` (the last may be shorter), each read into the same memory. */
async function* blocksOf(file: string, blockBytes: number): AsyncGenerator<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const block = new Uint8Array(blockBytes);
    for (let filled = blockBytes; filled === blockBytes;) {
      filled = await fill(handle, block);
      if (filled > 0) yield block.subarray(0, filled);
    }
  } finally {
    await handle.close();
  }
}

async function readPicture(file: string): Promise<Pick<FootageSignals, 'sceneChanges' | 'motion'>> {
  const meter = createPictureMeter(PICTURE.width, PICTURE.height);
  for await (const block of blocksOf(file, PICTURE_FRAME_BYTES * FRAMES_A_BLOCK)) {
    // A last frame cut short (ffmpeg stopped mid-write) is left out.
    for (let at = 0; at + PICTURE_FRAME_BYTES <= block.length; at += PICTURE_FRAME_BYTES) {
      meter.add(block.subarray(at, at + PICTURE_FRAME_BYTES));
    }
  }
  return pictureSignals(meter.finish(), PICTURE.fps);
}

async function readSound(file: string): Promise<Pick<FootageSignals, 'loudness' | 'silences'>> {
  const meter = createLoudnessMeter(SOUND_RATE);
  for await (const block of blocksOf(file, SOUND_RATE * 2 * SOUND_SECONDS_A_BLOCK)) {
    // The block's memory starts at offset 0 and every platform Node runs this on is little-endian, as s16le is.
    meter.add(new Int16Array(block.buffer, 0, block.length >> 1));
  }
  const loudness = meter.finish();
  return { loudness, silences: findSilences(loudness) };
}

export default async function readFootage(task: FootageTask): Promise<FootageSignals> {
  const [picture, sound] = await Promise.all([
    task.frames ? readPicture(task.frames) : { sceneChanges: [], motion: [] },
    task.sound ? readSound(task.sound) : { loudness: [], silences: [] },
  ]);
  return { durationSeconds: task.durationSeconds, ...sound, ...picture };
}
