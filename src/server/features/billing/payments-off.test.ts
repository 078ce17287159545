import { describe, expect, it } from 'vitest';
import { paymentsOffMessages } from '@shared/contracts/plans';
import { checkouts } from '../../db/schema';
import { loadConfig } from '../../config/config';
import { paymentsTestModeNotice } from '../../providers/payments';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { stripeEnv } from '../../test/stripe-env';

describe('PAYMENTS=off', () => {
  const ctx = useTestApp({}, { PAYMENTS: 'off' });

  it('shows the plans, saying no processor takes payments', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.json()).toMatchObject({ processor: 'off', publishableKey: null });
    expect(response.json().plans.map((plan: { id: string }) => plan.id)).toEqual(['weekly', 'basic', 'premium']);
  });

  it('answers every checkout with 503 PAYMENTS_OFF and opens no checkout', async () => {
    const user = await registerUser(ctx.app);
    for (const url of ['/api/create-checkout-session', '/api/create-subscription-intent']) {
      const response = await ctx.app.inject({ method: 'POST', url, headers: user.headers, payload: { priceId: 'price_basic' } });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ code: 'PAYMENTS_OFF', message: paymentsOffMessages.subscriptions });
    }
    const portal = await ctx.app.inject({ method: 'POST', url: '/api/billing-portal', headers: user.headers });
    expect(portal.json()).toEqual({ code: 'PAYMENTS_OFF', message: 'Subscriptions are not available on this server.' });
    const donation = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-donation-checkout',
      payload: { amount: 1000, currency: 'usd' },
    });
    expect(donation.statusCode).toBe(503);
    expect(donation.json()).toEqual({ code: 'PAYMENTS_OFF', message: 'Donations are not available on this server.' });
    expect(await ctx.database.db.select().from(checkouts)).toEqual([]);
  });

  it('has no local checkout to pay', async () => {
    const id = crypto.randomUUID();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/checkout/local/${id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/checkout/local/${id}/pay` })).statusCode).toBe(404);
  });
});

describe('the payments setting', () => {
  it('is on unless PAYMENTS=off, and off cannot be combined with Stripe', () => {
    expect(loadConfig({}).paymentsOff).toBe(false);
    expect(loadConfig({ PAYMENTS: '' }).paymentsOff).toBe(false);
    expect(loadConfig({ PAYMENTS: 'off' }).paymentsOff).toBe(true);
    expect(() => loadConfig({ PAYMENTS: 'no' })).toThrowError(/PAYMENTS/);
    expect(() => loadConfig({ PAYMENTS: 'off', ...stripeEnv() })).toThrowError(
      /PAYMENTS: off turns payments off, but STRIPE_SECRET_KEY is set/,
    );
  });

  it('prints a TEST MODE block at start-up in production without a payment processor', () => {
    const notice = paymentsTestModeNotice(loadConfig({ NODE_ENV: 'production' }));
    expect(notice).toContain('PAYMENTS ARE IN TEST MODE');
    expect(notice).toContain('anyone can subscribe to any plan without paying');
    expect(notice).toContain('set STRIPE_SECRET_KEY');
    expect(notice).toContain('set PAYMENTS=off');
    expect(notice?.split('\n')[0]).toMatch(/^={78}$/);
  });

  it.each([
    ['development', {}],
    ['test', { NODE_ENV: 'test' }],
    ['production with Stripe', { NODE_ENV: 'production', ...stripeEnv() }],
    ['production with PAYMENTS=off', { NODE_ENV: 'production', PAYMENTS: 'off' }],
  ])('prints nothing in %s', (_where, env) => {
    expect(paymentsTestModeNotice(loadConfig({ NODE_ENV: 'development', ...env }))).toBeUndefined();
  });
});
