import { describe, expect, it } from 'vitest';
import { m4aAacSilence, oggOpusSilence, webmOpusSilence } from '../../../test/audio-containers';
import { mpegFrameLength } from './mpeg-frames';
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

/** MPEG-1 layer III frames, 128 kbps at 44.1 kHz: 417 bytes each. */
const mpegFrames = (count: number) => Buffer.concat(Array.from({ length: count }, () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])));

describe('sniffAudioFormat', () => {
  it('measures MPEG audio frames from their headers', () => {
    expect(mpegFrameLength(Buffer.from([0xff, 0xfb, 0x90, 0x64]), 0)).toBe(417);
    expect(mpegFrameLength(Buffer.from([0xff, 0xf3, 0x80, 0xc4]), 0)).toBe(208); // MPEG-2, 64 kbps, 22.05 kHz
    expect(mpegFrameLength(Buffer.from([0xff, 0xfb, 0xf0, 0x64]), 0)).toBeUndefined(); // bitrate index 15
    expect(mpegFrameLength(Buffer.from([0xff, 0xf9, 0x90, 0x64]), 0)).toBeUndefined(); // layer bits 00: ADTS
  });

  it('finds MP3 frames after ID3 tags and padding, but not in one stray header', () => {
    const tag = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x14', 'latin1'), Buffer.alloc(20)]);
    expect(sniffAudioFormat(Buffer.concat([tag, Buffer.alloc(300), mpegFrames(3)]))).toEqual({ kind: 'accepted', format: 'mp3' });
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
    expect(sniffAudioFormat(oggOpusSilence(1))).toEqual({ kind: 'accepted', format: 'ogg-opus' });
    expect(sniffAudioFormat(patched(oggOpusSilence(1), 'OpusHead', '\x80theora'))).toEqual({ kind: 'not-audio' });
    expect(sniffAudioFormat(webmOpusSilence(1))).toEqual({ kind: 'accepted', format: 'webm-opus' });
    expect(sniffAudioFormat(webmOpusSilence(1, 'A_AAC'))).toEqual({ kind: 'unsupported', name: 'WebM with AAC' });
    // TrackType 2 (audio) → 1 (video): a video without sound is not a voice sample.
    expect(sniffAudioFormat(patched(webmOpusSilence(1), '\x83\x81\x02', '\x83\x81\x01'))).toEqual({ kind: 'not-audio' });
    // An M4A file declares its length (frames of 1024 samples): decoding is bounded by it.
    expect(sniffAudioFormat(m4aAacSilence(1))).toEqual({ kind: 'accepted', format: 'm4a', declaredSeconds: (47 * 1024) / 48_000 });
    expect(sniffAudioFormat(m4aAacSilence(2, 'fragmented'))).toEqual({ kind: 'accepted', format: 'm4a', declaredSeconds: (94 * 1024) / 48_000 });
    expect(sniffAudioFormat(patched(m4aAacSilence(1), 'soun', 'vide'))).toEqual({ kind: 'not-audio' });
    expect(sniffAudioFormat(patched(m4aAacSilence(1), 'mp4a', 'alac'))).toEqual({ kind: 'unsupported', name: 'Apple Lossless' });
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
    expect(sniffAudioFormat(oggOpusSilence(1).subarray(0, 20))).toEqual({ kind: 'broken' });
    expect(sniffAudioFormat(bytes('RIFF\x00\x00\x00\x00WEBPVP8 '))).toEqual({ kind: 'not-audio' });
  });
});
