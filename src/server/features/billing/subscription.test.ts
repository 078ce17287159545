import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingEvents, invoices } from '../../db/schema';
import { registerUser, subscribeUser } from '../../test/factories';
import { useTestApp } from '../../test/build-test-app';

describe('subscribing through the local test checkout', () => {
  const ctx = useTestApp({}, { ALLOWED_HOSTS: 'studio.test' });
  const headers = (user: { headers: Record<string, string> }) => ({ ...user.headers, host: 'studio.test' });

  it('GET /api/plans lists the catalogue with the price ids the checkout accepts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ processor: 'local', publishableKey: null });
    expect(response.json().plans).toEqual([
      expect.objectContaining({
        id: 'weekly',
        name: 'Weekly Basic',
        priceCents: 699,
        interval: 'week',
        priceId: 'price_weekly',
        badge: 'Best Value',
      }),
      expect.objectContaining({ id: 'basic', name: 'Basic', priceCents: 2000, interval: 'month', priceId: 'price_basic', badge: null }),
      expect.objectContaining({
        id: 'premium',
        name: 'Premium',
        priceCents: 5000,
        interval: 'month',
        priceId: 'price_premium',
        badge: 'Most Popular',
      }),
    ]);
  });

  it('a trial user pays for Basic and becomes active until the same day next month, once', async () => {
    const user = await registerUser(ctx.app);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: headers(user),
      payload: { priceId: 'price_basic' },
    });
    expect(started.statusCode).toBe(200);
    const id = started.json<{ url: string }>().url.split('/').at(-1) ?? '';

    const page = await ctx.app.inject({ method: 'GET', url: `/api/checkout/local/${id}` });
    expect(page.json()).toMatchObject({
      kind: 'subscription',
      amountCents: 2000,
      description: 'Genesis Studio Basic plan, $20.00 per month',
    });

    const paid = await ctx.app.inject({ method: 'POST', url: `/api/checkout/local/${id}/pay`, headers: { host: 'studio.test' } });
    expect(paid.json()).toEqual({ redirectUrl: 'http://studio.test/subscription?success=true' });

    const verify = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: user.headers });
    expect(verify.json()).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'basic',
      currentPeriodEnd: '2026-04-01T12:00:00.000Z',
    });
    const rows = await ctx.database.db.select().from(invoices).where(eq(invoices.userId, user.user.id));
    expect(rows).toEqual([expect.objectContaining({ planId: 'basic', amountCents: 2000, currency: 'usd', status: 'paid' })]);
    const events = await ctx.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, `local:${id}:paid`));
    expect(events).toHaveLength(1);

    // Paying twice is refused and records nothing more.
    expect((await ctx.app.inject({ method: 'POST', url: `/api/checkout/local/${id}/pay` })).statusCode).toBe(409);
    expect(await ctx.database.db.select().from(invoices).where(eq(invoices.userId, user.user.id))).toHaveLength(1);
  });

  it('an active subscriber can move to another plan but not buy the same one again', async () => {
    const user = await registerUser(ctx.app);
    await subscribeUser(ctx, user, 'weekly');
    const checkout = (priceId: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: headers(user), payload: { priceId } });
    const same = await checkout('price_weekly');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: 'You already have the Weekly Basic plan.', code: 'ALREADY_SUBSCRIBED' });
    expect((await checkout('price_premium')).statusCode).toBe(200);
  });

  it.each(['/api/create-checkout-session', '/api/create-subscription-intent'])(
    '%s refuses an unknown price id, a missing one, and a signed-out caller',
    async (url) => {
      const user = await registerUser(ctx.app);
      const post = (payload: object, withAuth = true) =>
        ctx.app.inject({ method: 'POST', url, headers: withAuth ? headers(user) : {}, payload });
      const unknown = await post({ priceId: 'price_enterprise' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: 'Unknown plan. Choose Weekly Basic, Basic or Premium.',
        code: 'UNKNOWN_PLAN',
      });
      expect((await post({})).json()).toMatchObject({ message: 'priceId is required', code: 'VALIDATION_ERROR' });
      expect((await post({ priceId: 'price_basic' }, false)).statusCode).toBe(401);
    },
  );

  it('the embedded form: a subscription intent, paid through the local checkout, activates the plan', async () => {
    const user = await registerUser(ctx.app);
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-subscription-intent',
      headers: headers(user),
      payload: { priceId: 'price_premium' },
    });
    expect(intent.statusCode).toBe(200);
    const { clientSecret, processor } = intent.json<{ clientSecret: string; processor: string }>();
    expect(processor).toBe('local');
    expect(clientSecret).toMatch(/^local_checkout_[0-9a-f-]{36}$/);
    const id = clientSecret.replace('local_checkout_', '');

    const page = await ctx.app.inject({ method: 'GET', url: `/api/checkout/local/${id}` });
    expect(page.json()).toMatchObject({ kind: 'subscription', amountCents: 5000, status: 'open' });

    const paid = await ctx.app.inject({ method: 'POST', url: `/api/checkout/local/${id}/pay` });
    expect(paid.json()).toEqual({ redirectUrl: 'http://studio.test/app?premium=true&plan=premium' });
    const verify = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: user.headers });
    expect(verify.json()).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'premium' });
    expect(await ctx.database.db.select().from(invoices).where(eq(invoices.userId, user.user.id))).toEqual([
      expect.objectContaining({ planId: 'premium', amountCents: 5000, status: 'paid' }),
    ]);

    // Now on Premium: a second intent for it is refused, as Checkout would refuse it.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-subscription-intent',
      headers: headers(user),
      payload: { priceId: 'price_premium' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already have the Premium plan.', code: 'ALREADY_SUBSCRIBED' });
  });

  it('GET /api/subscription-status/{email} answers for the caller and refuses anyone else', async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const status = (email: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/subscription-status/${encodeURIComponent(email)}`, headers: user.headers });

    expect((await status(user.email.toUpperCase())).json()).toEqual({ isActive: false });
    // As the processor's word of a payment comes: the caller's next request sees the plan.
    await subscribeUser(ctx, user, 'weekly');
    expect((await status(user.email)).json()).toEqual({ isActive: true });

    const refused = await status(other.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only look up your own subscription.', code: 'FORBIDDEN' });
    const signedOut = await ctx.app.inject({ method: 'GET', url: `/api/subscription-status/${user.email}` });
    expect(signedOut.statusCode).toBe(401);
  });
});
