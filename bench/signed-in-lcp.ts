// Largest Contentful Paint of pages of the built app, signed out or signed in, with Lighthouse's
// mobile preset (its default config: simulated slow 4G and a 4× slower CPU), median of 3 runs.
// Each page is measured beside its reference in the same run: the same served HTML and CSS with
// every script removed (what the page paints before any JavaScript), so the ratio says what the
// scripts cost the first paint.
//
// Usage: npx tsx bench/signed-in-lcp.ts [path | signed-in:path …] (after `npm run build`)
//   default: /login signed-in:/app. A signed-in path is opened with a session in the browser's
//   storage (registered through the API), as a returning user opens it.
// BENCH_SERVER_MAIN=other/dist/server/main.js measures another build (its dist/client beside it).
// Needs lighthouse (12.8.2) and chrome-launcher; Chromium is /usr/bin/chromium (CHROME_PATH).
import { randomUUID } from 'node:crypto';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startBuiltServer } from './support/built-server';
import { pageOrigin, withoutScripts } from './support/page-origins';
import { percentile } from './support/percentile';

const RUNS = Number(process.env.LCP_RUNS ?? 3);

interface Target {
  path: string;
  signedIn: boolean;
}

const targets: Target[] = (process.argv.slice(2).length ? process.argv.slice(2) : ['/login', 'signed-in:/app']).map((arg) =>
  arg.startsWith('signed-in:') ? { path: arg.slice('signed-in:'.length), signedIn: true } : { path: arg, signedIn: false },
);

/** A session for the browser's storage (src/web/lib/auth-storage.ts keys), from a new account. */
async function registerSession(base: string): Promise<Record<string, string>> {
  const password = 'bench password';
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Painter', email: `lcp-${randomUUID()}@example.com`, password, confirmPassword: password }),
  });
  if (response.status !== 201) throw new Error(`register: HTTP ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { token: string; sessionToken: string; expiresIn: number; user: object };
  return {
    authToken: session.token,
    sessionToken: session.sessionToken,
    authTokenRefreshDueAt: String(Date.now() + session.expiresIn * 800),
    user: JSON.stringify(session.user),
  };
}

/** LCP of each run in ms; null when the page paints nothing (the bare shell without its scripts). */
async function lcpRuns(url: string, storage: Record<string, string> | null): Promise<number[] | null> {
  const runs: number[] = [];
  let retries = 3;
  while (runs.length < RUNS) {
    // A fresh browser each run: nothing cached from the run before.
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? chromiumLaunchOptions().executablePath,
      chromeFlags: chromiumLaunchOptions().args,
    });
    try {
      if (storage) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        await page.goto(`${new URL(url).origin}/robots.txt`);
        await page.evaluate((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, storage);
        await page.close();
        await browser.disconnect();
      }
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the session written above (Lighthouse clears the origin's storage by default).
        disableStorageReset: storage !== null,
      });
      if (result?.lhr.runtimeError?.code === 'NO_FCP') return null;
      const lcp = result?.lhr.audits['largest-contentful-paint']?.numericValue;
      // A loaded machine now and then spoils a trace (NO_NAVSTART): that run is taken again.
      if (typeof lcp !== 'number' && retries-- > 0) continue;
      if (typeof lcp !== 'number') throw new Error(`no LCP for ${url}: ${JSON.stringify(result?.lhr.runtimeError)}`);
      runs.push(lcp);
    } finally {
      chrome.kill();
    }
  }
  return runs;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const app = await startBuiltServer();
// Both through a local origin of their own (bench/support/page-origins.ts): only the scripts differ.
const withScripts = await pageOrigin(app.url);
const scriptless = await pageOrigin(app.url, withoutScripts);
try {
  console.log(`Lighthouse mobile preset, median of ${RUNS} runs; reference: the same HTML and CSS without scripts`);
  for (const { path, signedIn } of targets) {
    // A new account per page and per origin (each has storage of its own).
    const pageRuns = await lcpRuns(`${withScripts.url}${path}`, signedIn ? await registerSession(app.url) : null);
    const referenceRuns = await lcpRuns(`${scriptless.url}${path}`, signedIn ? await registerSession(app.url) : null);
    if (!pageRuns) throw new Error(`${path} painted nothing`);
    const page = median(pageRuns);
    const reference = referenceRuns
      ? `without scripts ${seconds(median(referenceRuns))}; ratio ${(page / median(referenceRuns)).toFixed(2)}×`
      : 'without scripts it paints nothing (the bare shell)';
    console.log(
      `${signedIn ? 'signed in ' : 'signed out'} ${path}: LCP ${seconds(page)} (runs ${pageRuns.map(seconds).join(', ')}); ${reference}`,
    );
  }
} finally {
  await withScripts.close();
  await scriptless.close();
  await app.stop();
}
