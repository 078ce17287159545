import { createMp3Encoder } from 'wasm-media-encoders';
import { yieldToEventLoop } from '../../yield-to-event-loop';

/** Samples handed to the encoder at a time: about a second at 22 kHz, ≈ 6 ms of work. */
const blockSize = 1152 * 20;

/**
 * Encodes mono 16-bit PCM as a constant-bit-rate MP3, which every browser plays. The reference
 * LAME encoder compiled to WebAssembly (wasm-media-encoders): about 3× faster than the pure-JS
 * lamejs port, which alone took 5.6 s of a 1,000-word voiceover's 5 s budget. Each call has its
 * own encoder (≈ 10 ms to make) so that calls can interleave while yielding between blocks.
 * 64 kbps is plenty for speech at eSpeak's 22 050 Hz; 96 kbps suits the 24 kHz vendor voices.
 */
export async function encodeMp3(pcm: Int16Array, sampleRate: number, kbps: 64 | 96 = 64): Promise<Buffer> {
  const lame = await createMp3Encoder();
  lame.configure({ sampleRate, channels: 1, bitrate: kbps });
  const parts: Buffer[] = [];
  const block = new Float32Array(blockSize);
  for (let at = 0; at < pcm.length; at += blockSize) {
    const length = Math.min(blockSize, pcm.length - at);
    for (let i = 0; i < length; i++) block[i] = (pcm[at + i] ?? 0) / 32768;
    // The encoder owns the bytes it returns and reuses them on the next call: copy them out.
    parts.push(Buffer.from(lame.encode([block.subarray(0, length)])));
    await yieldToEventLoop();
  }
  parts.push(Buffer.from(lame.finalize()));
  return Buffer.concat(parts);
}
