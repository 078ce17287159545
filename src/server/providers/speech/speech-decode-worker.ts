// Decodes a speech server's WAV, MP3, Opus or AAC answer on a worker thread (speech-audio.ts):
// seconds of decoding and resampling that on the main thread would hold up every other request.
import { move } from 'piscina';
import { decodeToMono } from '../../lib/audio-format/decode-to-mono';
import type { SampleHeader } from '../../lib/audio-format/sniff-audio-format';
import { resample } from '../voice-clone/resample';

export interface SpeechDecodeTask {
  bytes: Uint8Array;
  header: SampleHeader;
  /** The engine's rate: every answer is brought to it, so the pieces of one voiceover join. */
  sampleRate: number;
  /** Longer audio than this is not the text spoken: decoding stops there. */
  maxSeconds: number;
}

/** The samples, or why the answer cannot be used (as data: the main thread words it). */
export type SpeechDecodeReply = Int16Array | { problem: string };

/** Mono at the engine's rate, as 16-bit samples. */
function toPcm(samples: Float32Array, fromRate: number, toRate: number): Int16Array {
  const resampled = resample(samples, fromRate, toRate);
  const pcm = new Int16Array(resampled.length);
  for (let i = 0; i < resampled.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, resampled[i] ?? 0)) * 32767);
  return pcm;
}

class Unusable extends Error {}

export default async function decodeSpeech({ bytes, header, sampleRate, maxSeconds }: SpeechDecodeTask): Promise<SpeechDecodeReply> {
  try {
    const decoded = await decodeToMono(bytes, header, {
      maxSeconds,
      tooLong: () => new Unusable(`it decodes to more than ${Math.round(maxSeconds)} s of audio for the text`),
      outside: (channels, rate) =>
        channels > header.channels || rate <= 0 ? new Unusable(`it decodes to ${channels} channels at ${rate} Hz`) : undefined,
    });
    if (decoded.samples.length === 0) return { problem: 'it holds no audio' };
    // The samples are moved to the main thread, not copied.
    return move(toPcm(decoded.samples, decoded.sampleRate, sampleRate)) as Int16Array;
  } catch (error) {
    if (error instanceof Unusable) return { problem: error.message };
    return { problem: `it does not decode (${error instanceof Error ? error.message : String(error)})` };
  }
}
