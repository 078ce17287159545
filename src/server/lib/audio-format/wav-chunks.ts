import { startsWith, uint16le, uint32le } from './bytes';

/** WAVE_FORMAT_EXTENSIBLE: the real format tag is the first two bytes of its SubFormat GUID. */
const extensible = 0xfffe;

/** Far more chunks before the audio than any recording has: a file with more is crafted (or broken). */
const maxChunks = 1000;

/** What a WAV file's `fmt ` chunk says, with the length of its `data` chunk. */
export interface WavFormat {
  formatTag: number;
  channels: number;
  sampleRate: number;
  /** Bytes of one sample frame (all channels), or of one ADPCM block. */
  blockAlign: number;
  bitsPerSample: number;
  /** ADPCM only: samples each block holds, as the format extension says (0 when it does not). */
  samplesPerBlock: number;
  /** Bytes of audio: the data chunk's size, cut to what the file holds (to its end for a streamed 0 or 0xFFFFFFFF). */
  dataBytes: number;
}

/**
 * Reads a RIFF/WAVE file's format and data chunks the way the decoder does (@audio/decode-wav:
 * chunks walked without pad bytes, a later `fmt ` chunk replacing an earlier one, the first `data`
 * chunk after a format), so what is checked is what will be decoded. Undefined when the file ends
 * before both are found, the data comes first (the decoder would then decode nothing), or more than
 * `maxChunks` come before it.
 */
export function readWavFormat(bytes: Uint8Array): WavFormat | undefined {
  let format: Omit<WavFormat, 'dataBytes'> | undefined;
  let at = 12;
  for (let chunks = 0; at + 8 <= bytes.length && chunks < maxChunks; chunks++) {
    const size = uint32le(bytes, at + 4);
    if (startsWith(bytes, 'fmt ', at)) {
      if (at + 24 > bytes.length) return undefined;
      let formatTag = uint16le(bytes, at + 8);
      if (formatTag === extensible) {
        if (at + 48 > bytes.length) return undefined;
        formatTag = uint16le(bytes, at + 32);
      }
      format = {
        formatTag,
        channels: uint16le(bytes, at + 10),
        sampleRate: uint32le(bytes, at + 12),
        blockAlign: uint16le(bytes, at + 20),
        bitsPerSample: uint16le(bytes, at + 22),
        // cbSize, then (for ADPCM) samples per block; read even past a short chunk, as the decoder does.
        samplesPerBlock: uint16le(bytes, at + 24) >= 2 ? uint16le(bytes, at + 26) : 0,
      };
    } else if (startsWith(bytes, 'data', at)) {
      if (format === undefined) return undefined;
      const start = at + 8;
      const streamed = size === 0 || size === 0xffffffff;
      return { ...format, dataBytes: Math.max(0, streamed ? bytes.length - start : Math.min(size, bytes.length - start)) };
    }
    at += 8 + size;
  }
  return undefined;
}
