// `npm start`: builds the client and server when the build is missing or older than the sources, then serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
process.setSourceMapsEnabled(true);
await import('../dist/server/main.js');
