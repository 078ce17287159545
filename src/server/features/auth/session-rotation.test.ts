import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_ROTATION_GRACE_MS } from '@shared/catalog/limits';
import { refreshResponse, SESSION_ROTATION_HEADER, type RefreshResponse } from '@shared/contracts/auth';
import { sessions } from '../../db/schema';
import type { App } from '../../app/app';
import { useTestApp } from '../../test/build-test-app';
import { authHeaders, registerUser } from '../../test/factories';
import { REFRESH_RATE_LIMIT } from './limits';
import { hashSessionToken } from './tokens';

/** A refresh as this app's client sends it (asking for rotation), or as the spec has it (`rotate: false`). */
const refresh = (app: App, sessionToken: string, { rotate = true, remoteAddress }: { rotate?: boolean; remoteAddress?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { 'x-session-token': sessionToken, ...(rotate ? { [SESSION_ROTATION_HEADER]: '1' } : {}) },
    remoteAddress,
  });

async function refreshed(app: App, sessionToken: string, options: { rotate?: boolean } = {}): Promise<RefreshResponse> {
  const response = await refresh(app, sessionToken, options);
  expect(response.statusCode, response.body).toBe(200);
  return refreshResponse.parse(response.json());
}

const verify = (app: App, session: { token: string; sessionToken: string }) =>
  app.inject({ method: 'GET', url: '/api/auth/verify', headers: authHeaders(session) });

describe(`refresh with ${SESSION_ROTATION_HEADER}: 1 rotates the session token`, () => {
  const ctx = useTestApp();

  it('answers a new session token that works, and the new access token', async () => {
    const user = await registerUser(ctx.app);
    const first = await refreshed(ctx.app, user.sessionToken);
    expect(first.sessionToken).not.toBe(user.sessionToken);
    expect((await verify(ctx.app, first)).statusCode).toBe(200);
    const second = await refreshed(ctx.app, first.sessionToken);
    expect(second.sessionToken).not.toBe(first.sessionToken);
    expect((await verify(ctx.app, second)).statusCode).toBe(200);
  });

  it('two tabs refreshing the same token at once both succeed, with the same new token', async () => {
    const user = await registerUser(ctx.app);
    const [one, two] = await Promise.all([refresh(ctx.app, user.sessionToken), refresh(ctx.app, user.sessionToken)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().sessionToken).toBe(two.json().sessionToken);
    expect(one.json().sessionToken).not.toBe(user.sessionToken);
  });

  it(`keeps the replaced token working for ${SESSION_ROTATION_GRACE_MS / 1000} s, then refuses it`, async () => {
    const user = await registerUser(ctx.app);
    const next = await refreshed(ctx.app, user.sessionToken);

    // A tab that still held the old token, a little later: the same successor, no split session.
    ctx.clock.advance(SESSION_ROTATION_GRACE_MS - 1000);
    expect((await refreshed(ctx.app, user.sessionToken)).sessionToken).toBe(next.sessionToken);

    ctx.clock.advance(2000);
    const late = await refresh(ctx.app, user.sessionToken);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' });
    // The session itself goes on with the token that replaced it.
    expect((await refresh(ctx.app, next.sessionToken)).statusCode).toBe(200);
  });

  it('refuses a token two refreshes old at once, even within the grace period', async () => {
    const user = await registerUser(ctx.app);
    const next = await refreshed(ctx.app, user.sessionToken);
    await refreshed(ctx.app, next.sessionToken);
    expect((await refresh(ctx.app, user.sessionToken)).statusCode).toBe(401);
  });

  it('logout ends the whole chain: the current token, the replaced one and the access tokens', async () => {
    const user = await registerUser(ctx.app);
    const next = await refreshed(ctx.app, user.sessionToken);
    const latest = await refreshed(ctx.app, next.sessionToken);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { sessionToken: latest.sessionToken } });
    expect(logout.statusCode).toBe(200);
    for (const token of [user.sessionToken, next.sessionToken, latest.sessionToken]) {
      expect((await refresh(ctx.app, token)).statusCode).toBe(401);
    }
    expect((await verify(ctx.app, latest)).statusCode).toBe(401);
    expect((await verify(ctx.app, user)).statusCode).toBe(401);
  });

  it('logout with the replaced token, within its grace period, ends the session too', async () => {
    const user = await registerUser(ctx.app);
    const next = await refreshed(ctx.app, user.sessionToken);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { sessionToken: user.sessionToken } });
    expect((await refresh(ctx.app, next.sessionToken)).statusCode).toBe(401);
    expect((await verify(ctx.app, next)).statusCode).toBe(401);
  });
});

describe('refresh without it (the spec’s refresh: token, user) keeps the session token', () => {
  const ctx = useTestApp();

  it('answers a new access token and the same session token, which keeps working past the grace period', async () => {
    const user = await registerUser(ctx.app);
    // A client that keeps only `token`, as the previous bundle did (before: signed out 60 s after its first refresh).
    for (let round = 0; round < 3; round++) {
      ctx.clock.advance(SESSION_ROTATION_GRACE_MS * 10);
      const next = await refreshed(ctx.app, user.sessionToken, { rotate: false });
      expect(next.sessionToken).toBe(user.sessionToken);
      expect(next.token).not.toBe(user.token);
      expect((await verify(ctx.app, { token: next.token, sessionToken: user.sessionToken })).statusCode).toBe(200);
    }
    const [stored] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(user.sessionToken)));
    expect(stored).toMatchObject({ previousTokenHash: null, revokedAt: null });
  });

  it('a token another tab has just replaced answers the token that replaced it', async () => {
    const user = await registerUser(ctx.app);
    const rotated = await refreshed(ctx.app, user.sessionToken);
    const spec = await refreshed(ctx.app, user.sessionToken, { rotate: false });
    expect(spec.sessionToken).toBe(rotated.sessionToken);
    ctx.clock.advance(SESSION_ROTATION_GRACE_MS + 1000);
    expect((await refresh(ctx.app, spec.sessionToken, { rotate: false })).statusCode).toBe(200);
  });
});

describe('refresh rate limits', () => {
  const ctx = useTestApp();

  it(`allows ${REFRESH_RATE_LIMIT.perSession} refreshes a minute per session, then 429 without replacing the token`, async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    let sessionToken = user.sessionToken;
    for (let n = 0; n < REFRESH_RATE_LIMIT.perSession; n++) sessionToken = (await refreshed(ctx.app, sessionToken)).sessionToken;

    const limited = await refresh(ctx.app, sessionToken);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Rate limit exceeded. Please wait a moment and try again.', code: 'RATE_LIMITED' });
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(sessionToken)));
    expect(row?.revokedAt).toBeNull();
    // Another session is counted apart.
    expect((await refresh(ctx.app, other.sessionToken)).statusCode).toBe(200);
  });

  /** Uses up an address's refreshes with a made-up token, the n-th sent from `addressOf(n)`. */
  async function useUpAddressLimit(addressOf: (n: number) => string) {
    const attempts = await Promise.all(
      Array.from({ length: REFRESH_RATE_LIMIT.perIp }, (_, n) =>
        refresh(ctx.app, 'not-a-real-session-token', { remoteAddress: addressOf(n) }),
      ),
    );
    expect(new Set(attempts.map((response) => response.statusCode))).toEqual(new Set([401]));
  }

  it(`allows ${REFRESH_RATE_LIMIT.perIp} refreshes a minute per address, then 429`, async () => {
    const user = await registerUser(ctx.app);
    await useUpAddressLimit(() => '10.77.0.1');

    const limited = await refresh(ctx.app, user.sessionToken, { remoteAddress: '10.77.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await refresh(ctx.app, user.sessionToken, { remoteAddress: '10.77.0.2' })).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client, as sign-in and registration do', async () => {
    const user = await registerUser(ctx.app);
    await useUpAddressLimit((n) => `2001:db8:77:1::${(n + 1).toString(16)}`);
    expect((await refresh(ctx.app, user.sessionToken, { remoteAddress: '2001:db8:77:1:abcd::1' })).statusCode).toBe(429);
    expect((await refresh(ctx.app, user.sessionToken, { remoteAddress: '2001:db8:77:2::1' })).statusCode).toBe(200);
  });
});

describe('ACCESS_TOKEN_TTL_SECONDS', () => {
  const ctx = useTestApp({}, { ACCESS_TOKEN_TTL_SECONDS: '10' });

  it('sets the access token lifetime, which login, register and refresh announce as expiresIn', async () => {
    const user = await registerUser(ctx.app);
    expect(user.expiresIn).toBe(10);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.json().expiresIn).toBe(10);

    ctx.clock.advance(9_000);
    expect((await verify(ctx.app, user)).statusCode).toBe(200);
    ctx.clock.advance(2_000);
    expect((await verify(ctx.app, user)).statusCode).toBe(401);

    const next = await refreshed(ctx.app, user.sessionToken);
    expect(next.expiresIn).toBe(10);
    expect((await verify(ctx.app, next)).statusCode).toBe(200);
  });
});
