/** Bytes of a canonical RIFF/WAVE header: RIFF + 'fmt ' (16-byte PCM body) + 'data' chunk headers. */
const headerBytes = 44;

/** Wraps mono 16-bit PCM in a RIFF/WAVE file that every player and decoder reads. */
export function encodeWav(pcm: Int16Array, sampleRate: number): Buffer {
  const dataBytes = pcm.length * 2;
  const wav = Buffer.alloc(headerBytes + dataBytes);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(headerBytes - 8 + dataBytes, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per sample frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataBytes, 40);
  // Samples are little-endian whatever the host's byte order.
  for (let i = 0; i < pcm.length; i++) wav.writeInt16LE(pcm[i] ?? 0, headerBytes + i * 2);
  return wav;
}
