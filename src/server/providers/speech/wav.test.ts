import decode from '@audio/decode';
import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav';

describe('encodeWav', () => {
  it('writes a 16-bit mono RIFF/WAVE header that matches the PCM', () => {
    const pcm = Int16Array.from([0, 1000, -1000, 32767, -32768]);
    const wav = encodeWav(pcm, 22050);
    expect(wav.length).toBe(44 + pcm.length * 2);
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('latin1', 8, 16)).toBe('WAVEfmt ');
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([1, 1, 22050, 16]);
    expect(wav.toString('latin1', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(pcm.length * 2);
    expect(wav.readInt16LE(44 + 3 * 2)).toBe(32767);
  });

  it('decodes back to the same samples', async () => {
    const pcm = new Int16Array(4410);
    for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(12000 * Math.sin((2 * Math.PI * 440 * i) / 44100));
    const { channelData, sampleRate } = await decode(encodeWav(pcm, 44100));
    expect(sampleRate).toBe(44100);
    expect(channelData).toHaveLength(1);
    const decoded = channelData[0] ?? new Float32Array();
    expect(decoded.length).toBe(pcm.length);
    for (const i of [1, 100, 1000, 4000]) expect(decoded[i]).toBeCloseTo((pcm[i] ?? 0) / 32768, 3);
  });
});
