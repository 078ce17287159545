// `npm start`: builds the client and server when the build is missing or older than the sources
// (one progress line here, the build's own output in dist/build.log), then serves.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const stamp = 'dist/.build-stamp';
const buildLog = 'dist/build.log';
const sources = ['src', 'drizzle', 'public', 'package-lock.json', 'vite.config.ts', 'scripts'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** `npm run build` with its output in dist/build.log; on a terminal, one line that says how long it has taken. */
async function buildQuietly() {
  mkdirSync('dist', { recursive: true });
  const log = createWriteStream(buildLog);
  const began = Date.now();
  const say = (text) => (process.stdout.isTTY ? process.stdout.write(`\r${text}`) : undefined);
  process.stdout.write(`Building Genesis Studio (details in ${buildLog})…`);
  const ticking = setInterval(
    () => say(`Building Genesis Studio (details in ${buildLog})… ${Math.round((Date.now() - began) / 1000)} s`),
    1000,
  );
  const code = await new Promise((resolve) => {
    const build = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
    build.stdout.pipe(log, { end: false });
    build.stderr.pipe(log, { end: false });
    build.on('error', () => resolve(1));
    build.on('close', (status) => resolve(status ?? 1));
  });
  clearInterval(ticking);
  await new Promise((resolve) => log.end(resolve));
  const seconds = Math.round((Date.now() - began) / 1000);
  if (code !== 0) {
    process.stdout.write('\n');
    console.error(`The build failed after ${seconds} s. Its last lines (all of them are in ${buildLog}):\n`);
    console.error(readFileSync(buildLog, 'utf8').trimEnd().split('\n').slice(-30).join('\n'));
    process.exit(code);
  }
  const built = `Built Genesis Studio in ${seconds} s.`;
  process.stdout.write(process.stdout.isTTY ? `\r${built.padEnd(70)}\n` : ` ${built}\n`);
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (Math.max(...sources.map(newestChange)) > builtAt) {
  await buildQuietly();
  writeFileSync(stamp, new Date().toISOString());
}

process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import('../dist/server/main.js');
