import { Mp3Encoder } from '@breezystack/lamejs';

/** Samples handed to the encoder at a time (a multiple of both MPEG frame sizes, 576 and 1152). */
const blockSize = 1152 * 8;

/**
 * Encodes mono 16-bit PCM as a constant-bit-rate MP3 (pure JS, lamejs), which every browser plays.
 * 64 kbps is plenty for speech at eSpeak's 22 050 Hz; 96 kbps suits the 24 kHz+ vendor voices.
 */
export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps: 64 | 96 = 64): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Buffer[] = [];
  // lamejs hands back Int8Array views (its typings say Uint8Array): copy them out as bytes.
  const keep = (bytes: ArrayBufferView) => {
    if (bytes.byteLength > 0) parts.push(Buffer.from(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
  };
  for (let at = 0; at < pcm.length; at += blockSize) {
    keep(encoder.encodeBuffer(pcm.subarray(at, at + blockSize)));
  }
  keep(encoder.flush());
  return Buffer.concat(parts);
}
