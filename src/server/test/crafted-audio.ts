import { oggOpusSilence, webmOpusSilence } from './audio-containers';

/** Files whose headers say what the test (or the benchmark) wants them to say, true or not. */

export interface WavFields {
  channels: number;
  sampleRate: number;
  /** Bytes of one sample frame; by default what the channels and bits make. */
  blockAlign?: number;
  bits?: number;
  /** 1 PCM, 3 float, 0x11 IMA ADPCM … */
  formatTag?: number;
  /** ADPCM: the format extension's samples per block. */
  samplesPerBlock?: number;
  /** Bytes of audio (silence) after the header. */
  dataBytes: number;
}

/** A WAV file with exactly this header, then silence: 16-bit PCM unless told otherwise. */
export function wavFile(fields: WavFields): Buffer {
  const { channels, sampleRate, bits = 16, formatTag = 1, samplesPerBlock, dataBytes } = fields;
  const fmt = Buffer.alloc(samplesPerBlock === undefined ? 16 : 20);
  fmt.writeUInt16LE(formatTag, 0);
  fmt.writeUInt16LE(channels, 2);
  fmt.writeUInt32LE(sampleRate, 4);
  const blockAlign = fields.blockAlign ?? (channels * bits) / 8;
  fmt.writeUInt32LE((sampleRate * blockAlign) % 2 ** 32, 8); // bytes a second: informational
  fmt.writeUInt16LE(blockAlign, 12);
  fmt.writeUInt16LE(bits, 14);
  if (samplesPerBlock !== undefined) {
    fmt.writeUInt16LE(2, 16); // cbSize: the extension holds the samples per block
    fmt.writeUInt16LE(samplesPerBlock, 18);
  }
  const chunk = (id: string, body: Buffer) =>
    Buffer.concat([Buffer.from(id, 'latin1'), Buffer.from(Uint32Array.of(body.length).buffer), body]);
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), chunk('fmt ', fmt), chunk('data', Buffer.alloc(dataBytes))]);
  return chunk('RIFF', body);
}

/**
 * The attack of a crafted header: a 256 KB WAV whose header says 65,535 channels with the block
 * alignment left at 2 (mono 16-bit). Decoding it allocates an array per channel for every frame
 * the data holds: 34 GB.
 */
export const wavClaiming65535Channels = () => wavFile({ channels: 65_535, sampleRate: 16_000, blockAlign: 2, dataBytes: 256 * 1024 - 44 });

/** A genuine 16-bit WAV of the same speech on every channel (stereo, 5.1 …), as field recorders write. */
export function multichannelWav(pcm: Int16Array, sampleRate: number, channels: number): Buffer {
  const file = wavFile({ channels, sampleRate, dataBytes: pcm.length * channels * 2 });
  const dataStart = file.length - pcm.length * channels * 2;
  for (let i = 0; i < pcm.length; i++) {
    for (let channel = 0; channel < channels; channel++) file.writeInt16LE(pcm[i] ?? 0, dataStart + (i * channels + channel) * 2);
  }
  return file;
}

/**
 * 10 MB files shaped to make reading their headers long: the header step runs on the web server's
 * thread, so each must be given up on quickly (a nest a million deep overflowed the stack, a million
 * OpusHeads overflowed Math.max's arguments).
 */
/**
 * MPEG-2.5 layer III frames of silence, 72 bytes and 72 ms each (8 kbps, mono): at 8 kHz by default,
 * or with the sample-rate index given (0: 11,025 Hz). Free-format frames leave the bitrate to the
 * distance between headers.
 */
export function mp3Frames(count: number, options: { rateIndex?: number; freeFormat?: boolean } = {}): Buffer {
  const bitrateIndex = options.freeFormat ? 0 : 1;
  const frame = Buffer.concat([Buffer.from([0xff, 0xe3, (bitrateIndex << 4) | ((options.rateIndex ?? 2) << 2), 0xc0]), Buffer.alloc(68)]);
  return Buffer.concat(Array.from({ length: count }, () => frame));
}

export function headerWalkTraps() {
  const size = 10 * 1024 * 1024 - 16 * 1024; // room for the WebM file's own tracks and clusters
  const repeated = (head: Uint8Array, unit: Buffer) =>
    Buffer.concat([head, Buffer.alloc(size - head.length - ((size - head.length) % unit.length)).fill(unit)]);
  const ftyp = Buffer.from('\0\0\0\x10ftypM4A \0\0\0\0', 'latin1');
  const nested = repeated(ftyp, Buffer.from('\0\0\0\0udta', 'latin1'));
  for (let at = ftyp.length; at + 8 <= nested.length; at += 8) nested.writeUInt32BE(nested.length - at, at);
  const webm = webmOpusSilence(1);
  const tracks = webm.indexOf(Buffer.from([0x16, 0x54, 0xae, 0x6b]));
  return {
    'wav: a million chunks before the data': repeated(
      wavFile({ channels: 1, sampleRate: 16_000, dataBytes: 0 }).subarray(0, 36),
      Buffer.from('JUNK\0\0\0\0', 'latin1'),
    ),
    'mp4: a million boxes': repeated(ftyp, Buffer.from('\0\0\0\x08udta', 'latin1')),
    'mp4: boxes nested a million deep': nested,
    // The first page (an OpusHead), then OpusHeads to the end.
    'ogg: a million OpusHeads': repeated(oggOpusSilence(1).subarray(0, 47), Buffer.from('OpusHead', 'latin1')),
    'mp3: 145,000 of the smallest frames (72 bytes each)': mp3Frames(Math.floor(size / 72)),
    'mp3: 100 frames, then free-format ones to 10 MB': Buffer.concat([
      mp3Frames(100),
      mp3Frames(Math.floor(size / 72) - 100, { freeFormat: true }),
    ]),
    'webm: 10 MB of padding before the tracks': Buffer.concat([
      webm.subarray(0, tracks),
      repeated(new Uint8Array(), Buffer.from([0xec, 0x80])),
      webm.subarray(tracks),
    ]),
  };
}
