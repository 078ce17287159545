import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { users, type UserRow } from '../../db/schema';
import type { HttpError } from '../../http/http-error';
import { authHeaders, freshHeaders, recordUsage, registerUser, type RegisteredUser } from '../../test/factories';
import { ORDINARY_ACCOUNTS, useTestApp } from '../../test/build-test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('plan limits', () => {
  const ctx = useTestApp({}, ORDINARY_ACCOUNTS);

  async function subscribe(user: RegisteredUser, planId: 'weekly' | 'basic' | 'premium', eventId = crypto.randomUUID()) {
    await ctx.services.paymentEvents.apply({
      type: 'invoice.paid',
      processor: 'stripe',
      eventId,
      occurredAt: ctx.clock.now(),
      user: { userId: user.user.id, stripeCustomerId: null },
      planId,
      invoiceRef: `inv-${eventId}`,
      paymentRef: null,
      amountCents: 699,
      currency: 'usd',
      periodEnd: null,
    });
  }
  const row = async (user: RegisteredUser): Promise<UserRow> => {
    const [found] = await ctx.database.db.select().from(users).where(eq(users.id, user.user.id));
    if (!found) throw new Error('user row missing');
    return found;
  };
  const refusal = async (user: RegisteredUser, kind: 'script' | 'image' | 'voiceover') => {
    try {
      const reservation = await ctx.services.entitlements.reserve(await row(user), kind);
      await reservation.release();
      return null;
    } catch (error) {
      const { statusCode, code, message } = error as HttpError;
      return { statusCode, code, message };
    }
  };
  const usage = async (user: RegisteredUser) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/usage', headers: await freshHeaders(ctx.app, user) })).json();

  it('a Weekly user gets 25 scripts a week; the 26th is refused with 402 until the next week', async () => {
    const user = await registerUser(ctx.app);
    await subscribe(user, 'weekly');
    await recordUsage(ctx, user, 'script', 25);

    expect(await refusal(user, 'script')).toEqual({
      statusCode: 402,
      code: 'PLAN_LIMIT_REACHED',
      message: 'You have used all 25 scripts of your Weekly Basic plan this week. Your allowance resets on Mar 8, 2026.',
    });
    expect(await refusal(user, 'image')).toBeNull();
    expect(await usage(user)).toMatchObject({
      plan: 'weekly',
      canGenerate: true,
      scripts: { used: 25, limit: 25 },
      images: { used: 0, limit: 15 },
      periodEnd: '2026-03-08T12:00:00.000Z',
    });

    // The next week's invoice starts a new period and a fresh allowance.
    ctx.clock.advance(7 * DAY);
    await subscribe(user, 'weekly');
    expect(await refusal(user, 'script')).toBeNull();
    expect((await usage(user)).scripts).toEqual({ used: 0, limit: 25 });
  });

  it('a Basic user gets 50 images a billing month', async () => {
    const user = await registerUser(ctx.app);
    await subscribe(user, 'basic');
    await recordUsage(ctx, user, 'image', 49);
    expect(await refusal(user, 'image')).toBeNull();
    await recordUsage(ctx, user, 'image', 1);
    expect((await refusal(user, 'image'))?.message).toMatch(
      /^You have used all 50 images of your Basic plan this billing month\. Your allowance resets on /,
    );
  });

  it('premium and the trial are unlimited', async () => {
    const premium = await registerUser(ctx.app);
    await subscribe(premium, 'premium');
    const trial = await registerUser(ctx.app);
    for (const user of [premium, trial]) {
      await recordUsage(ctx, user, 'script', 500);
      expect(await refusal(user, 'script')).toBeNull();
    }
    expect(await usage(trial)).toMatchObject({ plan: 'trial', canGenerate: true, scripts: { limit: null } });
  });

  it('an expired trial is refused every kind of generation with 402', async () => {
    const user = await registerUser(ctx.app);
    ctx.clock.advance(TRIAL_DURATION_MS + 1000);
    for (const kind of ['script', 'image', 'voiceover'] as const) {
      expect(await refusal(user, kind)).toEqual({
        statusCode: 402,
        code: 'PLAN_REQUIRED',
        message: 'Your 1-day free trial has ended. Choose a plan to keep creating.',
      });
    }
    expect(await usage(user)).toMatchObject({ plan: null, canGenerate: false });
  });

  it('a cancelled plan keeps working to the end of its period, then is refused', async () => {
    const user = await registerUser(ctx.app);
    await subscribe(user, 'basic');
    const cancel = await ctx.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: user.headers });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: true });
    expect(await refusal(user, 'script')).toBeNull();

    const again = await ctx.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: user.headers });
    expect(again.statusCode).toBe(409);

    ctx.clock.advance(32 * DAY);
    expect((await refusal(user, 'script'))?.message).toBe('Your plan has ended. Choose a plan to keep creating.');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const verify = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: authHeaders(login.json()) });
    expect(verify.json()).toMatchObject({ subscriptionStatus: 'canceled', subscriptionPlan: 'basic' });
  });

  it('cancel answers 409 to a trial user, and the local processor has no billing portal', async () => {
    const user = await registerUser(ctx.app);
    const cancel = await ctx.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: user.headers });
    expect(cancel.json()).toEqual({ message: 'You have no active plan to cancel.', code: 'NOTHING_TO_CANCEL' });
    const portal = await ctx.app.inject({ method: 'POST', url: '/api/billing-portal', headers: user.headers });
    expect(portal.statusCode).toBe(409);
    expect(portal.json().code).toBe('NO_PORTAL');
  });

  it('usage needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/usage' })).statusCode).toBe(401);
  });
});
