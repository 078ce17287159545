// GET /api/health of the built server, as `npm start` runs it with no settings (PGlite in a fresh
// data folder, the default log level), against a bare Fastify 5 route answering the same JSON
// (bench/support/bare-fastify.mjs), each in its own process on 127.0.0.1. autocannon loads one at a
// time with 10 keep-alive connections: a warm-up each, then ROUNDS rounds of bare then app. Reports
// req/s, the bytes of each answer's status line and headers, and the median of the rounds' ratios
// (budget: ≥ 0.5×): a round's two loads run seconds apart, so a neighbour's load on a shared machine
// weighs on both sides of a ratio, where the ratio of two medians mixed rounds.
// Usage: npm run build:server && npx tsx bench/health-vs-bare.ts [seconds=5] [rounds=5]
// (BENCH_SERVER_MAIN=path/to/main.js measures another build, e.g. one of an earlier commit.)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../src/server/test/listen-locally';
import { startBuiltServer } from './support/built-server';
import { exitOnSignals } from './support/cluster-client';

const SECONDS = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 5);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const BUDGET = 0.5;

/** The bare reference in a process of its own, as the app has one. */
async function startBare(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const script = join(dirname(fileURLToPath(import.meta.url)), 'support', 'bare-fastify.mjs');
  const child = spawn(process.execPath, [script, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare Fastify app exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The bytes of an answer's status line and headers (up to the blank line), as a client without compression gets them. */
function headerBytes(url: string, path: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.destroy();
      resolve(end + 4);
    });
    socket.once('error', reject);
  });
}

/** The middle of the runs (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

/** CPU seconds a process has used (user + system), from /proc on Linux; NaN elsewhere. */
function cpuSeconds(pid: number): number {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return Number.NaN;
  // Fields 14 and 15 (utime, stime) in ticks of 1/100 s, counted after the command name in parentheses.
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Target {
  name: string;
  url: string;
  pid: number;
  rates: number[];
  cpu: number[];
}

/**
 * One run: req/s, and the server's CPU time per answer (on a shared machine the second says what
 * an answer costs even while other processes take CPU from the server).
 */
async function load(target: Target, seconds: number): Promise<{ rate: number; cpuMicroseconds: number }> {
  const cpuBefore = cpuSeconds(target.pid);
  const result = await autocannon({ url: `${target.url}/api/health`, connections: CONNECTIONS, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    throw new Error(
      `${target.name}: ${failed} failed answers (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  return { rate: result.requests.average, cpuMicroseconds: ((cpuSeconds(target.pid) - cpuBefore) * 1e6) / result.requests.total };
}

const app = await startBuiltServer({ LOG_LEVEL: 'info' });
const bare = await startBare();
exitOnSignals(() => Promise.all([app.stop(), bare.stop()]));
try {
  const bareTarget: Target = { name: 'bare Fastify', url: bare.url, pid: bare.pid, rates: [], cpu: [] };
  const appTarget: Target = { name: 'app', url: app.url, pid: app.pid, rates: [], cpu: [] };
  for (const target of [bareTarget, appTarget]) await load(target, WARM_UP_SECONDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of [bareTarget, appTarget]) {
      const { rate, cpuMicroseconds } = await load(target, SECONDS);
      target.rates.push(rate);
      target.cpu.push(cpuMicroseconds);
      console.log(
        `[health-vs-bare] round ${round + 1}, ${target.name}: ${Math.round(rate).toLocaleString('en')} req/s, ${cpuMicroseconds.toFixed(0)} µs of CPU per answer`,
      );
    }
  }
  const ratio = median(appTarget.rates.map((rate, round) => rate / bareTarget.rates[round]!));
  const [appHeaders, bareHeaders] = await Promise.all([headerBytes(app.url, '/api/health'), headerBytes(bare.url, '/api/health')]);
  const met = ratio >= BUDGET;
  console.log(
    `[health-vs-bare] GET /api/health, ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS}: app ${Math.round(median(appTarget.rates)).toLocaleString('en')} req/s, ` +
      `bare Fastify ${Math.round(median(bareTarget.rates)).toLocaleString('en')} req/s (medians); median of the rounds' ratios ${ratio.toFixed(2)}× (budget ≥ ${BUDGET}×) ${met ? 'met' : 'MISSED'}; ` +
      `CPU per answer ${median(appTarget.cpu).toFixed(0)} µs (bare ${median(bareTarget.cpu).toFixed(0)} µs); ` +
      `headers ${appHeaders} bytes per answer (bare ${bareHeaders})`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  await Promise.all([app.stop(), bare.stop()]);
}
