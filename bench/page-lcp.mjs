// Paint first, hydrate after (issue 24; budget: LCP ≤ 1.15× the same page without its scripts).
// The built server (PGlite in a temporary folder) sits behind two local origins: one passes every
// response through as it is, the other serves the same pre-rendered HTML with every <script> and
// modulepreload link removed (its CSS, fonts and pictures unchanged). Both re-compress the HTML
// the same way, so the only difference is the JavaScript. Lighthouse's mobile preset (default
// config, simulated throttling) loads each page RUNS times on each origin, alternating, in one
// Chromium; medians of LCP, FCP and TBT and the LCP ratio are printed.
// Usage: npx tsx bench/page-lcp.mjs [path …] (after `npm run build`; default: / /features /faq).
// RUNS=n changes the runs per origin (default 3); CHROME_PATH another Chromium (default /usr/bin/chromium).
import { createServer, request as httpRequest } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { freePort } from '../src/server/test/listen-locally';
import { startBuiltServer } from './support/built-server';

const BUDGET = 1.15;
const RUNS = Number(process.env.RUNS ?? 3);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/features', '/faq'];

/** The page without its JavaScript: no <script> elements, no modulepreload links. */
const withoutScripts = (html) =>
  html.replace(/<script\b[\s\S]*?<\/script>\s*/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/g, '');

/** A local origin in front of `upstream`; `rewrite` changes HTML pages (which it sends brotli-compressed). */
async function proxy(upstream, rewrite) {
  const target = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: target.host };
    const wantsPage = (incoming.headers.accept ?? '').includes('text/html');
    // Pages are fetched uncompressed so they can be rewritten; everything else passes through untouched.
    if (wantsPage) headers['accept-encoding'] = 'identity';
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = brotliCompressSync(Buffer.from(rewrite(Buffer.concat(chunks).toString('utf8'))));
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...rest,
            'content-encoding': 'br',
            'content-length': body.length,
            vary: 'accept-encoding',
          });
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

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
const withScripts = await proxy(server.url, (html) => html);
const scriptless = await proxy(server.url, withoutScripts);
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
