// Start-up of several builds of the server, compared in one run: N=7 node bench/support/starts.mjs a/main.js b/main.js
// Each build gets its own DATA_DIR (its first, fresh start is not counted); the builds start in turn, spawn → /api/health 200.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const mains = process.argv.slice(2);
const N = Number(process.env.N ?? 5);
const dirs = mains.map(() => mkdtempSync(join(tmpdir(), 'st-')));
// Below Linux's ephemeral range (32768+), where the polling's own connections take their ports.
let port = 21000 + Math.floor(Math.random() * 1000);
// `--flag|path/main.js` starts that build with those flags instead of --enable-source-maps.
const flagsOf = (main) => (main.includes('|') ? main.split('|')[0].split(' ').filter(Boolean) : ['--enable-source-maps']);
async function start(main, dir, { linger = 0 } = {}) {
  const p = port++;
  const t = performance.now();
  const child = spawn(process.execPath, [...flagsOf(main), main.split('|').pop()], {
    env: { ...process.env, PORT: String(p), HOST: '127.0.0.1', DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${p}/api/health`);
      if (r.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(err);
    await new Promise((r) => setTimeout(r, 5));
  }
  const ms = performance.now() - t;
  await new Promise((r) => setTimeout(r, linger));
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  return ms;
}
// Fresh starts, not counted, each left running a few seconds: what a start leaves for later (the code
// cache it saves, serve.ts) is done before the starts that are counted, as on a server that has run.
for (let i = 0; i < mains.length; i++) await start(mains[i], dirs[i], { linger: 4000 });
const times = mains.map(() => []);
for (let n = 0; n < N; n++) for (let i = 0; i < mains.length; i++) times[i].push(await start(mains[i], dirs[i]));
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
mains.forEach((m, i) => console.log(m, 'median', median(times[i]).toFixed(0), 'ms', times[i].map((x) => x.toFixed(0)).join(' ')));
