import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';

const clientDir = mkdtempSync(join(tmpdir(), 'genesis-client-'));
mkdirSync(join(clientDir, 'assets'));
const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
writeFileSync(join(clientDir, 'index.html'), shell);
writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);

describe('serving the client', () => {
  const ctx = useTestApp({ clientDir });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it.each([
    '/',
    '/about',
    '/login',
    '/register',
    '/app',
    '/affiliate',
    '/owner-voice',
    '/voice',
    '/subscription?plan=weekly',
    '/blog/ai-image-generation-tips',
    '/faq/',
  ])('serves the shell with 200 for the page %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(shell);
  });

  it.each(['/no-such-page', '/blog/not-an-article', '/app/extra'])(
    'serves the shell with 404 for the unknown path %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(shell);
    },
  );

  it('serves hashed assets with a year of immutable caching, compressed', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
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
