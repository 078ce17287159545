// REST load on the non-AI routes (issue 10; budget: errors < 0.1 %, p99 recorded): the cluster of
// cluster/cluster.ts (two built instances, PostgreSQL, Redis, S3 behind nginx), loaded through nginx
// by autocannon. Each connection is one of USERS pre-registered users (some with gallery images and
// conversations) and cycles through eight signed-in GETs, none of them rate limited.
// Usage: npx tsx bench/rest-load.ts [seconds=20] [connections=50] [users=50]
import autocannon from 'autocannon';
import { startCluster } from '../cluster/cluster';
import { call, exitOnSignals, inBatches, register } from './support/cluster-client';
import { percentile } from './support/percentile';

const SECONDS = Number(process.argv[2] ?? 20);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const USERS = Number(process.argv[4] ?? 50);
/** Users with pictures in their gallery (the offline engine draws them during set-up). */
const WITH_IMAGES = Math.min(USERS, 10);
const ERROR_BUDGET = 0.001;

const routes = [
  '/api/images/gallery',
  '/api/usage',
  '/api/voice/profiles',
  '/api/chat/conversations',
  '/api/user/preferences',
  '/api/auth/verify',
  '/api/plans',
  '/api/health',
];

const cluster = await startCluster();
exitOnSignals(() => cluster.stop());
let failed = true;
try {
  const setupStarted = Date.now();
  const accounts = await inBatches(
    Array.from({ length: USERS }, (_, i) => i),
    4,
    (i) => register(cluster.url, `load-${i}`),
  );
  await inBatches(accounts.slice(0, WITH_IMAGES), 2, async (account, i) => {
    const answer = await call(cluster.url, '/api/images/generate', {
      token: account.token,
      json: { prompt: `a lighthouse on a cliff at dusk, study ${i}`, style: 'cartoon', count: 4 },
      timeoutMs: 120_000,
    });
    if (answer.status !== 200) throw new Error(`image generation: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  });
  await inBatches(accounts, 4, async (account) => {
    for (const category of ['story-ideas', 'advertising'] as const) {
      const answer = await call(cluster.url, '/api/chat/conversation', { token: account.token, json: { category, niche: 'Tech Reviews' } });
      if (answer.status !== 201) throw new Error(`new conversation: HTTP ${answer.status}`);
    }
  });
  console.log(
    `[rest-load] set-up: ${USERS} users, ${WITH_IMAGES} × 4 images, ${USERS * 2} conversations in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  // Per route and per instance: responses are matched to requests by their order on each connection (no pipelining).
  const latencies = routes.map(() => [] as number[]);
  const statusesByRoute = routes.map(() => new Map<number, number>());
  const upstreams = new Map<string, number>();
  let nextClient = 0;
  const run = (seconds: number, record: boolean) =>
    autocannon({
      url: cluster.url,
      connections: CONNECTIONS,
      duration: seconds,
      pipelining: 1,
      timeout: 10,
      setupClient(client) {
        const account = accounts[nextClient++ % accounts.length]!;
        // Each connection starts at a different route, so every route is under load all the time.
        const offset = nextClient % routes.length;
        const order = routes.map((_, i) => (i + offset) % routes.length);
        client.setRequests(
          order.map((index) => ({ method: 'GET', path: routes[index]!, headers: { authorization: `Bearer ${account.token}` } })),
        );
        if (!record) return;
        let sent = 0;
        // autocannon hands over the parser's record: `headers` is a flat [name, value, …] list.
        client.on('headers', (info) => {
          const raw = (info as unknown as { headers?: string[] }).headers ?? [];
          const at = raw.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'x-upstream');
          const upstream = at >= 0 ? String(raw[at + 1]) : 'none';
          upstreams.set(upstream, (upstreams.get(upstream) ?? 0) + 1);
        });
        client.on('response', (statusCode, _bytes, responseTime) => {
          const route = order[sent++ % order.length]!;
          latencies[route]!.push(responseTime);
          statusesByRoute[route]!.set(statusCode, (statusesByRoute[route]!.get(statusCode) ?? 0) + 1);
        });
      },
    });

  await run(3, false); // warm-up: JIT, pools, keep-alive connections
  const result = await run(SECONDS, true);

  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const failures = result.non2xx + result.errors;
  const errorRate = failures / Math.max(1, answered + result.errors);
  const statusCodes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  console.log(
    `[rest-load] per route (p50 / p99 ms): ${routes
      .map((route, i) => {
        const sorted = latencies[i]!.sort((a, b) => a - b);
        const odd = [...statusesByRoute[i]!].filter(([code]) => code < 200 || code > 299);
        return `${route} ${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)}${odd.length ? ` [${odd.map(([c, n]) => `${c}×${n}`).join(' ')}]` : ''}`;
      })
      .join('; ')}`,
  );
  console.log(`[rest-load] instances: ${[...upstreams].map(([address, count]) => `${address} ${count}`).join(', ')}`);
  console.log(
    `REST load through nginx, 2 instances, ${CONNECTIONS} connections × ${SECONDS} s, ${USERS} users, 8 GET routes: ` +
      `${Math.round(result.requests.average)} req/s (${answered} answered), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `status ${statusCodes}; non-2xx ${result.non2xx}, connection errors ${result.errors} (timeouts ${result.timeouts}); ` +
      `error rate ${(errorRate * 100).toFixed(3)} % (budget < ${ERROR_BUDGET * 100} %)`,
  );
  failed = errorRate >= ERROR_BUDGET || answered === 0;
} finally {
  await cluster.stop({ showLogs: failed });
}
if (failed) process.exitCode = 1;
