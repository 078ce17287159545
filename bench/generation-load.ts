// Generations under attack (issue 17, items 4 and 5), against one built server as `npm start` runs it
// (PGlite; with DATABASE_URL, PostgreSQL):
//  1. /api/health latency while 20 image generations from 10 trial accounts (2 each) run at once
//     with the offline preview renderer (budget: p95 ≤ 200 ms); each round fires the 20 together and
//     sends /api/health every 20 ms, whether or not the previous one has been answered;
//  2. the same with 20 voiceovers of 300 words (the embedded eSpeak NG engine), which share the cap;
//  3. the quota races: 40 parallel script generations on a Weekly plan with none used (limit 25),
//     and two parallel 4-image requests on a Weekly plan with 11 images used (limit 15).
// Usage: npm run build:server && npx tsx bench/generation-load.ts [rounds=3]
//        DATABASE_URL=postgres://… npx tsx bench/generation-load.ts   (a database of its own is made and dropped)
//        GENERATION_CONCURRENCY=n npx tsx bench/generation-load.ts    (the server's cap; unset, its default)
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { adminUrl, databaseUrl } from '../src/server/test/postgres-urls';
import { dropWhenClosed } from '../src/server/test/test-db';
import { startBuiltServer } from './support/built-server';
import { call, exitOnSignals, inBatches, register, type Account } from './support/cluster-client';
import { percentile } from './support/percentile';
import { pollHealth } from './support/health-probe';

const ROUNDS = Number(process.argv[2] ?? 3);
const ACCOUNTS = 10;
const PARALLEL = 20;
const HEALTH_EVERY_MS = 20;
const narration = Array.from(
  { length: 15 },
  () => 'Most creators spend hours on a voiceover, but a clear script and a steady pace keep an audience watching.',
).join(' ');
const styles = ['watercolor', 'oil-painting', 'anime', '3d-render', 'photorealistic', 'sketch', 'cartoon', 'digital-art', 'disney-3d'];

/** A database of the run's own on the server DATABASE_URL names; dropped at the end. */
async function scratchDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { env: {}, drop: async () => {} };
  const name = `genesis_bench_${randomUUID().slice(0, 8)}`;
  const admin = async (work: (client: pg.Client) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: adminUrl(base) });
    await client.connect();
    await work(client).finally(() => client.end());
  };
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  return { env: { DATABASE_URL: databaseUrl(base, name) }, drop: () => admin((client) => dropWhenClosed(client, name)) };
}

const statusList = (statuses: number[]) =>
  [...statuses.reduce((counts, status) => counts.set(status, (counts.get(status) ?? 0) + 1), new Map<number, number>())]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

const database = await scratchDatabase();
const cap = process.env.GENERATION_CONCURRENCY;
const server = await startBuiltServer({ ...database.env, ...(cap ? { GENERATION_CONCURRENCY: cap } : {}) });
/** The server process' peak resident memory (Linux). */
const peakMemory = () => readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/)?.[1] ?? '?';
const stop = async () => {
  await server.stop();
  await database.drop();
};
exitOnSignals(stop);

/**
 * The server's event-loop delay since the previous call (prom-client resets its histogram on each
 * scrape of /metrics, which answers this machine without a token): how long the main thread was busy.
 */
async function eventLoopDelay(): Promise<string> {
  const text = String((await call(server.url, '/metrics')).body);
  const seconds = (name: string) => Number(text.match(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm'))?.[1] ?? Number.NaN) * 1000;
  return `event-loop delay p99 ${seconds('nodejs_eventloop_lag_p99_seconds').toFixed(0)} ms, max ${seconds('nodejs_eventloop_lag_max_seconds').toFixed(0)} ms`;
}

function describeLatencies(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `n ${sorted.length}, median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

/** Puts the account on a paid plan through the local test checkout, as a user paying would. */
async function subscribe(account: Account, planId: string) {
  const plans = await call(server.url, '/api/plans');
  const plan = (plans.body.plans as { id: string; priceId: string }[]).find((candidate) => candidate.id === planId);
  const checkout = await call(server.url, '/api/create-checkout-session', { token: account.token, json: { priceId: plan?.priceId } });
  const id = String(checkout.body.url).split('/').at(-1);
  const paid = await call(server.url, `/api/checkout/local/${id}/pay`, { json: {} });
  if (paid.status !== 200) throw new Error(`paying ${planId}: HTTP ${paid.status} ${JSON.stringify(paid.body)}`);
}

const generateImages = (account: Account, index: number, count = 1) =>
  call(server.url, '/api/images/generate', {
    token: account.token,
    json: { prompt: `a lighthouse on a cliff at dusk, study ${index}`, style: styles[index % styles.length], count },
    timeoutMs: 300_000,
  });

let failed = true;
try {
  const accounts = await inBatches(
    Array.from({ length: ACCOUNTS }, (_, i) => i),
    2,
    (i) => register(server.url, `generation-${i}`),
  );
  // Warm-up: JIT, the renderer's first use, the database's caches.
  for (const [i, account] of accounts.slice(0, 2).entries()) await generateImages(account, i);

  const idle = pollHealth(server.url, HEALTH_EVERY_MS);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const idleHealth = await idle();
  console.log(`[generation-load] /api/health idle: ${describeLatencies(idleHealth.latencies)}`);

  /** ROUNDS rounds of PARALLEL requests from the ACCOUNTS accounts at once, with /api/health polled meanwhile. */
  async function rounds(what: string, send: (account: Account, index: number) => ReturnType<typeof call>) {
    const loaded: number[] = [];
    const statuses: number[] = [];
    const retryAfter = new Set<string>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      await eventLoopDelay();
      const health = pollHealth(server.url, HEALTH_EVERY_MS);
      const started = performance.now();
      const took: number[] = [];
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, async (_, i) => {
          const answer = await send(accounts[i % ACCOUNTS]!, round * PARALLEL + i);
          if (answer.status === 200) took.push((performance.now() - started) / 1000);
          return answer;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      took.sort((a, b) => a - b);
      const { latencies, failures } = await health();
      const delay = await eventLoopDelay();
      loaded.push(...latencies);
      statuses.push(...answers.map((answer) => answer.status));
      for (const answer of answers) if (answer.status === 503) retryAfter.add(answer.headers.get('retry-after') ?? 'none');
      const refused = answers.find((answer) => answer.status !== 200);
      console.log(
        `[generation-load] ${what}, round ${round}: ${PARALLEL} requests ${statusList(answers.map((answer) => answer.status))} in ${seconds.toFixed(1)} s ` +
          `(a 200 answered after median ${percentile(took, 50).toFixed(1)} s, max ${(took.at(-1) ?? 0).toFixed(1)} s); ` +
          `/api/health ${describeLatencies(latencies)}${failures.length ? `; failed ${failures.length} (${failures[0]})` : ''}; server ${delay}` +
          `${refused ? `; e.g. ${refused.status} ${JSON.stringify(refused.body)}` : ''}`,
      );
    }
    console.log(
      `/api/health under ${PARALLEL} parallel ${what} from ${ACCOUNTS} accounts (${ROUNDS} rounds, ${database.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ` +
        `${describeLatencies(loaded)} (budget p95 ≤ 200 ms); answers ${statusList(statuses)}` +
        `${retryAfter.size ? `, Retry-After ${[...retryAfter].join('/')}` : ''}; GENERATION_CONCURRENCY ${cap ?? 'default'}; server peak RSS ${Math.round(Number(peakMemory()) / 1024)} MB; ` +
        `machine load average ${loadavg()[0]!.toFixed(1)} (1 min)`,
    );
    return (
      percentile(
        loaded.sort((a, b) => a - b),
        95,
      ) <= 200
    );
  }

  const imagesWithinBudget = await rounds('image generations', (account, i) => generateImages(account, i));
  // Voiceovers share the cap; the embedded speech engine works on the main thread between its yields.
  await rounds('voiceovers of 300 words', (account, i) =>
    call(server.url, '/api/generate-voiceover', { token: account.token, json: { text: `Take ${i}. ${narration}` }, timeoutMs: 300_000 }),
  );

  // The quota races (item 4): what a Weekly user gets when the requests arrive together.
  const scripter = await register(server.url, 'race-scripts');
  await subscribe(scripter, 'weekly');
  const scripts = await Promise.all(
    Array.from({ length: 40 }, () =>
      call(server.url, '/api/scripts/generate', {
        token: scripter.token,
        json: { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual' },
        timeoutMs: 300_000,
      }),
    ),
  );
  const scriptUsage = await call(server.url, '/api/usage', { token: scripter.token });
  console.log(
    `quota race, 40 parallel POST /api/scripts/generate on a Weekly plan with none used (limit 25): ${statusList(scripts.map((answer) => answer.status))}; ` +
      `usage ${JSON.stringify(scriptUsage.body.scripts)}`,
  );

  const painter = await register(server.url, 'race-images');
  await subscribe(painter, 'weekly');
  for (const [i, count] of [4, 4, 3].entries()) {
    const answer = await generateImages(painter, 1000 + i, count);
    if (answer.status !== 200) throw new Error(`using 11 images: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const pair = await Promise.all([generateImages(painter, 2000, 4), generateImages(painter, 2001, 4)]);
  const imageUsage = await call(server.url, '/api/usage', { token: painter.token });
  console.log(
    `quota race, two parallel 4-image requests on a Weekly plan with 11 used (limit 15): ${statusList(pair.map((answer) => answer.status))} ` +
      `(${pair.map((answer) => String(answer.body.code ?? 'ok')).join(', ')}); usage ${JSON.stringify(imageUsage.body.images)}`,
  );
  const exact =
    statusList(scripts.map((answer) => answer.status)) === '200×25 402×15' &&
    statusList(pair.map((answer) => answer.status)) === '200×1 402×1';
  if (!exact) console.log('quota races: NOT the exact counts (25 of 40; 1 of 2)');
  failed = false;
  process.exitCode = imagesWithinBudget && exact ? 0 : 1;
} finally {
  if (failed) console.error(server.output());
  await stop();
}
if (failed) process.exitCode = 1;
