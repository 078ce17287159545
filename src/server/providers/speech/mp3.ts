import { createWorkerPool } from '../../lib/worker-pool';
import type { Mp3Task } from './mp3-worker';

/**
 * The MP3 encoder's threads (../../worker-pool.ts). One pool for the process, started on the first
 * voiceover; its idle threads end by themselves, so nothing needs closing.
 */
const encoder = createWorkerPool<Mp3Task, Uint8Array>({ source: new URL('./mp3-worker.ts', import.meta.url), bundleName: 'mp3-worker' });

/**
 * Encodes mono 16-bit PCM as a constant-bit-rate MP3, which every browser plays, on a worker
 * thread (mp3-worker.ts). The reference LAME encoder compiled to WebAssembly (wasm-media-encoders):
 * about 3× faster than the pure-JS lamejs port, which alone took 5.6 s of a 1,000-word voiceover's
 * 5 s budget. 64 kbps is plenty for speech at eSpeak's 22 050 Hz; 96 kbps suits the 24 kHz vendor voices.
 */
export async function encodeMp3(pcm: Int16Array, sampleRate: number, kbps: 64 | 96 = 64): Promise<Buffer> {
  const mp3 = await encoder.run({ pcm, sampleRate, kbps });
  return Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength);
}
