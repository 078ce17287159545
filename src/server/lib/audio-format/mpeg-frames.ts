/** kbps by bitrate index: MPEG-1 layers I, II, III, then MPEG-2/2.5 layer I and layers II/III. */
const bitrates = [
  [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
] as const;
/** Hz by sample-rate index for MPEG-1; MPEG-2 halves them and MPEG-2.5 quarters them. */
const mpeg1Rates = [44_100, 48_000, 32_000] as const;

/** One MPEG audio frame header (layer I, II or III), as the decoder reads it. */
export interface MpegFrame {
  /** Bytes of the whole frame. */
  length: number;
  sampleRate: number;
  channels: 1 | 2;
  samplesPerFrame: number;
  mpeg1: boolean;
  layer: 1 | 2 | 3;
}

/**
 * The MPEG audio frame (layer I, II or III) whose header starts at `at`, or undefined when the four
 * bytes there are not a valid header (reserved version, layer, bitrate or sample rate; free-format
 * streams are rare enough to leave out).
 */
export function readMpegFrame(bytes: Uint8Array, at: number): MpegFrame | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff) return undefined;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  if ((b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5, 1 = reserved
  const layer = 4 - ((b1 >> 1) & 3); // header 3 = layer I … 1 = layer III; 0 (ADTS AAC) gives 4
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const mpeg1 = version === 3;
  const table = mpeg1 ? layer - 1 : layer === 1 ? 3 : 4;
  const kbps = bitrates[table]?.[bitrateIndex] ?? 0;
  const sampleRate = (mpeg1Rates[rateIndex] ?? 0) / (mpeg1 ? 1 : version === 2 ? 2 : 4);
  const padding = (b2 >> 1) & 1;
  const channels = (bytes[at + 3] ?? 0) >> 6 === 3 ? 1 : 2;
  const frame = { sampleRate, channels, mpeg1, layer: layer as 1 | 2 | 3 } as const;
  if (layer === 1) return { ...frame, length: (Math.floor((12_000 * kbps) / sampleRate) + padding) * 4, samplesPerFrame: 384 };
  const halfFrames = layer === 3 && !mpeg1;
  return {
    ...frame,
    length: Math.floor(((halfFrames ? 72_000 : 144_000) * kbps) / sampleRate) + padding,
    samplesPerFrame: halfFrames ? 576 : 1152,
  };
}

/** Bytes of ID3v2 tags at `at` (several may follow each other), 0 without one. */
export function id3TagsLength(bytes: Uint8Array, at = 0): number {
  let end = at;
  while (end + 10 <= bytes.length && bytes[end] === 0x49 && bytes[end + 1] === 0x44 && bytes[end + 2] === 0x33) {
    // Synchsafe size: 7 bits a byte; a footer (flag 0x10) adds 10 bytes.
    const size = ((bytes[end + 6] ?? 0) << 21) | ((bytes[end + 7] ?? 0) << 14) | ((bytes[end + 8] ?? 0) << 7) | (bytes[end + 9] ?? 0);
    end += 10 + size + ((bytes[end + 5] ?? 0) & 0x10 ? 10 : 0);
  }
  return end - at;
}

/** How far into the stream to look for the first frame (encoders and taggers leave some padding). */
const searchBytes = 8192;

/**
 * Where MPEG audio starts within the first few kilobytes from `from`: a valid frame header
 * followed by another one exactly a frame later, which random bytes almost never are. A file cut
 * inside its first frame counts when that frame starts right at `from`.
 */
export function findMpegAudio(bytes: Uint8Array, from: number): { at: number; frame: MpegFrame } | undefined {
  const last = Math.min(bytes.length - 4, from + searchBytes);
  for (let at = from; at <= last; at++) {
    const frame = readMpegFrame(bytes, at);
    if (frame === undefined) continue;
    const next = at + frame.length;
    if (next >= bytes.length ? at === from : readMpegFrame(bytes, next) !== undefined) return { at, frame };
  }
  return undefined;
}

/**
 * A free-format frame header (bitrate index 0: the encoder's own bitrate, told by nothing but the
 * distance to the next header). Its decoder hunts for that distance byte by byte: seconds of work
 * for a few megabytes of such frames, for a format almost no encoder writes.
 */
export function isFreeFormatFrame(bytes: Uint8Array, at: number): boolean {
  if (at + 4 > bytes.length || bytes[at] !== 0xff) return false;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  return (b1 & 0xe0) === 0xe0 && ((b1 >> 3) & 3) !== 1 && ((b1 >> 1) & 3) !== 0 && b2 >> 4 === 0 && ((b2 >> 2) & 3) !== 3;
}

/** Bytes that may lie outside the frames in a whole stream: tags, padding, a damaged spot or two. */
const maxStrayBytes = 128 * 1024;

/**
 * Walks a stream's frames from the first, the way its decoder will: how long the audio is (from
 * the frames themselves, whatever a Xing tag claims), or what makes the stream one not to decode.
 * Every frame must have the first one's sample rate and channels (a stream that changes them
 * mid-way is not one recording), none may be free-format, and what lies between or after the
 * frames (tags, a damaged spot) stays under 128 KB. The walk stops once the audio is longer than
 * `stopAfterSeconds` (the sample is too long anyway): at most about 23,000 frames, milliseconds.
 */
export function walkMpegFrames(
  bytes: Uint8Array,
  first: { at: number; frame: MpegFrame },
  stopAfterSeconds: number,
): { seconds: number } | { problem: string } {
  const stopAfterSamples = stopAfterSeconds * first.frame.sampleRate;
  let at = first.at;
  let samples = 0;
  let stray = 0;
  while (at + 4 <= bytes.length && samples <= stopAfterSamples) {
    const frame = readMpegFrame(bytes, at);
    if (frame !== undefined) {
      if (frame.sampleRate !== first.frame.sampleRate) return { problem: 'its sample rate changes part-way through' };
      if (frame.channels !== first.frame.channels) return { problem: 'it switches between mono and stereo part-way through' };
      if (at + frame.length > bytes.length) break; // the last frame cut short: the decoder drops it
      samples += frame.samplesPerFrame;
      at += frame.length;
      continue;
    }
    if (isFreeFormatFrame(bytes, at)) return { problem: 'it holds free-format MP3 frames, which are not supported' };
    const tag = id3TagsLength(bytes, at);
    const next = tag > 0 ? { at: at + tag } : findMpegAudio(bytes, at + 1);
    const skipped = (next?.at ?? bytes.length) - at;
    stray += skipped;
    if (stray > maxStrayBytes) return { problem: `${Math.round(stray / 1024)} KB of it is not MP3 audio` };
    at += skipped;
  }
  return { seconds: samples / first.frame.sampleRate };
}

/** The length of the ADTS AAC frame at `at` (the MPEG sync word with the layer bits zero), or undefined. */
function adtsFrameLength(bytes: Uint8Array, at: number): number | undefined {
  if (at + 7 > bytes.length || bytes[at] !== 0xff || ((bytes[at + 1] ?? 0) & 0xf6) !== 0xf0) return undefined;
  const length = (((bytes[at + 3] ?? 0) & 0x03) << 11) | ((bytes[at + 4] ?? 0) << 3) | ((bytes[at + 5] ?? 0) >> 5);
  return length >= 7 ? length : undefined;
}

/** Raw AAC in ADTS frames: a frame header followed by another one a frame later (or the end). */
export function isAdtsAac(bytes: Uint8Array, at: number): boolean {
  const length = adtsFrameLength(bytes, at);
  return length !== undefined && (at + length === bytes.length || adtsFrameLength(bytes, at + length) !== undefined);
}
