// Shorts from a long talk through the built server, as `npm start` runs it (PGlite): a 20-minute
// 1080p talk is made here (speech from the built-in engine, voiced in parts of the script's
// length, over a moving picture) with its SRT, uploaded with its captions; then the moments are
// found (budget: ≤ 0.2× the talk's length) and five 45-second 9:16 1080p shorts rendered as one
// batch (budget: ≤ 1.5× their total length), while GET /api/health is sent every 50 ms
// (budget: p95 ≤ 100 ms throughout).
// Usage: npm run build:server && npx tsx bench/shorts.ts [minutes]
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { ShortBatch, ShortsJob } from '../src/shared/contracts/shorts';
import { locateFfmpeg } from '../src/server/providers/video/ffmpeg-binaries';
import { startBuiltServer } from './support/built-server';
import { call, exitOnSignals, register, sleep } from './support/cluster-client';
import { pollHealth } from './support/health-probe';
import { percentile } from './support/percentile';
import { renderSentences } from './support/render-sentences';

const run = promisify(execFile);
const minutes = Number(process.argv[2] ?? 20);
const HEALTH_EVERY_MS = 50;
const SHORTS = 5;
const SHORT_SECONDS = 45;

/** SRT time of `seconds`. */
const srtTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
};

/** The cues of an SRT file, moved `by` seconds later. */
function shiftedCues(srt: string, by: number): Array<{ start: number; end: number; text: string }> {
  const seconds = (time: string) => {
    const [h, m, rest] = time.split(':');
    return Number(h) * 3600 + Number(m) * 60 + Number(rest!.replace(',', '.'));
  };
  return srt
    .trim()
    .split(/\r?\n\r?\n/u)
    .flatMap((block) => {
      const lines = block.split(/\r?\n/u);
      const timing = lines.find((line) => line.includes('-->'));
      if (!timing) return [];
      const [from, to] = timing.split('-->').map((part) => seconds(part.trim()));
      return [{ start: from! + by, end: to! + by, text: lines.slice(lines.indexOf(timing) + 1).join(' ') }];
    });
}

const server = await startBuiltServer();
exitOnSignals(() => server.stop());
const folder = await mkdtemp(path.join(tmpdir(), 'genesis-bench-shorts-'));
try {
  const binaries = await locateFfmpeg();
  if (!binaries) throw new Error('No ffmpeg found');
  const user = await register(server.url, 'shorts');
  const asUser = (route: string, json?: unknown, method?: string) =>
    call(server.url, route, {
      token: user.token,
      timeoutMs: 300_000,
      ...(json === undefined ? {} : { json }),
      ...(method ? { method } : {}),
    });
  const project = await asUser('/api/projects', { title: 'Sourdough, start to finish', topic: 'sourdough bread at home' });
  const id = (project.body as { id: string }).id;

  // The talk's speech: the script voiced in parts (a voiceover takes up to 5000 characters) until it lasts long enough.
  const parts: Array<{ audio: string; srt: string; seconds: number }> = [];
  let spoken = 0;
  let version = 0;
  for (let part = 0; spoken < minutes * 60; part++) {
    const sentences = Array.from({ length: 40 }, (_, line) => renderSentences[(part * 7 + line) % renderSentences.length]!);
    const content = [`## Part ${part + 1}`, ...sentences].join('\n').slice(0, 4900);
    const saved = await asUser(`/api/projects/${id}/script`, { content, baseVersion: version }, 'PUT');
    if (saved.status !== 200) throw new Error(`script: ${saved.status} ${JSON.stringify(saved.body)}`);
    version = (saved.body as { script: { version: number } }).script.version;
    const voiced = await asUser(`/api/projects/${id}/voiceovers`, { voice_id: 'espeak-james' });
    if (voiced.status !== 201) throw new Error(`voiceover: ${voiced.status} ${JSON.stringify(voiced.body)}`);
    const voiceover = voiced.body as { audioUrl: string; durationSeconds: number; captions: { srt: string } };
    const audio = path.join(folder, `part-${part}.mp3`);
    await writeFile(audio, Buffer.from(await (await fetch(`${server.url}${voiceover.audioUrl}`)).arrayBuffer()));
    const srt = await (await fetch(`${server.url}${voiceover.captions.srt}`)).text();
    parts.push({ audio, srt, seconds: voiceover.durationSeconds });
    spoken += voiceover.durationSeconds;
  }
  let at = 0;
  const cues = parts.flatMap((part) => {
    const shifted = shiftedCues(part.srt, at);
    at += part.seconds;
    return shifted;
  });
  const srtPath = path.join(folder, 'talk.srt');
  await writeFile(
    srtPath,
    cues.map((cue, index) => `${index + 1}\n${srtTime(cue.start)} --> ${srtTime(cue.end)}\n${cue.text}\n`).join('\n'),
  );
  await writeFile(path.join(folder, 'parts.txt'), parts.map((part) => `file '${part.audio}'\n`).join(''));
  const talk = path.join(folder, 'talk.mp4');
  const made = performance.now();
  // A moving picture at 1080p 30 fps: a grey stage with a box crossing it and a clock, as a talk's camera would hold still.
  await run(binaries.ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x505860:s=1920x1080:r=30:d=${at.toFixed(2)}`],
    ...['-f', 'concat', '-safe', '0', '-i', path.join(folder, 'parts.txt')],
    ...[
      '-vf',
      "drawbox=x='mod(t*90,1700)':y='400+100*sin(t)':w=220:h=220:color=0xE0B040:t=fill,drawbox=x=1600:y=100:w='20+mod(t*30,200)':h=40:color=white:t=fill",
    ],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', '-shortest', talk],
  ]);
  const talkBytes = (await readFile(talk)).length;
  console.log(
    `talk: ${(at / 60).toFixed(1)} min of speech in ${parts.length} parts, ${cues.length} cues, ${(talkBytes / 1e6).toFixed(0)} MB, made in ${((performance.now() - made) / 1000).toFixed(0)} s`,
  );

  const upload = async (file: string, name: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', new Blob([new Uint8Array(await readFile(file))]), name);
    const response = await fetch(`${server.url}/api/projects/${id}/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
      signal: AbortSignal.timeout(600_000),
    });
    const body = (await response.json()) as { id: string; durationSeconds: number };
    if (response.status !== 201) throw new Error(`upload ${name}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const video = await upload(talk, 'talk.mp4');
  await upload(srtPath, 'talk.srt', { captionsFor: video.id });

  const stopProbing = pollHealth(server.url, HEALTH_EVERY_MS);
  const load = [loadavg()[0]!.toFixed(1)];
  const searchStarted = performance.now();
  const asked = await asUser(`/api/projects/${id}/shorts`, { sourceId: video.id, minSeconds: 30, maxSeconds: 60, count: SHORTS });
  if (asked.status !== 202) throw new Error(`shorts: ${asked.status} ${JSON.stringify(asked.body)}`);
  const { jobId } = asked.body as { jobId: string };
  let job: ShortsJob;
  for (;;) {
    job = (await asUser(`/api/shorts/${jobId}`)).body as unknown as ShortsJob;
    if (job.status !== 'running') break;
    await sleep(500);
  }
  const searchSeconds = (performance.now() - searchStarted) / 1000;
  if (job.status !== 'done') throw new Error(`search ${job.status}: ${job.error}`);
  load.push(loadavg()[0]!.toFixed(1));

  const clips = job.candidates.slice(0, SHORTS).map((candidate) => ({
    start: candidate.start,
    end: Math.min(video.durationSeconds, candidate.start + SHORT_SECONDS),
    title: candidate.title,
  }));
  const renderStarted = performance.now();
  const batchAsked = await asUser(`/api/shorts/${jobId}/renders`, { format: '9:16', resolution: '1080p', clips });
  if (batchAsked.status !== 202) throw new Error(`renders: ${batchAsked.status} ${JSON.stringify(batchAsked.body)}`);
  const { batchId } = batchAsked.body as { batchId: string };
  let batch: ShortBatch;
  for (;;) {
    batch = (await asUser(`/api/shorts/batches/${batchId}`)).body as unknown as ShortBatch;
    if (batch.status !== 'rendering') break;
    await sleep(1000);
  }
  const renderSeconds = (performance.now() - renderStarted) / 1000;
  const { latencies: health, failures } = await stopProbing();
  load.push(loadavg()[0]!.toFixed(1));
  if (batch.status !== 'done') throw new Error(`batch ${batch.status}: ${batch.renders.map((render) => render.error).join('; ')}`);
  const rendered = batch.renders.reduce((sum, render) => sum + (render.durationSeconds ?? 0), 0);
  health.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `moments of ${(video.durationSeconds / 60).toFixed(1)} min at 1080p (captions): ${searchSeconds.toFixed(1)} s = ` +
      `${(searchSeconds / video.durationSeconds).toFixed(3)}× its length; ${job.candidates.length} candidates: ` +
      job.candidates.map((candidate) => `${candidate.score} "${candidate.reason}"`).join(', '),
  );
  console.log(
    `${batch.renders.length} shorts of 9:16 1080p, ${rendered.toFixed(1)} s together: ${renderSeconds.toFixed(1)} s wall = ` +
      `${(renderSeconds / rendered).toFixed(2)}× their length`,
  );
  console.log(
    `/api/health throughout (${health.length} requests, one every ${HEALTH_EVERY_MS} ms): p50 ${ms(percentile(health, 50))}, ` +
      `p95 ${ms(percentile(health, 95))}, max ${ms(health.at(-1)!)}, ${failures.length} failed; load average ${load.join(' → ')}`,
  );
} finally {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
