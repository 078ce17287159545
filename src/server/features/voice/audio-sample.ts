import decode, { type AudioData, type StreamDecoder } from '@audio/decode';
import { VOICE_SAMPLE_MAX_BYTES, VOICE_SAMPLE_MAX_SECONDS, VOICE_SAMPLE_MIN_SECONDS } from '@shared/catalog/voice';
import { voiceProblems } from '@shared/contracts/voice';
import { HttpError } from '../../http-error';
import { sniffAudioFormat, type SampleFormat } from './sample-format/sniff-audio-format';
import { yieldToEventLoop } from '../../yield-to-event-loop';

export type { SampleFormat };

/** A voice sample decoded to one channel of PCM. */
export interface AudioSample {
  format: SampleFormat;
  /** The MIME type the format is stored and forwarded with. */
  contentType: string;
  durationSeconds: number;
  sampleRate: number;
  /** mono mix-down */
  samples: Float32Array;
}

/** What the user is told about a sample the server cannot take (HTTP 400, with these codes). */
export const sampleProblems = {
  INVALID_FILE_TYPE: voiceProblems.invalidFileType.message,
  UNSUPPORTED_AUDIO: 'Please upload WAV, MP3, Ogg or WebM Opus, or M4A audio.',
  UNREADABLE_AUDIO: 'We could not read this recording. Please record or upload it again.',
  SAMPLE_TOO_LARGE: 'The audio file is too large: the limit is 10 MB.',
  SAMPLE_TOO_SHORT: 'The recording is too short: please record at least 5 seconds.',
  SAMPLE_TOO_LONG: 'The recording is too long: please keep it under 3 minutes.',
} as const;

const rejected = (code: keyof typeof sampleProblems, message: string = sampleProblems[code]) => new HttpError(400, code, message);

const contentTypes: Record<SampleFormat, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  'ogg-opus': 'audio/ogg',
  'webm-opus': 'audio/webm',
  m4a: 'audio/mp4',
};

/** The streaming decoder of each format (@audio/decode: pure JS and WebAssembly, no ffmpeg). */
const decoders: Record<SampleFormat, () => Promise<StreamDecoder>> = {
  wav: () => decode.wav(),
  mp3: () => decode.mp3(),
  'ogg-opus': () => decode.opus(),
  'webm-opus': () => decode.webm(),
  m4a: () => decode.m4a(),
};

/**
 * Bytes fed to a decoder at a time: other requests run in between, and a long file stops early.
 * Sized so that no chunk can decode to more than about ten million samples (40 MB), however
 * small its frames: PCM gives at most 2 samples a byte, MP3 8, WebM Opus about 600, Ogg Opus 2,880
 * (a 2-byte packet can hold 120 ms). An M4A file goes in whole: its decoder waits for the movie
 * header, which may come last, and the frame count that header declares is checked beforehand.
 */
const chunkBytes: Record<SampleFormat, number> = {
  wav: 256 * 1024,
  mp3: 64 * 1024,
  'ogg-opus': 4 * 1024,
  'webm-opus': 16 * 1024,
  m4a: Infinity,
};
/** Decoding stops once the audio is this long: the sample is too long anyway. */
const stopAfterSeconds = VOICE_SAMPLE_MAX_SECONDS + 1;

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

/** Decodes chunk by chunk into mono PCM, stopping as soon as the audio is longer than any sample may be. */
async function decodeToMono(bytes: Uint8Array, format: SampleFormat): Promise<{ samples: Float32Array; sampleRate: number }> {
  const decoder = await decoders[format]();
  const parts: Float32Array[] = [];
  let sampleRate = 0;
  let length = 0;
  const keep = (data: AudioData) => {
    if (data.channelData.length === 0) return;
    sampleRate ||= data.sampleRate;
    const mono = mixDown(data.channelData);
    parts.push(mono);
    length += mono.length;
  };
  try {
    for (let at = 0; at < bytes.length; at += chunkBytes[format]) {
      keep(await decoder(bytes.subarray(at, at + chunkBytes[format])));
      if (sampleRate > 0 && length / sampleRate > stopAfterSeconds) throw rejected('SAMPLE_TOO_LONG');
      await yieldToEventLoop();
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
 * Checks a voice sample by its content and decodes it: the format comes from the bytes (never the
 * name or declared type), the audio must decode, and last 5 s to 3 min. Every problem is an
 * HttpError 400 whose message the user can act on; a corrupt or cut file is one of them.
 */
export async function readAudioSample(bytes: Uint8Array): Promise<AudioSample> {
  if (bytes.length > VOICE_SAMPLE_MAX_BYTES) throw rejected('SAMPLE_TOO_LARGE');
  const sniffed = sniffAudioFormat(bytes);
  if (sniffed.kind === 'not-audio') throw rejected('INVALID_FILE_TYPE');
  if (sniffed.kind === 'unsupported') {
    throw rejected('UNSUPPORTED_AUDIO', `This audio format (${sniffed.name}) is not supported. ${sampleProblems.UNSUPPORTED_AUDIO}`);
  }
  if (sniffed.kind === 'broken') throw rejected('UNREADABLE_AUDIO');

  const { format, declaredSeconds = 0 } = sniffed;
  if (declaredSeconds > stopAfterSeconds) throw rejected('SAMPLE_TOO_LONG');
  let decoded: { samples: Float32Array; sampleRate: number };
  try {
    decoded = await decodeToMono(bytes, format);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw Object.assign(rejected('UNREADABLE_AUDIO'), { cause: error });
  }
  const { samples, sampleRate } = decoded;
  if (!(sampleRate > 0 && sampleRate <= 384_000) || samples.length === 0) throw rejected('UNREADABLE_AUDIO');

  const durationSeconds = samples.length / sampleRate;
  if (durationSeconds < VOICE_SAMPLE_MIN_SECONDS) throw rejected('SAMPLE_TOO_SHORT');
  if (durationSeconds > VOICE_SAMPLE_MAX_SECONDS) throw rejected('SAMPLE_TOO_LONG');
  return { format, contentType: contentTypes[format], durationSeconds, sampleRate, samples };
}
