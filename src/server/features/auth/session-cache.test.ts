import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '@shared/contracts/auth';
import { sessions } from '../../db/schema';
import { useTestApp, useTwoInstances, type TestContext } from '../../test/build-test-app';
import { authHeaders, registerAdministrator, registerUser, subscribeUser, TEST_PASSWORD, type RegisteredUser } from '../../test/factories';
import { SESSION_CACHE_TTL_MS } from './session-cache';

const ADMIN_EMAIL = 'sessions-admin@example.com';
const settings = { ADMIN_EMAILS: ADMIN_EMAIL };

const verify = (ctx: TestContext, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers });

/** How many SELECTs the app sends while `work` runs (two instances share one database handle). */
async function selectsDuring(ctx: TestContext, work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(ctx.database.db, 'select');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** A second sign-in of the user: another session, whose requests the change must refuse too. */
async function signInAgain(ctx: TestContext, user: RegisteredUser): Promise<Record<string, string>> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return authHeaders(response.json<AuthSession>());
}

/**
 * What ends the session `ended` of the user, made on instance `on` (the request from the other
 * session, `other`, where the change is the user's own).
 */
const endings: {
  name: string;
  end(on: TestContext, user: RegisteredUser, other: Record<string, string>, admin: RegisteredUser): Promise<void>;
}[] = [
  {
    name: 'signing out',
    async end(on, user) {
      expect((await on.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers })).statusCode).toBe(200);
    },
  },
  {
    name: 'a new password (from another session)',
    async end(on, user, other) {
      const payload = { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password 7' };
      expect((await on.app.inject({ method: 'POST', url: '/api/account/password', headers: other, payload })).statusCode).toBe(200);
    },
  },
  {
    name: 'suspension by an administrator',
    async end(on, user, _other, admin) {
      const response = await on.app.inject({ method: 'POST', url: `/api/admin/users/${user.user.id}/suspend`, headers: admin.headers });
      expect(response.statusCode).toBe(200);
    },
  },
  {
    name: 'deleting the account',
    async end(on, user, other) {
      const response = await on.app.inject({ method: 'DELETE', url: '/api/account', headers: other, payload: { password: TEST_PASSWORD } });
      expect(response.statusCode).toBe(200);
    },
  },
];

describe('verified sessions, cached on one instance', () => {
  const ctx = useTestApp({}, settings);
  let admin: RegisteredUser;
  const administrator = async () => (admin ??= await registerAdministrator(ctx, { email: ADMIN_EMAIL }));

  it('a second request reads nothing from the database for its session', async () => {
    const user = await registerUser(ctx.app);
    expect(await selectsDuring(ctx, () => verify(ctx, user.headers))).toBeGreaterThan(0);
    expect(await selectsDuring(ctx, () => verify(ctx, user.headers))).toBe(0);
    expect((await verify(ctx, user.headers)).json().email).toBe(user.email);
  });

  it.each(endings)('$name refuses the next request at once', async ({ end }) => {
    const user = await registerUser(ctx.app);
    const other = await signInAgain(ctx, user);
    expect((await verify(ctx, user.headers)).statusCode).toBe(200);
    await end(ctx, user, other, await administrator());
    const refused = await verify(ctx, user.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SESSION_EXPIRED');
  });

  it('a plan bought and a new name are on the next request', async () => {
    const user = await registerUser(ctx.app);
    expect((await verify(ctx, user.headers)).json().subscriptionStatus).toBe('trialing');
    await subscribeUser(ctx, user, 'basic');
    expect((await verify(ctx, user.headers)).json()).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'basic' });
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: user.headers,
      payload: { name: 'Grace' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await verify(ctx, user.headers)).json().name).toBe('Grace');
  });

  it('is never trusted past the session’s own end', async () => {
    const user = await registerUser(ctx.app);
    const endsAt = new Date(ctx.clock.now().getTime() + 10_000);
    await ctx.database.db.update(sessions).set({ expiresAt: endsAt }).where(eq(sessions.userId, user.user.id));
    expect((await verify(ctx, user.headers)).statusCode).toBe(200);
    ctx.clock.advance(10_001);
    expect((await verify(ctx, user.headers)).statusCode).toBe(401);
  });

  it('a change made behind the app’s back (no writer told it) is read again once the cache’s time is up', async () => {
    const user = await registerUser(ctx.app);
    expect((await verify(ctx, user.headers)).statusCode).toBe(200);
    await ctx.database.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.userId, user.user.id));
    ctx.clock.advance(SESSION_CACHE_TTL_MS - 1000);
    expect((await verify(ctx, user.headers)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expect((await verify(ctx, user.headers)).statusCode).toBe(401);
  });
});

describe('verified sessions, cached on two instances sharing Redis', () => {
  const { a, b } = useTwoInstances(settings);
  let admin: RegisteredUser;
  const administrator = async () => (admin ??= await registerAdministrator(a, { email: ADMIN_EMAIL }));

  /** The user signed in, with the session cached on instance b (its next request reads nothing). */
  async function cachedOnB(): Promise<{ user: RegisteredUser; other: Record<string, string> }> {
    const user = await registerUser(a.app);
    const other = await signInAgain(a, user);
    expect((await verify(b, user.headers)).statusCode).toBe(200);
    expect(await selectsDuring(b, () => verify(b, user.headers))).toBe(0);
    return { user, other };
  }

  // b's clock stands still: only the hub's word can end what b has cached.
  it.each(endings)('$name on one instance refuses the next request on the other', async ({ end }) => {
    const { user, other } = await cachedOnB();
    await end(a, user, other, await administrator());
    await expect.poll(async () => (await verify(b, user.headers)).statusCode, { timeout: 5_000 }).toBe(401);
  });

  it('a plan bought through one instance is on the next request to the other', async () => {
    const { user } = await cachedOnB();
    await subscribeUser(a, user, 'premium');
    await expect.poll(async () => (await verify(b, user.headers)).json().subscriptionPlan, { timeout: 5_000 }).toBe('premium');
  });
});
