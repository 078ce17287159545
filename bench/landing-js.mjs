// The JavaScript a first visit to a public page downloads, gzip level 9, counted as the browser loads
// it: the built server (PGlite in a temporary folder) serves the page to Chromium, and every JS
// response until the network has been idle for a while is summed (the entry, its preloads, the
// page's chunks, and whatever loads after the first paint or on idle). /app signed out only
// redirects, so the workspace is still counted from the build's manifest: the page's script, the
// app it imports and the workspace page, each with its static imports.
// Usage: npx tsx bench/landing-js.mjs [path …] (after `npm run build`; default: / /features /faq).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startBuiltServer } from './support/built-server';

/** The landing page's budget and the workspace's (issue 38: React in production; issue 44 added the i18n runtime and catalogues). */
const LANDING_BUDGET_KIB = 145;
const APP_BUDGET_KIB = 250;
/** How long the network must stay quiet after load before the visit counts as over. */
const SETTLE_MS = 2_000;

const client = 'dist/client';
const gzipKib = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/features', '/faq'];

/** Every JS file the first visit of `path` downloads (by URL path), with its gzip size. */
async function firstVisit(browser, origin, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (url.origin !== origin || !type.includes('javascript')) return;
    scripts.set(
      url.pathname,
      response.body().then((body) => gzipKib(body)),
    );
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all([...scripts].map(async ([file, size]) => ({ file, kib: await size })));
  await context.close();
  return files.sort((a, b) => b.kib - a.kib);
}

/**
 * The workspace's first download from the manifest (a signed-out browser is sent to /login): the
 * page's script (boot), the app it imports (main.tsx) and the workspace page, with their static imports.
 */
function manifestClosure(pageKey) {
  const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const shell = readFileSync(join(client, 'index.html'), 'utf8');
  const scripts = [...shell.matchAll(/<script[^>]*src="\/([^"]+)"/g)].map((match) => match[1]);
  const roots = [...Object.keys(manifest).filter((key) => scripts.includes(manifest[key].file)), 'main.tsx', pageKey];
  for (const key of roots) if (!manifest[key]) throw new Error(`${key} is not a chunk of this build`);
  return [...new Set(roots.flatMap((key) => [...closure(key)]))]
    .map((key) => ({ file: `/${manifest[key].file}`, kib: gzipKib(readFileSync(join(client, manifest[key].file))) }))
    .sort((a, b) => b.kib - a.kib);
}

function report(label, files) {
  const total = files.reduce((sum, { kib }) => sum + kib, 0);
  console.log(`${label}: ${total.toFixed(1)} KiB gzip in ${files.length} files`);
  for (const { file, kib } of files) console.log(`  ${kib.toFixed(1).padStart(6)} KiB  ${file}`);
  return total;
}

const server = await startBuiltServer();
const browser = await chromium.launch(chromiumLaunchOptions());
let overBudget = false;
try {
  for (const path of paths) {
    const total = report(`${path} (browser, first visit)`, await firstVisit(browser, server.url, path));
    if (path === '/' && total > LANDING_BUDGET_KIB) overBudget = true;
  }
  const app = report(
    '/app (manifest: boot, main.tsx and the workspace page with their static imports)',
    manifestClosure('features/workspace/pages/workspace-page.tsx'),
  );
  if (app > APP_BUDGET_KIB) {
    console.log(`/app is over its ${APP_BUDGET_KIB} KiB budget`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
if (overBudget) {
  console.log(`the landing page is over its ${LANDING_BUDGET_KIB} KiB budget`);
  process.exitCode = 1;
}
