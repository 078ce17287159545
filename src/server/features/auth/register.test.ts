import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { authSession, type AuthSession } from '@shared/contracts/auth';
import { trialClaims, users } from '../../db/schema';
import { authHeaders, registerUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { useProductionArgon2 } from '../../test/argon2-for-tests';
import { useTestApp } from '../../test/build-test-app';
import { expectRateLimited as expectLimited } from '../../test/http-assertions';

describe('POST /api/auth/register', () => {
  const ctx = useTestApp();

  const register = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

  const valid = () => ({
    name: 'Ada Lovelace',
    email: uniqueEmail('ada'),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });

  it('creates the account, starts the 24-hour trial and signs the user in', async () => {
    const input = valid();
    const response = await register(input);

    expect(response.statusCode).toBe(201);
    const body = authSession.parse(response.json());
    expect(body.user).toMatchObject({
      name: 'Ada Lovelace',
      email: input.email,
      subscriptionStatus: 'trialing',
      subscriptionPlan: null,
    });
    expect(body.user.trialExpiry).toBe(new Date(ctx.clock.now().getTime() + TRIAL_DURATION_MS).toISOString());
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.sessionToken.length).toBeGreaterThanOrEqual(43);
  });

  describe("the password hash (at the product's cost: elsewhere the suites hash cheaply)", () => {
    useProductionArgon2();

    it("stores an Argon2id hash with OWASP's parameters, never the password, and signs in with it", async () => {
      const input = valid();
      await register(input);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, input.email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: input.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    });
  });

  it('keeps the interface language the account was made in, and its new projects are written in it', async () => {
    const response = await register({ ...valid(), locale: 'de' });
    expect(response.statusCode, response.body).toBe(201);
    const session = authSession.parse(response.json());
    expect(session.user.locale).toBe('de');
    const [row] = await ctx.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, session.user.id));
    expect(row?.locale).toBe('de');
    const project = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: authHeaders(session),
      payload: { topic: 'Balkontomaten' },
    });
    expect(project.statusCode, project.body).toBe(201);
    expect(project.json().language).toBe('de');
    // Without one it follows the browser (null), and projects are English unless asked otherwise.
    expect(authSession.parse((await register(valid())).json()).user.locale).toBeNull();
    expect((await register({ ...valid(), locale: 'tlh' })).statusCode).toBe(400);
  });

  it('trims and lower-cases the e-mail', async () => {
    const email = uniqueEmail('Mixed');
    const response = await register({ ...valid(), email: `  ${email.toUpperCase()}  `, name: '  Grace  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ email: email.toLowerCase(), name: 'Grace' });
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const existing = await registerUser(ctx.app);
    const response = await register({ ...valid(), email: existing.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists. Please sign in instead.',
      code: 'EMAIL_TAKEN',
    });
  });

  it.each([
    ['a missing field', { confirmPassword: undefined }, 'Please fill in all fields', 'confirmPassword'],
    ['a blank name', { name: '   ' }, 'Please fill in all fields', 'name'],
    ['a mismatched confirmation', { confirmPassword: 'something else' }, 'Passwords do not match', 'confirmPassword'],
    ['a short password', { password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters long', 'password'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'Please enter a valid email address.', 'email'],
    ['a number for a name', { name: 42 }, 'Please fill in all fields', 'name'],
  ])('answers 400 with the rule for %s', async (_case, change, message, field) => {
    const response = await register({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR', fields: [field] });
  });

  it('ignores a visitor id or referral that is not one (browser storage changed by hand): the account is made', async () => {
    for (const extra of [
      { visitorId: 'x' },
      { visitorId: 42 },
      { referral: { code: 'ADA123xyz0', visitorId: 'x' } },
      { referral: 'ADA' },
    ]) {
      const response = await register({ ...valid(), ...extra });
      expect({ extra, status: response.statusCode }).toEqual({ extra, status: 201 });
    }
  });

  describe('one free trial per mailbox', () => {
    const registerAs = async (email: string) => {
      const response = await register({ ...valid(), email });
      expect(response.statusCode).toBe(201);
      return authSession.parse(response.json());
    };
    const gmailUser = () => `ada${randomUUID().slice(0, 8)}`;
    const generateScript = (session: AuthSession) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/scripts/generate',
        headers: authHeaders(session),
        payload: { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual' },
      });

    it('starts a second account for the same mailbox without a trial: it is sent to the plans', async () => {
      const name = gmailUser();
      const first = await registerAs(`${name}+first@gmail.com`);
      expect(first.user).toMatchObject({ subscriptionStatus: 'trialing' });

      // Dots, case, a +suffix and googlemail.com all reach the same Gmail mailbox (before: a fresh trial each).
      const second = await registerAs(`${name.slice(0, 2)}.${name.slice(2).toUpperCase()}+farm7@googlemail.com`);
      expect(second.user).toMatchObject({ subscriptionStatus: 'trial_expired', trialExpiry: null });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, second.user.id));
      expect(row).toMatchObject({ subscriptionStatus: 'trial_expired', trialExpiry: null });
      const claims = await ctx.database.db
        .select()
        .from(trialClaims)
        .where(eq(trialClaims.mailbox, `${name}@gmail.com`));
      expect(claims).toEqual([expect.objectContaining({ userId: first.user.id })]);

      // It signs in and stays without a trial; generating asks for a plan and says why.
      const verified = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: authHeaders(second) });
      expect(verified.json()).toMatchObject({ subscriptionStatus: 'trial_expired', trialExpiry: null });
      const script = await generateScript(second);
      expect(script.statusCode).toBe(402);
      expect(script.json()).toEqual({
        message: 'This e-mail address has already had its free trial. Choose a plan to start creating.',
        code: 'PLAN_REQUIRED',
      });
      // The first account keeps its trial.
      expect((await generateScript(first)).statusCode).toBe(200);
    });

    it('keeps a trial for each mailbox that is really another: dots count outside Gmail', async () => {
      const name = gmailUser();
      expect((await registerAs(`${name}@example.com`)).user.subscriptionStatus).toBe('trialing');
      expect((await registerAs(`${name.slice(0, 3)}.${name.slice(3)}@example.com`)).user.subscriptionStatus).toBe('trialing');
      expect((await registerAs(`${name}@gmail.com`)).user.subscriptionStatus).toBe('trialing');
    });
  });

  describe('per address', () => {
    // The test app's defaults: 5 registrations per address an hour; app.inject's own 127.0.0.1 is exempt.
    const perAddress = 5;
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: valid(), remoteAddress, headers });

    const expectRateLimited = (response: LightMyRequestResponse) => {
      expectLimited(response, 3_600_000);
      // The window opened with this test's first registration, moments ago.
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
    };

    it('refuses a 6th account from one address with 429, and creates none for it', async () => {
      for (let index = 0; index < perAddress; index++) expect((await from('10.40.0.1')).statusCode).toBe(201);
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...valid(), email: 'farmed-6th@example.com' },
        remoteAddress: '10.40.0.1',
      });
      expectRateLimited(refused);
      const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'farmed-6th@example.com'));
      expect(rows).toHaveLength(0);
      // Another address is not held up by it.
      expect((await from('10.40.0.2')).statusCode).toBe(201);
    });

    it('does not count an exempt address (REGISTRATION_LIMIT_EXEMPT)', async () => {
      for (let index = 0; index < perAddress + 3; index++) expect((await from('127.0.0.1')).statusCode).toBe(201);
    });

    it('counts taken e-mails too, so one address cannot probe for accounts freely', async () => {
      const existing = await registerUser(ctx.app);
      for (let index = 0; index < perAddress; index++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { ...valid(), email: existing.email },
          remoteAddress: '10.40.0.3',
        });
        expect(response.statusCode).toBe(409);
      }
      expectRateLimited(await from('10.40.0.3'));
    });

    it('lets exactly 5 of 20 parallel registrations from one address through', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => from('10.40.0.4')));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(perAddress).fill(201), ...Array<number>(20 - perAddress).fill(429)]);
    });

    it('counts every address of one IPv6 /64 as one client', async () => {
      for (let index = 1; index <= perAddress; index++) {
        expect((await from(`2001:db8:40:1::${index.toString(16)}`)).statusCode).toBe(201);
      }
      expectRateLimited(await from('2001:db8:40:1:abcd::9'));
      expect((await from('2001:db8:40:2::1')).statusCode).toBe(201);
    });

    it('ignores X-Forwarded-For without TRUST_PROXY: a made-up address per request does not escape the limit', async () => {
      for (let index = 0; index < perAddress; index++) {
        expect((await from('10.40.0.5', { 'x-forwarded-for': `198.51.100.${index}` })).statusCode).toBe(201);
      }
      expectRateLimited(await from('10.40.0.5', { 'x-forwarded-for': '198.51.100.99' }));
    });
  });

  it('answers 400, not 500, to a body that is not an object', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('POST /api/auth/register behind a proxy (TRUST_PROXY=true)', () => {
  const ctx = useTestApp({}, { TRUST_PROXY: 'true' });
  const through = (client: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Behind Proxy', email: uniqueEmail('proxied'), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      remoteAddress: '10.50.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it('counts each visitor by the address the proxy reports, not the proxy', async () => {
    for (let index = 0; index < 5; index++) expect((await through('198.51.100.7')).statusCode).toBe(201);
    expectLimited(await through('198.51.100.7'), 3_600_000);
    expect((await through('198.51.100.8')).statusCode).toBe(201);
  });
});
