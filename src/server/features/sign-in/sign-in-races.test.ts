import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '@shared/contracts/auth';
import { userIdentities, users } from '../../db/schema';
import { ORDINARY_ACCOUNTS, useTestApp, type TestContext } from '../../test/build-test-app';
import { registerUser, uniqueEmail } from '../../test/factories';
import { startOidcTestProvider, type OidcTestProvider } from '../../test/oidc-test-provider';

const CALLBACK = 'http://localhost/api/auth/oidc/callback';

/** A browser's sign-in taken to the provider and back to the studio's callback, not yet followed. */
async function atCallback(ctx: TestContext, idp: OidcTestProvider, login: string) {
  const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  const cookie = /genesis_sso=[^;]+/.exec(String(start.headers['set-cookie']))![0];
  const back = new URL(await idp.signIn(String(start.headers.location), login));
  return { url: back.pathname + back.search, cookie };
}

/** Follows the callback and collects the session it started. */
async function finish(ctx: TestContext, at: { url: string; cookie: string }): Promise<AuthSession> {
  const callback = await ctx.app.inject({ method: 'GET', url: at.url, headers: { cookie: at.cookie } });
  expect(callback.headers.location).toBe('/login?sso=signed-in');
  const session = /genesis_sso_session=[^;]+/.exec(String(callback.headers['set-cookie']))![0];
  const collected = await ctx.app.inject({ method: 'POST', url: '/api/auth/oidc/session', headers: { cookie: session } });
  expect(collected.statusCode, collected.body).toBe(200);
  return collected.json<AuthSession>();
}

describe('single sign-on under parallel sign-ins', () => {
  let idp: OidcTestProvider;
  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  });
  afterAll(() => idp?.close());
  const ctx = useTestApp({}, () => ({ ...ORDINARY_ACCOUNTS, ...idp.env() }));

  it('one person signing in from several browsers at once gets one account, one link and one trial', async () => {
    const email = uniqueEmail('eager');
    const sub = idp.addAccount({ email });
    const browsers = [];
    for (let i = 0; i < 5; i += 1) browsers.push(await atCallback(ctx, idp, sub));
    const sessions = await Promise.all(browsers.map((at) => finish(ctx, at)));
    expect(new Set(sessions.map((session) => session.user.id)).size).toBe(1);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.subject, sub))).toHaveLength(1);
    expect(sessions[0]!.user.subscriptionStatus).toBe('trialing');
  });

  it('parallel first sign-ins of an address that has an account all end on that account', async () => {
    const registered = await registerUser(ctx.app);
    const sub = idp.addAccount({ email: registered.email });
    const browsers = [];
    for (let i = 0; i < 4; i += 1) browsers.push(await atCallback(ctx, idp, sub));
    const sessions = await Promise.all(browsers.map((at) => finish(ctx, at)));
    expect(sessions.map((session) => session.user.id)).toEqual(sessions.map(() => registered.user.id));
    expect(await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, registered.user.id))).toHaveLength(1);
  });
});
