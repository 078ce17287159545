import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { createAffiliateAccount, registerUser, visitorAddress } from '../../test/factories';

const clientDir = mkdtempSync(join(tmpdir(), 'genesis-client-'));
const shell = '<!doctype html><html><body><a href="/register">Start Free Trial</a></body></html>';
writeFileSync(join(clientDir, 'index.html'), shell);
writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *');

describe('pages opened through an affiliate link', () => {
  // Behind a proxy that says whether the visitor came over https.
  const ctx = useTestApp({ clientDir }, { TRUST_PROXY: 'true' });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  let code: string;
  beforeAll(async () => {
    code = await createAffiliateAccount(ctx.app, await registerUser(ctx.app));
  });
  const open = (url: string, options: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({ method: options.method ?? 'GET', url, headers: options.headers ?? {}, remoteAddress: visitorAddress() });

  it('serve the page with a cookie naming the click: HttpOnly, SameSite=Lax, for 30 days, private to the visitor', async () => {
    const response = await open(`/?ref=${code}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shell);
    expect(response.headers['set-cookie']).toMatch(/^genesis_ref=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // Any page may carry the link.
    expect((await open(`/features?utm_source=x&ref=${code}`)).headers['set-cookie']).toMatch(/^genesis_ref=/);
  });

  it('mark the cookie Secure when the visitor came over https', async () => {
    const response = await open(`/?ref=${code}`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it.each([
    ['a page without a link', '/'],
    ['an unknown code', '/?ref=nosuchcode1'],
    ['a code that is no code', '/?ref=%3Cscript%3E'],
  ])('leave %s as cacheable as ever: no cookie', async (_, url) => {
    const response = await open(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('count nothing for a HEAD, a file or an API call with the link', async () => {
    for (const [method, url] of [
      ['HEAD', `/?ref=${code}`],
      ['GET', `/robots.txt?ref=${code}`],
      ['GET', `/api/plans?ref=${code}`],
    ] as const) {
      const response = await open(url, { method });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['set-cookie'], `${method} ${url}`).toBeUndefined();
    }
  });
});
