// The JavaScript a first visit to a page downloads, gzip-compressed, from the build's manifest:
// the entry with its static imports, plus the page's chunk with its static imports.
// Usage: node bench/landing-js.mjs [page-module …] (after `npm run build`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const client = 'dist/client';
const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length / 1024;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['features/marketing/pages/landing-page.tsx', 'features/workspace/pages/workspace-page.tsx'];

for (const page of pages) {
  if (!manifest[page]) throw new Error(`${page} is not a chunk of this build`);
  const chunks = new Set([...closure(entry), ...closure(page)]);
  const files = [...chunks].map((key) => manifest[key].file);
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`${page}: ${total.toFixed(1)} KB gzip in ${files.length} files`);
  for (const file of files.sort((a, b) => gzipKb(b) - gzipKb(a))) console.log(`  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`);
}
