/**
 * Audio headers cannot exhaust memory. A 256 KB WAV whose header said 65,535
 * channels froze the event loop for 62 s and grew the process to 20 GB: decoders size their arrays by
 * what headers declare. Every container's header is now checked before anything is decoded (1–8
 * channels, 8–192 kHz, frames consistent with channels and bits, at most the longest sample), and
 * the file is decoded on a worker under a memory allowance and a deadline
 * (features/voice/measure-off-thread.test.ts covers that backstop).
 *
 * Each file below lies in its header the way a crafted upload would; each answer is a 400 that says
 * what is wrong, and nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { voiceProfile } from '@shared/contracts/voice';
import type { App } from '../../app/app';
import { m4aAacSilence, oggOpusSilence, webmOpusSilence } from '../audio-containers';
import { useTestApp } from '../build-test-app';
import { mp3Frames, multichannelWav, wavClaiming65535Channels, wavFile } from '../crafted-audio';
import { registerUser, type RegisteredUser } from '../factories';
import { multipartBody } from '../multipart';
import { speechPcm, speechSample } from '../voice-samples';

async function clone(app: App, user: RegisteredUser, bytes: Uint8Array, name = 'sample.wav') {
  const body = await multipartBody({ audio: { bytes, name, type: 'audio/wav' }, name: 'Crafted', consent: 'true' });
  return app.inject({ method: 'POST', url: '/api/voice/clone', headers: { ...user.headers, ...body.headers }, payload: body.payload });
}

const unreadable = (problem: string) => `We could not read this recording: ${problem}. Please record or upload it again.`;
const tooLong = 'The recording is too long: please keep it under 3 minutes.';
const tenHours = 10 * 3600;

/** Replaces the first occurrence of `from` in a copy of the file (same length). */
function patched(file: Buffer, from: string, write: (copy: Buffer, at: number) => void): Buffer {
  const copy = Buffer.from(file);
  const at = copy.indexOf(from, 0, 'latin1');
  expect(at).toBeGreaterThanOrEqual(0);
  write(copy, at);
  return copy;
}

/** AudioSpecificConfig AAC-LC, 48 kHz: 0x11 0x88 is one channel; the next nibble is the channel configuration. */
const withAacChannelConfiguration = (file: Buffer, configuration: number) =>
  patched(file, '\x11\x88', (copy, at) => copy.writeUInt8(0x80 | (configuration << 3), at + 1));

describe('audio headers that lie', () => {
  const ctx = useTestApp();

  it('answers the reported WAV (65,535 channels in 2-byte frames) with a 400 naming what it says, and stores nothing', async () => {
    const user = await registerUser(ctx.app);
    const response = await clone(ctx.app, user, wavClaiming65535Channels());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'UNREADABLE_AUDIO',
      message: unreadable('its header says 65,535 channels of 16-bit samples in 2-byte frames'),
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: user.headers })).json()).toEqual([]);
  });

  const channels = (count: string) => unreadable(`its header says it has ${count} channels, and a voice sample may have 1 to 8`);
  const rate = (value: string) =>
    unreadable(`its header says it has ${value} samples a second, and a voice sample may have 8,000 to 192,000`);

  it.each([
    // WAV
    {
      label: 'WAV: 65,535 channels of 8 bits, frames to match',
      code: 'UNREADABLE_AUDIO',
      message: channels('65,535'),
      file: () => wavFile({ channels: 65_535, sampleRate: 16_000, bits: 8, dataBytes: 256 * 1024 }),
    },
    {
      label: 'WAV: 4 GHz',
      code: 'UNREADABLE_AUDIO',
      message: rate('4,000,000,000'),
      file: () => wavFile({ channels: 1, sampleRate: 4_000_000_000, dataBytes: 64_000 }),
    },
    {
      label: 'WAV: 1 kHz (10 MB would be an hour and a half)',
      code: 'UNREADABLE_AUDIO',
      message: rate('1,000'),
      file: () => wavFile({ channels: 1, sampleRate: 1000, dataBytes: 64_000 }),
    },
    {
      label: 'WAV: IMA ADPCM blocks of 36 bytes said to hold 65,535 samples',
      code: 'UNREADABLE_AUDIO',
      message: unreadable('its header says 65,535 samples for 1 channel in 36-byte IMA ADPCM blocks'),
      file: () =>
        wavFile({
          channels: 1,
          sampleRate: 16_000,
          formatTag: 0x11,
          bits: 4,
          blockAlign: 36,
          samplesPerBlock: 65_535,
          dataBytes: 256 * 1024,
        }),
    },
    {
      label: 'WAV: 200 s of 8 kHz 8-bit audio',
      code: 'SAMPLE_TOO_LONG',
      message: tooLong,
      file: () => wavFile({ channels: 1, sampleRate: 8000, bits: 8, dataBytes: 200 * 8000 }),
    },
    // MP3
    {
      label: 'MP3: 216 s of the smallest frames (counted frame by frame, whatever a Xing tag would say)',
      code: 'SAMPLE_TOO_LONG',
      message: tooLong,
      file: () => mp3Frames(3000),
    },
    {
      label: 'MP3: 4 MB of free-format frames after a valid start (seconds of decoding for nothing)',
      code: 'UNREADABLE_AUDIO',
      message: unreadable('it holds free-format MP3 frames, which are not supported'),
      file: () => Buffer.concat([mp3Frames(100), mp3Frames(58_000, { freeFormat: true })]),
    },
    {
      label: 'MP3: free-format from the start',
      code: 'UNSUPPORTED_AUDIO',
      message: 'This audio format (free-format MP3) is not supported. Please upload WAV, MP3, Ogg or WebM Opus, or M4A audio.',
      file: () => mp3Frames(100, { freeFormat: true }),
    },
    {
      label: 'MP3: a sample rate that changes part-way',
      code: 'UNREADABLE_AUDIO',
      message: unreadable('its sample rate changes part-way through'),
      file: () => Buffer.concat([mp3Frames(100), mp3Frames(100, { rateIndex: 0 })]),
    },
    {
      label: 'MP3: 1 MB that is not audio after the frames',
      code: 'UNREADABLE_AUDIO',
      message: unreadable('1024 KB of it is not MP3 audio'),
      file: () => Buffer.concat([mp3Frames(100), Buffer.alloc(1024 * 1024, 0x5a)]),
    },
    // Ogg Opus
    {
      label: 'Ogg: an OpusHead of 255 channels',
      code: 'UNREADABLE_AUDIO',
      message: channels('255'),
      file: () => oggOpusSilence(6, { channels: 255 }),
    },
    {
      label: 'Ogg: a second link (chained) of 255 channels',
      code: 'UNREADABLE_AUDIO',
      message: channels('255'),
      file: () => Buffer.concat([oggOpusSilence(3), oggOpusSilence(3, { channels: 255 })]),
    },
    {
      label: 'Ogg: an input rate of 4 MHz',
      code: 'UNREADABLE_AUDIO',
      message: rate('4,000,000'),
      file: () => oggOpusSilence(6, { inputRate: 4_000_000 }),
    },
    {
      label: 'Ogg: a final granule position of ten hours',
      code: 'SAMPLE_TOO_LONG',
      message: tooLong,
      file: () => oggOpusSilence(6, { declaredSeconds: tenHours }),
    },
    // WebM Opus
    {
      label: 'WebM: an OpusHead of 255 channels',
      code: 'UNREADABLE_AUDIO',
      message: channels('255'),
      file: () => webmOpusSilence(6, { channels: 255 }),
    },
    {
      label: 'WebM: a SamplingFrequency of 1 GHz',
      code: 'UNREADABLE_AUDIO',
      message: rate('1,000,000,000'),
      file: () => webmOpusSilence(6, { samplingFrequency: 1e9 }),
    },
    {
      label: 'WebM: a Duration of ten hours',
      code: 'SAMPLE_TOO_LONG',
      message: tooLong,
      file: () => webmOpusSilence(6, { durationSeconds: tenHours }),
    },
    // M4A
    {
      label: 'M4A: a first sound track of Opus with 255 channels, before the AAC one',
      code: 'UNSUPPORTED_AUDIO',
      message: 'This audio format (MP4 with Opus) is not supported. Please upload WAV, MP3, Ogg or WebM Opus, or M4A audio.',
      file: () => m4aAacSilence(6, { decoy: 'opus-255-channels' }),
    },
    {
      label: 'M4A: a video track whose table claims four billion samples',
      code: 'UNREADABLE_AUDIO',
      message: 'We could not read this recording. Please record or upload it again.',
      file: () => m4aAacSilence(6, { decoy: 'video-4-billion-samples' }),
    },
    {
      label: 'M4A: a sample entry of 65,535 channels',
      code: 'UNREADABLE_AUDIO',
      message: channels('65,535'),
      file: () => patched(m4aAacSilence(6), 'mp4a', (copy, at) => copy.writeUInt16BE(65_535, at + 20)),
    },
    {
      label: 'M4A: an AAC configuration leaving the channels to the stream',
      code: 'UNREADABLE_AUDIO',
      message: unreadable('its header does not say how many channels it has'),
      file: () => withAacChannelConfiguration(m4aAacSilence(6), 0),
    },
    {
      label: 'M4A: 170 s of eight channels (decoded whole: 65 million samples)',
      code: 'SAMPLE_TOO_LONG',
      message: 'The recording is too long for 8 channels: please keep it under 104 seconds, or save it in mono.',
      file: () => withAacChannelConfiguration(m4aAacSilence(170), 7),
    },
    {
      label: 'M4A: a movie fragment claiming four billion frames',
      code: 'SAMPLE_TOO_LONG',
      message: tooLong,
      file: () => patched(m4aAacSilence(6, { layout: 'fragmented' }), 'trun', (copy, at) => copy.writeUInt32BE(0xffffffff, at + 8)),
    },
  ])('$label: 400 $code', async ({ file, code, message }) => {
    const user = await registerUser(ctx.app);
    const response = await clone(ctx.app, user, file());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message });
  });

  // A genuine sample is synthesized, then decoded and measured on worker threads that start with it:
  // seconds on a quiet machine, many more on a busy one.
  it('still takes a genuine MP3 with an ID3v1 tag at its end', { timeout: 60_000 }, async () => {
    const user = await registerUser(ctx.app);
    const mp3 = await speechSample({ pitch: 40, seconds: 8, format: 'mp3' });
    const tagged = Buffer.concat([mp3, Buffer.from('TAG'), Buffer.alloc(125, 0x20)]);
    const response = await clone(ctx.app, user, tagged, 'sample.mp3');
    expect(response.statusCode).toBe(201);
    expect(voiceProfile.parse(response.json().profile).sampleSeconds).toBeCloseTo(8, 0);
  });

  it('still takes a genuine stereo recording, mixed down and measured', { timeout: 60_000 }, async () => {
    const user = await registerUser(ctx.app);
    const { pcm, sampleRate } = await speechPcm({ pitch: 40, seconds: 8 });
    const response = await clone(ctx.app, user, multichannelWav(pcm, sampleRate, 2));
    expect(response.statusCode).toBe(201);
    expect(voiceProfile.parse(response.json().profile).sampleSeconds).toBeCloseTo(8, 0);
  });
});
