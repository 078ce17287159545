import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { inlineScriptHashes, pagePolicy, policyHeader } from './security-headers';

// A built client: the shell, a pre-rendered page, the 404 page and the kinds of asset the landing page loads.
const clientDir = mkdtempSync(join(tmpdir(), 'genesis-client-'));
mkdirSync(join(clientDir, 'assets'));
mkdirSync(join(clientDir, 'pages'));
// The build's inline loader (vite.config.ts): the only inline script the page policy allows, by its hash.
const inlineLoader = "(function(){document.documentElement.dataset.loader='ran'})()";
const loaderSource = `'sha256-${createHash('sha256').update(inlineLoader).digest('base64')}'`;
writeFileSync(
  join(clientDir, 'index.html'),
  `<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script><script>${inlineLoader}</script></body></html>`,
);
writeFileSync(join(clientDir, 'pages', 'faq.html'), '<html><body><h1>FAQ</h1></body></html>');
writeFileSync(join(clientDir, 'pages', '404.html'), '<html><body><h1>Page Not Found</h1></body></html>');
writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1);');
writeFileSync(join(clientDir, 'assets', 'index-abc123.css'), 'body{margin:0}');
writeFileSync(join(clientDir, 'assets', 'anton-latin-400-normal-abc123.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
writeFileSync(join(clientDir, 'assets', 'hero-abc123.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46]));
writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** The page policy's headers (the policy's directives are checked below). */
const pageOnly = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers', () => {
  const ctx = useTestApp({ clientDir });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it.each(['/', '/app', '/faq', '/no-such-page', '/favicon.svg'])('give the document %s the full page policy', async (url) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // This origin's scripts and the build's inline loader by its hash; no other inline script.
    expect(csp).toContain(`script-src 'self' ${loaderSource};`);
    expect(csp).not.toContain("unsafe-inline'; ");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/api/health', '/api/plans', '/api/no-such-route', '/api/auth/user'])('give the API answer %s the lean set', async (url) => {
    const response = await get(url);
    expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeTruthy();
    for (const name of [...pageOnly, 'cross-origin-resource-policy', 'x-powered-by']) expect(response.headers[name], name).toBeUndefined();
  });

  it.each([
    ['/assets/index-abc123.js', /^(application|text)\/javascript/],
    ['/assets/index-abc123.css', /^text\/css/],
    ['/assets/anton-latin-400-normal-abc123.woff2', /^font\/woff2/],
    ['/assets/hero-abc123.webp', /^image\/webp/],
  ])('give the asset %s nosniff and its cache headers, not the page policy', async (url, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of [...pageOnly, 'cross-origin-resource-policy']) expect(response.headers[name], name).toBeUndefined();
  });

  it('keep files under /files to this origin and never sniffed', async () => {
    await ctx.deps.storage.put('images/headers-test.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    const response = await get('/files/images/headers-test.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('leave plain-http loads alone on a site served over plain http', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('security headers behind an HTTPS address', () => {
  const ctx = useTestApp({ clientDir }, { PUBLIC_URL: 'https://studio.example.com' });

  it('upgrade any plain-http load of a page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/faq' });
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the page policy without a built client', () => {
  it('allows no inline script at all', () => {
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(inlineScriptHashes(join(tmpdir(), 'genesis-no-such-client'))).toEqual([]);
    expect(policyHeader(pagePolicy({ stripe: undefined, publicUrl: undefined }))).toContain("script-src 'self';");
  });
});
