import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT } from '@shared/catalog/limits';
import { authSession } from '@shared/contracts/auth';
import { registerUser, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/build-test-app';
import { expectRateLimited as expectLimited } from '../../test/http-assertions';

describe('POST /api/auth/login', () => {
  const ctx = useTestApp();
  let address = 0;
  // Each test signs in from its own address so the per-address limit of one test does not touch another.
  const nextAddress = () => `10.0.0.${++address}`;

  const login = (payload: object, remoteAddress = nextAddress()) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  it('signs in with the right password, whatever the e-mail case', async () => {
    const user = await registerUser(ctx.app, { name: 'Linus' });
    const response = await login({ email: ` ${user.email.toUpperCase()} `, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = authSession.parse(response.json());
    expect(body.user).toMatchObject({ email: user.email, name: 'Linus', subscriptionStatus: 'trialing' });
    expect(body.sessionToken).not.toBe(user.sessionToken);
  });

  it('refuses a wrong password with 401 and the generic message', async () => {
    const user = await registerUser(ctx.app);
    const response = await login({ email: user.email, password: 'wrong password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('refuses an unknown e-mail with the same answer as a wrong password', async () => {
    const response = await login({ email: uniqueEmail('nobody'), password: 'whatever1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('answers 400 when a field is missing', async () => {
    const response = await login({ email: uniqueEmail() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please fill in all fields', fields: ['password'] });
  });

  it.each([
    ['too short', 'x'],
    ['a number', 42],
    ['too long', 'v'.repeat(101)],
  ])('ignores a visitor id that is %s (browser storage changed by hand): signs in, no 400', async (_case, visitorId) => {
    const user = await registerUser(ctx.app);
    expect((await login({ email: user.email, password: user.password, visitorId })).statusCode).toBe(200);
  });

  const wrongPassword = (email: string, remoteAddress: string) => login({ email, password: 'wrong password' }, remoteAddress);

  const expectRateLimited = (response: LightMyRequestResponse) => expectLimited(response, LOGIN_RATE_LIMIT.windowMs);

  describe('the ceilings strangers can fill never keep the owner out', () => {
    const fillAccountCeiling = async (email: string) => {
      const addresses = Array.from({ length: LOGIN_RATE_LIMIT.perAccount / LOGIN_RATE_LIMIT.perAccountAndAddress }, nextAddress);
      for (const address of addresses) {
        for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.perAccountAndAddress; attempt++) {
          expect((await wrongPassword(email, address)).statusCode).toBe(401);
        }
      }
    };

    it(`past ${LOGIN_RATE_LIMIT.perAccount} failures on the account, only a browser or address it signed in from before gets in`, async () => {
      const browser = randomUUID();
      const user = await registerUser(ctx.app, { visitorId: browser });
      const signedInAt = nextAddress();
      expect((await login({ email: user.email, password: user.password }, signedInAt)).statusCode).toBe(200);
      await fillAccountCeiling(user.email);

      expectRateLimited(await login({ email: user.email, password: user.password }));
      expectRateLimited(await login({ email: user.email, password: user.password, visitorId: randomUUID() }));
      expect((await login({ email: user.email, password: user.password, visitorId: browser })).statusCode).toBe(200);
      expect((await login({ email: user.email, password: user.password }, signedInAt)).statusCode).toBe(200);
      // A known place gets its password checked, not a free pass: a wrong one is a failure as ever.
      expect((await login({ email: user.email, password: 'wrong password', visitorId: browser })).statusCode).toBe(401);
      // The ceiling is the account's: another account is not held up by it.
      const other = await registerUser(ctx.app);
      expect((await login({ email: other.email, password: other.password })).statusCode).toBe(200);
    });

    it(`past ${LOGIN_RATE_LIMIT.perAddress} failures from one address across accounts, its known users still get in (one NAT, many people)`, async () => {
      const shared = nextAddress();
      const regular = await registerUser(ctx.app);
      expect((await login({ email: regular.email, password: regular.password }, shared)).statusCode).toBe(200);
      const browser = randomUUID();
      const visitor = await registerUser(ctx.app, { visitorId: browser });
      const newcomer = await registerUser(ctx.app);
      for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.perAddress; attempt++) {
        expect((await login({ email: uniqueEmail('spray'), password: 'guess123' }, shared)).statusCode).toBe(401);
      }

      // Neither the sprayer's next guess nor an account never used from here or this browser gets through…
      expectRateLimited(await login({ email: uniqueEmail('spray'), password: 'guess123' }, shared));
      expectRateLimited(await login({ email: newcomer.email, password: newcomer.password }, shared));
      // …but an account that signed in from this address, or from this browser, does.
      expect((await login({ email: regular.email, password: regular.password }, shared)).statusCode).toBe(200);
      expect((await login({ email: visitor.email, password: visitor.password, visitorId: browser }, shared)).statusCode).toBe(200);
      expect((await login({ email: newcomer.email, password: newcomer.password })).statusCode).toBe(200);
    });

    it(`a known browser does not lift the limit of ${LOGIN_RATE_LIMIT.perAccountAndAddress} failures on the account from one address`, async () => {
      const browser = randomUUID();
      const user = await registerUser(ctx.app, { visitorId: browser });
      const address = nextAddress();
      for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.perAccountAndAddress; attempt++) {
        expect((await login({ email: user.email, password: 'wrong password', visitorId: browser }, address)).statusCode).toBe(401);
      }
      expectRateLimited(await login({ email: user.email, password: user.password, visitorId: browser }, address));
    });
  });

  it('lets no more guesses through in parallel than one after another', async () => {
    const user = await registerUser(ctx.app);
    const address = nextAddress();
    const answers = await Promise.all(Array.from({ length: 25 }, () => wrongPassword(user.email, address)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_RATE_LIMIT.perAccountAndAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - LOGIN_RATE_LIMIT.perAccountAndAddress);
    expectRateLimited(await wrongPassword(user.email, address));
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    const user = await registerUser(ctx.app);
    for (let attempt = 1; attempt <= LOGIN_RATE_LIMIT.perAccountAndAddress; attempt++) {
      expect((await wrongPassword(user.email, `2001:db8:7:7::${attempt.toString(16)}`)).statusCode).toBe(401);
    }
    expectRateLimited(await wrongPassword(user.email, '2001:db8:7:7:ffff::1'));
    expect((await login({ email: user.email, password: user.password }, '2001:db8:7:8::1')).statusCode).toBe(200);
  });
});
