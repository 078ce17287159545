import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '@shared/contracts/auth';
import { ssoAccountMessages, type AccountSso } from '@shared/contracts/sign-in';
import { accountTokens, affiliateReferrals, mailOutbox, oidcLoginStates, userIdentities, users } from '../../db/schema';
import { ORDINARY_ACCOUNTS, useTestApp, type TestContext } from '../../test/build-test-app';
import { capturedLog } from '../../test/captured-log';
import {
  authHeaders,
  createAffiliateAccount,
  openAffiliateLink,
  registerUser,
  TEST_PASSWORD,
  uniqueEmail,
  visitorAddress,
} from '../../test/factories';
import { startOidcTestProvider, type OidcTestProvider } from '../../test/oidc-test-provider';

/** The studio's address as app.inject's requests give it: the redirect URI registered at the provider. */
const ORIGIN = 'http://localhost:80';
const CALLBACK = new URL(`${ORIGIN}/api/auth/oidc/callback`).href;
/** The same behind a proxy that says the visitor came over https (the Host header keeps its port). */
const HTTPS_CALLBACK = new URL('https://localhost:80/api/auth/oidc/callback').href;

const cookieValue = (setCookie: string | string[] | undefined, name: string): string | undefined => {
  for (const line of [setCookie ?? []].flat()) {
    const [pair] = line.split(';');
    if (pair!.startsWith(`${name}=`)) return pair!.slice(name.length + 1);
  }
  return undefined;
};

/**
 * A browser going through single sign-on against the app: its cookies kept between steps. `https`:
 * behind a proxy (TRUST_PROXY) that says the visitor came over https.
 */
function browser(
  ctx: TestContext,
  idp: OidcTestProvider,
  options: { cookies?: Record<string, string>; address?: string; https?: boolean } = {},
) {
  const jar = new Map(Object.entries(options.cookies ?? {}));
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  /** Every Set-Cookie line the app answered, as sent. */
  const setCookies: string[] = [];
  const keep = (setCookie: string | string[] | undefined) => {
    setCookies.push(...[setCookie ?? []].flat());
    for (const name of ['genesis_sso', '__Host-genesis_sso', 'genesis_sso_session', 'genesis_ref']) {
      const value = cookieValue(setCookie, name);
      if (value !== undefined) jar.set(name, value);
    }
  };
  const remote = options.address ? { remoteAddress: options.address } : {};
  const proto: Record<string, string> = options.https ? { 'x-forwarded-proto': 'https' } : {};
  const callback = options.https ? HTTPS_CALLBACK : CALLBACK;
  const headers = (more: Record<string, string> = {}) => ({ ...proto, ...more, cookie: cookie() });

  return {
    jar,
    setCookies,
    /** GET /api/auth/oidc/start: the provider's URL it redirects to (or the page it sends back to). */
    async start(query = ''): Promise<string> {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/auth/oidc/start${query}`,
        ...remote,
        headers: headers(),
      });
      expect(response.statusCode, response.body).toBe(302);
      keep(response.headers['set-cookie']);
      return String(response.headers.location);
    },
    /** POST /api/account/sso/link as the signed-in user: the provider's URL. */
    async startLink(auth: Record<string, string>): Promise<string> {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/account/sso/link', headers: headers(auth) });
      expect(response.statusCode, response.body).toBe(200);
      keep(response.headers['set-cookie']);
      return response.json<{ url: string }>().url;
    },
    /** The provider's redirect back, followed: where the studio sends the browser then. */
    async back(callbackUrl: string): Promise<string> {
      const back = new URL(callbackUrl);
      expect(back.origin + back.pathname, callbackUrl).toBe(callback);
      const url = back.pathname + back.search;
      const response = await ctx.app.inject({ method: 'GET', url, ...remote, headers: headers() });
      expect(response.statusCode, response.body).toBe(302);
      keep(response.headers['set-cookie']);
      return String(response.headers.location);
    },
    /** POST /api/auth/oidc/session, as /login does after ?sso=signed-in. */
    async collect() {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/oidc/session', headers: headers() });
      keep(response.headers['set-cookie']);
      return response;
    },
    /** The whole way: start, the provider's login as `login`, back, the session collected. */
    async signIn(login: string, query = ''): Promise<{ location: string; session?: AuthSession }> {
      const location = await this.back(await idp.signIn(await this.start(query), login));
      if (!location.includes('sso=signed-in')) return { location };
      const collected = await this.collect();
      expect(collected.statusCode, collected.body).toBe(200);
      return { location, session: collected.json<AuthSession>() };
    },
  };
}

describe('single sign-on with an OpenID provider', () => {
  let idp: OidcTestProvider;
  const logged = capturedLog();
  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  });
  afterAll(() => idp?.close());
  const ctx = useTestApp({ log: logged.log }, () => ({
    ...ORDINARY_ACCOUNTS,
    ...idp.env({ OIDC_LABEL: 'Acme ID', OIDC_TIMEOUT_MS: '1000' }),
  }));

  const ssoView = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/account/sso', headers })).json<AccountSso>();

  it('tells the sign-in pages about the provider, and sends the browser there with PKCE S256, a state and a nonce', async () => {
    const options = await ctx.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' });
    expect(options.json()).toEqual({ passwordSignIn: true, sso: { label: 'Acme ID' } });
    expect(options.body).not.toContain(idp.client.clientSecret);

    const visitor = browser(ctx, idp);
    const consent = new URL(await visitor.start('?from=affiliate'));
    expect(consent.origin).toBe(idp.url);
    const params = Object.fromEntries(consent.searchParams);
    expect(params).toMatchObject({
      client_id: idp.client.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(visitor.jar.get('genesis_sso')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Kept hashed, with the flow to come back to.
    const rows = await ctx.database.db.select().from(oidcLoginStates);
    const stored = rows.find((row) => row.nonce === params.nonce)!;
    expect(stored.stateHash).not.toBe(params.state);
    expect(stored.context).toMatchObject({ from: 'affiliate' });
    expect(JSON.stringify(rows)).not.toContain(params.state);
  });

  it('makes a new account on the first sign-in: the free trial, the address verified, no password, the affiliate who sent them credited', async () => {
    const affiliate = await registerUser(ctx.app);
    const code = await createAffiliateAccount(ctx.app, affiliate);
    const address = visitorAddress();
    const referral = (await openAffiliateLink(ctx.app, code, address))!;
    const email = uniqueEmail('newcomer');
    const visitor = browser(ctx, idp, { cookies: { genesis_ref: referral.split('=')[1]! }, address });

    const { location, session } = await visitor.signIn(email, '?from=affiliate');
    expect(location).toBe('/login?sso=signed-in&from=affiliate');
    expect(session!.user).toMatchObject({ email, subscriptionStatus: 'trialing', emailVerified: true });
    expect(new Date(session!.user.trialExpiry!).getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    // The session works as a password login's does.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: authHeaders(session!) });
    expect(me.json()).toMatchObject({ id: session!.user.id, email });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, session!.user.id));
    expect(row?.passwordHash).toBeNull();
    const links = await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, session!.user.id));
    expect(links).toEqual([expect.objectContaining({ issuer: idp.url, email })]);
    const referrals = await ctx.database.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.referredUserId, session!.user.id));
    expect(referrals).toHaveLength(1);

    // The waiting session is collected once; the token it carried was replaced.
    expect((await visitor.collect()).statusCode).toBe(401);
    // No password to sign in with: answered as any wrong password.
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'anything at all' } });
    expect(login.statusCode).toBe(401);
  });

  it('signs in to the account of a verified address, and keeps to the link after the address changes at the provider', async () => {
    const registered = await registerUser(ctx.app);
    // Its owner confirmed the address (REQUIRE_EMAIL_VERIFICATION, or a confirmed change): the account is theirs as it is.
    await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, registered.user.id));
    const sub = idp.addAccount({ email: registered.email, emailVerified: true, name: 'Registered Person' });
    const first = await browser(ctx, idp).signIn(sub);
    expect(first.session!.user.id).toBe(registered.user.id);

    idp.updateAccount(sub, { email: uniqueEmail('moved') });
    const again = await browser(ctx, idp).signIn(sub);
    expect(again.session!.user.id).toBe(registered.user.id);
    expect((await ssoView(registered.headers)).identities).toHaveLength(1);
  });

  it('gives an account whose address was never confirmed to the address’s owner: whoever registered it loses the password, sessions, tokens and webhooks', async () => {
    // Someone registers the victim's address with a password of their own, and prepares ways back in.
    const squatter = await registerUser(ctx.app);
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/tokens',
      headers: squatter.headers,
      payload: { name: 'kept access', scopes: ['read'] },
    });
    expect(token.statusCode, token.body).toBe(201);
    const bearer = { authorization: `Bearer ${token.json<{ token: string }>().token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer })).statusCode).toBe(200);

    // A provider identity of their own linked to it, and an address change waiting in their mailbox.
    const squatterIdentity = idp.addAccount({ email: uniqueEmail('squatter') });
    const linker = browser(ctx, idp);
    expect(await linker.back(await idp.signIn(await linker.startLink(squatter.headers), squatterIdentity))).toBe('/account?sso=linked');
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: squatter.headers,
      payload: { email: uniqueEmail('squatter-inbox'), password: squatter.password },
    });
    expect(change.statusCode, change.body).toBe(202);

    const sub = idp.addAccount({ email: squatter.email, emailVerified: true, name: 'Mailbox Owner' });
    const owner = await browser(ctx, idp).signIn(sub);
    expect(owner.session!.user.id).toBe(squatter.user.id);
    expect(owner.session!.user.emailVerified).toBe(true);

    const password = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: squatter.email, password: squatter.password },
    });
    expect(password.statusCode).toBe(401);
    const oldSession = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-session-token': squatter.sessionToken },
    });
    expect(oldSession.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: bearer })).statusCode).toBe(401);
    // The owner's own session works; signing in again changes nothing more.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: authHeaders(owner.session!) })).statusCode).toBe(200);
    const again = await browser(ctx, idp).signIn(sub);
    expect(again.session!.user.id).toBe(squatter.user.id);
    // Their identity no longer leads to the account, and the address change they asked for is void.
    const squatterAgain = await browser(ctx, idp).signIn(squatterIdentity);
    expect(squatterAgain.session!.user.id).not.toBe(squatter.user.id);
    const linked = await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, squatter.user.id));
    expect(linked.map((row) => row.subject)).toEqual([sub]);
    const openLinks = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, squatter.user.id), isNull(accountTokens.usedAt)));
    expect(openLinks).toEqual([]);
  });

  it('refuses an address the provider has not verified: no account is found or made by it', async () => {
    const registered = await registerUser(ctx.app);
    const sub = idp.addAccount({ email: registered.email, emailVerified: false });
    expect((await browser(ctx, idp).signIn(sub)).location).toBe('/login?sso_error=unverified_email');
    const stranger = idp.addAccount({ email: uniqueEmail('unverified'), emailVerified: false });
    expect((await browser(ctx, idp).signIn(stranger)).location).toBe('/login?sso_error=unverified_email');
    const noAddress = idp.addAccount({ email: null });
    expect((await browser(ctx, idp).signIn(noAddress)).location).toBe('/login?sso_error=unverified_email');
    const linked = await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, registered.user.id));
    expect(linked).toEqual([]);
  });

  it('refuses a wrong state, a state from another browser, and a replayed callback: nobody is signed in', async () => {
    const email = uniqueEmail('careful');
    const visitor = browser(ctx, idp);
    const callback = await idp.signIn(await visitor.start(), email);

    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'x'.repeat(43));
    expect(await visitor.back(tampered.toString())).toBe('/login?sso_error=invalid_state');

    // The right state, from a browser that did not start it: used up, nothing signed in.
    const elsewhere = browser(ctx, idp, { cookies: { genesis_sso: 'b'.repeat(43) } });
    expect(await elsewhere.back(callback)).toBe('/login?sso_error=invalid_state');
    expect(await visitor.back(callback)).toBe('/login?sso_error=invalid_state');

    // A completed sign-in's callback, replayed: the state is single use.
    const other = browser(ctx, idp);
    const completed = await idp.signIn(await other.start(), email);
    expect(await other.back(completed)).toBe('/login?sso=signed-in');
    expect(await other.back(completed)).toBe('/login?sso_error=invalid_state');
    // A state that expired meanwhile.
    const late = browser(ctx, idp);
    const slow = await idp.signIn(await late.start(), email);
    ctx.clock.advance(11 * 60_000);
    expect(await late.back(slow)).toBe('/login?sso_error=expired_state');
    // Not even a state.
    const bare = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=abc' });
    expect(bare.headers.location).toBe('/login?sso_error=invalid_state');
  });

  it('says so when the person cancels at the provider, or their account here is suspended', async () => {
    const visitor = browser(ctx, idp);
    expect(await visitor.back(await idp.signIn(await visitor.start('?redirect=%2Fsubscription'), 'cancel'))).toBe(
      '/login?sso_error=access_denied&redirect=%2Fsubscription',
    );

    const registered = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ suspendedAt: ctx.clock.now() }).where(eq(users.id, registered.user.id));
    expect((await browser(ctx, idp).signIn(registered.email)).location).toBe('/login?sso_error=suspended');
  });

  it('answers quickly and clearly when the provider is down, and discovers it again once it is back', async () => {
    const email = uniqueEmail('patient');
    // The token endpoint hangs: the callback gives up after OIDC_TIMEOUT_MS.
    const visitor = browser(ctx, idp);
    const callback = await idp.signIn(await visitor.start(), email);
    idp.setTrouble('/token', 'hang');
    const began = Date.now();
    expect(await visitor.back(callback)).toBe('/login?sso_error=provider_unavailable');
    expect(Date.now() - began).toBeLessThan(5_000);
    idp.setTrouble('/token', null);

    // After a failure the provider is discovered again; while discovery is refused, the start says so.
    idp.setTrouble('/.well-known', 'refuse');
    const refused = await browser(ctx, idp).start();
    expect(refused).toBe('/login?sso_error=provider_unavailable');
    const link = await ctx.app.inject({ method: 'POST', url: '/api/account/sso/link', headers: (await registerUser(ctx.app)).headers });
    expect(link.statusCode).toBe(502);
    expect(link.json()).toMatchObject({ code: 'SSO_PROVIDER_UNAVAILABLE' });
    idp.setTrouble('/.well-known', null);

    const discoveries = idp.requests.filter((path) => path.startsWith('/.well-known')).length;
    expect((await browser(ctx, idp).signIn(email)).session?.user.email).toBe(email);
    expect(idp.requests.filter((path) => path.startsWith('/.well-known')).length).toBe(discoveries + 1);
  });

  it('links a signed-in account from /account, refuses an identity another account holds, and unlinks', async () => {
    const owner = await registerUser(ctx.app);
    const sub = idp.addAccount({ email: uniqueEmail('work') });
    const visitor = browser(ctx, idp);
    expect(await visitor.back(await idp.signIn(await visitor.startLink(owner.headers), sub))).toBe('/account?sso=linked');
    const view = await ssoView(owner.headers);
    expect(view).toMatchObject({ provider: { label: 'Acme ID' }, hasPassword: true, passwordSignIn: true });
    expect(view.identities).toEqual([expect.objectContaining({ issuer: idp.url })]);
    // The identity now signs in to the owner's account, whatever its address.
    expect((await browser(ctx, idp).signIn(sub)).session!.user.id).toBe(owner.user.id);

    const someoneElse = await registerUser(ctx.app);
    const other = browser(ctx, idp);
    expect(await other.back(await idp.signIn(await other.startLink(someoneElse.headers), sub))).toBe('/account?sso_error=identity_in_use');

    const identityId = view.identities[0]!.id;
    // Another user cannot unlink it.
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/sso/identities/${identityId}`,
      headers: someoneElse.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: ssoAccountMessages.identityNotFound, code: 'SSO_IDENTITY_NOT_FOUND' });
    const unlinked = await ctx.app.inject({ method: 'DELETE', url: `/api/account/sso/identities/${identityId}`, headers: owner.headers });
    expect(unlinked.statusCode).toBe(204);
    expect((await ssoView(owner.headers)).identities).toEqual([]);
  });

  it('refuses to unlink the last way into an account without a password, until a reset link sets one', async () => {
    const email = uniqueEmail('only-sso');
    const { session } = await browser(ctx, idp).signIn(email);
    const headers = authHeaders(session!);
    const view = await ssoView(headers);
    expect(view.hasPassword).toBe(false);
    const identityId = view.identities[0]!.id;
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/account/sso/identities/${identityId}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ssoAccountMessages.lastWayIn, code: 'LAST_SIGN_IN_METHOD' });
    // Nor can the password be changed or the account deleted without one: the reset link is the way.
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers,
      payload: { currentPassword: 'a guess at nothing', newPassword: 'brand new password' },
    });
    expect(change.json()).toMatchObject({ code: 'PASSWORD_NOT_SET' });

    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    await ctx.services.passwordReset.settled();
    const [mail] = await ctx.database.db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const token = decodeURIComponent(/[?&]token=([^\s&]+)/.exec(mail!.text ?? '')![1]!);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: TEST_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
    const signedIn = login.json<AuthSession>();
    const unlinked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/sso/identities/${identityId}`,
      headers: authHeaders(signedIn),
    });
    expect(unlinked.statusCode).toBe(204);
  });

  it('never lets the client secret into an answer or the log', async () => {
    await browser(ctx, idp).signIn(uniqueEmail('quiet'));
    expect(logged.text()).not.toContain(idp.client.clientSecret);
    const states = await ctx.database.db
      .select()
      .from(oidcLoginStates)
      .where(and(eq(oidcLoginStates.purpose, 'sign-in')));
    expect(JSON.stringify(states)).not.toContain(idp.client.clientSecret);
  });
});

describe('the cookie that binds a sign-in or a link to its browser', () => {
  let idp: OidcTestProvider;
  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [CALLBACK, HTTPS_CALLBACK] });
  });
  afterAll(() => idp?.close());
  // Behind a proxy that says whether the visitor came over https.
  const ctx = useTestApp({}, () => ({ ...ORDINARY_ACCOUNTS, TRUST_PROXY: 'true', ...idp.env() }));
  const KEY = /[A-Za-z0-9_-]{43}/.source;

  it('is a __Host- cookie over https (Secure, Path=/, no Domain), and only that name is read there', async () => {
    const email = uniqueEmail('secure');
    const visitor = browser(ctx, idp, { https: true });
    const consent = await visitor.start();
    expect(visitor.setCookies).toEqual([
      expect.stringMatching(new RegExp(`^__Host-genesis_sso=${KEY}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax; Secure$`)),
    ]);
    // The right key under the plain name (as a neighbouring subdomain could set one) binds nothing over https.
    const plain = browser(ctx, idp, { https: true, cookies: { genesis_sso: visitor.jar.get('__Host-genesis_sso')! } });
    expect(await plain.back(await idp.signIn(consent, email))).toBe('/login?sso_error=invalid_state');

    expect(await visitor.back(await idp.signIn(await visitor.start(), email))).toBe('/login?sso=signed-in');
    expect((await visitor.collect()).statusCode).toBe(200);
  });

  it('is for the whole site over http too, without Secure or the prefix', async () => {
    const visitor = browser(ctx, idp);
    await visitor.start();
    expect(visitor.setCookies).toEqual([
      expect.stringMatching(new RegExp(`^genesis_sso=${KEY}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax$`)),
    ]);
  });

  it('takes a new random value at each start: a key the browser brings (perhaps planted) is never kept, and its sign-ins end', async () => {
    const planted = 'p'.repeat(43);
    const visitor = browser(ctx, idp, { https: true, cookies: { '__Host-genesis_sso': planted } });
    const first = await idp.signIn(await visitor.start(), uniqueEmail('fresh'));
    const firstKey = visitor.jar.get('__Host-genesis_sso')!;
    expect(firstKey).not.toBe(planted);

    const second = await idp.signIn(await visitor.start(), uniqueEmail('fresh'));
    expect(visitor.jar.get('__Host-genesis_sso')).not.toBe(firstKey);
    // The first start's state went with the key it was bound to, even shown that key again.
    const before = browser(ctx, idp, { https: true, cookies: { '__Host-genesis_sso': firstKey } });
    expect(await before.back(first)).toBe('/login?sso_error=invalid_state');
    expect(await visitor.back(second)).toBe('/login?sso=signed-in');
  });

  it('binds a link from /account too: the link start sets it for the whole site, and a link callback without it is refused', async () => {
    const owner = await registerUser(ctx.app);
    const sub = idp.addAccount({ email: uniqueEmail('linked') });

    // Without the browser's cookie (a link sent to someone else, or a cookie that never reached the callback): nothing is linked.
    const linker = browser(ctx, idp, { https: true });
    const callback = await idp.signIn(await linker.startLink(owner.headers), sub);
    expect(linker.setCookies).toEqual([
      expect.stringMatching(new RegExp(`^__Host-genesis_sso=${KEY}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax; Secure$`)),
    ]);
    expect(await browser(ctx, idp, { https: true }).back(callback)).toBe('/account?sso_error=invalid_state');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/account/sso', headers: owner.headers })).json<AccountSso>().identities,
    ).toEqual([]);

    // From the browser that started it, the cookie goes with it.
    const again = browser(ctx, idp, { https: true });
    expect(await again.back(await idp.signIn(await again.startLink(owner.headers), sub))).toBe('/account?sso=linked');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/account/sso', headers: owner.headers })).json<AccountSso>().identities,
    ).toHaveLength(1);
  });
});
