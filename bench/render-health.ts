// A video render through the built server, as `npm start` runs it (PGlite; with DATABASE_URL,
// PostgreSQL): a project with a script of twelve sections (about three minutes spoken; the offline
// writer's own drafts leave most of a long script to the creator), voiced by the embedded engine,
// rendered by the server's own job worker (pg-boss) and ffmpeg child process, while GET /api/health
// is sent every 50 ms whether or not the previous one was answered. Reports the render's wall time
// against the video's length and the health latency meanwhile (budget: p95 ≤ 100 ms).
// Usage: npm run build:server && npx tsx bench/render-health.ts [720p|1080p]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { StoryboardResponse, StoryboardScene } from '../src/shared/contracts/storyboard';
import { locateFfmpeg } from '../src/server/providers/video/ffmpeg-binaries';
import { startBuiltServer } from './support/built-server';
import { call, exitOnSignals, register, sleep } from './support/cluster-client';
import { pollHealth } from './support/health-probe';
import { percentile } from './support/percentile';
import { makePhoneClips } from './support/phone-clips';
import { renderSentences } from './support/render-sentences';

const args = process.argv.slice(2);
const resolution = args.includes('1080p') ? '1080p' : '720p';
const withStoryboard = args.includes('--storyboard');
const HEALTH_EVERY_MS = 50;
const CLIPS = 6;
const CLIP_SECONDS = 20;
/** Twelve sections of three sentences: about 570 words. */
const SCRIPT = Array.from({ length: 12 }, (_, part) =>
  [`## Part ${part + 1}`, ...[0, 1, 2].map((line) => renderSentences[(part * 3 + line) % renderSentences.length]!)].join('\n'),
).join('\n\n');

/** Uploads the clips and photos into the project and saves a storyboard that shows them in turn. */
async function placeOwnMedia(url: string, token: string, projectId: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'genesis-bench-media-'));
  try {
    const binaries = await locateFfmpeg();
    if (!binaries) throw new Error('No ffmpeg found');
    const clips = await makePhoneClips(binaries.ffmpeg, folder, CLIPS, CLIP_SECONDS);
    const photos = await Promise.all(
      Array.from({ length: CLIPS }, (_, index) =>
        sharp({
          create: {
            width: 1600,
            height: 1067,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 96 + 16 * index, sigma: 40 },
          },
        })
          .jpeg({ quality: 85 })
          .toBuffer(),
      ),
    );
    const upload = async (bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const response = await fetch(`${url}/api/projects/${projectId}/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
        signal: AbortSignal.timeout(300_000),
      });
      const body = (await response.json()) as { id: string };
      if (response.status !== 201) throw new Error(`upload ${name}: ${response.status} ${JSON.stringify(body)}`);
      return body.id;
    };
    const clipIds: string[] = [];
    for (const clip of clips) clipIds.push(await upload(await readFile(clip), path.basename(clip), 'video/mp4'));
    const photoIds: string[] = [];
    for (const [index, photo] of photos.entries()) photoIds.push(await upload(photo, `photo-${index + 1}.jpg`, 'image/jpeg'));

    const storyboardPath = `/api/projects/${projectId}/storyboard`;
    const planned = (await call(url, storyboardPath, { token })).body as unknown as StoryboardResponse;
    const scenes = planned.scenes.map((planned, index): StoryboardScene => {
      const { inSeconds: _in, outSeconds: _out, clipVolume: _volume, ...scene } = planned;
      const turn = Math.floor(index / 2) % CLIPS;
      const fill = index % 3 === 2 ? 'blur' : 'crop';
      const outSeconds = Math.min(CLIP_SECONDS, 2 + scene.end - scene.start);
      return index % 2 === 0
        ? { ...scene, mediaId: clipIds[turn]!, inSeconds: 2, outSeconds, clipVolume: turn < 2 ? 30 : 0, motion: 'still', fill }
        : { ...scene, mediaId: photoIds[turn]!, motion: turn % 2 === 0 ? 'zoom' : 'pan', fill };
    });
    const saved = await call(url, storyboardPath, {
      token,
      method: 'PUT',
      json: { voiceoverId: planned.voiceoverId, transition: { kind: 'crossfade', seconds: 0.5 }, scenes },
    });
    if (saved.status !== 200) throw new Error(`storyboard: ${saved.status} ${JSON.stringify(saved.body)}`);
    return `${scenes.length} scenes: ${CLIPS} clips and ${CLIPS} photos in turn, crossfaded`;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const server = await startBuiltServer();
exitOnSignals(() => server.stop());
try {
  const user = await register(server.url, 'render');
  const asUser = (path: string, json?: unknown, method?: string) =>
    call(server.url, path, {
      token: user.token,
      timeoutMs: 120_000,
      ...(json === undefined ? {} : { json }),
      ...(method ? { method } : {}),
    });

  const project = await asUser('/api/projects', { title: 'Pour-over coffee at home', topic: 'pour-over coffee at home' });
  const id = (project.body as { id: string }).id;
  const script = await asUser(`/api/projects/${id}/script`, { content: SCRIPT, baseVersion: 0 }, 'PUT');
  if (script.status !== 200) throw new Error(`script: ${script.status} ${JSON.stringify(script.body)}`);
  const voiced = await asUser(`/api/projects/${id}/voiceovers`, { voice_id: 'espeak-james' });
  if (voiced.status !== 201) throw new Error(`voiceover: ${voiced.status} ${JSON.stringify(voiced.body)}`);
  const seconds = (voiced.body as { durationSeconds: number }).durationSeconds;
  console.log(`voiceover: ${seconds.toFixed(1)} s`);
  if (withStoryboard) console.log(`storyboard: ${await placeOwnMedia(server.url, user.token, id)}`);

  const stopProbing = pollHealth(server.url, HEALTH_EVERY_MS);

  const loadBefore = loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const asked = await asUser(`/api/projects/${id}/renders`, {
    format: '16:9',
    resolution,
    captions: { enabled: true, style: 'highlight' },
  });
  if (asked.status !== 202) throw new Error(`render: ${asked.status} ${JSON.stringify(asked.body)}`);
  const renderId = (asked.body as { render: { id: string } }).render.id;
  let render: { status: string; progress: number; error?: string; durationSeconds?: number; bytes?: number };
  for (;;) {
    render = (await asUser(`/api/renders/${renderId}`)).body as typeof render;
    if (['done', 'failed', 'canceled'].includes(render.status)) break;
    await sleep(500);
  }
  const wall = (performance.now() - started) / 1000;
  const { latencies: health, failures } = await stopProbing();
  if (render.status !== 'done') throw new Error(`render ${render.status}: ${render.error}`);
  health.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${resolution} render of ${render.durationSeconds!.toFixed(1)} s: ${wall.toFixed(1)} s wall = ${(wall / render.durationSeconds!).toFixed(2)}× its duration, ` +
      `${(render.bytes! / 1e6).toFixed(1)} MB (${withStoryboard ? 'the storyboard of clips and photos' : 'pictures drawn for the scenes included'})`,
  );
  console.log(
    `/api/health meanwhile (${health.length} requests, one every ${HEALTH_EVERY_MS} ms): p50 ${ms(percentile(health, 50))}, ` +
      `p95 ${ms(percentile(health, 95))}, max ${ms(health.at(-1)!)}, ${failures.length} failed; load average ${loadBefore} → ${loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await server.stop();
}
