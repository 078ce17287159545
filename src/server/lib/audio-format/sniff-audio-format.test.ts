import { describe, expect, it } from 'vitest';
import { m4aAacSilence, oggOpusSilence, webmOpusSilence } from '../../test/audio-containers';
import { headerWalkTraps, wavFile } from '../../test/crafted-audio';
import { readMpegFrame } from './mpeg-frames';
import { sniffAudioFormat } from './sniff-audio-format';

const bytes = (text: string, length = 64) => {
  const buffer = Buffer.alloc(Math.max(length, text.length));
  buffer.write(text, 'latin1');
  return buffer;
};

/** Replaces the first occurrence of `from` (same length) in a copy of the file. */
const patched = (file: Buffer, from: string, to: string | Buffer) => {
  const copy = Buffer.from(file);
  const at = copy.indexOf(from, 0, 'latin1');
  expect(at).toBeGreaterThanOrEqual(0);
  (typeof to === 'string' ? Buffer.from(to, 'latin1') : to).copy(copy, at);
  return copy;
};

/** MPEG-1 layer III frames, 128 kbps at 44.1 kHz, joint stereo: 417 bytes each. */
const mpegFrames = (count: number) =>
  Buffer.concat(Array.from({ length: count }, () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])));
const mp3Facts = { kind: 'accepted', format: 'mp3', channels: 2, sampleRate: 44_100 } as const;

describe('sniffAudioFormat', () => {
  it('measures MPEG audio frames from their headers', () => {
    expect(readMpegFrame(Buffer.from([0xff, 0xfb, 0x90, 0x64]), 0)).toEqual({
      length: 417,
      sampleRate: 44_100,
      channels: 2,
      samplesPerFrame: 1152,
      mpeg1: true,
      layer: 3,
    });
    // MPEG-2, 64 kbps, 22.05 kHz, mono
    expect(readMpegFrame(Buffer.from([0xff, 0xf3, 0x80, 0xc4]), 0)).toEqual({
      length: 208,
      sampleRate: 22_050,
      channels: 1,
      samplesPerFrame: 576,
      mpeg1: false,
      layer: 3,
    });
    expect(readMpegFrame(Buffer.from([0xff, 0xfb, 0xf0, 0x64]), 0)).toBeUndefined(); // bitrate index 15
    expect(readMpegFrame(Buffer.from([0xff, 0xf9, 0x90, 0x64]), 0)).toBeUndefined(); // layer bits 00: ADTS
  });

  it('finds MP3 frames after ID3 tags and padding, but not in one stray header', () => {
    const tag = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x14', 'latin1'), Buffer.alloc(20)]);
    expect(sniffAudioFormat(Buffer.concat([tag, Buffer.alloc(300), mpegFrames(3)]))).toEqual({
      ...mp3Facts,
      declaredSeconds: (3 * 1152) / 44_100,
    });
    expect(sniffAudioFormat(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(2000, 7)]))).toEqual({ kind: 'not-audio' });
    expect(sniffAudioFormat(Buffer.concat([tag, bytes('not audio after all', 2000)]))).toEqual({ kind: 'broken' });
    expect(sniffAudioFormat(Buffer.concat([tag, bytes('fLaC')]))).toEqual({ kind: 'unsupported', name: 'FLAC' });
  });

  it('names audio formats it does not take', () => {
    const aiff = bytes('FORM\x00\x00\x10\x00AIFF');
    const adts = Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x01, 0x1f, 0xfc]), Buffer.alloc(1)]);
    for (const [file, name] of [
      [aiff, 'AIFF'],
      [bytes('caff'), 'Core Audio (CAF)'],
      [bytes('#!AMR\n'), 'AMR'],
      [Buffer.concat([Buffer.from('3026b2758e66cf11', 'hex'), Buffer.alloc(30)]), 'Windows Media (WMA)'],
      [bytes('MThd'), 'MIDI'],
      [Buffer.concat([adts, adts]), 'AAC without a container (ADTS)'],
    ] as const) {
      expect(sniffAudioFormat(file)).toEqual({ kind: 'unsupported', name });
    }
  });

  it('reads the codec inside Ogg, WebM and MP4 containers', () => {
    expect(sniffAudioFormat(oggOpusSilence(1))).toMatchObject({ kind: 'accepted', format: 'ogg-opus' });
    expect(sniffAudioFormat(patched(oggOpusSilence(1), 'OpusHead', '\x80theora'))).toEqual({ kind: 'not-audio' });
    expect(sniffAudioFormat(webmOpusSilence(1))).toMatchObject({ kind: 'accepted', format: 'webm-opus' });
    expect(sniffAudioFormat(webmOpusSilence(1, { codecId: 'A_AAC' }))).toEqual({ kind: 'unsupported', name: 'WebM with AAC' });
    // TrackType 2 (audio) → 1 (video): a video without sound is not a voice sample.
    expect(sniffAudioFormat(patched(webmOpusSilence(1), '\x83\x81\x02', '\x83\x81\x01'))).toEqual({ kind: 'not-audio' });
    expect(sniffAudioFormat(m4aAacSilence(1))).toMatchObject({ kind: 'accepted', format: 'm4a' });
    expect(sniffAudioFormat(patched(m4aAacSilence(1), 'soun', 'vide'))).toEqual({ kind: 'not-audio' });
    expect(sniffAudioFormat(patched(m4aAacSilence(1), 'mp4a', 'alac'))).toEqual({ kind: 'unsupported', name: 'Apple Lossless' });
    // The decoder plays the first sound track: an Opus track before the AAC one is what would be decoded.
    expect(sniffAudioFormat(m4aAacSilence(1, { decoy: 'opus-255-channels' }))).toEqual({ kind: 'unsupported', name: 'MP4 with Opus' });
  });

  it("reads the channels, rate and length each container's header declares", () => {
    expect(sniffAudioFormat(wavFile({ channels: 2, sampleRate: 44_100, dataBytes: 3 * 44_100 * 4 }))).toEqual({
      kind: 'accepted',
      format: 'wav',
      channels: 2,
      sampleRate: 44_100,
      declaredSeconds: 3,
    });
    // MP3: the frames themselves, counted one by one (a Xing tag claiming 1,000 frames is not believed),
    // with a cut last frame and an ID3v1 tag left out.
    const xing = Buffer.concat([
      Buffer.from([0xff, 0xfb, 0x90, 0x64]),
      Buffer.alloc(32),
      Buffer.from('Xing\0\0\0\x01', 'latin1'),
      Buffer.from([0, 0, 0x03, 0xe8]),
      Buffer.alloc(369),
    ]);
    expect(sniffAudioFormat(Buffer.concat([xing, mpegFrames(2)]))).toEqual({ ...mp3Facts, declaredSeconds: (3 * 1152) / 44_100 });
    const cut = Buffer.concat([
      mpegFrames(4),
      Buffer.from([0xff, 0xfb, 0x90, 0x64]),
      Buffer.alloc(100),
      Buffer.from('TAG'),
      Buffer.alloc(125),
    ]);
    expect(sniffAudioFormat(cut)).toEqual({ ...mp3Facts, declaredSeconds: (4 * 1152) / 44_100 });
    // Ogg: the OpusHead's channels and input rate, the last page's granule position less the pre-skip.
    expect(sniffAudioFormat(oggOpusSilence(2, { channels: 2, inputRate: 44_100 }))).toEqual({
      kind: 'accepted',
      format: 'ogg-opus',
      channels: 2,
      sampleRate: 44_100,
      declaredSeconds: 2,
    });
    // A cut last page, or bytes after it, leave the length unsaid.
    const ogg = oggOpusSilence(2);
    for (const file of [ogg.subarray(0, ogg.length - 5), Buffer.concat([ogg, Buffer.from('x')])]) {
      expect(sniffAudioFormat(file)).toEqual({ kind: 'accepted', format: 'ogg-opus', channels: 1, sampleRate: 48_000 });
    }
    // WebM: recorders leave the Duration out; a file that has one says how long it is.
    expect(sniffAudioFormat(webmOpusSilence(1))).toEqual({ kind: 'accepted', format: 'webm-opus', channels: 1, sampleRate: 48_000 });
    expect(sniffAudioFormat(webmOpusSilence(1, { durationSeconds: 1.5, channels: 2 }))).toEqual({
      kind: 'accepted',
      format: 'webm-opus',
      channels: 2,
      sampleRate: 48_000,
      declaredSeconds: 1.5,
    });
    // M4A: frames of 1024 samples at the AudioSpecificConfig's rate, in the sample table or the fragments.
    const m4a = { kind: 'accepted', format: 'm4a', channels: 1, sampleRate: 48_000 } as const;
    expect(sniffAudioFormat(m4aAacSilence(1))).toEqual({ ...m4a, declaredSeconds: (47 * 1024) / 48_000 });
    expect(sniffAudioFormat(m4aAacSilence(2, { layout: 'fragmented' }))).toEqual({ ...m4a, declaredSeconds: (94 * 1024) / 48_000 });
  });

  it('calls a WAV header whose frames do not fit its channels and bits inconsistent, naming what it says', () => {
    expect(sniffAudioFormat(wavFile({ channels: 65_535, sampleRate: 16_000, blockAlign: 2, dataBytes: 1000 }))).toEqual({
      kind: 'broken',
      problem: 'its header says 65,535 channels of 16-bit samples in 2-byte frames',
    });
    expect(sniffAudioFormat(wavFile({ channels: 1, sampleRate: 16_000, bits: 12, dataBytes: 1000 }))).toEqual({
      kind: 'broken',
      problem: 'its header says 12-bit PCM samples',
    });
    expect(sniffAudioFormat(wavFile({ channels: 1, sampleRate: 16_000, formatTag: 0x55, dataBytes: 1000 }))).toEqual({
      kind: 'unsupported',
      name: 'WAV with codec 0x55',
    });
    // IMA ADPCM: 36-byte mono blocks hold 65 samples (a 4-byte header, then two a byte), not 65,535.
    const adpcm = { channels: 1, sampleRate: 16_000, formatTag: 0x11, bits: 4, blockAlign: 36, dataBytes: 3600 };
    expect(sniffAudioFormat(wavFile({ ...adpcm, samplesPerBlock: 65 }))).toMatchObject({
      kind: 'accepted',
      declaredSeconds: (100 * 65) / 16_000,
    });
    expect(sniffAudioFormat(wavFile({ ...adpcm, samplesPerBlock: 65_535 }))).toEqual({
      kind: 'broken',
      problem: 'its header says 65,535 samples for 1 channel in 36-byte IMA ADPCM blocks',
    });
  });

  it('calls a container with a broken or missing header broken, not foreign', () => {
    expect(sniffAudioFormat(m4aAacSilence(1).subarray(0, 100))).toEqual({ kind: 'broken' });
    // A sample count of four billion in stsz would have the decoder walk a table that is not there.
    const stsz = m4aAacSilence(1);
    const at = stsz.indexOf('stsz', 0, 'latin1');
    stsz.writeUInt32BE(0, at + 8);
    stsz.writeUInt32BE(0xffffffff, at + 12);
    expect(sniffAudioFormat(stsz)).toEqual({ kind: 'broken' });
    expect(sniffAudioFormat(webmOpusSilence(1).subarray(0, 50))).toEqual({ kind: 'broken' });
    // An Audio element one byte long: the SamplingFrequency's header inside it runs past its end.
    const webm = webmOpusSilence(1);
    const samplingFrequency = webm.indexOf(Buffer.from([0xe1, 0x8d, 0xb5, 0x88]));
    expect(samplingFrequency).toBeGreaterThan(0);
    webm[samplingFrequency + 1] = 0x81;
    expect(sniffAudioFormat(webm)).toMatchObject({ kind: 'accepted', sampleRate: 48_000 });
    expect(sniffAudioFormat(oggOpusSilence(1).subarray(0, 20))).toEqual({ kind: 'broken' });
    expect(sniffAudioFormat(bytes('RIFF\x00\x00\x00\x00WEBPVP8 '))).toEqual({ kind: 'not-audio' });
  });

  it('gives up on headers built to make reading them long, and calls them broken', () => {
    const traps = headerWalkTraps();
    for (const name of [
      'wav: a million chunks before the data',
      'mp4: a million boxes',
      'mp4: boxes nested a million deep',
      'webm: 10 MB of padding before the tracks',
    ] as const) {
      expect(sniffAudioFormat(traps[name])).toEqual({ kind: 'broken' });
    }
    expect(sniffAudioFormat(traps['ogg: a million OpusHeads'])).toEqual({ kind: 'broken', problem: 'it holds more than 64 Opus streams' });
  });

  it('reads any corruption of a header without throwing: each file is some kind of answer', () => {
    let seed = 5;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const originals = [
      wavFile({ channels: 2, sampleRate: 44_100, dataBytes: 4000 }),
      Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x14', 'latin1'), Buffer.alloc(20), mpegFrames(4)]),
      oggOpusSilence(1, { channels: 6 }),
      webmOpusSilence(1, { channels: 2, durationSeconds: 1 }),
      m4aAacSilence(1),
      m4aAacSilence(2, { layout: 'fragmented' }),
    ];
    const kinds = new Set<string>();
    for (const original of originals) {
      for (let round = 0; round < 400; round++) {
        const bytes = Uint8Array.from(original.subarray(0, round % 4 === 0 ? Math.floor(next() * original.length) : original.length));
        const span = Math.min(bytes.length, 600);
        for (let flip = 0; flip < 1 + (round % 8); flip++) bytes[Math.floor(next() * span)] = Math.floor(next() * 256);
        kinds.add(sniffAudioFormat(bytes).kind);
      }
    }
    expect([...kinds].sort()).toEqual(['accepted', 'broken', 'not-audio', 'unsupported']);
  });
});
