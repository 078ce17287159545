import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '@shared/contracts/auth';
import { userIdentities, users } from '../../db/schema';
import { ORDINARY_ACCOUNTS, useTestApp, type TestContext } from '../../test/build-test-app';
import { authHeaders, registerUser, uniqueEmail } from '../../test/factories';
import { startOidcTestProvider, type OidcTestProvider } from '../../test/oidc-test-provider';

const CALLBACK = 'http://localhost/api/auth/oidc/callback';

/** A browser's sign-in taken to the provider and back to the studio's callback, not yet followed. */
async function atCallback(ctx: TestContext, idp: OidcTestProvider, login: string) {
  const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  const cookie = /genesis_sso=[^;]+/.exec(String(start.headers['set-cookie']))![0];
  const back = new URL(await idp.signIn(String(start.headers.location), login));
  return { url: back.pathname + back.search, cookie };
}

/** Links the signed-in user's account to the provider's account `login`, from a fresh browser. */
async function link(ctx: TestContext, idp: OidcTestProvider, headers: Record<string, string>, login: string): Promise<void> {
  const start = await ctx.app.inject({ method: 'POST', url: '/api/account/sso/link', headers });
  const cookie = /genesis_sso=[^;]+/.exec(String(start.headers['set-cookie']))![0];
  const back = new URL(await idp.signIn(start.json<{ url: string }>().url, login));
  const callback = await ctx.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
  expect(callback.headers.location).toBe('/account?sso=linked');
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

  /** An account made by single sign-on (no password), linked to five identities at the provider. */
  async function accountWithFiveLinks() {
    const session = await finish(ctx, await atCallback(ctx, idp, uniqueEmail('many-links')));
    const headers = authHeaders(session);
    for (let i = 0; i < 4; i += 1) await link(ctx, idp, headers, idp.addAccount({ email: uniqueEmail('another') }));
    const linked = () => ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, session.user.id));
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, session.user.id));
    expect(user!.passwordHash).toBeNull();
    expect(await linked()).toHaveLength(5);
    return { headers, user: user!, links: await linked(), linked };
  }

  it('parallel unlinks of an account without a password leave it one way in', async () => {
    // Each unlink alone would leave another link; all at once, the last one must stay.
    const account = await accountWithFiveLinks();
    const answers = await Promise.all(
      account.links.map((row) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/account/sso/identities/${row.id}`, headers: account.headers }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 204, 204, 204, 409]);
    expect(await account.linked()).toHaveLength(1);

    // The service's own calls, without the pacing the requests' sign-in check gives them (PGlite's one session runs those in turn).
    const direct = await accountWithFiveLinks();
    const outcomes = await Promise.allSettled(direct.links.map((row) => ctx.services.signIn.unlink(direct.user, row.id)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')?.reason).toMatchObject({ code: 'LAST_SIGN_IN_METHOD' });
    expect(await direct.linked()).toHaveLength(1);
  });
});
