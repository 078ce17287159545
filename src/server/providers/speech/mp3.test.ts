import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3';

/** Walks MPEG audio frames (after an optional ID3v2 tag): the frame count and samples they hold. */
export function mp3Frames(mp3: Uint8Array): { frames: number; samples: number; sampleRate: number; kbps: number } {
  let at = 0;
  if (mp3[0] === 0x49 && mp3[1] === 0x44 && mp3[2] === 0x33) {
    at = 10 + (((mp3[6] ?? 0) << 21) | ((mp3[7] ?? 0) << 14) | ((mp3[8] ?? 0) << 7) | (mp3[9] ?? 0));
  }
  const bitrates = {
    1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
    2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  };
  const rates = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 25: [11025, 12000, 8000] };
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  let kbps = 0;
  while (at + 4 <= mp3.length) {
    const b1 = mp3[at + 1] ?? 0;
    const b2 = mp3[at + 2] ?? 0;
    if (mp3[at] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${at}`);
    const version = (b1 >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
    const layer = (b1 >> 1) & 3; // 1 = Layer III
    if (layer !== 1 || version === 1) throw new Error('not MPEG Layer III');
    const family = version === 3 ? 1 : 2;
    kbps = bitrates[family][b2 >> 4] ?? 0;
    sampleRate = rates[version === 3 ? 1 : version === 2 ? 2 : 25][(b2 >> 2) & 3] ?? 0;
    const perFrame = family === 1 ? 1152 : 576;
    const length = Math.floor(((perFrame / 8) * kbps * 1000) / sampleRate) + ((b2 >> 1) & 1);
    frames++;
    samples += perFrame;
    at += length;
  }
  return { frames, samples, sampleRate, kbps };
}

describe('encodeMp3', () => {
  it('makes MP3 frames whose length matches the PCM', async () => {
    const sampleRate = 22050;
    const pcm = new Int16Array(sampleRate * 3);
    for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate));
    const mp3 = await encodeMp3(pcm, sampleRate, 64);

    const startsWithId3 = mp3.subarray(0, 3).toString('latin1') === 'ID3';
    const startsWithSync = mp3[0] === 0xff && ((mp3[1] ?? 0) & 0xe0) === 0xe0;
    expect(startsWithId3 || startsWithSync).toBe(true);

    const { frames, samples, sampleRate: rate, kbps } = mp3Frames(mp3);
    expect(rate).toBe(22050);
    expect(kbps).toBe(64);
    expect(frames).toBeGreaterThan(100);
    // Encoder delay and padding add at most a few frames.
    expect(samples / rate).toBeGreaterThanOrEqual(3);
    expect(samples / rate).toBeLessThan(3.15);
    // Constant bit rate: bytes ≈ seconds × kbps / 8.
    expect(mp3.length).toBeGreaterThan(3 * 8000 * 0.95);
  });

  it('encodes 96 kbps at 24 kHz too', async () => {
    const mp3 = await encodeMp3(new Int16Array(24000), 24000, 96);
    const { sampleRate, kbps, samples } = mp3Frames(mp3);
    expect([sampleRate, kbps]).toEqual([24000, 96]);
    expect(samples / sampleRate).toBeCloseTo(1, 0);
  });
});
