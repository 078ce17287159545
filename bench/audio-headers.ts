// Audio headers cannot exhaust memory (issue 17, item 1). The built server (node dist/server/main.js:
// PGlite, offline engines) is sent, on POST /api/voice/clone, the crafted WAV of the report (256 KB
// whose header says 65,535 channels with the block alignment left at 2) and a genuine three-minute
// sample, while /api/health is called every 20 ms and the server's resident memory is read from /proc
// every 20 ms. Each file goes to a freshly started server; one past the memory cap is killed.
// Usage: npx tsx bench/audio-headers.ts [server main.js=dist/server/main.js] [memory cap MB=4000] [channels …]
// Channel counts send the crafted WAV with each (default 65535), for a server without the header
// checks, where the full attack would take 20 GB. Last, in this process (these sources), the crafted
// WAV goes straight to the sample worker told it is mono, as if a header check had missed it: the
// memory watch must stop it, with this thread free meanwhile; and the header step (on the web
// server's thread) is timed on 10 MB files shaped to make it long.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readSampleHeader } from '../src/server/features/voice/audio-sample';
import { measureSampleOffThread } from '../src/server/features/voice/measure-off-thread';
import { headerWalkTraps, mp3Frames, wavClaiming65535Channels, wavFile } from '../src/server/test/crafted-audio';
import { speechSample } from '../src/server/test/voice-samples';
import { call, exitOnSignals, register, sleep } from './support/cluster-client';
import { startBuiltServer, type BuiltServer } from './support/built-server';
import { percentile } from './support/percentile';

const MAIN = resolve(process.argv[2] ?? 'dist/server/main.js');
const CAP_MB = Number(process.argv[3] ?? 4000);
const CHANNELS = process.argv.slice(4).map(Number);
const POLL_MS = 20;

/** Resident memory of a process in MB, from /proc (undefined once it is gone). */
function rssMb(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

interface Outcome {
  file: string;
  answer: string;
  answerMs: number;
  health: number[];
  rssBeforeMb: number;
  rssPeakMb: number;
  killed: boolean;
}

async function clone(server: BuiltServer, token: string, file: { label: string; bytes: Uint8Array }): Promise<Outcome> {
  const pid = server.pid;
  const rssBeforeMb = rssMb(pid) ?? 0;
  let rssPeakMb = rssBeforeMb;
  let killed = false;
  let running = true;
  const memory = setInterval(() => {
    const rss = rssMb(pid);
    if (rss === undefined) return;
    rssPeakMb = Math.max(rssPeakMb, rss);
    if (rss > CAP_MB && !killed) {
      killed = true;
      server.kill();
    }
  }, POLL_MS);
  const health: number[] = [];
  const polling = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await call(server.url, '/api/health', { timeoutMs: 120_000 }).catch(() => undefined);
      if (answer?.status === 200) health.push(performance.now() - started);
      await sleep(POLL_MS);
    }
  })();

  const form = new FormData();
  form.set('audio', new Blob([new Uint8Array(file.bytes)], { type: 'audio/wav' }), 'sample.wav');
  form.set('name', file.label);
  form.set('consent', 'true');
  const started = performance.now();
  const answer = await fetch(`${server.url}/api/voice/clone`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
    .then(async (response) => `${response.status} ${((await response.json()) as { code?: string }).code ?? 'created'}`)
    .catch(
      (error: unknown) =>
        `no answer (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})`,
    );
  const answerMs = performance.now() - started;
  // The worker is stopped and its memory handed back after the answer.
  await sleep(1000);
  running = false;
  await polling;
  clearInterval(memory);
  return {
    file: file.label,
    answer: killed ? `killed past ${CAP_MB} MB (${answer})` : answer,
    answerMs,
    health,
    rssBeforeMb,
    rssPeakMb,
    killed,
  };
}

const crafted = (channels: number) => ({
  label: `crafted WAV, 256 KB, ${channels.toLocaleString('en-US')} channels, block align 2`,
  bytes: wavFile({ channels, sampleRate: 16_000, blockAlign: 2, dataBytes: 256 * 1024 - 44 }),
});
const files = [
  ...(CHANNELS.length > 0 ? CHANNELS : [65_535]).map(crafted),
  {
    label: 'crafted MP3, 100 frames then 4 MB of free-format ones',
    bytes: Buffer.concat([mp3Frames(100), mp3Frames(58_000, { freeFormat: true })]),
  },
  { label: 'genuine speech WAV, 179 s, 22.05 kHz mono (7.9 MB)', bytes: await speechSample({ pitch: 50, seconds: 179, format: 'wav' }) },
];

let server: BuiltServer | undefined;
exitOnSignals(async () => server?.stop());
console.log(`server: ${MAIN}; memory cap ${CAP_MB} MB; /api/health and /proc/<pid>/status read every ${POLL_MS} ms`);
console.log('| file | answer | time to answer | /api/health p50 / p95 / max (calls) | server RSS before → peak |');
console.log('|---|---|---|---|---|');
for (const file of files) {
  // The embedded defaults: PGlite in a fresh data folder, counters in the process.
  server = await startBuiltServer({}, MAIN);
  try {
    const { token } = await register(server.url, 'audio');
    const outcome = await clone(server, token, file);
    const sorted = outcome.health.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
    const health =
      sorted.length > 0
        ? `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))} / ${ms(sorted.at(-1) ?? 0)} (${sorted.length})`
        : 'none answered';
    console.log(
      `| ${outcome.file} | ${outcome.answer} | ${(outcome.answerMs / 1000).toFixed(2)} s | ${health} | ${outcome.rssBeforeMb.toFixed(0)} → ${outcome.rssPeakMb.toFixed(0)} MB |`,
    );
  } finally {
    await server.stop();
  }
}

// The backstop: the worker's memory watch, had the header check missed the file.
const rssBefore = process.memoryUsage.rss();
let rssPeak = rssBefore;
let longestPause = 0;
let lastTick = performance.now();
const ticks = setInterval(() => {
  const now = performance.now();
  longestPause = Math.max(longestPause, now - lastTick);
  lastTick = now;
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
}, 5);
const backstopStarted = performance.now();
const stopped = await measureSampleOffThread(wavClaiming65535Channels(), { format: 'wav', channels: 1, sampleRate: 16_000 }).then(
  () => 'measured (!)',
  (error: { statusCode?: number; code?: string }) => `${error.statusCode} ${error.code}`,
);
clearInterval(ticks);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
console.log(
  `\nheader check bypassed (worker told the file is mono): ${stopped} after ${((performance.now() - backstopStarted) / 1000).toFixed(2)} s; ` +
    `this process ${mb(rssBefore)} → ${mb(rssPeak)} MB; longest pause of this thread ${longestPause.toFixed(0)} ms`,
);

// The header step on files built to make it long (best of 3, after one warm-up).
console.log('\n| 10 MB file | header step | answer |\n|---|---|---|');
for (const [name, bytes] of Object.entries(headerWalkTraps())) {
  const read = () => {
    try {
      return JSON.stringify(readSampleHeader(bytes));
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  };
  read();
  let best = Infinity;
  let answer = '';
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    answer = read();
    best = Math.min(best, performance.now() - started);
  }
  console.log(`| ${name} | ${best.toFixed(1)} ms | 400 ${answer} |`);
}
