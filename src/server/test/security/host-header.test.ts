import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema';
import { buildTestApp, useTestApp, type TestContext } from '../build-test-app';
import { registerUser } from '../factories';
import { openSocket } from '../socket-client';

const invalidHost = { code: 'INVALID_HOST', message: 'Invalid Host' };
let address = 0;
const donate = (ctx: TestContext, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/create-donation-checkout',
    headers,
    payload: { amount: 1000, currency: 'usd' },
    remoteAddress: `10.7.0.${++address}`,
  });

describe('the Host header, with PUBLIC_URL unset (the default)', () => {
  const ctx = useTestApp();

  // Reported: a visitor's donation link pointed at evil.example, and paying sent them there.
  it('refuses a donation checkout for a foreign host with 400 and opens no checkout', async () => {
    const before = await ctx.database.db.select().from(checkouts);
    const response = await donate(ctx, { host: 'evil.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidHost);
    expect(await ctx.database.db.select().from(checkouts)).toHaveLength(before.length);
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    'localhost@evil.example',
    'localhost:3000@evil.example',
    'localhost/evil.example',
    'localhost evil.example',
    '127.0.0.1.nip.io',
    '0.0.0.0',
    '[::2]',
  ])('refuses Host %j on every route, the sitemap and robots.txt included', async (host) => {
    for (const [method, url] of [
      ['GET', '/sitemap.xml'],
      ['GET', '/robots.txt'],
      ['GET', '/api/plans'],
      ['POST', '/api/auth/login'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: { host }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toEqual(invalidHost);
    }
  });

  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['LOCALHOST', 'http://localhost'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['[::1]:3000', 'http://[::1]:3000'],
  ])('builds links from the loopback host %s', async (host, origin) => {
    const response = await donate(ctx, { host });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(new RegExp(`^${origin.replace(/[.[\]]/g, '\\$&')}/checkout/local/[0-9a-f-]{36}$`));
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
    expect(sitemap.body).toContain(`<loc>${origin}/faq</loc>`);
  });

  it('ignores X-Forwarded-Host without TRUST_PROXY', async () => {
    const response = await donate(ctx, { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' });
    expect(response.json().url).toMatch(/^http:\/\/localhost:3000\/checkout\/local\//);
  });

  it('answers the health probes and the metrics whatever the host (load balancers and scrapers address instances by IP)', async () => {
    for (const url of ['/api/health', '/api/ready', '/metrics']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { host: '10.1.2.3:3000' } })).statusCode).toBe(200);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health?x=1', headers: { host: '10.1.2.3' } })).statusCode).toBe(400);
  });
});

describe('ALLOWED_HOSTS and the bound HOST', () => {
  it('allows the names listed and the HOST bound, never every host for a wildcard bind', async () => {
    for (const [env, allowed, refused] of [
      [
        { HOST: '0.0.0.0', ALLOWED_HOSTS: 'studio.example.com, [fd00::1]' },
        ['studio.example.com:8080', '[fd00::1]', 'localhost'],
        ['evil.example', '0.0.0.0', '10.0.0.5'],
      ],
      [{ HOST: '::' }, ['[::1]', '127.0.0.1'], ['evil.example', '[::]']],
      [{ HOST: 'studio.lan' }, ['studio.lan:3000', 'localhost:3000'], ['evil.example']],
      [{ HOST: '192.168.1.20' }, ['192.168.1.20:3000'], ['192.168.1.21:3000']],
    ] as const) {
      const ctx = await buildTestApp({}, env);
      try {
        for (const host of allowed) expect((await donate(ctx, { host })).statusCode, `${JSON.stringify(env)} ${host}`).toBe(200);
        for (const host of refused) expect((await donate(ctx, { host })).statusCode, `${JSON.stringify(env)} ${host}`).toBe(400);
      } finally {
        await ctx.close();
      }
    }
  });
});

describe('the Host header with PUBLIC_URL set, behind a proxy', () => {
  const ctx = useTestApp({}, { PUBLIC_URL: 'https://studio.example.com/', TRUST_PROXY: 'true' });

  it('builds every link from PUBLIC_URL, whatever allowed host the request came to', async () => {
    for (const host of ['studio.example.com', 'localhost:3000']) {
      expect((await donate(ctx, { host })).json().url).toMatch(/^https:\/\/studio\.example\.com\/checkout\/local\/[0-9a-f-]{36}$/);
    }
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'localhost' } });
    expect(robots.body).toContain('Sitemap: https://studio.example.com/sitemap.xml');
  });

  it('still refuses foreign hosts, sent directly or forwarded by the proxy', async () => {
    expect((await donate(ctx, { host: 'evil.example' })).json()).toEqual(invalidHost);
    const forwarded = await donate(ctx, { host: 'studio.example.com', 'x-forwarded-host': 'evil.example' });
    expect(forwarded.statusCode).toBe(400);
    expect((await donate(ctx, { host: 'localhost', 'x-forwarded-host': 'studio.example.com' })).statusCode).toBe(200);
  });
});

describe('the scheme behind TRUST_PROXY, with PUBLIC_URL unset', () => {
  const ctx = useTestApp({}, { TRUST_PROXY: 'true' });

  // Reported: `X-Forwarded-Proto: javascript:alert(document.domain)//` passed on by a proxy became a
  // checkout's return address (a script on the studio's origin when paid), and `x y` answered 500.
  it.each(['javascript:alert(document.domain)//', 'x y', 'data:text/html,x', 'ftp'])(
    'refuses X-Forwarded-Proto %j with 400 and opens no checkout',
    async (proto) => {
      const before = await ctx.database.db.select().from(checkouts);
      const response = await donate(ctx, { host: 'localhost:3000', 'x-forwarded-proto': proto });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_PROTOCOL' });
      expect(await ctx.database.db.select().from(checkouts)).toHaveLength(before.length);
      const robots = await ctx.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'localhost', 'x-forwarded-proto': proto },
      });
      expect(robots.statusCode).toBe(400);
    },
  );

  it('builds links with the forwarded http or https scheme', async () => {
    const response = await donate(ctx, { host: 'localhost:3000', 'x-forwarded-proto': 'https' });
    expect(response.json().url).toMatch(/^https:\/\/localhost:3000\/checkout\/local\//);
  });
});

describe('the chat socket', () => {
  const ctx = useTestApp();
  const listening = async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  };

  it('refuses an upgrade for a foreign Host before looking at the token', async () => {
    const user = await registerUser(ctx.app);
    await expect(openSocket(await listening(), user.token, { host: 'evil.example' })).rejects.toThrow('refused with 400');
  });

  it.each([
    ['a foreign Host', '/ws', 'evil.example', 'HTTP/1.1 400'],
    ['a route that is no socket', '/api/health', '127.0.0.1', 'HTTP/1.1 200'],
  ])('closes the connection of an upgrade answered with plain HTTP (%s)', async (_case, path, host, status) => {
    const { port } = new URL(await listening());
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    // The server ends the connection itself: 'close' comes without the client ending it.
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received.startsWith(status)).toBe(true);
  });

  it.each([
    'null',
    'not a url',
    'file:///home/user/page.html',
    'data:text/html,hi',
    'https://evil.example',
    'http://127.0.0.1.evil.example',
    'http://localhost',
  ])('refuses Origin %j with 403', async (origin) => {
    const user = await registerUser(ctx.app);
    await expect(openSocket(await listening(), user.token, { origin })).rejects.toThrow('refused with 403');
  });

  it('opens for its own origin, and for clients that send none', async () => {
    const user = await registerUser(ctx.app);
    for (const headers of [{ origin: await listening() }, {}] as Record<string, string>[]) {
      const socket = await openSocket(await listening(), user.token, headers);
      expect((await socket.next('connection_established')).userId).toBe(user.user.id);
      await socket.close();
    }
  });
});
