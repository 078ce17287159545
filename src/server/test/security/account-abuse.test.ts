/**
 * Account attacks, as they were run against the product: farming accounts and free
 * trials from one address, and locking a victim out with wrong passwords. The rules behind each
 * answer are tested with their features (auth); these keep the attacks themselves from coming back.
 * An affiliate earning on their own purchases is reproduced in the affiliates suite (self-referrals),
 * beside the dashboard and payouts it reads.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT } from '@shared/catalog/limits';
import { authSession } from '@shared/contracts/auth';
import { useTestApp } from '../build-test-app';
import { registerUser, TEST_PASSWORD } from '../factories';
import { expectRateLimited as expectLimited } from '../http-assertions';

describe('account abuse', () => {
  const ctx = useTestApp();
  const register = (email: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Farmer', email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      remoteAddress,
    });
  const login = (email: string, password: string, remoteAddress: string, visitorId?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, visitorId }, remoteAddress });
  const expectRateLimited = (response: LightMyRequestResponse) => expectLimited(response, LOGIN_RATE_LIMIT.windowMs);

  it('300 registrations from one address at once make 5 accounts (before: 300, each with a trial)', async () => {
    const farm = randomUUID().slice(0, 8);
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) => register(`farm-${farm}-${index}@example.com`, '203.0.113.66')),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(295);
    expect(refused.every((answer) => Number(answer.headers['retry-after']) > 0 && answer.json().code === 'RATE_LIMITED')).toBe(true);
  }, 60_000);

  it('one Gmail mailbox registered under 12 spellings at once gets one free trial', async () => {
    const name = `farmer${randomUUID().slice(0, 6)}`;
    const spellings = Array.from({ length: 12 }, (_, index) => {
      const local = index % 2 ? `${name.slice(0, 2)}.${name.slice(2)}` : name.toUpperCase();
      return `${local}+t${index}@${index % 3 ? 'gmail.com' : 'googlemail.com'}`;
    });
    const answers = await Promise.all(spellings.map((email, index) => register(email, `198.51.100.${index + 1}`)));
    const statuses = answers.map((answer) => authSession.parse(answer.json()).user.subscriptionStatus);
    expect(statuses.filter((status) => status === 'trialing')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'trial_expired')).toHaveLength(11);
  }, 60_000);

  it('ten wrong passwords from one address lock only that address out (before: 429 for 15 minutes from anywhere)', async () => {
    const victim = await registerUser(ctx.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(victim.email, 'guess', '203.0.113.13')).statusCode).toBe(401);
    }
    expectRateLimited(await login(victim.email, victim.password, '203.0.113.13'));
    expect((await login(victim.email, victim.password, '192.0.2.44')).statusCode).toBe(200);
  });

  it('strangers at 11 addresses filling the account’s ceiling do not lock the victim out of their own browser (before: 429 everywhere, renewable)', async () => {
    const victimsBrowser = randomUUID();
    const victim = await registerUser(ctx.app, { visitorId: victimsBrowser });
    const home = '192.0.2.60';
    expect((await login(victim.email, victim.password, home)).statusCode).toBe(200);
    // /tmp/attack/lockout.mjs: 12 parallel wrong passwords from each of 11 addresses.
    for (let address = 1; address <= 11; address++) {
      await Promise.all(Array.from({ length: 12 }, () => login(victim.email, 'wrong-password', `203.0.113.${address}`)));
    }

    expect((await login(victim.email, victim.password, home)).statusCode).toBe(200);
    expect((await login(victim.email, victim.password, '192.0.2.61', victimsBrowser)).statusCode).toBe(200);
    // The attacker, even knowing the password, from a fresh address and browser: still refused.
    expectRateLimited(await login(victim.email, victim.password, '203.0.113.99', randomUUID()));
    expectRateLimited(await login(victim.email, victim.password, '203.0.113.99'));
  });

  it('the 11th and the 25th correct sign-in within 15 minutes get in, and leave the owner’s own failures untouched (before: 429)', async () => {
    const user = await registerUser(ctx.app);
    for (let attempt = 1; attempt <= 25; attempt++) {
      expect({ attempt, status: (await login(user.email, user.password, '192.0.2.45')).statusCode }).toEqual({ attempt, status: 200 });
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(user.email, 'wrong password', '192.0.2.45')).statusCode).toBe(401);
    }
    expectRateLimited(await login(user.email, 'wrong password', '192.0.2.45'));
  });
});
