import { VOICE_SAMPLE_MAX_BYTES, VOICE_SAMPLE_MAX_SECONDS } from '@shared/catalog/voice';
import { voiceProblems } from '@shared/contracts/voice';
import { HttpError } from '../../http/http-error';
import { formatNumber, sniffAudioFormat, type SampleFormat, type SampleHeader } from '../../lib/audio-format/sniff-audio-format';

export type { SampleFormat, SampleHeader };

/** What the user is told about a sample the server cannot take (HTTP 400, with these codes). */
export const sampleProblems = {
  INVALID_FILE_TYPE: voiceProblems.invalidFileType.message,
  UNSUPPORTED_AUDIO: 'Please upload WAV, MP3, Ogg or WebM Opus, or M4A audio.',
  UNREADABLE_AUDIO: 'We could not read this recording. Please record or upload it again.',
  SAMPLE_TOO_LARGE: 'The audio file is too large: the limit is 10 MB.',
  SAMPLE_TOO_SHORT: 'The recording is too short: please record at least 5 seconds.',
  SAMPLE_TOO_LONG: 'The recording is too long: please keep it under 3 minutes.',
} as const;

export const rejected = (code: keyof typeof sampleProblems, message: string = sampleProblems[code]) => new HttpError(400, code, message);

/** UNREADABLE_AUDIO saying what is wrong, when that can be said. */
export const unreadable = (problem?: string) =>
  rejected(
    'UNREADABLE_AUDIO',
    problem === undefined
      ? sampleProblems.UNREADABLE_AUDIO
      : `We could not read this recording: ${problem}. Please record or upload it again.`,
  );

/**
 * What a voice sample's header (and its decoded audio) may say. A header outside them is a broken
 * or crafted file: decoding it could take gigabytes (the decoder makes an array per channel).
 */
export const sampleLimits = {
  channels: { min: 1, max: 8 },
  sampleRate: { min: 8_000, max: 192_000 },
  /** Decoding stops once the audio is this long: the sample is too long anyway. */
  decodeSeconds: VOICE_SAMPLE_MAX_SECONDS + 1,
  /**
   * Samples (over all channels) an M4A file may decode to: its decoder yields the whole file at
   * once (it waits for the movie header, which may come last). Three minutes of stereo at 96 kHz
   * (35 million) fit; three minutes of eight channels at 48 kHz (70 million, 280 MB) do not.
   */
  wholeFileSamples: 40_000_000,
} as const;

/**
 * What is wrong with the channels and rate a header declares or a decoder yields, if anything, as
 * "65,535 channels, and a voice sample may have 1 to 8".
 */
export function outsideLimits(channels: number, sampleRate: number): string | undefined {
  const { channels: allowed, sampleRate: rates } = sampleLimits;
  if (!(channels >= allowed.min && channels <= allowed.max)) {
    return `${formatNumber(channels)} channels, and a voice sample may have ${allowed.min} to ${allowed.max}`;
  }
  if (!(sampleRate >= rates.min && sampleRate <= rates.max)) {
    return `${formatNumber(sampleRate)} samples a second, and a voice sample may have ${formatNumber(rates.min)} to ${formatNumber(rates.max)}`;
  }
  return undefined;
}

const contentTypes: Record<SampleFormat, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  'ogg-opus': 'audio/ogg',
  'webm-opus': 'audio/webm',
  m4a: 'audio/mp4',
};

/** The MIME type a sample format is stored and forwarded with. */
export const sampleContentType = (format: SampleFormat) => contentTypes[format];

/**
 * The first step with a voice sample, cheap enough for the web server's thread (it reads headers
 * only): the format comes from the bytes (never the name or declared type), and the header must
 * declare 1–8 channels at 8–192 kHz, consistently, and no more than the longest sample. Returns what
 * decoding needs; every problem is an HttpError 400 whose message the user can act on.
 */
export function readSampleHeader(bytes: Uint8Array): SampleHeader {
  if (bytes.length > VOICE_SAMPLE_MAX_BYTES) throw rejected('SAMPLE_TOO_LARGE');
  let sniffed: ReturnType<typeof sniffAudioFormat>;
  try {
    sniffed = sniffAudioFormat(bytes);
  } catch (error) {
    // A header that trips its reader is bad input too, never a 500.
    throw Object.assign(unreadable(), { cause: error });
  }
  if (sniffed.kind === 'not-audio') throw rejected('INVALID_FILE_TYPE');
  if (sniffed.kind === 'unsupported') {
    throw rejected('UNSUPPORTED_AUDIO', `This audio format (${sniffed.name}) is not supported. ${sampleProblems.UNSUPPORTED_AUDIO}`);
  }
  if (sniffed.kind === 'broken') throw unreadable(sniffed.problem);

  const { kind: _kind, ...header } = sniffed;
  const problem = outsideLimits(header.channels, header.sampleRate);
  if (problem !== undefined) throw unreadable(`its header says it has ${problem}`);
  const declaredSeconds = header.declaredSeconds ?? 0;
  if (!(declaredSeconds <= sampleLimits.decodeSeconds)) throw rejected('SAMPLE_TOO_LONG');
  if (header.format === 'm4a' && header.channels * header.sampleRate * declaredSeconds > sampleLimits.wholeFileSamples) {
    const seconds = Math.floor(sampleLimits.wholeFileSamples / (header.channels * header.sampleRate));
    throw rejected(
      'SAMPLE_TOO_LONG',
      `The recording is too long for ${header.channels} channels: please keep it under ${seconds} seconds, or save it in mono.`,
    );
  }
  return header;
}
