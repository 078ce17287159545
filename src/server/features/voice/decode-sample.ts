import decode, { type AudioData, type StreamDecoder } from '@audio/decode';
import { VOICE_SAMPLE_MAX_SECONDS, VOICE_SAMPLE_MIN_SECONDS } from '@shared/catalog/voice';
import { HttpError } from '../../http-error';
import { outsideLimits, rejected, sampleLimits, unreadable, type SampleFormat, type SampleHeader } from './audio-sample';

/** A voice sample decoded to one channel of PCM. */
export interface DecodedSample {
  durationSeconds: number;
  sampleRate: number;
  /** mono mix-down */
  samples: Float32Array;
}

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

/**
 * Decodes chunk by chunk into mono PCM, stopping as soon as the audio is longer than any sample may
 * be; what the decoder yields must stay within the limits the header was checked against.
 */
async function decodeToMono(bytes: Uint8Array, header: SampleHeader): Promise<{ samples: Float32Array; sampleRate: number }> {
  const decoder = await decoders[header.format]();
  const step = Math.max(512, Math.floor(chunkBytes[header.format] / header.channels));
  const parts: Float32Array[] = [];
  let sampleRate = 0;
  let length = 0;
  const keep = (data: AudioData) => {
    if (data.channelData.length === 0) return;
    const problem = outsideLimits(data.channelData.length, data.sampleRate);
    if (problem !== undefined) throw unreadable(`it decodes to ${problem}`);
    sampleRate ||= data.sampleRate;
    const mono = mixDown(data.channelData);
    parts.push(mono);
    length += mono.length;
  };
  try {
    for (let at = 0; at < bytes.length; at += step) {
      keep(await decoder(bytes.subarray(at, at + step)));
      if (sampleRate > 0 && length / sampleRate > sampleLimits.decodeSeconds) throw rejected('SAMPLE_TOO_LONG');
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

/**
 * Decodes a voice sample whose header readSampleHeader checked (on the analysis worker: decoding
 * takes seconds): it must decode, and last 5 s to 3 min. Every problem is an HttpError 400 whose
 * message the user can act on; a corrupt or cut file is one of them.
 */
export async function decodeSample(bytes: Uint8Array, header: SampleHeader): Promise<DecodedSample> {
  let decoded: { samples: Float32Array; sampleRate: number };
  try {
    decoded = await decodeToMono(bytes, header);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw Object.assign(unreadable(), { cause: error });
  }
  const { samples, sampleRate } = decoded;
  if (samples.length === 0) throw unreadable();

  const durationSeconds = samples.length / sampleRate;
  if (durationSeconds < VOICE_SAMPLE_MIN_SECONDS) throw rejected('SAMPLE_TOO_SHORT');
  if (durationSeconds > VOICE_SAMPLE_MAX_SECONDS) throw rejected('SAMPLE_TOO_LONG');
  return { durationSeconds, sampleRate, samples };
}
