import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoFormats, videoPixelSize, videoResolutions } from '@shared/catalog/video';
import { encodeMp3 } from '../speech/mp3';
import type { TimedWord } from '../speech/speech-engine';
import { locateFfmpeg, type FfmpegBinaries } from './ffmpeg-binaries';
import { probeMedia } from './probe-media';
import { renderVideo, type RenderVideoRequest } from './render-video';

const run = promisify(execFile);

let binaries: FfmpegBinaries;
let folder: string;
let fixtures: { voice: string; music: string; grey: string; greyWebp: string; photo: string; notAnImage: string };

const SPEECH_HZ = 220;
const MUSIC_HZ = 1000;
/** The fixture voiceover: two spoken passages with a pause between them. */
const PASSAGES = [
  { start: 0.3, end: 2.3 },
  { start: 4.3, end: 5.7 },
];
const DURATION = 6;
/** Words over the passages: captions are on screen during them and off in the pause. */
const WORDS: TimedWord[] = [
  ...['Scenes', 'move', 'slowly', 'here.'].map((text, index) => ({ text, startMs: 300 + index * 500, endMs: 300 + index * 500 + 450 })),
  ...['Then', 'music', 'plays.'].map((text, index) => ({ text, startMs: 4300 + index * 460, endMs: 4300 + index * 460 + 420 })),
];

/** Mono PCM: a tone while `on(t)` holds, silence otherwise. */
function tone(seconds: number, sampleRate: number, hz: number, on: (t: number) => boolean): Int16Array {
  const pcm = new Int16Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < pcm.length; index++) {
    const t = index / sampleRate;
    pcm[index] = on(t) ? Math.round(Math.sin(2 * Math.PI * hz * t) * 12_000) : 0;
  }
  return pcm;
}

async function solid(
  file: string,
  colour: { r: number; g: number; b: number },
  width: number,
  height: number,
  format: 'png' | 'webp' | 'jpeg',
) {
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toFile(file);
}

beforeAll(async () => {
  binaries = (await locateFfmpeg())!;
  expect(binaries).toBeDefined();
  folder = await mkdtemp(path.join(tmpdir(), 'genesis-render-test-'));
  const file = (name: string) => path.join(folder, name);
  fixtures = {
    voice: file('voice.mp3'),
    music: file('music.mp3'),
    grey: file('grey.png'),
    greyWebp: file('grey.webp'),
    photo: file('photo.jpg'),
    notAnImage: file('notes.jpg'),
  };
  const speaking = (t: number) => PASSAGES.some((passage) => t >= passage.start && t < passage.end);
  await writeFile(fixtures.voice, await encodeMp3(tone(DURATION, 22_050, SPEECH_HZ, speaking), 22_050));
  await writeFile(
    fixtures.music,
    await encodeMp3(
      tone(1.5, 24_000, MUSIC_HZ, () => true),
      24_000,
      96,
    ),
  );
  // Flat pictures: motion changes no pixel, so any difference between frames is the captions.
  await solid(fixtures.grey, { r: 70, g: 90, b: 110 }, 1600, 1000, 'png');
  await solid(fixtures.greyWebp, { r: 70, g: 90, b: 110 }, 900, 1600, 'webp');
  await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg()
    .toFile(fixtures.photo);
  await writeFile(fixtures.notAnImage, 'These are my notes, not a picture.\n');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A fresh directory for one render's output and temp files, so a test can see everything left behind. */
async function workspace() {
  const root = await mkdtemp(path.join(folder, 'case-'));
  const temp = path.join(root, 'tmp');
  await mkdir(temp);
  return { root, temp, output: path.join(root, 'draft.mp4') };
}

/** The MP4's top-level boxes in file order. */
async function topLevelBoxes(file: string): Promise<string[]> {
  const bytes = await readFile(file);
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    if (size === 0) size = bytes.length - offset;
    boxes.push(type);
    offset += size;
  }
  return boxes;
}

/** One frame at `seconds` as raw RGB. */
async function frameAt(file: string, seconds: number): Promise<{ data: Buffer; width: number; height: number }> {
  const { stdout } = await run(
    binaries.ffmpeg,
    ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
    {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const { data, info } = await sharp(stdout).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean absolute difference of two frames over the rows [top, bottom) as shares of the height. */
function difference(a: { data: Buffer; width: number; height: number }, b: { data: Buffer }, top: number, bottom: number): number {
  const from = Math.floor(a.height * top) * a.width * 3;
  const to = Math.floor(a.height * bottom) * a.width * 3;
  let sum = 0;
  for (let index = from; index < to; index++) sum += Math.abs(a.data[index]! - b.data[index]!);
  return sum / (to - from);
}

/** The audio from `start` for `seconds` as mono 16 kHz samples. */
async function audioAt(file: string, start: number, seconds: number): Promise<Float64Array> {
  const { stdout } = await run(
    binaries.ffmpeg,
    ['-v', 'error', '-ss', String(start), '-t', String(seconds), '-i', file, '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le', 'pipe:1'],
    {
      encoding: 'buffer',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return Float64Array.from({ length: stdout.length / 2 }, (_, index) => stdout.readInt16LE(index * 2) / 32768);
}

/** The amplitude of one frequency in the samples (Goertzel). */
function level(samples: Float64Array, hz: number, sampleRate = 16_000): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * hz) / sampleRate);
  let previous = 0;
  let beforePrevious = 0;
  for (const sample of samples) {
    const current = sample + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  const power = previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious;
  return (2 * Math.sqrt(power)) / samples.length;
}

/** Processes whose command line mentions `text` (Linux /proc). */
async function processesMentioning(text: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const commandLine = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (commandLine.includes(text)) found.push(Number(entry));
  }
  return found;
}

function request(overrides: Partial<RenderVideoRequest> & Pick<RenderVideoRequest, 'outputPath'>): RenderVideoRequest {
  return {
    binaries,
    format: '16:9',
    resolution: '720p',
    voiceoverPath: fixtures.voice,
    durationSeconds: DURATION,
    scenes: [
      { imagePath: fixtures.grey, startSeconds: 0, endSeconds: 3 },
      { imagePath: fixtures.greyWebp, startSeconds: 3, endSeconds: DURATION },
    ],
    ...overrides,
  };
}

describe('renderVideo', () => {
  it('renders an MP4 of one H.264 and one AAC stream, as long as the voiceover, with the index first and the captions on screen only while words are spoken', async () => {
    const { output, temp, root } = await workspace();
    const reports: number[] = [];
    const result = await renderVideo(
      request({
        outputPath: output,
        tempDir: temp,
        captions: { style: 'bold', words: WORDS },
        onProgress: ({ percent }) => reports.push(percent),
      }),
    );

    const probe = await probeMedia(binaries, output);
    expect(probe.formatName).toContain('mp4');
    expect(probe.streams.map((stream) => `${stream.type}:${stream.codec}`).sort()).toEqual(['audio:aac', 'video:h264']);
    expect(probe.streams.find((stream) => stream.type === 'video')).toMatchObject({ width: 1280, height: 720 });
    expect(probe.streams.find((stream) => stream.type === 'audio')).toMatchObject({ sampleRate: 48_000 });
    expect(Math.abs(probe.durationSeconds - DURATION)).toBeLessThanOrEqual(0.25);
    expect(result).toMatchObject({ width: 1280, height: 720 });
    expect(Math.abs(result.durationSeconds - DURATION)).toBeLessThanOrEqual(0.25);

    const boxes = await topLevelBoxes(output);
    expect(boxes).toContain('mdat');
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

    // 1.9 s: all four words of the first cue are on screen; 3.3 s: the pause, no caption.
    const captioned = await frameAt(output, 1.9);
    const pause = await frameAt(output, 3.3);
    expect(difference(captioned, pause, 0.62, 0.95)).toBeGreaterThan(4);
    expect(difference(captioned, pause, 0, 0.5)).toBeLessThan(1);

    expect(reports.at(-1)).toBe(100);
    expect(reports.every((percent, index) => index === 0 || percent >= reports[index - 1]!)).toBe(true);
    expect(result.bytes).toBeGreaterThan(0);
    expect(await readdir(root)).toEqual(['draft.mp4', 'tmp']);
    expect(await readdir(temp)).toEqual([]);
  }, 120_000);

  it('renders every format at both resolutions at the catalogue’s pixel size', async () => {
    const { root } = await workspace();
    for (const format of videoFormats) {
      for (const resolution of videoResolutions) {
        const output = path.join(root, `${format.replace(':', 'x')}-${resolution}.mp4`);
        const result = await renderVideo(
          request({
            outputPath: output,
            format,
            resolution,
            durationSeconds: 0.5,
            scenes: [{ imagePath: fixtures.photo, startSeconds: 0, endSeconds: 0.5 }],
          }),
        );
        const video = (await probeMedia(binaries, output)).streams.find((stream) => stream.type === 'video');
        expect({ format, resolution, width: video?.width, height: video?.height }).toEqual({
          format,
          resolution,
          ...videoPixelSize(format, resolution),
        });
        expect(result).toMatchObject(videoPixelSize(format, resolution));
      }
    }
  }, 180_000);

  it('plays the music louder in the pause than under the voice, and none without music', async () => {
    const { root } = await workspace();
    const withMusic = path.join(root, 'music.mp4');
    const without = path.join(root, 'plain.mp4');
    await renderVideo(request({ outputPath: withMusic, music: { path: fixtures.music, volume: 60 } }));
    await renderVideo(request({ outputPath: without }));

    // The pause runs 2.3–4.3 s; the compressor has let go of the music half a second in.
    const pauseWith = level(await audioAt(withMusic, 3, 1), MUSIC_HZ);
    const pauseWithout = level(await audioAt(without, 3, 1), MUSIC_HZ);
    const underVoice = level(await audioAt(withMusic, 0.8, 1.2), MUSIC_HZ);
    expect(pauseWith).toBeGreaterThan(0.05);
    expect(pauseWithout).toBeLessThan(pauseWith / 20);
    expect(underVoice).toBeLessThan(pauseWith / 3);
    // The voice itself is not lowered by the music.
    expect(level(await audioAt(withMusic, 0.8, 1.2), SPEECH_HZ)).toBeGreaterThan(0.2);
  }, 120_000);

  it('stops ffmpeg at once when aborted: an AbortError, no output, no temp files and no ffmpeg left', async () => {
    const { output, temp, root } = await workspace();
    const controller = new AbortController();
    let running: number[] = [];
    const rendering = renderVideo(
      request({
        outputPath: output,
        tempDir: temp,
        resolution: '1080p',
        durationSeconds: 60,
        scenes: [0, 20, 40].map((startSeconds) => ({ imagePath: fixtures.photo, startSeconds, endSeconds: startSeconds + 20 })),
        onProgress: ({ percent }) => {
          if (percent > 0 && !controller.signal.aborted) {
            void processesMentioning(root).then((found) => {
              running = found;
              controller.abort();
            });
          }
        },
        signal: controller.signal,
      }),
    );
    await expect(rendering).rejects.toMatchObject({ name: 'AbortError' });
    expect(running.length).toBe(1);
    expect(await processesMentioning(root)).toEqual([]);
    expect(await readdir(root)).toEqual(['tmp']);
    expect(await readdir(temp)).toEqual([]);
  }, 120_000);

  it('rejects with a readable error when a picture is not an image, leaving nothing behind', async () => {
    const { output, temp, root } = await workspace();
    const broken = request({
      outputPath: output,
      tempDir: temp,
      scenes: [
        { imagePath: fixtures.grey, startSeconds: 0, endSeconds: 3 },
        { imagePath: fixtures.notAnImage, startSeconds: 3, endSeconds: DURATION },
      ],
    });
    await expect(renderVideo(broken)).rejects.toThrow(
      /^The picture of scene 2 \(notes\.jpg\) could not be read: .*unsupported image format/,
    );
    expect(await readdir(root)).toEqual(['tmp']);
    expect(await readdir(temp)).toEqual([]);
  });

  it('rejects with a readable error when the voiceover or the music is not audio', async () => {
    const { output, root, temp } = await workspace();
    await expect(renderVideo(request({ outputPath: output, tempDir: temp, voiceoverPath: fixtures.notAnImage }))).rejects.toThrow(
      /^The voiceover \(notes\.jpg\) is not audio ffmpeg can read\.$/,
    );
    await expect(renderVideo(request({ outputPath: output, tempDir: temp, music: { path: fixtures.grey, volume: 50 } }))).rejects.toThrow(
      /^The music \(grey\.png\) is not audio ffmpeg can read\.$/,
    );
    expect(await readdir(root)).toEqual(['tmp']);
    expect(await readdir(temp)).toEqual([]);
  });

  it('rejects with ffmpeg’s own reason when ffmpeg fails, cleaning its temp files', async () => {
    const { root, temp } = await workspace();
    const output = path.join(root, 'missing-folder', 'draft.mp4');
    await expect(renderVideo(request({ outputPath: output, tempDir: temp, durationSeconds: 0.5 }))).rejects.toThrow(
      /^ffmpeg could not render the video \(exit code \d+\): .*draft\.mp4.*No such file or directory/,
    );
    expect(await readdir(root)).toEqual(['tmp']);
    expect(await readdir(temp)).toEqual([]);
  });

  it('renders with the npm package’s ffmpeg too (no ffmpeg on PATH), captions and music included', async () => {
    const emptyPath = await mkdtemp(path.join(folder, 'empty-path-'));
    const npm = await locateFfmpeg({ pathEnv: emptyPath });
    expect(npm?.source).toBe('npm');
    const { output } = await workspace();
    await renderVideo(
      request({
        binaries: npm!,
        outputPath: output,
        format: '1:1',
        captions: { style: 'boxed', words: WORDS },
        music: { path: fixtures.music, volume: 40 },
      }),
    );
    const probe = await probeMedia(npm!, output);
    expect(probe.streams.map((stream) => `${stream.type}:${stream.codec}:${stream.width ?? ''}x${stream.height ?? ''}`).sort()).toEqual([
      'audio:aac:x',
      'video:h264:720x720',
    ]);
    expect(Math.abs(probe.durationSeconds - DURATION)).toBeLessThanOrEqual(0.25);
    const captioned = await frameAt(output, 1.9);
    const pause = await frameAt(output, 3.3);
    expect(difference(captioned, pause, 0.62, 0.95)).toBeGreaterThan(4);
  }, 120_000);
});
