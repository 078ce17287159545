import { describe, expect, it } from 'vitest';
import { sniffMediaContainer } from './probe-media';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);

describe('sniffMediaContainer: what a file is, from its first bytes only', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), { kind: 'image', container: 'jpeg' }],
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n'), { kind: 'image', container: 'png' }],
    ['a WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBP'), { kind: 'image', container: 'webp' }],
    ['an AVIF', ftyp('avif'), { kind: 'image', container: 'avif' }],
    ['a HEIC', ftyp('heic'), { kind: 'image', container: 'heif' }],
    ['an MP4', ftyp('isom'), { kind: 'video-or-audio', container: 'mp4', demuxer: 'mov' }],
    ['a MOV', ftyp('qt  '), { kind: 'video-or-audio', container: 'mp4', demuxer: 'mov' }],
    ['an M4A', ftyp('M4A '), { kind: 'video-or-audio', container: 'mp4', demuxer: 'mov' }],
    ['a WebM', bytes([0x1a, 0x45, 0xdf, 0xa3]), { kind: 'video-or-audio', container: 'webm', demuxer: 'matroska' }],
    ['a WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), { kind: 'video-or-audio', container: 'wav', demuxer: 'wav' }],
    ['an MP3', bytes('ID3', [4, 0, 0]), { kind: 'video-or-audio', container: 'mp3', demuxer: 'mp3' }],
    ['a FLAC', bytes('fLaC'), { kind: 'video-or-audio', container: 'flac', demuxer: 'flac' }],
  ])('%s', (_name, head, expected) => {
    expect(sniffMediaContainer(head)).toEqual(expected);
  });

  it.each([
    ['text', bytes('hello, this is not a video')],
    ['a PDF', bytes('%PDF-1.7')],
    ['a GIF', bytes('GIF89a')],
    ['nothing', bytes()],
  ])('names no container for %s', (_name, head) => {
    expect(sniffMediaContainer(head)).toBeUndefined();
  });
});
