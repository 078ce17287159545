import { describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT } from '@shared/catalog/limits';
import { authSession } from '@shared/contracts/auth';
import { registerUser, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/build-test-app';

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

  it(`limits attempts on one account to ${LOGIN_RATE_LIMIT.perAccount} per window, from any address`, async () => {
    const user = await registerUser(ctx.app);
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.perAccount; attempt++) {
      expect((await login({ email: user.email, password: 'wrong password' })).statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Rate limit exceeded. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
    expect(blocked.headers['retry-after']).toBeDefined();

    const other = await registerUser(ctx.app);
    expect((await login({ email: other.email, password: other.password })).statusCode).toBe(200);
  });

  it(`limits one address to ${LOGIN_RATE_LIMIT.perIp} attempts per window, across accounts`, async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.perIp; attempt++) {
      const response = await login({ email: uniqueEmail('spray'), password: 'guess123' }, address);
      expect(response.statusCode).toBe(401);
    }
    const user = await registerUser(ctx.app);
    expect((await login({ email: user.email, password: user.password }, address)).statusCode).toBe(429);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });
});
