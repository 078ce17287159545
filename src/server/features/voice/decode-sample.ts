import { VOICE_SAMPLE_MAX_SECONDS, VOICE_SAMPLE_MIN_SECONDS } from '@shared/catalog/voice';
import { decodeToMono } from '../../lib/audio-format/decode-to-mono';
import { HttpError } from '../../http/http-error';
import { outsideLimits, rejected, sampleLimits, unreadable, type SampleHeader } from './audio-sample';

/** Decoding stops once the audio is longer than any sample may be; what it yields must stay within the limits the header was checked against. */
const decodeLimits = {
  maxSeconds: sampleLimits.decodeSeconds,
  tooLong: () => rejected('SAMPLE_TOO_LONG'),
  outside: (channels: number, sampleRate: number) => {
    const problem = outsideLimits(channels, sampleRate);
    return problem === undefined ? undefined : unreadable(`it decodes to ${problem}`);
  },
};

/** A voice sample decoded to one channel of PCM. */
export interface DecodedSample {
  durationSeconds: number;
  sampleRate: number;
  /** mono mix-down */
  samples: Float32Array;
}

/**
 * Decodes a voice sample whose header readSampleHeader checked (on the analysis worker: decoding
 * takes seconds): it must decode, and last 5 s to 3 min. Every problem is an HttpError 400 whose
 * message the user can act on; a corrupt or cut file is one of them.
 */
export async function decodeSample(bytes: Uint8Array, header: SampleHeader): Promise<DecodedSample> {
  let decoded: { samples: Float32Array; sampleRate: number };
  try {
    decoded = await decodeToMono(bytes, header, decodeLimits);
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
