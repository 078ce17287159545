import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { registerUser } from '../../../test/factories';
import { stripeEnv } from '../../../test/stripe-env';
import { startStripeTestServer, type RecordedRequest } from '../../../test/stripe-test-server';

function answer(request: RecordedRequest): object {
  if (request.path === '/v1/checkout/sessions') {
    return { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_test_1' };
  }
  if (request.path === '/v1/customers') return { id: 'cus_new_1', object: 'customer' };
  if (request.method === 'POST' && request.path === '/v1/subscriptions') {
    return {
      id: 'sub_new_1',
      object: 'subscription',
      status: 'incomplete',
      latest_invoice: {
        id: 'in_new_1',
        object: 'invoice',
        confirmation_secret: { client_secret: 'pi_new_1_secret_abc', type: 'payment_intent' },
      },
    };
  }
  if (request.path === '/v1/billing_portal/sessions') {
    return { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/bps_1' };
  }
  return { id: request.path.split('/').at(-1), object: 'subscription' };
}

describe('the Stripe processor', () => {
  let stripeServer: Awaited<ReturnType<typeof startStripeTestServer>>;
  let ctx: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    stripeServer = await startStripeTestServer(answer);
    ctx = await buildTestApp(
      {},
      { ...stripeEnv(stripeServer.url), STRIPE_PUBLISHABLE_KEY: 'pk_test_genesis', ALLOWED_HOSTS: 'studio.test' },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await stripeServer.close();
  });
  const lastRequest = () => stripeServer.requests.at(-1);

  it('sells the plans under the configured Stripe price ids', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.json().processor).toBe('stripe');
    expect(response.json().plans.map((plan: { priceId: string }) => plan.priceId)).toEqual([
      'price_stripe_weekly',
      'price_stripe_basic',
      'price_stripe_premium',
    ]);
  });

  it('gives the browser the publishable key for the embedded form', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.json().publishableKey).toBe('pk_test_genesis');
  });

  it('creates a customer, then an incomplete subscription whose first payment the embedded form confirms', async () => {
    const user = await registerUser(ctx.app);
    const before = stripeServer.requests.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-subscription-intent',
      headers: user.headers,
      payload: { priceId: 'price_stripe_premium' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ clientSecret: 'pi_new_1_secret_abc', processor: 'stripe' });

    const [customer, subscription, ...rest] = stripeServer.requests.slice(before);
    expect(rest).toEqual([]);
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      params: { email: user.email, 'metadata[userId]': user.user.id },
    });
    expect(subscription).toEqual({
      method: 'POST',
      path: '/v1/subscriptions',
      params: {
        customer: 'cus_new_1',
        'items[0][price]': 'price_stripe_premium',
        payment_behavior: 'default_incomplete',
        'payment_settings[save_default_payment_method]': 'on_subscription',
        'metadata[userId]': user.user.id,
        'metadata[planId]': 'premium',
        'expand[0]': 'latest_invoice.confirmation_secret',
      },
    });
    // The new customer is the user's from now on: webhooks about it find the user.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.stripeCustomerId).toBe('cus_new_1');
  });

  it("reuses the user's Stripe customer and applies the same plan rules as Checkout", async () => {
    const user = await registerUser(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ stripeCustomerId: 'cus_existing', subscriptionStatus: 'active', subscriptionPlan: 'basic' })
      .where(eq(users.id, user.user.id));
    const intent = (priceId: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/create-subscription-intent', headers: user.headers, payload: { priceId } });

    const before = stripeServer.requests.length;
    expect((await intent('price_stripe_basic')).json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
    expect((await intent('price_basic')).json()).toMatchObject({ code: 'UNKNOWN_PLAN' });
    expect(stripeServer.requests.length).toBe(before);

    expect((await intent('price_stripe_premium')).statusCode).toBe(200);
    expect(stripeServer.requests.slice(before).map((request) => request.path)).toEqual(['/v1/subscriptions']);
    expect(lastRequest()?.params).toMatchObject({ customer: 'cus_existing', 'items[0][price]': 'price_stripe_premium' });
  });

  it('creates a subscription Checkout Session with the price, return URLs and the user', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { ...user.headers, host: 'studio.test' },
      payload: { priceId: 'price_stripe_basic' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://checkout.stripe.test/c/cs_test_1' });
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      params: {
        mode: 'subscription',
        'line_items[0][price]': 'price_stripe_basic',
        'line_items[0][quantity]': '1',
        success_url: 'http://studio.test/subscription?success=true',
        cancel_url: 'http://studio.test/subscription?plan=basic',
        client_reference_id: user.user.id,
        customer_email: user.email,
        'metadata[userId]': user.user.id,
        'subscription_data[metadata][userId]': user.user.id,
      },
    });
  });

  it('refuses the local price ids once Stripe sells the plans', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: user.headers,
      payload: { priceId: 'price_basic' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('creates the donation as a one-off payment of 1000 cents in USD', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-donation-checkout',
      headers: { host: 'studio.test' },
      payload: { amount: 1000, currency: 'usd' },
    });
    expect(response.json()).toEqual({ url: 'https://checkout.stripe.test/c/cs_test_1' });
    expect(lastRequest()?.params).toMatchObject({
      mode: 'payment',
      submit_type: 'donate',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1000',
      'line_items[0][quantity]': '1',
      success_url: 'http://studio.test/?donation=thanks',
      cancel_url: 'http://studio.test/?donation=canceled',
    });
  });

  it('cancels at period end through Stripe and opens the Customer Portal for a linked customer', async () => {
    const user = await registerUser(ctx.app);
    await ctx.database.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionPlan: 'basic',
        currentPeriodEnd: new Date(ctx.clock.now().getTime() + 86_400_000),
        stripeCustomerId: `cus_${user.user.id.slice(0, 8)}`,
        stripeSubscriptionId: `sub_${user.user.id.slice(0, 8)}`,
      })
      .where(eq(users.id, user.user.id));

    const cancel = await ctx.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: user.headers });
    expect(cancel.json()).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: 'active' });
    expect(lastRequest()).toMatchObject({
      path: `/v1/subscriptions/sub_${user.user.id.slice(0, 8)}`,
      params: { cancel_at_period_end: 'true' },
    });

    const portal = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing-portal',
      headers: { ...user.headers, host: 'studio.test' },
    });
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/bps_1' });
    expect(lastRequest()).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: { customer: `cus_${user.user.id.slice(0, 8)}`, return_url: 'http://studio.test/subscription' },
    });
  });

  it('has no local test checkout', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/checkout/local/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
  });
});
