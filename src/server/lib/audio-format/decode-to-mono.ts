import decode, { type AudioData, type StreamDecoder } from '@audio/decode';
import type { SampleFormat, SampleHeader } from './sniff-audio-format';

/** The streaming decoder of each format (@audio/decode: pure JS and WebAssembly, no ffmpeg). */
const decoders: Record<SampleFormat, () => Promise<StreamDecoder>> = {
  wav: () => decode.wav(),
  mp3: () => decode.mp3(),
  'ogg-opus': () => decode.opus(),
  'webm-opus': () => decode.webm(),
  m4a: () => decode.m4a(),
};

/**
 * Bytes fed to a decoder at a time for each channel the header declares, so that decoding stops
 * early on a long file and no chunk can decode to more than about ten million samples however
 * small its frames: PCM gives at most 2 samples a byte (ADPCM), MP3 8, WebM Opus about 600, Ogg
 * Opus 2,880 (a 2-byte packet can hold 120 ms). An M4A file goes in whole: its decoder waits for
 * the movie header, which may come last (the header check bounds what its tables declare).
 */
const chunkBytes: Record<SampleFormat, number> = {
  wav: 4 * 1024 * 1024,
  mp3: 1024 * 1024,
  'ogg-opus': 4 * 1024,
  'webm-opus': 16 * 1024,
  m4a: Infinity,
};

/** Averages the channels into one, with anything a broken stream decodes to that is not a number as silence. */
function mixDown(channels: Float32Array[]): Float32Array {
  const length = Math.min(...channels.map((channel) => channel.length));
  const mono = new Float32Array(length);
  for (const channel of channels) {
    for (let i = 0; i < length; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channels.length;
  }
  for (let i = 0; i < length; i++) if (!Number.isFinite(mono[i])) mono[i] = 0;
  return mono;
}

export interface DecodeLimits {
  /** Decoding stops, with `tooLong()` thrown, once the audio is longer than this. */
  maxSeconds: number;
  tooLong(): Error;
  /** The error for channels and a rate the decoder yields that the caller does not take, if any. */
  outside(channels: number, sampleRate: number): Error | undefined;
}

/**
 * Decodes an audio file whose header was checked (sniffAudioFormat) chunk by chunk into mono PCM,
 * stopping as soon as the audio is longer than `limits.maxSeconds`; what the decoder yields must
 * stay within the limits the header was checked against. CPU work of seconds: run it on a worker.
 */
export async function decodeToMono(
  bytes: Uint8Array,
  header: Pick<SampleHeader, 'format' | 'channels'>,
  limits: DecodeLimits,
): Promise<{ samples: Float32Array; sampleRate: number }> {
  const decoder = await decoders[header.format]();
  const step = Math.max(512, Math.floor(chunkBytes[header.format] / header.channels));
  const parts: Float32Array[] = [];
  let sampleRate = 0;
  let length = 0;
  const keep = (data: AudioData) => {
    if (data.channelData.length === 0) return;
    const problem = limits.outside(data.channelData.length, data.sampleRate);
    if (problem !== undefined) throw problem;
    sampleRate ||= data.sampleRate;
    const mono = mixDown(data.channelData);
    parts.push(mono);
    length += mono.length;
  };
  try {
    for (let at = 0; at < bytes.length; at += step) {
      keep(await decoder(bytes.subarray(at, at + step)));
      if (sampleRate > 0 && length / sampleRate > limits.maxSeconds) throw limits.tooLong();
    }
    keep(await decoder());
  } finally {
    decoder.free();
  }
  const samples = new Float32Array(length);
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  return { samples, sampleRate };
}
