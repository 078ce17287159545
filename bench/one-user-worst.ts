// One trial user doing the worst they can through the API, against the built server as `npm start`
// runs it (PGlite; with DATABASE_URL, PostgreSQL), all at once: 16 voiceovers of 1,500 characters,
// 8 uploads of a 600 KB MP3 of ten minutes at 8 kbit/s, 12 voiceovers of 5,000 characters, a 720p
// render of a voiced '3-5 minutes' project and one more music upload (590 s: under the limit, so it
// is re-encoded). Meanwhile GET /api/health is
// sent every 50 ms whether or not the previous one was answered (budget: p95 ≤ 100 ms), and another
// user asks for one voiceover of 1,500 characters a second in (it should be answered 200, not 503).
// Usage: npm run build:server && npx tsx bench/one-user-worst.ts
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { locateFfmpeg } from '../src/server/providers/video/ffmpeg-binaries';
import { startBuiltServer } from './support/built-server';
import { call, exitOnSignals, register, sleep } from './support/cluster-client';
import { percentile } from './support/percentile';

const HEALTH_EVERY_MS = 50;
const sentence = 'Every good loaf starts the night before, with a starter that has been fed and left to rise. ';
const text = (characters: number) => sentence.repeat(Math.ceil(characters / sentence.length)).slice(0, characters);

const binaries = await locateFfmpeg();
if (!binaries) throw new Error('ffmpeg is needed (renders and music)');
const scratch = await mkdtemp(join(tmpdir(), 'genesis-worst-'));
/** An MP3 of `seconds` at 8 kbit/s: about 1 KB a second. */
async function lowRateMp3(seconds: number): Promise<Buffer> {
  const path = join(scratch, `tone-${seconds}.mp3`);
  await promisify(execFile)(binaries!.ffmpeg, [
    ...['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-ac', '1', '-ar', '8000', '-b:a', '8k', '-y', path],
  ]);
  return readFile(path);
}
const [tenMinutes, underTen] = [await lowRateMp3(600), await lowRateMp3(590)];

const server = await startBuiltServer();
exitOnSignals(async () => {
  await server.stop();
  await rm(scratch, { recursive: true, force: true });
});
try {
  const [attacker, other] = [await register(server.url, 'attacker'), await register(server.url, 'other')];
  const as = (token: string) => (path: string, json?: unknown) =>
    call(server.url, path, { token, timeoutMs: 600_000, ...(json === undefined ? {} : { json }) });
  const asAttacker = as(attacker.token);

  // Not measured: the project the render reads.
  const project = await asAttacker('/api/projects', { title: 'Sourdough at home', topic: 'sourdough bread at home' });
  const projectId = (project.body as { id: string }).id;
  const script = await asAttacker(`/api/projects/${projectId}/script/generate`, { videoLength: '3-5 minutes' });
  if (script.status !== 200) throw new Error(`script: ${script.status} ${JSON.stringify(script.body)}`);
  const voiced = await asAttacker(`/api/projects/${projectId}/voiceovers`, { voice_id: 'espeak-james' });
  if (voiced.status !== 201) throw new Error(`voiceover: ${voiced.status} ${JSON.stringify(voiced.body)}`);

  const uploadMusic = async (music: Buffer) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(music)], { type: 'audio/mpeg' }), 'music.mp3');
    const response = await fetch(`${server.url}/api/uploads/music`, {
      method: 'POST',
      headers: { authorization: `Bearer ${attacker.token}` },
      body: form,
      signal: AbortSignal.timeout(600_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const health: number[] = [];
  const probes: Promise<void>[] = [];
  let attacking = true;
  const prober = (async () => {
    while (attacking) {
      const started = performance.now();
      probes.push(
        call(server.url, '/api/health', { timeoutMs: 10_000 }).then(
          () => void health.push(performance.now() - started),
          () => void health.push(10_000),
        ),
      );
      await sleep(HEALTH_EVERY_MS);
    }
  })();

  const loadBefore = loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const timed = async <T extends { status: number }>(work: Promise<T>) => {
    const answer = await work;
    return { ...answer, seconds: (performance.now() - started) / 1000 };
  };
  const kinds = {
    'voiceover 1,500 chars × 16': Array.from({ length: 16 }, () => timed(asAttacker('/api/generate-voiceover', { text: text(1500) }))),
    'music 600 s at 8 kbit/s × 8': Array.from({ length: 8 }, () => timed(uploadMusic(tenMinutes))),
    'voiceover 5,000 chars × 12': Array.from({ length: 12 }, () => timed(asAttacker('/api/generate-voiceover', { text: text(5000) }))),
    'render 720p × 1': [
      timed(
        asAttacker(`/api/projects/${projectId}/renders`, {
          format: '16:9',
          resolution: '720p',
          captions: { enabled: true, style: 'highlight' },
        }),
      ),
    ],
    'music 590 s × 1 more': [timed(uploadMusic(underTen))],
  };
  await sleep(1000);
  const others = await timed(as(other.token)('/api/generate-voiceover', { text: text(1500) }));

  const answered = Object.fromEntries(
    await Promise.all(Object.entries(kinds).map(async ([kind, work]) => [kind, await Promise.all(work)] as const)),
  );
  const renderAsked = answered['render 720p × 1']![0]!;
  let renderStatus = `not queued (${renderAsked.status})`;
  if (renderAsked.status === 202) {
    const renderId = (renderAsked.body as { render: { id: string } }).render.id;
    for (;;) {
      const render = (await asAttacker(`/api/renders/${renderId}`)).body as { status: string; durationSeconds?: number };
      if (['done', 'failed', 'canceled'].includes(render.status)) {
        renderStatus = `${render.status} after ${((performance.now() - started) / 1000).toFixed(0)} s`;
        break;
      }
      await sleep(1000);
    }
  }
  attacking = false;
  await prober;
  await Promise.all(probes);

  health.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  for (const [kind, answers] of Object.entries(answered)) {
    const counts = new Map<string, number>();
    for (const answer of answers) {
      const key = `${answer.status}${typeof answer.body?.code === 'string' ? ` ${answer.body.code}` : ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const slowest = Math.max(...answers.map((answer) => answer.seconds));
    console.log(`${kind}: ${[...counts].map(([key, count]) => `${count} × ${key}`).join(', ')}; last answered at ${slowest.toFixed(1)} s`);
  }
  console.log(`render: ${renderStatus}`);
  console.log(`the other user's voiceover, asked 1 s in: ${others.status} after ${(others.seconds - 1).toFixed(1)} s`);
  console.log(
    `/api/health meanwhile (${health.length} requests, one every ${HEALTH_EVERY_MS} ms): p50 ${ms(percentile(health, 50))}, ` +
      `p95 ${ms(percentile(health, 95))}, max ${ms(health.at(-1)!)}; load average ${loadBefore} → ${loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await server.stop();
  await rm(scratch, { recursive: true, force: true });
}
