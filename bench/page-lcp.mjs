// Paint first, hydrate after (issue 24; budget: LCP ≤ 1.15× the same page without its scripts).
// The built server (PGlite in a temporary folder) sits behind two local origins
// (bench/support/page-origins.ts): one passes every response through as it is, the other serves the
// same pre-rendered HTML without its JavaScript. Lighthouse's mobile preset (default
// config, simulated throttling) loads each page RUNS times on each origin, alternating, in one
// Chromium; medians of LCP, FCP and TBT and the LCP ratio are printed.
// Usage: npx tsx bench/page-lcp.mjs [path …] (after `npm run build`; default: / /features /faq).
// RUNS=n changes the runs per origin (default 3); CHROME_PATH another Chromium (default /usr/bin/chromium).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startBuiltServer } from './support/built-server';
import { pageOrigin, withoutScripts } from './support/page-origins';

const BUDGET = 1.15;
const RUNS = Number(process.env.RUNS ?? 3);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/features', '/faq'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run; a run whose trace came out broken (e.g. NO_NAVSTART on a busy machine) is repeated. */
async function measure(port, url, attempts = 3) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { audits, runtimeError } = result.lhr;
  if (runtimeError) {
    if (attempts > 1) return measure(port, url, attempts - 1);
    throw new Error(`${url}: ${runtimeError.message}`);
  }
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
  };
}

const server = await startBuiltServer();
const withScripts = await pageOrigin(server.url);
const scriptless = await pageOrigin(server.url, withoutScripts);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? chromiumLaunchOptions().executablePath,
  chromeFlags: chromiumLaunchOptions().args,
});
let overBudget = false;
try {
  for (const path of paths) {
    const runs = { page: [], scriptless: [] };
    for (let run = 0; run < RUNS; run++) {
      runs.page.push(await measure(chrome.port, withScripts.url + path));
      runs.scriptless.push(await measure(chrome.port, scriptless.url + path));
    }
    const summary = (list) => ({
      lcp: median(list.map((r) => r.lcp)),
      fcp: median(list.map((r) => r.fcp)),
      tbt: median(list.map((r) => r.tbt)),
    });
    const page = summary(runs.page);
    const reference = summary(runs.scriptless);
    const ratio = page.lcp / reference.lcp;
    if (ratio > BUDGET) overBudget = true;
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(
      `${path}: LCP ${ms(page.lcp)} vs ${ms(reference.lcp)} without scripts (${ratio.toFixed(2)}×); ` +
        `FCP ${ms(page.fcp)} vs ${ms(reference.fcp)}; TBT ${ms(page.tbt)} vs ${ms(reference.tbt)} ` +
        `[LCP runs ${runs.page.map((r) => Math.round(r.lcp)).join(', ')} | ${runs.scriptless.map((r) => Math.round(r.lcp)).join(', ')}]`,
    );
  }
} finally {
  chrome.kill();
  await withScripts.close();
  await scriptless.close();
  await server.stop();
}
if (overBudget) {
  console.log(`a page's LCP is over ${BUDGET}× the same page without scripts`);
  process.exitCode = 1;
}
