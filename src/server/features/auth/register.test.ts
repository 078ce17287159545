import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { authSession } from '@shared/contracts/auth';
import { users } from '../../db/schema';
import { registerUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/build-test-app';

describe('POST /api/auth/register', () => {
  const ctx = useTestApp();

  const register = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

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

  it('stores an Argon2id hash, never the password', async () => {
    const input = valid();
    await register(input);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
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
    [
      'a short password',
      { password: '12345', confirmPassword: '12345' },
      'Password must be at least 6 characters long',
      'password',
    ],
    ['a malformed e-mail', { email: 'not-an-email' }, 'Please enter a valid email address.', 'email'],
    ['a number for a name', { name: 42 }, 'Please fill in all fields', 'name'],
  ])('answers 400 with the rule for %s', async (_case, change, message, field) => {
    const response = await register({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR', fields: [field] });
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
