// Encodes MP3 on a worker thread (mp3.ts): a long voiceover is hundreds of milliseconds of LAME,
// which on the main thread held up every other request of the instance.
import { move } from 'piscina';
import { createMp3Encoder } from 'wasm-media-encoders';

/** Samples handed to the encoder at a time: about a second at 22 kHz. */
const blockSize = 1152 * 20;

export interface Mp3Task {
  pcm: Int16Array;
  sampleRate: number;
  kbps: 64 | 96;
}

export default async function encode({ pcm, sampleRate, kbps }: Mp3Task): Promise<Uint8Array> {
  const lame = await createMp3Encoder();
  lame.configure({ sampleRate, channels: 1, bitrate: kbps });
  const parts: Uint8Array[] = [];
  const block = new Float32Array(blockSize);
  for (let at = 0; at < pcm.length; at += blockSize) {
    const length = Math.min(blockSize, pcm.length - at);
    for (let i = 0; i < length; i++) block[i] = (pcm[at + i] ?? 0) / 32768;
    // The encoder owns the bytes it returns and reuses them on the next call: copy them out.
    parts.push(lame.encode([block.subarray(0, length)]).slice());
  }
  parts.push(lame.finalize().slice());
  // One buffer of its own (never a slice of a shared pool), moved to the main thread, not copied.
  const mp3 = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    mp3.set(part, at);
    at += part.length;
  }
  return move(mp3) as Uint8Array;
}
