// A 3-minute video draft (issue 20; budget: 720p ≤ 1.0× its duration on 2 cores, 1080p ≤ 2.0×, and
// the web server's p95 ≤ 100 ms meanwhile): a real voiceover from the embedded eSpeak NG engine
// (its word timings make the captions), eight pictures from the offline preview renderer, a
// generated music loop; rendered by renderVideo (16:9, 'highlight' captions, music at 30) at 720p
// and then 1080p. Meanwhile a tiny HTTP server in this process is asked for a reply every 50 ms,
// which shows whether the render holds up the event loop. Also printed: ffmpeg's CPU time (this
// process's reaped children, /proc/self/stat) and the load average, since other work on the
// machine slows the render's wall time.
// Issue 40 adds the creator's own material: the same voiceover over a storyboard of six phone clips
// (1080p H.264 with their own sound, two of them played under the voice) and six photos, in turn,
// crossfaded, some scenes filled over a blurred copy (budget: 720p ≤ 0.6× its duration, 1080p ≤ 1.2×).
// Usage: npx tsx bench/video-render.ts [720p|1080p ...] [--pictures|--storyboard]   (default: both resolutions, both projects)
//        npx tsx bench/video-render.ts --npm [720p|1080p ...]   (the npm package's ffmpeg, as without a system one)
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { imageStyleIds } from '../src/shared/catalog/images';
import { videoPixelSize, type VideoResolution } from '../src/shared/catalog/video';
import { createOfflinePreviewEngine } from '../src/server/providers/image/offline-preview';
import { createEspeakEngine } from '../src/server/providers/speech/espeak/espeak-engine';
import { encodeMp3 } from '../src/server/providers/speech/mp3';
import { locateFfmpeg } from '../src/server/providers/video/ffmpeg-binaries';
import { renderVideo, type VideoScene } from '../src/server/providers/video/render-video';
import { percentile } from './support/percentile';
import { makePhoneClips } from './support/phone-clips';
import { renderSentences } from './support/render-sentences';

const DURATION = 180;
const SCENES = 8;
const REQUEST_EVERY_MS = 50;
const args = process.argv.slice(2);
const npmFfmpeg = args.includes('--npm');
const chosen = args.filter((arg) => !arg.startsWith('--'));
const resolutions = (chosen.length > 0 ? chosen : ['720p', '1080p']) as VideoResolution[];
const projects = (['pictures', 'storyboard'] as const).filter(
  (project) => !args.includes(`--${project === 'pictures' ? 'storyboard' : 'pictures'}`),
);
const CLIPS = 6;
const CLIP_SECONDS = 20;

const folder = await mkdtemp(path.join(tmpdir(), 'genesis-bench-video-'));
const file = (name: string) => path.join(folder, name);

// The voiceover: a little over three minutes of narration; the video is cut at 180 s.
const speech = createEspeakEngine();
let text = '';
while (text.split(/\s+/).length < 620) text += `${renderSentences.join(' ')} `;
const spoken = await speech.synthesize({ text: text.trim(), voiceId: 'espeak-james' });
await speech.close();
const spokenSeconds = spoken.pcm.length / spoken.sampleRate;
if (spokenSeconds < DURATION) throw new Error(`The narration is only ${spokenSeconds.toFixed(1)} s long`);
await writeFile(file('voice.mp3'), await encodeMp3(spoken.pcm, spoken.sampleRate, 64));
const words = spoken.words.filter((word) => word.startMs < DURATION * 1000);

// The music: an 8-second loop of soft chords.
const musicRate = 44_100;
const music = new Int16Array(8 * musicRate);
const chords = [
  [220, 277.18, 329.63],
  [196, 246.94, 293.66],
];
for (let index = 0; index < music.length; index++) {
  const t = index / musicRate;
  const chord = chords[Math.floor(t / 4) % 2]!;
  const swell = 0.6 + 0.4 * Math.sin((2 * Math.PI * t) / 4);
  music[index] = Math.round(chord.reduce((sum, hz) => sum + Math.sin(2 * Math.PI * hz * t), 0) * 5000 * swell);
}
await writeFile(file('music.mp3'), await encodeMp3(music, musicRate, 96));

// The pictures: eight different scenes and styles, 1792×1024 as the image tab makes them.
const painter = createOfflinePreviewEngine();
const prompts = [
  'a mountain lake at dawn',
  'a busy city street at night',
  'a robot reading a book',
  'a forest path in autumn',
  'a lighthouse in a storm',
  'a desert with camels',
  'a cozy kitchen with bread',
  'a rocket launching into space',
];
const pictures: string[] = [];
for (const [index, prompt] of prompts.entries()) {
  const drawn = await painter.draw({
    prompt,
    enhancedPrompt: prompt,
    style: imageStyleIds[index % imageStyleIds.length]!,
    aspectRatio: '16:9',
    quality: 'hd',
    lighting: 'natural',
    composition: 'standard',
    colorPalette: 'natural',
    width: 1792,
    height: 1024,
    seed: index + 1,
  });
  const picture = file(`picture-${index + 1}.jpg`);
  const image =
    'raw' in drawn
      ? sharp(drawn.raw, { raw: { width: drawn.width, height: drawn.height, channels: drawn.channels } })
      : sharp(drawn.encoded);
  await image.jpeg({ quality: 90 }).toFile(picture);
  pictures.push(picture);
}
await painter.close?.();

const binaries = await locateFfmpeg(npmFfmpeg ? { pathEnv: '' } : {});
if (!binaries) throw new Error('No ffmpeg found');

// The creator's clips (support/phone-clips.ts).
const clips = projects.includes('storyboard') ? await makePhoneClips(binaries.ffmpeg, folder, CLIPS, CLIP_SECONDS) : [];

/** Today's project: the eight pictures, zooming and panning in turn, cut together. */
const pictureScenes = (): VideoScene[] =>
  pictures.map((picture, index) => ({
    visual: { kind: 'picture', path: picture },
    startSeconds: (index * DURATION) / SCENES,
    endSeconds: ((index + 1) * DURATION) / SCENES,
    motion: index % 2 === 0 ? 'zoom' : 'pan',
    fill: 'crop',
  }));

/** The storyboard: a clip, then a photo, six times; every third scene over a blurred copy of itself. */
const storyboardScenes = (): VideoScene[] =>
  Array.from({ length: 2 * CLIPS }, (_, index): VideoScene => {
    const startSeconds = (index * DURATION) / (2 * CLIPS);
    const endSeconds = ((index + 1) * DURATION) / (2 * CLIPS);
    const fill = index % 3 === 2 ? 'blur' : 'crop';
    const clip = Math.floor(index / 2);
    return index % 2 === 0
      ? {
          visual: { kind: 'clip', path: clips[clip]!, inSeconds: 2, outSeconds: CLIP_SECONDS, volume: clip < 2 ? 30 : 0, hasAudio: true },
          startSeconds,
          endSeconds,
          motion: 'still',
          fill,
        }
      : { visual: { kind: 'picture', path: pictures[clip]! }, startSeconds, endSeconds, motion: clip % 2 === 0 ? 'zoom' : 'pan', fill };
  });

// The tiny web server, and a client asking it every 50 ms.
const server = createServer((_request, response) => response.end('{"status":"ok"}'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;

/** CPU seconds of this process's finished children (ffmpeg, ffprobe): utime + stime of /proc/self/stat. */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

console.log(`ffmpeg: ${binaries.source} ${binaries.version} (${binaries.ffmpeg}); ${cpus().length} cores`);
console.log(
  `voiceover: ${words.length} words, ${spokenSeconds.toFixed(1)} s spoken, video cut at ${DURATION} s; pictures: ${SCENES} scenes; storyboard: ${CLIPS} clips and ${CLIPS} photos`,
);
for (const project of projects)
  for (const resolution of resolutions) {
    const latencies: number[] = [];
    let rendering = true;
    const asking = (async () => {
      while (rendering) {
        const sent = performance.now();
        await (await fetch(url)).text();
        latencies.push(performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, REQUEST_EVERY_MS));
      }
    })();
    const loadBefore = loadavg()[0]!;
    const cpuBefore = childCpuSeconds();
    const started = performance.now();
    const result = await renderVideo({
      binaries,
      frame: videoPixelSize('16:9', resolution),
      voiceoverPath: file('voice.mp3'),
      durationSeconds: DURATION,
      scenes: project === 'pictures' ? pictureScenes() : storyboardScenes(),
      ...(project === 'storyboard' ? { transition: { kind: 'crossfade' as const, seconds: 0.5 } } : {}),
      captions: { style: 'highlight', words },
      music: { path: file('music.mp3'), volume: 30 },
      outputPath: file(`draft-${project}-${resolution}.mp4`),
    });
    const seconds = (performance.now() - started) / 1000;
    rendering = false;
    await asking;
    const cpu = childCpuSeconds() - cpuBefore;
    latencies.sort((a, b) => a - b);
    console.log(
      `${project} ${resolution}: ${result.width}x${result.height}, ${result.durationSeconds.toFixed(2)} s, ${(result.bytes / 1e6).toFixed(1)} MB — ` +
        `rendered in ${seconds.toFixed(1)} s = ${(seconds / DURATION).toFixed(2)}× its duration ` +
        `(ffmpeg CPU ${cpu.toFixed(0)} s = ${(cpu / DURATION).toFixed(2)} CPU-s a second of video; load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}); ` +
        `HTTP meanwhile: ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
    );
  }
server.close();
await rm(folder, { recursive: true, force: true });
