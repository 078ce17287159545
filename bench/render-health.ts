// A video render through the built server, as `npm start` runs it (PGlite; with DATABASE_URL,
// PostgreSQL): a project with a generated '3-5 minutes' script, voiced by the embedded engine,
// rendered by the server's own job worker (pg-boss) and ffmpeg child process, while GET /api/health
// is sent every 50 ms whether or not the previous one was answered. Reports the render's wall time
// against the video's length and the health latency meanwhile (budget: p95 ≤ 100 ms).
// Usage: npm run build:server && npx tsx bench/render-health.ts [720p|1080p]
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startBuiltServer } from './support/built-server';
import { call, exitOnSignals, register, sleep } from './support/cluster-client';
import { pollHealth } from './support/health-probe';
import { percentile } from './support/percentile';

const resolution = process.argv[2] === '1080p' ? '1080p' : '720p';
const HEALTH_EVERY_MS = 50;

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
  const script = await asUser(`/api/projects/${id}/script/generate`, { videoLength: '3-5 minutes' });
  if (script.status !== 200) throw new Error(`script: ${script.status} ${JSON.stringify(script.body)}`);
  const voiced = await asUser(`/api/projects/${id}/voiceovers`, { voice_id: 'espeak-james' });
  if (voiced.status !== 201) throw new Error(`voiceover: ${voiced.status} ${JSON.stringify(voiced.body)}`);
  const seconds = (voiced.body as { durationSeconds: number }).durationSeconds;
  console.log(`voiceover: ${seconds.toFixed(1)} s`);

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
      `${(render.bytes! / 1e6).toFixed(1)} MB (pictures drawn for the scenes included)`,
  );
  console.log(
    `/api/health meanwhile (${health.length} requests, one every ${HEALTH_EVERY_MS} ms): p50 ${ms(percentile(health, 50))}, ` +
      `p95 ${ms(percentile(health, 95))}, max ${ms(health.at(-1)!)}, ${failures.length} failed; load average ${loadBefore} → ${loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await server.stop();
}
