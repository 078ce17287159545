// One trial user doing the worst they can through the API, against the built server as `npm start`
// runs it (PGlite; with DATABASE_URL, PostgreSQL). All at once, each sent again as soon as it is
// answered (250 ms after a refusal) until a 720p render of a voiced three-minute project has ended
// and at least 60 s have passed: 16 voiceovers of 1,500 characters, 8 uploads of a 600 KB MP3 of ten
// minutes at 8 kbit/s, 12 voiceovers of 5,000 characters, and uploads of a 590-second MP3 (under the
// length limit, so they are re-encoded). Meanwhile GET /api/health is sent every 50 ms whether or
// not the previous one was answered (budget: p95 ≤ 100 ms), and another user asks for a voiceover
// of 1,500 characters every 10 s (each should be answered 200, not 503).
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
import { pollHealth } from './support/health-probe';
import { percentile } from './support/percentile';

const HEALTH_EVERY_MS = 50;
const MIN_ATTACK_MS = 60_000;
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
  type Answer = { status: number; body: Record<string, unknown> };
  const as =
    (token: string) =>
    (path: string, json?: unknown, method?: string): Promise<Answer> =>
      call(server.url, path, { token, timeoutMs: 600_000, ...(json === undefined ? {} : { json }), ...(method ? { method } : {}) });
  const asAttacker = as(attacker.token);

  // Not measured: the project the render reads, about three minutes of speech.
  const project = await asAttacker('/api/projects', { title: 'Sourdough at home', topic: 'sourdough bread at home' });
  const projectId = (project.body as { id: string }).id;
  const script = ['[HOOK]', text(900), '[SECTION 1: The starter]', text(900), '[SECTION 2: The bake]', text(900)].join('\n');
  const saved = await asAttacker(`/api/projects/${projectId}/script`, { content: script, baseVersion: 0 }, 'PUT');
  if (saved.status !== 200) throw new Error(`script: ${saved.status} ${JSON.stringify(saved.body)}`);
  const voiced = await asAttacker(`/api/projects/${projectId}/voiceovers`, { voice_id: 'espeak-james' });
  if (voiced.status !== 201) throw new Error(`voiceover: ${voiced.status} ${JSON.stringify(voiced.body)}`);
  console.log(`the render's voiceover: ${(voiced.body as { durationSeconds: number }).durationSeconds.toFixed(1)} s`);

  const uploadMusic = async (music: Buffer): Promise<Answer> => {
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

  const stopProbing = pollHealth(server.url, HEALTH_EVERY_MS);
  let attacking = true;

  /** Answers counted by status and code. */
  const tally = new Map<string, Map<string, number>>();
  const count = (kind: string, answer: Answer) => {
    const key = `${answer.status}${typeof answer.body?.code === 'string' ? ` ${answer.body.code}` : ''}`;
    const counts = tally.get(kind) ?? new Map<string, number>();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    tally.set(kind, counts);
  };
  /** `parallel` loops each sending `send` again as soon as it is answered, until the attack ends. */
  const keepSending = (kind: string, parallel: number, send: () => Promise<Answer>) =>
    Promise.all(
      Array.from({ length: parallel }, async () => {
        while (attacking) {
          const answer = await send().catch((error: unknown) => ({ status: 0, body: { code: String(error) } }));
          count(kind, answer);
          if (answer.status >= 400 || answer.status === 0) await sleep(250);
        }
      }),
    );

  const loadBefore = loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const attacks = [
    keepSending('voiceover 1,500 chars × 16', 16, () => asAttacker('/api/generate-voiceover', { text: text(1500) })),
    keepSending('music 600 s at 8 kbit/s × 8', 8, () => uploadMusic(tenMinutes)),
    keepSending('voiceover 5,000 chars × 12', 12, () => asAttacker('/api/generate-voiceover', { text: text(5000) })),
    keepSending('music 590 s × 2', 2, () => uploadMusic(underTen)),
  ];
  const others: Array<{ status: number; seconds: number }> = [];
  const otherUser = (async () => {
    while (attacking) {
      await sleep(10_000);
      if (!attacking) break;
      const asked = performance.now();
      const answer = await as(other.token)('/api/generate-voiceover', { text: text(1500) });
      others.push({ status: answer.status, seconds: (performance.now() - asked) / 1000 });
    }
  })();

  const asked = await asAttacker(`/api/projects/${projectId}/renders`, {
    format: '16:9',
    resolution: '720p',
    captions: { enabled: true, style: 'highlight' },
  });
  if (asked.status !== 202) throw new Error(`render: ${asked.status} ${JSON.stringify(asked.body)}`);
  const renderId = (asked.body as { render: { id: string } }).render.id;
  let renderStatus: string;
  for (;;) {
    const render = (await asAttacker(`/api/renders/${renderId}`)).body as { status: string; durationSeconds?: number; error?: string };
    if (['done', 'failed', 'canceled'].includes(render.status)) {
      const at = ((performance.now() - started) / 1000).toFixed(0);
      renderStatus =
        render.status === 'done'
          ? `done (${render.durationSeconds!.toFixed(1)} s of video) at ${at} s`
          : `${render.status} at ${at} s: ${render.error}`;
      break;
    }
    await sleep(1000);
  }
  await sleep(Math.max(0, MIN_ATTACK_MS - (performance.now() - started)));
  attacking = false;
  await Promise.all([otherUser, ...attacks]);
  const { latencies: health, failures } = await stopProbing();
  const attackSeconds = (performance.now() - started) / 1000;

  health.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`attack: ${attackSeconds.toFixed(0)} s; render ${renderStatus}`);
  for (const [kind, counts] of tally) console.log(`${kind}: ${[...counts].map(([key, n]) => `${n} × ${key}`).join(', ')}`);
  console.log(
    `the other user's voiceovers, one every 10 s: ${others.map((answer) => `${answer.status} in ${answer.seconds.toFixed(1)} s`).join(', ')}`,
  );
  console.log(
    `/api/health meanwhile (${health.length} requests, one every ${HEALTH_EVERY_MS} ms): p50 ${ms(percentile(health, 50))}, ` +
      `p95 ${ms(percentile(health, 95))}, max ${ms(health.at(-1)!)}, ${failures.length} failed; load average ${loadBefore} → ${loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await server.stop();
  await rm(scratch, { recursive: true, force: true });
}
