// What a signed-in request costs (issue 24 item 3; target: GET /api/auth/verify ≥ 3× and the empty
// gallery ≥ 2× their rate before the session cache, each as a ratio to GET /api/health in the same run).
// The real app on 127.0.0.1 (embedded PGlite, then PostgreSQL), loaded by autocannon: CONNECTIONS
// keep-alive connections, one route at a time, WARM_UP seconds unrecorded and then SECONDS recorded.
// The routes take turns for ROUNDS rounds and each ratio is the median of the rounds' ratios, so a
// neighbour's load on the shared machine weighs on the reference as much as on the route.
// Usage: npx tsx bench/signed-in-requests.ts [pglite|postgres|both=both] [seconds=3] [rounds=3]
// postgres uses TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { authHeaders } from '../src/server/test/factories';
import { startBenchApp, type Driver } from './support/bench-app';
import { percentile } from './support/percentile';

const which = process.argv[2] ?? 'both';
const drivers: Driver[] = which === 'both' ? ['pglite', 'postgres'] : [which === 'postgres' ? 'postgres' : 'pglite'];
const SECONDS = Number(process.argv[3] ?? 3);
const ROUNDS = Number(process.argv[4] ?? 3);
const WARM_UP = 2;
const CONNECTIONS = 10;

const routes = [
  { name: 'GET /api/health', path: '/api/health', signedIn: false },
  { name: 'GET /api/auth/verify (signed in)', path: '/api/auth/verify', signedIn: true },
  { name: 'GET /api/images/gallery (signed in, empty)', path: '/api/images/gallery', signedIn: true },
];

const median = (values: number[]) =>
  percentile(
    [...values].sort((x, y) => x - y),
    50,
  );

async function measure(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, timeout: 10, headers });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests (${result.non2xx} non-2xx, ${result.errors} errors)`);
  return result.requests.average;
}

async function bench(driver: Driver) {
  const { app, close } = await startBenchApp(driver);
  try {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Bench', email: `bench-${randomUUID()}@example.com`, password: 'bench password', confirmPassword: 'bench password' },
    });
    if (registered.statusCode !== 201) throw new Error(`register: HTTP ${registered.statusCode} ${registered.body}`);
    const signedIn = authHeaders(registered.json());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headersOf = (route: (typeof routes)[number]): Record<string, string> =>
      route.signedIn ? { authorization: signedIn.authorization } : {};
    for (const route of routes) await measure(base + route.path, headersOf(route), WARM_UP);
    const rates = routes.map(() => [] as number[]);
    const ratios = routes.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++) {
      const measured: number[] = [];
      for (const route of routes) measured.push(await measure(base + route.path, headersOf(route), SECONDS));
      measured.forEach((rate, i) => {
        rates[i]!.push(rate);
        ratios[i]!.push(rate / measured[0]!);
      });
    }
    console.log(
      `\n[signed-in-requests] ${driver}: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route after ${WARM_UP} s of warm-up (medians)`,
    );
    console.table(
      routes.map((route, i) => ({
        route: route.name,
        'req/s': Math.round(median(rates[i]!)),
        'ratio to /api/health': Number(median(ratios[i]!).toFixed(4)),
      })),
    );
  } finally {
    await close();
  }
}

for (const driver of drivers) await bench(driver);
