import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { stripeEnv } from '../../test/stripe-env';

// A built client beside the API, so the pages' fallback is there to catch what it should not.
const clientDir = mkdtempSync(join(tmpdir(), 'genesis-client-'));
const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
writeFileSync(join(clientDir, 'index.html'), shell);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** The directives of a content security policy, each with its sources. */
function directives(header: unknown): Map<string, string[]> {
  const entries = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]): [string, string[]] => [name!, sources]);
  return new Map(entries);
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, { security?: unknown }>>;
  components: { securitySchemes: Record<string, unknown> };
}

describe('the API reference', () => {
  const ctx = useTestApp({ clientDir }, stripeEnv());
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('GET /api/docs serves the interactive reference, its scripts and styles from this server', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Genesis Studio API reference</title>');
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    expect(page.body).not.toContain(shell);
    // Every file the page loads is one of ours, and each is there.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual(
      expect.arrayContaining([
        '/api/docs/static/swagger-ui.css',
        '/api/docs/static/swagger-ui-bundle.js',
        '/api/docs/static/swagger-ui-standalone-preset.js',
        '/api/docs/static/swagger-initializer.js',
      ]),
    );
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/api\/docs\/static\//);
      const response = await get(asset);
      expect(response.statusCode, asset).toBe(200);
      expect(response.headers['content-type'], asset).toMatch(/^(application\/javascript|text\/css|image\/png)/);
    }
    // The trailing-slash address serves the same page, its files relative to it.
    const slashed = await get('/api/docs/');
    expect(slashed.statusCode).toBe(200);
    expect(slashed.body).toContain('src="./static/swagger-ui-bundle.js"');
  });

  it('sends the 1.7 MB of scripts compressed, with validators for the next visit', async () => {
    const bundle = await get('/api/docs/static/swagger-ui-bundle.js', { 'accept-encoding': 'br, gzip' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-encoding']).toBe('br');
    expect(bundle.rawPayload.length).toBeLessThan(600_000);
    expect(bundle.headers.etag).toBeTruthy();
    const again = await get('/api/docs/static/swagger-ui-bundle.js', { 'if-none-match': String(bundle.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('GET /api/docs/openapi.json is the OpenAPI 3.1 description, the one the page reads', async () => {
    const response = await get('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Genesis Studio API');
    expect(document.paths['/api/health']?.get).toBeDefined();
    expect(document.paths['/api/images/gallery']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/account/tokens']?.post?.security).toEqual([{ bearer: [] }]);
    // Also on routes whose plugin guards them all (guardEveryRoute), so "Try it out" sends the token there too.
    expect(document.paths['/api/projects']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/renders/{id}']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/prompts/templates']?.get?.security).toBeUndefined();
    // The sign-in JWT or a personal API token: no one bearer format, and the description says both work.
    expect(document.components.securitySchemes.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringContaining('`gst_…`'),
    });
    // Without PUBLIC_URL no server is named: "Try it out" calls the origin the page came from.
    expect(document.servers).toBeUndefined();
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
    expect((await get('/api/docs/json')).json()).toEqual(document);
  });

  it('puts the reference under a policy of its own: everything from this origin, no Stripe, no eval, no inline scripts', async () => {
    // The app's pages may load Stripe here (it is configured) …
    expect(directives((await get('/')).headers['content-security-policy']).get('script-src')).toContain('https://js.stripe.com');
    // … the reference and its files may not.
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json']) {
      const policy = directives((await get(url)).headers['content-security-policy']);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src'), url).toEqual(["'self'", 'data:']);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      const sources = [...policy.values()].flat();
      expect(
        sources.filter((source) => /^https?:|^\*|unsafe-eval/.test(source)),
        url,
      ).toEqual([]);
    }
  });

  it('answers an unknown address under /api/docs with the API 404, never the app page', async () => {
    for (const url of ['/api/docs/static/no-such-file.js', '/api/docs/no-such-page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 'NOT_FOUND', message: `No route for GET ${url}` });
    }
  });
});

describe('the API reference behind an HTTPS address', () => {
  const ctx = useTestApp({}, { PUBLIC_URL: 'https://studio.example.com' });

  it('names that address as the server and upgrades any plain-http load', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
    expect(document.servers).toEqual([{ url: 'https://studio.example.com' }]);
    const policy = directives((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).headers['content-security-policy']);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });
});
