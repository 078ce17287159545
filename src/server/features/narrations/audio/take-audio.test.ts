import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { narrationFormats, type NarrationFormat } from '@shared/contracts/narrations';
import { ffmpegOnThisMachine, type FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { cleanTake } from './cleanup';
import { narrationDemuxers, probeNarration, sniffNarrationFormat } from './narration-format';
import { NarrationAudioError } from './run-ffmpeg';
import { decodeForAlignment, encodePlayable } from './take-audio';
import { decodedSeconds, decodedSecondsAndSilences, makeAudio, toneFrequency } from '../../../test/test-audio';

const run = promisify(execFile);
let binaries: FfmpegBinaries;
let folder: string;

/** How each format's sample is made: the codecs a creator's file or browser recording holds. */
const encodings: Record<NarrationFormat, string[]> = {
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'],
  m4a: ['-c:a', 'aac', '-b:a', '128k', '-f', 'ipod'],
  ogg: ['-c:a', 'libopus', '-b:a', '64k', '-f', 'ogg'],
  webm: ['-c:a', 'libopus', '-b:a', '64k', '-f', 'webm'],
  flac: ['-c:a', 'flac', '-f', 'flac'],
};
/** A 440 Hz tone from 0.5 s to 2 s, silence around it: 2.5 s. */
const TAKE = [{ seconds: 0.5 }, { seconds: 1.5, tone: 440 }, { seconds: 0.5 }];
const samples = {} as Record<NarrationFormat, string>;

beforeAll(async () => {
  binaries = (await ffmpegOnThisMachine())!;
  expect(binaries).toBeDefined();
  folder = await mkdtemp(path.join(tmpdir(), 'genesis-narration-audio-'));
  await Promise.all(
    narrationFormats.map(async (format) => {
      samples[format] = path.join(folder, `take-${format}`);
      // Stereo at 48 kHz: what browsers and phones record; the playable take is mono 44.1 kHz.
      await makeAudio(binaries, samples[format], TAKE, { codec: encodings[format], rate: 48_000, channels: 2 });
    }),
  );
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const head = async (file: string) => (await readFile(file)).subarray(0, 16);

describe('sniffNarrationFormat', () => {
  it('names each format from its first bytes, whatever the file is called', async () => {
    for (const format of narrationFormats) expect(sniffNarrationFormat(await head(samples[format])), format).toBe(format);
    expect(narrationDemuxers).toEqual({ wav: 'wav', mp3: 'mp3', m4a: 'mov', ogg: 'ogg', webm: 'matroska', flac: 'flac' });
  });

  it('refuses what is not one of them: a picture, text, ADTS AAC, a HEIC photo, too few bytes', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const adts = path.join(folder, 'raw.aac');
    await makeAudio(binaries, adts, TAKE, { codec: ['-c:a', 'aac', '-f', 'adts'] });
    const heic = Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1');
    for (const bytes of [
      png,
      Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000'),
      await head(adts),
      heic,
      Buffer.from('RIFF'),
      Buffer.alloc(0),
    ])
      expect(sniffNarrationFormat(bytes)).toBeUndefined();
    // A WebP is RIFF too, but not WAVE.
    expect(sniffNarrationFormat(Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'))).toBeUndefined();
  });
});

describe('probeNarration', { timeout: 60_000 }, () => {
  it("reads every format's length from its container (±50 ms)", async () => {
    for (const format of narrationFormats) {
      const { durationSeconds } = await probeNarration(binaries, samples[format], format);
      expect(durationSeconds, format).toBeGreaterThan(2.5 - 0.05);
      expect(durationSeconds, format).toBeLessThan(2.5 + 0.05);
    }
  });

  it('counts the packets of a WebM that states no length (what MediaRecorder writes)', async () => {
    const streamed = path.join(folder, 'recorded.webm');
    // Written to a pipe, the muxer cannot go back to write a duration or cues.
    const { stdout } = await run(
      binaries.ffmpeg,
      ['-hide_banner', '-v', 'error', '-f', 'lavfi', '-i', 'sine=f=300:d=3.2', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'],
      { encoding: 'buffer', maxBuffer: 10 * 1024 * 1024 },
    );
    await writeFile(streamed, stdout);
    const { stdout: stated } = await run(binaries.ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', streamed]);
    expect(stated.trim()).toMatch(/^(N\/A)?$/);
    const { durationSeconds } = await probeNarration(binaries, streamed, 'webm');
    expect(durationSeconds).toBeGreaterThan(3.1);
    expect(durationSeconds).toBeLessThan(3.3);
  });

  it('refuses with a readable error what its bytes lie about: a playlist as MP3, text as WAV, a video with no sound', async () => {
    const playlist = path.join(folder, 'playlist.mp3');
    await writeFile(playlist, `ID3\n#EXTM3U\n#EXTINF:4,\n${samples.wav}\n#EXT-X-ENDLIST\n`);
    const text = path.join(folder, 'notes.wav');
    await writeFile(text, 'RIFF\x10\0\0\0WAVEthese are my notes, not audio at all');
    const silentVideo = path.join(folder, 'screen.webm');
    await run(binaries.ffmpeg, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=64x64:d=1',
      '-c:v',
      'ffv1',
      '-f',
      'matroska',
      '-y',
      silentVideo,
    ]);
    expect(sniffNarrationFormat(await head(silentVideo))).toBe('webm');
    for (const [file, format] of [
      [playlist, 'mp3'],
      [text, 'wav'],
      [silentVideo, 'webm'],
      [samples.flac, 'ogg'],
    ] as const) {
      const refused = await probeNarration(binaries, file, format).catch((error: unknown) => error);
      expect(refused, file).toBeInstanceOf(NarrationAudioError);
      expect((refused as NarrationAudioError).problem).toBe('unreadable');
      expect((refused as Error).message).not.toContain(folder);
    }
  });
});

describe('decodeForAlignment', { timeout: 60_000 }, () => {
  it('decodes every format to mono 16 kHz float samples, the tone where it was', async () => {
    for (const format of narrationFormats) {
      const { pcm, sampleRate } = await decodeForAlignment(binaries, samples[format], format, { maxSeconds: 30 });
      expect(sampleRate).toBe(16_000);
      expect(pcm).toBeInstanceOf(Float32Array);
      expect(Math.abs(pcm.length - 2.5 * 16_000), format).toBeLessThan(0.05 * 16_000);
      expect(toneFrequency(pcm, sampleRate, 0.8, 1.8), format).toBeCloseTo(440, -1);
      expect(Math.max(...pcm.subarray(0, 0.4 * 16_000).map(Math.abs)), format).toBeLessThan(0.01);
    }
  });

  it('stops at maxSeconds', async () => {
    const { pcm } = await decodeForAlignment(binaries, samples.webm, 'webm', { maxSeconds: 1 });
    expect(pcm.length).toBe(16_000);
  });

  it('refuses what the demuxer cannot read, and stops when asked', async () => {
    await expect(decodeForAlignment(binaries, samples.mp3, 'flac', { maxSeconds: 30 })).rejects.toBeInstanceOf(NarrationAudioError);
    const controller = new AbortController();
    controller.abort();
    await expect(decodeForAlignment(binaries, samples.wav, 'wav', { maxSeconds: 30, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

// ffmpeg encodes a take of every format: seconds on a quiet machine, many more on a busy one.
describe('encodePlayable', { timeout: 60_000 }, () => {
  it('writes a mono MP3 of any format, the silences where they were, and says how long it is', async () => {
    for (const format of narrationFormats) {
      const output = path.join(folder, `playable-${format}.mp3`);
      const encoded = await encodePlayable(binaries, samples[format], format, output, { maxSeconds: 30 });
      expect(encoded.format).toBe('mp3');
      expect(sniffNarrationFormat(await head(output))).toBe('mp3');
      expect(Math.abs(encoded.durationSeconds - 2.5), format).toBeLessThan(0.03);
      const { seconds, silences } = await decodedSecondsAndSilences(binaries, output);
      expect(Math.abs(seconds - encoded.durationSeconds), format).toBeLessThan(0.005);
      const { stdout } = await run(binaries.ffprobe, [
        '-v',
        'error',
        '-show_entries',
        'stream=channels,sample_rate',
        '-of',
        'csv=p=0',
        output,
      ]);
      expect(stdout.trim()).toBe('44100,1');
      const [before, after] = silences;
      expect(before!.end, format).toBeCloseTo(0.5, 1);
      expect(after!.start, format).toBeCloseTo(2, 1);
    }
  });

  it('keeps at most maxSeconds, and leaves nothing behind when the input is not audio', async () => {
    const output = path.join(folder, 'short.mp3');
    expect((await encodePlayable(binaries, samples.ogg, 'ogg', output, { maxSeconds: 1.25 })).durationSeconds).toBe(1.25);
    expect(await decodedSeconds(binaries, output)).toBeCloseTo(1.25, 2);
    const broken = path.join(folder, 'broken.mp3');
    await expect(encodePlayable(binaries, samples.wav, 'ogg', broken, { maxSeconds: 30 })).rejects.toBeInstanceOf(NarrationAudioError);
    await expect(stat(broken)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('falls back to AAC in M4A on an ffmpeg without LAME, and clean-ups keep that format', async () => {
    // The same ffmpeg, except that it lists no libmp3lame among its encoders.
    const withoutLame = path.join(folder, 'ffmpeg-without-lame');
    const real = binaries.ffmpeg;
    await writeFile(
      withoutLame,
      `#!/bin/sh\nfor arg in "$@"; do [ "$arg" = "-encoders" ] && { "${real}" "$@" | grep -v libmp3lame; exit 0; }; done\nexec "${real}" "$@"\n`,
    );
    await chmod(withoutLame, 0o755);
    const aacOnly: FfmpegBinaries = { ...binaries, ffmpeg: withoutLame };
    const output = path.join(folder, 'playable.m4a');
    const encoded = await encodePlayable(aacOnly, samples.webm, 'webm', output, { maxSeconds: 30 });
    expect(encoded.format).toBe('m4a');
    expect(sniffNarrationFormat(await head(output))).toBe('m4a');
    expect(Math.abs(encoded.durationSeconds - 2.5)).toBeLessThan(0.03);
    const cleaned = path.join(folder, 'cleaned.m4a');
    const { durationSeconds } = await cleanTake(aacOnly, output, cleaned, {
      trimSilence: true,
      maxPauseSeconds: null,
      denoise: false,
      loudness: false,
    });
    expect(sniffNarrationFormat(await head(cleaned))).toBe('m4a');
    // 0.5 s of silence at each end, 0.15 s kept.
    expect(Math.abs(durationSeconds - (2.5 - 0.7))).toBeLessThan(0.03);
  });
});
