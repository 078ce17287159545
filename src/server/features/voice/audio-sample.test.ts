import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOggEncoder } from 'wasm-media-encoders';
import { HttpError } from '../../http/http-error';
import { m4aAacSilence, oggOpusSilence, webmOpusSilence } from '../../test/audio-containers';
import { multichannelWav, wavFile } from '../../test/crafted-audio';
import { speechPcm, speechSample } from '../../test/voice-samples';
import { readSampleHeader, sampleContentType, sampleProblems } from './audio-sample';
import { decodeSample } from './decode-sample';

const voice = { pitch: 40, seconds: 8 } as const;

/** Both steps a sample goes through: its header checked (web server thread), then decoded (worker). */
async function readAudioSample(bytes: Uint8Array) {
  const header = readSampleHeader(bytes);
  return { ...header, contentType: sampleContentType(header.format), ...(await decodeSample(bytes, header)) };
}

/** The HttpError readAudioSample rejects with (fails the test if it resolves or throws anything else). */
async function rejection(bytes: Uint8Array): Promise<HttpError> {
  const error: unknown = await readAudioSample(bytes).then(
    () => new Error('the sample was accepted'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/** A cut or corrupt file is read (shorter) or rejected with a 400, never anything else. */
async function readOrBadRequest(bytes: Uint8Array): Promise<void> {
  try {
    const sample = await readAudioSample(bytes);
    expect(sample.durationSeconds).toBeGreaterThanOrEqual(5);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
  }
}

describe('readSampleHeader, then decodeSample', () => {
  it('reads WAV and MP3 by their content, with the length of the PCM they hold', async () => {
    const { pcm, sampleRate } = await speechPcm(voice);
    const pcmSeconds = pcm.length / sampleRate;
    for (const format of ['wav', 'mp3'] as const) {
      const sample = await readAudioSample(await speechSample({ ...voice, format }));
      expect(sample.format).toBe(format);
      expect(sample.contentType).toBe(format === 'wav' ? 'audio/wav' : 'audio/mpeg');
      expect(sample.sampleRate).toBe(sampleRate);
      expect(Math.abs(sample.durationSeconds - pcmSeconds)).toBeLessThan(0.1);
      expect(sample.samples.length).toBe(Math.round(sample.durationSeconds * sampleRate));
    }
  });

  it('reads Ogg Opus, WebM Opus (as browsers record) and M4A (AAC, as phones and Safari record)', async () => {
    const cases = [
      { bytes: oggOpusSilence(6), format: 'ogg-opus', contentType: 'audio/ogg' },
      { bytes: webmOpusSilence(6), format: 'webm-opus', contentType: 'audio/webm' },
      { bytes: m4aAacSilence(6), format: 'm4a', contentType: 'audio/mp4' },
      { bytes: m4aAacSilence(6, { layout: 'fragmented' }), format: 'm4a', contentType: 'audio/mp4' },
    ] as const;
    for (const { bytes, format, contentType } of cases) {
      const sample = await readAudioSample(bytes);
      expect([sample.format, sample.contentType, sample.sampleRate]).toEqual([format, contentType, 48_000]);
      expect(Math.abs(sample.durationSeconds - 6)).toBeLessThan(0.1);
    }
  });

  it('takes genuine recordings up to the limits: 8 channels, 192 kHz, as long as their headers say', async () => {
    const { pcm, sampleRate } = await speechPcm(voice);
    const pcmSeconds = pcm.length / sampleRate;
    const eightChannels = await readAudioSample(multichannelWav(pcm, sampleRate, 8));
    expect([eightChannels.channels, eightChannels.sampleRate]).toEqual([8, sampleRate]);
    expect(eightChannels.durationSeconds).toBeCloseTo(pcmSeconds, 2);
    const highRate = await readAudioSample(wavFile({ channels: 2, sampleRate: 192_000, bits: 24, dataBytes: 6 * 192_000 * 6 }));
    expect([highRate.sampleRate, highRate.durationSeconds]).toEqual([192_000, 6]);
    for (const bytes of [oggOpusSilence(6, { channels: 8 }), webmOpusSilence(6, { channels: 2, durationSeconds: 6 })]) {
      expect(Math.abs((await readAudioSample(bytes)).durationSeconds - 6)).toBeLessThan(0.1);
    }
  });

  it('takes a picture renamed as audio, text, random bytes or nothing for what they are: not audio', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer(); // RIFF, like WAV
    const heic = Buffer.from('0000001866747970686569630000000068656963000000086d657461', 'hex'); // ISO-BMFF, like M4A
    let seed = 7;
    const random = Uint8Array.from({ length: 50_000 }, () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) >> 23);
    const text = Buffer.from('RIFF? No: just a text file that was renamed to sample.wav\n'.repeat(100));
    for (const bytes of [png, webp, heic, random, text, new Uint8Array()]) {
      const error = await rejection(bytes);
      expect([error.statusCode, error.code, error.message]).toEqual([400, 'INVALID_FILE_TYPE', 'Please upload an audio file']);
    }
  });

  it('names the accepted formats for audio it does not take', async () => {
    const { pcm, sampleRate } = await speechPcm(voice);
    const vorbis = await createOggEncoder();
    vorbis.configure({ channels: 1, sampleRate, vbrQuality: 3 });
    const floats = Float32Array.from(pcm, (value) => value / 32_768);
    // The encoder reuses the memory it returns: copy each part out before the next call.
    const encoded = Buffer.from(vorbis.encode([floats]));
    const oggVorbis = Buffer.concat([encoded, Buffer.from(vorbis.finalize())]);
    const flac = Buffer.concat([Buffer.from('fLaC\x00\x00\x00\x22', 'latin1'), Buffer.alloc(64)]);
    for (const [bytes, name] of [
      [oggVorbis, 'Ogg Vorbis'],
      [flac, 'FLAC'],
      [webmOpusSilence(6, { codecId: 'A_VORBIS' }), 'WebM with VORBIS'],
    ] as const) {
      const error = await rejection(bytes);
      expect([error.statusCode, error.code]).toEqual([400, 'UNSUPPORTED_AUDIO']);
      expect(error.message).toContain(name);
      expect(error.message).toContain('WAV, MP3, Ogg or WebM Opus, or M4A');
    }
  });

  it('rejects recordings under 5 seconds and over 3 minutes', async () => {
    const short = await rejection(await speechSample({ ...voice, seconds: 2, format: 'wav' }));
    expect([short.code, short.message]).toEqual(['SAMPLE_TOO_SHORT', 'The recording is too short: please record at least 5 seconds.']);
    // Decoding stops soon after the limit instead of decoding the whole file.
    for (const bytes of [oggOpusSilence(240), webmOpusSilence(240), m4aAacSilence(240), m4aAacSilence(240, { layout: 'fragmented' })]) {
      const long = await rejection(bytes);
      expect([long.code, long.message]).toEqual(['SAMPLE_TOO_LONG', 'The recording is too long: please keep it under 3 minutes.']);
    }
    // Ten megabytes of the smallest Opus packets would be 20 hours of audio, minutes to decode in
    // full: decoding stops at the limit, well inside this test's own timeout.
    expect((await rejection(oggOpusSilence(70_000))).code).toBe('SAMPLE_TOO_LONG');
  });

  it('rejects a long M4A whose header claims a huge timescale before decoding it', async () => {
    const file = Buffer.from(m4aAacSilence(400));
    const mdhd = file.indexOf('mdhd');
    // Box start is 4 bytes before the type; version/flags, creation and modification times come first.
    file.writeUInt32BE(0xffffffff, mdhd + 16);
    expect((await rejection(file)).code).toBe('SAMPLE_TOO_LONG');
  });

  it('rejects files over 10 MB before reading them', async () => {
    const error = await rejection(new Uint8Array(10 * 1024 * 1024 + 1));
    expect([error.statusCode, error.code, error.message]).toEqual([
      400,
      'SAMPLE_TOO_LARGE',
      'The audio file is too large: the limit is 10 MB.',
    ]);
  });

  it('answers a cut recording with a 400, not a crash', async () => {
    const wav = await speechSample({ ...voice, format: 'wav' });
    const mp3 = await speechSample({ ...voice, format: 'mp3' });
    expect((await rejection(wav.subarray(0, 30))).code).toBe('UNREADABLE_AUDIO');
    expect((await rejection(mp3.subarray(0, 100))).statusCode).toBe(400);
    expect((await rejection(webmOpusSilence(6).subarray(0, 60))).code).toBe('UNREADABLE_AUDIO');
    expect((await rejection(m4aAacSilence(6).subarray(0, 300))).code).toBe('UNREADABLE_AUDIO');
    // Cut in the middle: what is left is read.
    expect((await readAudioSample(mp3.subarray(0, Math.round(mp3.length * 0.75)))).durationSeconds).toBeCloseTo(6, 0);
    for (const bytes of [wav, mp3, oggOpusSilence(6), webmOpusSilence(6), m4aAacSilence(6, { layout: 'fragmented' })]) {
      for (const fraction of [0.001, 0.01, 0.3, 0.5, 0.62, 0.999])
        await readOrBadRequest(bytes.subarray(0, Math.round(bytes.length * fraction)));
    }
  });

  it('answers corrupt bytes anywhere in any format with a sample or a 400', async () => {
    let seed = 11;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const originals = [
      await speechSample({ ...voice, format: 'wav' }),
      await speechSample({ ...voice, format: 'mp3' }),
      oggOpusSilence(6),
      webmOpusSilence(6),
      m4aAacSilence(6),
      m4aAacSilence(6, { layout: 'fragmented' }),
    ];
    for (const original of originals) {
      for (let round = 0; round < 12; round++) {
        const bytes = Uint8Array.from(original);
        // Headers are where parsers trip: corrupt mostly the first kilobytes.
        const span = round % 2 === 0 ? Math.min(bytes.length, 2048) : bytes.length;
        for (let flip = 0; flip < 1 + round; flip++) bytes[Math.floor(next() * span)] = Math.floor(next() * 256);
        await readOrBadRequest(bytes);
      }
    }
  });

  it('says what each problem means in words the user can act on', () => {
    expect(sampleProblems.INVALID_FILE_TYPE).toBe('Please upload an audio file');
    expect(sampleProblems.UNREADABLE_AUDIO).toBe('We could not read this recording. Please record or upload it again.');
  });
});
