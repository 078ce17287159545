// Memory that comes back, and start-up time (issue 24, item 5), on the built server as `npm start`
// runs it (PGlite in a temporary DATA_DIR), against a bare Fastify 5 process started the same way
// in the same run:
//  1. start-up: process spawn → GET /api/health answers 200, with a fresh data folder (once) and with
//     the folder that start left (median of STARTS starts; budget ≤ 1.5 s);
//  2. idle RSS once the last start has been idle for 60 s (budget ≤ 400 MB);
//  3. a bounded mixed load through the HTTP API and the chat socket, as users would (scripts, SEO
//     analyses, image generations, voiceovers, chat messages), then 60 s idle: RSS again (budget
//     ≤ 1.3× the idle RSS). Both readings follow the same minute of idleness: V8 collects the
//     start's garbage some 15–20 s after it (a reading at 10 s was 237–328 MB on the same code), and
//     the pools' idle threads end after 30 s. RSS every 5 s of both minutes is printed.
// Usage: npm run build && npx tsx bench/memory-startup.ts [starts=3]
//        BENCH_SERVER_MAIN=dist/before-server/main.js npx tsx bench/memory-startup.ts   (another build)
//        BENCH_MEMORY_DIR=/tmp/memory npx tsx bench/memory-startup.ts 1   (what holds memory: maps and heap snapshots)
//        BENCH_MEMORY_DIR=/tmp/memory BENCH_HEAP_SNAPSHOTS=0 npx tsx …   (the maps only: a snapshot's own buffers stay in the RSS after it)
//        BENCH_GLIBC_DEFAULTS=1 npx tsx bench/memory-startup.ts   (the server without scripts/malloc-settings.mjs)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { mallocSettings } from '../scripts/malloc-settings.mjs';
import { freePort } from '../src/server/test/listen-locally';
import { openSocket } from '../src/server/test/socket-client';
import { call, exitOnSignals, inBatches, register, sleep, type Account } from './support/cluster-client';

const STARTS = Number(process.argv[2] ?? 3);
const IDLE_MS = 60_000;
const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = resolve(process.env.BENCH_SERVER_MAIN ?? join(projectRoot, 'dist', 'server', 'main.js'));
if (!existsSync(main)) throw new Error(`${main} is missing: npm run build`);
const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
// BENCH_MEMORY_DIR=<folder>: the server's memory maps (/proc/<pid>/smaps) and a V8 heap snapshot of
// its main thread are written there after each RSS reading (a snapshot leaves the process larger).
const memoryDir = process.env.BENCH_MEMORY_DIR ? resolve(process.env.BENCH_MEMORY_DIR) : undefined;
const heapSnapshots = memoryDir !== undefined && process.env.BENCH_HEAP_SNAPSHOTS !== '0';
if (heapSnapshots) nodeArgs.push('--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${memoryDir}`);

// The reference: Fastify 5 with one route, nothing else, from the same node_modules.
const bareFastify = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

interface Started {
  child: ChildProcess;
  port: number;
  /** Spawn → the first 200 from /api/health, in milliseconds. */
  startupMs: number;
  output(): string;
}

/** Spawns a process and polls /api/health every 5 ms until it answers 200. */
async function startProcess(args: string[], env: Record<string, string>, cwd: string): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-8_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the process exited while starting:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { child, port, startupMs: performance.now() - started, output: () => output };
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`no answer from /api/health within 120 s:\n${output}`);
    }
    await sleep(5);
  }
}

async function stopProcess(started: Started) {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of the whole process (every thread), in MB (Linux). */
const rssMb = (pid: number) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)?.[1]) / 1024;

/** The main thread's V8 heap and external memory, from the server's /metrics (answers this machine without a token). */
async function heapOf(url: string): Promise<string> {
  const text = String((await call(url, '/metrics')).body);
  const mb = (name: string) => (Number(text.match(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm'))?.[1] ?? Number.NaN) / 1024 / 1024).toFixed(0);
  const spaces = ['new', 'old', 'code', 'large_object']
    .map((space) => `${space} ${mb(`nodejs_heap_space_size_total_bytes\\{space="${space}"\\}`)}`)
    .join(', ');
  return `main-thread heap ${mb('nodejs_heap_size_used_bytes')}/${mb('nodejs_heap_size_total_bytes')} MB used/total (${spaces}), external ${mb('nodejs_external_memory_bytes')} MB`;
}

/** RSS every 5 s over an idle period, in MB. */
async function rssWhileIdle(pid: number, ms: number) {
  const samples: number[] = [];
  for (let waited = 0; waited < ms; waited += 5_000) {
    await sleep(5_000);
    samples.push(Math.round(rssMb(pid)));
  }
  return samples;
}

/** With BENCH_MEMORY_DIR: the server's memory maps, and a heap snapshot (its signal), once written whole. */
async function keepMemoryMaps(pid: number, name: string) {
  if (!memoryDir) return;
  writeFileSync(join(memoryDir, `${name}.smaps`), readFileSync(`/proc/${pid}/smaps`));
  if (!heapSnapshots) return;
  const snapshots = () => readdirSync(memoryDir).filter((file) => file.endsWith('.heapsnapshot'));
  const before = new Set(snapshots());
  process.kill(pid, 'SIGUSR2');
  let size = -1;
  for (;;) {
    await sleep(1_000);
    const written = snapshots().filter((file) => !before.has(file));
    if (written.length === 0) continue;
    const now = statSync(join(memoryDir, written[0]!)).size;
    if (now === size) return;
    size = now;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), 'genesis-bench-memory-'));
const serverEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  REGISTRATION_LIMIT_EXEMPT: '127.0.0.1,::1',
  // glibc's malloc settings as npm start and the Docker image set them; BENCH_GLIBC_DEFAULTS=1 measures without.
  ...(process.env.BENCH_GLIBC_DEFAULTS ? {} : mallocSettings),
};
const startServer = () => startProcess([...nodeArgs, '--enable-source-maps', main], serverEnv, dataDir);
let running: Started | undefined;
exitOnSignals(async () => {
  if (running) await stopProcess(running);
  rmSync(dataDir, { recursive: true, force: true });
});

// The reference, started as many times as the server.
const bareStarts: number[] = [];
let bareRss = 0;
for (let i = 0; i < STARTS; i += 1) {
  const bare = await startProcess(['--input-type=module', '-e', bareFastify], {}, projectRoot);
  bareStarts.push(bare.startupMs);
  if (i === STARTS - 1) {
    await sleep(IDLE_MS);
    bareRss = rssMb(bare.child.pid!);
  }
  await stopProcess(bare);
}

running = await startServer();
const freshMs = running.startupMs;
// Left running a few seconds, as a server that has run: what a start leaves for later (the code
// cache it saves 2 s after listening, serve.ts) is done before the starts that are counted.
await sleep(4_000);
await stopProcess(running);
const existingStarts: number[] = [];
for (let i = 0; i < STARTS; i += 1) {
  if (i > 0) await stopProcess(running);
  running = await startServer();
  existingStarts.push(running.startupMs);
}
const server = running;
const url = `http://127.0.0.1:${server.port}`;
const pid = server.child.pid!;
console.log(`[memory-startup] server pid ${pid}, DATA_DIR ${dataDir}`);
const idleTrace = await rssWhileIdle(pid, IDLE_MS);
const idleRss = rssMb(pid);
const idleHeap = await heapOf(url);
await keepMemoryMaps(pid, 'idle');

// The bounded mixed load: 4 users, each in turn: scripts, SEO analyses, images, voiceovers, chat.
const article = Array.from(
  { length: 120 },
  (_, i) =>
    `Home espresso rewards patience (${i}). A good grinder matters more than the machine, and fresh beans make the biggest difference. ` +
    'The shot is pulled in about thirty seconds, while the milk is steamed to a silky texture.',
).join('\n\n');
const narration = Array.from({ length: 8 }, () => 'A clear script and a steady pace keep an audience watching until the very end.').join(
  ' ',
);
const statuses = new Map<string, number[]>();
const note = (what: string, status: number) => statuses.set(what, [...(statuses.get(what) ?? []), status]);
const loadStarted = performance.now();
const users = await inBatches([0, 1, 2, 3], 2, (i) => register(url, `memory-${i}`));
async function workOf(account: Account, index: number) {
  for (let n = 0; n < 3; n += 1) {
    const script = await call(url, '/api/scripts/generate', {
      token: account.token,
      json: { topic: `how to start a podcast, part ${index}-${n}`, videoLength: '1-3 minutes', tone: 'Casual' },
      timeoutMs: 120_000,
    });
    note('scripts', script.status);
  }
  for (let n = 0; n < 5; n += 1) {
    const seo = await call(url, '/api/seo/analyze', {
      token: account.token,
      json: { content: `${article} Take ${index}-${n}.` },
      timeoutMs: 120_000,
    });
    note('SEO analyses', seo.status);
  }
  for (let n = 0; n < 3; n += 1) {
    const images = await call(url, '/api/images/generate', {
      token: account.token,
      json: { prompt: `a lighthouse on a cliff at dusk, study ${index}-${n}`, style: 'watercolor', count: 1 },
      timeoutMs: 120_000,
    });
    note('image generations', images.status);
  }
  for (let n = 0; n < 2; n += 1) {
    const voiceover = await call(url, '/api/generate-voiceover', {
      token: account.token,
      json: { text: `Take ${index}-${n}. ${narration}` },
      timeoutMs: 120_000,
    });
    note('voiceovers', voiceover.status);
  }
  const socket = await openSocket(url, account.token);
  for (let n = 0; n < 3; n += 1) {
    socket.send({
      type: 'chat_message',
      message: `Give me ideas about home espresso (${n})`,
      category: 'story-ideas',
      niche: 'Tech Reviews',
      audience: 'Young Adults',
      budget: '$1000/month',
      messageId: `memory-${index}-${n}`,
    });
    await socket.next('chat_response', 120_000);
    note('chat messages', 200);
  }
  await socket.close();
}
await inBatches(users, 2, (account, index) => workOf(account, index));
const loadSeconds = (performance.now() - loadStarted) / 1000;
const peakRss = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/)?.[1]) / 1024;
const afterTrace = await rssWhileIdle(pid, IDLE_MS);
const afterRss = rssMb(pid);
const afterHeap = await heapOf(url);
await keepMemoryMaps(pid, 'after-load');
running = undefined;
await stopProcess(server);
rmSync(dataDir, { recursive: true, force: true });

const answers = [...statuses].map(
  ([what, list]) => `${list.length} ${what} (${list.every((status) => status === 200) ? 'all 200' : list.join(',')})`,
);
const ratio = (value: number, reference: number) => `${(value / reference).toFixed(2)}×`;
const existingMs = median(existingStarts);
const bareMs = median(bareStarts);
console.log(`[memory-startup] load: ${answers.join(', ')} in ${loadSeconds.toFixed(0)} s; peak RSS ${peakRss.toFixed(0)} MB`);
console.log(`[memory-startup] RSS every 5 s idle after start: ${idleTrace.join(' ')}; after the load: ${afterTrace.join(' ')}`);
console.log(`[memory-startup] idle after start: ${idleHeap}; after the load and ${IDLE_MS / 1000} s idle: ${afterHeap}`);
console.log(
  `Start-up (spawn → /api/health 200): bare Fastify 5 ${bareMs.toFixed(0)} ms (median of ${STARTS}); ` +
    `fresh data folder ${freshMs.toFixed(0)} ms (${ratio(freshMs, bareMs)}); existing data folder ${existingMs.toFixed(0)} ms ` +
    `(median of ${existingStarts.map((ms) => ms.toFixed(0)).join('/')}; ${ratio(existingMs, bareMs)}; budget ≤ 1500 ms)`,
);
console.log(
  `RSS: bare Fastify 5 ${bareRss.toFixed(0)} MB; server idle ${IDLE_MS / 1000} s after start ${idleRss.toFixed(0)} MB ` +
    `(${ratio(idleRss, bareRss)} bare; budget ≤ 400 MB); after the mixed load and ${IDLE_MS / 1000} s idle ${afterRss.toFixed(0)} MB ` +
    `(${ratio(afterRss, idleRss)} the idle RSS; budget ≤ 1.3×); machine load average ${loadavg()[0]!.toFixed(1)} (1 min)`,
);
if (existingMs > 1500 || idleRss > 400 || afterRss / idleRss > 1.3) process.exitCode = 1;
