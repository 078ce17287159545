import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '@shared/contracts/auth';
import { signInSettingsMessages, ssoAccountMessages } from '@shared/contracts/sign-in';
import { loadConfig } from '../../config/config';
import { oidcSettings, users } from '../../db/schema';
import { createSettingsCipher } from '../ai-engines';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import { registerAdministrator, registerUser, TEST_PASSWORD, uniqueEmail, type RegisteredUser } from '../../test/factories';
import { startOidcTestProvider, type OidcTestProvider } from '../../test/oidc-test-provider';
import { UNREADABLE_OIDC_SECRET } from './settings';

const CALLBACK = 'http://localhost/api/auth/oidc/callback';
const settingsUrl = '/api/admin/sign-in';
const ADMIN = uniqueEmail('operator');

/** Signs in through the provider as `login` from a fresh browser: the page the studio sends it back to. */
async function ssoSignIn(ctx: TestContext, idp: OidcTestProvider, login: string): Promise<string> {
  const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  const location = String(start.headers.location);
  if (!location.startsWith(idp.url)) return location;
  const cookie = /genesis_sso=[^;]+/.exec(String(start.headers['set-cookie']))![0];
  const back = new URL(await idp.signIn(location, login));
  const callback = await ctx.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
  return String(callback.headers.location);
}

const passwordLogin = (ctx: TestContext, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });

describe('single sign-on in the operator console', () => {
  let idp: OidcTestProvider;
  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  });
  afterAll(() => idp?.close());
  const ctx = useTestApp({}, { ADMIN_EMAILS: ADMIN });
  let admin: RegisteredUser;
  beforeAll(async () => {
    admin = await registerAdministrator(ctx, { email: ADMIN });
  });
  const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: settingsUrl, headers: admin.headers, payload });
  const options = async () => (await ctx.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json();

  it('starts with passwords only; turning them off without a provider is refused', async () => {
    const view = await ctx.app.inject({ method: 'GET', url: settingsUrl, headers: admin.headers });
    expect(view.json()).toEqual({
      issuerUrl: null,
      clientId: null,
      hasClientSecret: false,
      label: null,
      allowedDomains: [],
      passwordSignIn: true,
      passwordSignInActive: true,
      source: 'none',
      passwordSignInSource: 'console',
      variables: [],
      redirectUri: 'http://localhost:80/api/auth/oidc/callback',
      problem: null,
    });
    expect(await options()).toEqual({ passwordSignIn: true, sso: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).headers.location).toBe('/login?sso_error=not_configured');
    const refused = await put({ provider: null, passwordSignIn: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PROVIDER_REQUIRED' });
  });

  it('saves a provider with its secret sealed (never answered or audited), limits it to the allowed domains, and can turn passwords off', async () => {
    const member = await registerUser(ctx.app, { email: `${crypto.randomUUID().slice(0, 8)}@example.org` });
    // A confirmed address: single sign-on then leaves the account's password as it is (sign-in.test.ts has the other case).
    await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, member.email));
    const saved = await put({
      provider: {
        issuerUrl: idp.url,
        clientId: idp.client.clientId,
        clientSecret: idp.client.clientSecret,
        label: 'Acme ID',
        allowedDomains: ['Example.ORG'],
      },
      passwordSignIn: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      issuerUrl: idp.url,
      clientId: idp.client.clientId,
      hasClientSecret: true,
      label: 'Acme ID',
      allowedDomains: ['example.org'],
      passwordSignIn: false,
      passwordSignInActive: false,
      source: 'console',
    });
    expect(saved.body).not.toContain(idp.client.clientSecret);
    const [row] = await ctx.database.db.select().from(oidcSettings);
    expect(row!.clientSecretCiphertext).not.toContain(idp.client.clientSecret);
    expect(ctx.deps.settingsCipher.decrypt(row!.clientSecretCiphertext)).toBe(idp.client.clientSecret);
    const audit = await ctx.services.auditLog.list(5);
    expect(audit[0]).toMatchObject({ action: 'sign_in.settings.save', details: { clientId: idp.client.clientId, secretChanged: true } });
    expect(JSON.stringify(audit)).not.toContain(idp.client.clientSecret);

    // Passwords off: the pages hide the forms, and the API refuses them with a clear 403.
    expect(await options()).toEqual({ passwordSignIn: false, sso: { label: 'Acme ID' } });
    const refusal = { code: 'PASSWORD_SIGN_IN_OFF', message: ssoAccountMessages.passwordSignInOff('Acme ID') };
    const login = await passwordLogin(ctx, member.email);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual(refusal);
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Late', email: uniqueEmail(), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expect(register.statusCode).toBe(403);
    expect(register.json()).toEqual(refusal);

    // Only verified addresses of the allowed domains sign in.
    expect(await ssoSignIn(ctx, idp, uniqueEmail('outsider'))).toBe('/login?sso_error=domain_not_allowed');
    expect(await ssoSignIn(ctx, idp, member.email)).toBe('/login?sso=signed-in');

    // The same client without a secret keeps the saved one; another client needs its own.
    const provider = { issuerUrl: idp.url, clientId: idp.client.clientId, label: 'Acme ID', allowedDomains: [] };
    expect((await put({ provider, passwordSignIn: true })).json()).toMatchObject({ hasClientSecret: true, allowedDomains: [] });
    expect((await ctx.database.db.select().from(oidcSettings))[0]!.clientSecretCiphertext).toBe(row!.clientSecretCiphertext);
    expect((await put({ provider: { ...provider, clientId: 'another' }, passwordSignIn: true })).json()).toMatchObject({
      code: 'SECRET_REQUIRED',
    });
    expect((await put({ provider: { ...provider, issuerUrl: 'http://idp.example.com' }, passwordSignIn: true })).json()).toMatchObject({
      code: 'ISSUER_NOT_HTTPS',
    });
    expect((await passwordLogin(ctx, member.email)).statusCode).toBe(200);

    // Removed: the button goes, passwords are the way in again.
    expect((await put({ provider: null, passwordSignIn: true })).json()).toMatchObject({ source: 'none', hasClientSecret: false });
    expect(await options()).toEqual({ passwordSignIn: true, sso: null });
  });

  it('asks for the secret again when the issuer URL or the client ID changes: a saved secret never goes to another server', async () => {
    const provider = { issuerUrl: idp.url, clientId: idp.client.clientId, label: 'Acme ID', allowedDomains: [] };
    expect((await put({ provider: { ...provider, clientSecret: idp.client.clientSecret }, passwordSignIn: true })).statusCode).toBe(200);
    const [before] = await ctx.database.db.select().from(oidcSettings);

    for (const changed of [{ issuerUrl: 'https://elsewhere.example.com' }, { clientId: 'another' }]) {
      const refused = await put({ provider: { ...provider, ...changed }, passwordSignIn: true });
      expect(refused.statusCode, JSON.stringify(changed)).toBe(400);
      expect(refused.json()).toEqual({ code: 'SECRET_REQUIRED', message: signInSettingsMessages.secretForChangedProvider });
    }
    expect(await ctx.database.db.select().from(oidcSettings)).toEqual([before]);
    // With its own secret, the new issuer is saved.
    const moved = await put({
      provider: { ...provider, issuerUrl: 'https://elsewhere.example.com', clientSecret: 'new' },
      passwordSignIn: true,
    });
    expect(moved.json()).toMatchObject({ issuerUrl: 'https://elsewhere.example.com', hasClientSecret: true });
    expect(ctx.deps.settingsCipher.decrypt((await ctx.database.db.select().from(oidcSettings))[0]!.clientSecretCiphertext)).toBe('new');
    await put({ provider: null, passwordSignIn: true });
  });

  it('never locks everyone out: a saved secret no key opens brings the password forms back, and says why', async () => {
    const elsewhere = createSettingsCipher(Buffer.alloc(32, 9));
    await ctx.database.db.insert(oidcSettings).values({
      id: 'oidc',
      issuerUrl: idp.url,
      clientId: idp.client.clientId,
      clientSecretCiphertext: elsewhere.encrypt(idp.client.clientSecret),
      label: 'Acme ID',
      allowedDomains: [],
      passwordSignIn: false,
      updatedAt: new Date(),
    });
    expect(await options()).toEqual({ passwordSignIn: true, sso: null });
    const view = await ctx.app.inject({ method: 'GET', url: settingsUrl, headers: admin.headers });
    expect(view.json()).toMatchObject({
      source: 'console',
      passwordSignIn: false,
      passwordSignInActive: true,
      problem: UNREADABLE_OIDC_SECRET,
    });
    expect((await passwordLogin(ctx, admin.email)).statusCode).toBe(200);
    await ctx.database.db.delete(oidcSettings);
  });
});

describe('single sign-on set by the environment', () => {
  let idp: OidcTestProvider;
  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  });
  afterAll(() => idp?.close());
  const ADMIN_HERE = uniqueEmail('operator');
  const ctx = useTestApp({}, () => ({ ADMIN_EMAILS: ADMIN_HERE, ...idp.env({ OIDC_LABEL: 'Keycloak', PASSWORD_SIGN_IN: 'off' }) }));

  it('wins over the console, which shows it read-only; passwords are off and single sign-on makes the accounts', async () => {
    // The administrator comes in through single sign-on (the address ADMIN_EMAILS names, verified by the provider).
    const location = await ssoSignIn(ctx, idp, ADMIN_HERE);
    expect(location).toBe('/login?sso=signed-in');
    const [adminRow] = await ctx.database.db.select().from(users).where(eq(users.email, ADMIN_HERE));
    expect(adminRow?.passwordHash).toBeNull();
    const session = await ctx.services.auth.signInProven(adminRow!, { userAgent: undefined, ip: '127.0.0.1', visitorId: undefined });
    const headers = { authorization: `Bearer ${(session as AuthSession).token}` };

    const view = await ctx.app.inject({ method: 'GET', url: settingsUrl, headers });
    expect(view.json()).toMatchObject({
      issuerUrl: idp.url,
      clientId: idp.client.clientId,
      hasClientSecret: true,
      label: 'Keycloak',
      passwordSignIn: false,
      passwordSignInActive: false,
      source: 'environment',
      passwordSignInSource: 'environment',
      variables: ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_LABEL', 'PASSWORD_SIGN_IN'],
    });
    expect(view.body).not.toContain(idp.client.clientSecret);
    const put = await ctx.app.inject({ method: 'PUT', url: settingsUrl, headers, payload: { provider: null, passwordSignIn: true } });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ code: 'SET_BY_ENVIRONMENT' });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json()).toEqual({
      passwordSignIn: false,
      sso: { label: 'Keycloak' },
    });
    expect((await passwordLogin(ctx, ADMIN_HERE)).json()).toMatchObject({ code: 'PASSWORD_SIGN_IN_OFF' });

    // With passwords off, a password is no way in: the only link cannot be unlinked.
    const sso = (await ctx.app.inject({ method: 'GET', url: '/api/account/sso', headers })).json<{ identities: { id: string }[] }>();
    const unlink = await ctx.app.inject({ method: 'DELETE', url: `/api/account/sso/identities/${sso.identities[0]!.id}`, headers });
    expect(unlink.json()).toEqual({ message: ssoAccountMessages.lastWayInPasswordOff, code: 'LAST_SIGN_IN_METHOD' });
  });
});

describe('PASSWORD_SIGN_IN alone', () => {
  let idp: OidcTestProvider;
  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  });
  afterAll(() => idp?.close());
  const ADMIN_HERE = uniqueEmail('operator');
  const ctx = useTestApp({}, { ADMIN_EMAILS: ADMIN_HERE, PASSWORD_SIGN_IN: 'off' });
  let admin: RegisteredUser;
  beforeAll(async () => {
    admin = await registerAdministrator(ctx, { email: ADMIN_HERE });
  });
  const view = async () => (await ctx.app.inject({ method: 'GET', url: settingsUrl, headers: admin.headers })).json();
  const options = async () => (await ctx.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json();

  it('is not honoured without a provider: nobody is locked out', async () => {
    expect(await options()).toEqual({ passwordSignIn: true, sso: null });
    const registered = await registerUser(ctx.app);
    expect((await passwordLogin(ctx, registered.email)).statusCode).toBe(200);
  });

  it('sets only the password switch: the console still saves the provider, and shows the switch alone read-only', async () => {
    expect(await view()).toMatchObject({
      source: 'none',
      passwordSignIn: false,
      passwordSignInActive: true,
      passwordSignInSource: 'environment',
      variables: ['PASSWORD_SIGN_IN'],
    });
    const provider = { issuerUrl: idp.url, clientId: idp.client.clientId, clientSecret: idp.client.clientSecret, label: 'Acme ID' };
    // The form's choice is kept as saved (on) while the environment's wins.
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers: admin.headers,
      payload: { provider, passwordSignIn: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      issuerUrl: idp.url,
      source: 'console',
      passwordSignIn: false,
      passwordSignInActive: false,
      passwordSignInSource: 'environment',
      problem: null,
    });
    expect((await ctx.database.db.select().from(oidcSettings))[0]).toMatchObject({ issuerUrl: idp.url, passwordSignIn: true });
    expect(await view()).toMatchObject({ source: 'console', issuerUrl: idp.url, label: 'Acme ID' });

    // The saved provider is the one in use: its button, and PASSWORD_SIGN_IN=off honoured now that there is one.
    expect(await options()).toEqual({ passwordSignIn: false, sso: { label: 'Acme ID' } });
    expect(await ssoSignIn(ctx, idp, uniqueEmail('member'))).toBe('/login?sso=signed-in');
    expect((await passwordLogin(ctx, admin.email)).json()).toMatchObject({ code: 'PASSWORD_SIGN_IN_OFF' });

    // Removing it needs no password choice from the form: the environment's is not the console's to keep.
    const removed = await ctx.app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers: admin.headers,
      payload: { provider: null, passwordSignIn: false },
    });
    expect(removed.json()).toMatchObject({ source: 'none', passwordSignInActive: true });
  });
});

describe('the OIDC_* settings', () => {
  it('come whole or not at all, with an https issuer (http only on this machine), and name every problem', () => {
    expect(() => loadConfig({ OIDC_LABEL: 'Acme ID', OIDC_ALLOWED_DOMAINS: 'example.com' })).toThrow(
      /OIDC_ISSUER_URL: required when OIDC_LABEL, OIDC_ALLOWED_DOMAINS are set[\s\S]*OIDC_CLIENT_ID: required[\s\S]*OIDC_CLIENT_SECRET: required/,
    );
    const whole = { OIDC_CLIENT_ID: 'studio', OIDC_CLIENT_SECRET: 'secret' };
    expect(() => loadConfig({ ...whole, OIDC_ISSUER_URL: 'http://idp.example.com' })).toThrow(/OIDC_ISSUER_URL: must be an https address/);
    expect(() => loadConfig({ ...whole, OIDC_ISSUER_URL: 'https://idp.example.com', OIDC_ALLOWED_DOMAINS: 'not a domain' })).toThrow(
      /"not a domain" is not an e-mail domain/,
    );
    const config = loadConfig({ ...whole, OIDC_ISSUER_URL: 'https://idp.example.com', OIDC_ALLOWED_DOMAINS: 'Example.com, @example.org' });
    expect(config.oidc.provider).toEqual({
      issuerUrl: 'https://idp.example.com',
      clientId: 'studio',
      clientSecret: 'secret',
      label: 'single sign-on',
      allowedDomains: ['example.com', 'example.org'],
    });
    expect(config.oidc.passwordSignIn).toBeUndefined();
    expect(loadConfig({ PASSWORD_SIGN_IN: 'off' }).oidc).toMatchObject({
      provider: undefined,
      passwordSignIn: false,
      variables: ['PASSWORD_SIGN_IN'],
    });
  });
});
