// `npm start`: builds the client and server when the build is missing or older than the sources, then serves
// (on Linux in a child process with glibc's malloc settings, scripts/malloc-settings.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mallocSettings } from './malloc-settings.mjs';

const stamp = 'dist/.build-stamp';
const sources = ['src', 'drizzle', 'public', 'package-lock.json', 'vite.config.ts'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (Math.max(...sources.map(newestChange)) > builtAt) {
  console.log('Building Genesis Studio (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

process.env.NODE_ENV ??= 'production';
const unset = Object.keys(mallocSettings).filter((name) => process.env[name] === undefined);
if (process.platform !== 'linux' || unset.length === 0) {
  process.setSourceMapsEnabled(true);
  await import('../dist/server/main.js');
} else {
  // glibc reads its malloc settings only when a process starts (scripts/malloc-settings.mjs): the
  // server runs in a child that has them, in a process group of its own, and this process passes it
  // the first stop signal it gets (npm and a terminal both deliver Ctrl-C here: the server's graceful
  // shutdown ends at once on a second one). It ends as the server did.
  const main = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
  const server = spawn(process.execPath, [...process.execArgv, '--enable-source-maps', main], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...Object.fromEntries(unset.map((name) => [name, mallocSettings[name]])) },
  });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.kill(signal);
    });
  server.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  server.on('exit', (code) => process.exit(code ?? 1));
  // Should this process end first, the server does not outlive it.
  process.on('exit', () => server.kill('SIGTERM'));
}
