// Two users' 5-minute narration takes aligned at once through the built server, as `npm start` runs
// it (PGlite; with DATABASE_URL, PostgreSQL), while GET /api/health is sent every 50 ms whether or
// not the previous one was answered. Each take is a 763-word script (bench/support/narration-script.ts)
// read by another eSpeak voice and pace than the aligner's own, about five minutes. Reports each take's time from upload to ready and the health
// latency meanwhile (budgets: a 5-minute take aligned in ≤ 15 s alone; health p95 ≤ 100 ms).
// Usage: npm run build:server && npx tsx bench/narration-health.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createEspeakEngine } from '../src/server/providers/speech/espeak/espeak-engine';
import { encodeWav } from '../src/server/providers/speech/wav';
import { speakInParts } from '../src/server/features/voice';
import { startBuiltServer } from './support/built-server';
import { call, exitOnSignals, register, sleep } from './support/cluster-client';
import { pollHealth } from './support/health-probe';
import { narrationScript } from './support/narration-script';
import { percentile } from './support/percentile';

const HEALTH_EVERY_MS = 50;
/** Another voice and pace than the aligner's own. */
const NARRATOR = { voice: 'en-gb-scotland+m4', pitch: 45, range: 60, wordsPerMinute: 125 };

const server = await startBuiltServer();
const espeak = createEspeakEngine();
exitOnSignals(() => server.stop());
try {
  /** A user with a project of the script, and a WAV of it read aloud. */
  async function narrator(label: string) {
    const user = await register(server.url, label);
    const asUser = (path: string, json?: unknown) =>
      call(server.url, path, { token: user.token, timeoutMs: 120_000, ...(json === undefined ? {} : { json }) });
    const project = await asUser('/api/projects', { title: 'Sourdough at home', topic: 'baking sourdough bread at home' });
    const id = (project.body as { id: string }).id;
    const text = narrationScript.join('\n');
    const saved = await call(server.url, `/api/projects/${id}/script`, {
      token: user.token,
      method: 'PUT',
      json: { content: text, baseVersion: 0 },
    });
    if (saved.status !== 200) throw new Error(`script: ${saved.status} ${JSON.stringify(saved.body)}`);
    const spoken = await speakInParts({ speak: (request) => espeak.synthesizeWith(NARRATOR, request) }, text);
    return { user, id, wav: encodeWav(spoken.pcm, spoken.sampleRate), seconds: spoken.pcm.length / spoken.sampleRate };
  }

  async function alignTake(who: Awaited<ReturnType<typeof narrator>>) {
    const form = new FormData();
    form.set('audio', new Blob([new Uint8Array(who.wav)], { type: 'audio/wav' }), 'take.wav');
    const started = performance.now();
    const response = await fetch(`${server.url}/api/projects/${who.id}/narrations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.user.token}` },
      body: form,
    });
    const take = (await response.json()) as { id: string; status: string; error?: string };
    if (response.status !== 202) throw new Error(`upload: ${response.status} ${JSON.stringify(take)}`);
    for (;;) {
      const now = (await call(server.url, `/api/narrations/${take.id}`, { token: who.user.token })).body as typeof take & {
        words: { aligned: boolean }[];
      };
      if (now.status !== 'aligning') {
        if (now.status !== 'ready') throw new Error(`take ${now.status}: ${now.error}`);
        return {
          seconds: (performance.now() - started) / 1000,
          words: now.words.length,
          aligned: now.words.filter((word) => word.aligned).length,
        };
      }
      await sleep(250);
    }
  }

  const first = await narrator('narrator-a');
  const second = await narrator('narrator-b');
  console.log(`takes: ${first.seconds.toFixed(0)} s and ${second.seconds.toFixed(0)} s of speech`);

  const alone = await alignTake(first);
  console.log(`one take alone: ready ${alone.seconds.toFixed(1)} s after its upload (${alone.aligned} of ${alone.words} words aligned)`);

  const stopProbing = pollHealth(server.url, HEALTH_EVERY_MS);
  const loadBefore = loadavg()[0]!.toFixed(1);
  const both = await Promise.all([alignTake(first), alignTake(second)]);
  const { latencies: health, failures } = await stopProbing();
  health.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`two takes at once: ready after ${both.map((take) => `${take.seconds.toFixed(1)} s`).join(' and ')}`);
  console.log(
    `/api/health meanwhile (${health.length} requests, one every ${HEALTH_EVERY_MS} ms): p50 ${ms(percentile(health, 50))}, ` +
      `p95 ${ms(percentile(health, 95))}, max ${ms(health.at(-1)!)}, ${failures.length} failed; load average ${loadBefore} → ${loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await espeak.close();
  await server.stop();
}
