import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';

const clientDir = mkdtempSync(join(tmpdir(), 'genesis-client-'));
mkdirSync(join(clientDir, 'assets'));
const shell = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
writeFileSync(join(clientDir, 'index.html'), shell);
writeFileSync(join(clientDir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(clientDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Genesis Studio', start_url: '/app' }));
writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
mkdirSync(join(clientDir, 'pages'));
const prerendered = (body: string) => `<html><head><link rel="canonical" href="__PUBLIC_ORIGIN__/faq" /></head><body>${body}</body></html>`;
writeFileSync(join(clientDir, 'pages', 'faq.html'), prerendered('<h1>FAQ</h1>'));
writeFileSync(join(clientDir, 'pages', 'blog__ai-image-generation-tips.html'), prerendered('<h1>Tips</h1>'));
writeFileSync(join(clientDir, 'pages', '404.html'), '<html><body><h1>Page Not Found</h1></body></html>');
// Spanish copies (scripts/prerender.mjs writes one per language).
writeFileSync(join(clientDir, 'pages', 'es.html'), '<html lang="es"><body><h1>Inicio</h1></body></html>');
writeFileSync(join(clientDir, 'pages', 'es__faq.html'), '<html lang="es"><body><h1>Preguntas frecuentes</h1></body></html>');
writeFileSync(join(clientDir, 'pages', 'es__404.html'), '<html lang="es"><body><h1>Página no encontrada</h1></body></html>');
// The sign-in, sign-up and plans pages as a signed-out visitor sees them, and the studio's frame.
const signedOutPages = {
  login: '<h1>Welcome Back</h1>',
  register: '<h1>Create Your Account</h1>',
  subscription: '<h1>Account Required</h1>',
};
for (const [name, body] of Object.entries(signedOutPages)) writeFileSync(join(clientDir, 'pages', `${name}.html`), prerendered(body));
writeFileSync(
  join(clientDir, 'pages', 'app.html'),
  '<html><head><meta name="robots" content="noindex" /></head><body><h1>Creator Studio</h1></body></html>',
);

describe('serving the client', () => {
  const ctx = useTestApp({ clientDir }, { ALLOWED_HOSTS: 'studio.example.com' });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it.each(['/', '/about', '/affiliate', '/owner-voice', '/voice', '/account'])('serves the shell with 200 for the page %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(shell);
  });

  it.each([
    ['/login', '<h1>Welcome Back</h1>'],
    ['/login?redirect=%2Fsubscription%3Fplan%3Dbasic', '<h1>Welcome Back</h1>'],
    ['/register/', '<h1>Create Your Account</h1>'],
    ['/subscription?plan=weekly', '<h1>Account Required</h1>'],
    ['/app', '<h1>Creator Studio</h1>'],
    ['/app?tab=seo', '<h1>Creator Studio</h1>'],
  ])('serves %s its pre-rendered page, whatever the query', async (url, heading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(heading);
    expect(response.body).not.toBe(shell);
  });

  it.each([
    ['/es', '<h1>Inicio</h1>'],
    ['/es/', '<h1>Inicio</h1>'],
    ['/es/faq?ref=x', '<h1>Preguntas frecuentes</h1>'],
  ])("serves %s its language's pre-rendered copy", async (url, heading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(heading);
  });

  it("serves a language's studio pages the shell in that language (<html lang>)", async () => {
    for (const [url, lang] of [
      ['/pt-BR/account', 'pt-BR'],
      ['/de/calendar', 'de'],
      ['/account', 'en'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shell.replace('lang="en"', `lang="${lang}"`));
    }
  });

  it("serves an unknown path under a language's prefix that language's 404 page, else English's", async () => {
    const spanish = await get('/es/no-such-page');
    expect(spanish.statusCode).toBe(404);
    expect(spanish.body).toContain('Página no encontrada');
    const german = await get('/de/no-such-page');
    expect(german.statusCode).toBe(404);
    expect(german.body).toContain('Page Not Found');
    // Only a whole first segment names a language.
    expect((await get('/esx/faq')).statusCode).toBe(404);
    expect((await get('/ES/faq')).statusCode).toBe(404);
  });

  it('serves the studio frame marked noindex', async () => {
    expect((await get('/app')).body).toContain('<meta name="robots" content="noindex" />');
  });

  it.each([
    ['/faq', '<h1>FAQ</h1>'],
    ['/faq/', '<h1>FAQ</h1>'],
    ['/blog/ai-image-generation-tips?utm=x', '<h1>Tips</h1>'],
  ])('serves the pre-rendered %s with its canonical URL on this origin', async (url, heading) => {
    const response = await get(url, { host: 'studio.example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(heading);
    expect(response.body).toContain('<link rel="canonical" href="http://studio.example.com/faq" />');
    expect(response.body).not.toContain('__PUBLIC_ORIGIN__');
  });

  it.each(['/faq', '/robots.txt', '/sitemap.xml', '/'])(
    'answers %s for a host it does not answer to with 400, never a link to it',
    async (url) => {
      const response = await get(url, { host: 'evil.example' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'INVALID_HOST', message: 'Invalid Host' });
      expect(response.body).not.toContain('evil.example');
    },
  );

  it('does not serve the pre-rendered files as files', async () => {
    expect((await get('/pages/faq.html')).statusCode).toBe(404);
  });

  it.each(['/no-such-page', '/blog/not-an-article', '/app/extra'])(
    'serves the 404 page with HTTP 404 for the unknown path %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Page Not Found</h1>');
    },
  );

  it('serves robots.txt pointing at the sitemap, keeping private areas out', async () => {
    const response = await get('/robots.txt', { host: 'studio.example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /app');
    expect(response.body).toContain('Disallow: /calendar');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: http://studio.example.com/sitemap.xml');
  });

  it('lists every public page in sitemap.xml', async () => {
    const response = await get('/sitemap.xml', { host: 'studio.example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/faq', '/blog/seo-optimization-ai-content', '/ai-script-generator-comparison']) {
      expect(response.body).toContain(`<loc>http://studio.example.com${path}</loc>`);
    }
    expect(response.body).not.toContain('/app<');
  });

  it('lists each public page in every interface language, each naming the others (hreflang)', async () => {
    const body = (await get('/sitemap.xml', { host: 'studio.example.com' })).body;
    for (const path of ['/es', '/de/faq', '/fr/blog/seo-optimization-ai-content', '/pt-BR/ai-script-generator-comparison']) {
      expect(body).toContain(`<loc>http://studio.example.com${path}</loc>`);
    }
    const faq = body.split('<url>').find((entry) => entry.includes('<loc>http://studio.example.com/de/faq</loc>'));
    expect(faq).toContain('<xhtml:link rel="alternate" hreflang="en" href="http://studio.example.com/faq" />');
    expect(faq).toContain('<xhtml:link rel="alternate" hreflang="pt-BR" href="http://studio.example.com/pt-BR/faq" />');
    expect(faq).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://studio.example.com/faq" />');
    expect(body).not.toContain('/es/app<');
    const robots = (await get('/robots.txt', { host: 'studio.example.com' })).body;
    expect(robots).toContain('Disallow: /es/app');
  });

  it('serves hashed assets with a year of immutable caching, compressed', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the service worker and the app manifest to be checked on each visit, the other site files for an hour', async () => {
    const worker = await get('/service-worker.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body)).toMatchObject({ name: 'Genesis Studio' });
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with a plain 404, not the shell', async () => {
    const response = await get('/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers an unknown API path with JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/nothing-here', code: 'NOT_FOUND' });
  });
});
