import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';

describe('donations through the local test checkout', () => {
  // Links name the host the visitor used, when it is one this server answers to.
  const ctx = useTestApp({}, { ALLOWED_HOSTS: 'studio.test' });
  let address = 0;
  const post = (url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { host: 'studio.test' }, remoteAddress: `10.3.0.${++address}` });
  const startDonation = () => post('/api/create-donation-checkout', { amount: 1000, currency: 'usd' });
  const checkoutId = (url: string) => url.split('/').at(-1) ?? '';

  it('creates a checkout of 1000 cents USD and answers its page URL', async () => {
    const response = await startDonation();
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/studio\.test\/checkout\/local\/[0-9a-f-]{36}$/);

    const [row] = await ctx.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId(url)));
    expect(row).toMatchObject({ kind: 'donation', status: 'open', amountCents: 1000, currency: 'usd' });

    const page = await ctx.app.inject({ method: 'GET', url: `/api/checkout/local/${checkoutId(url)}` });
    expect(page.json()).toEqual({
      id: checkoutId(url),
      kind: 'donation',
      description: 'One-off donation of $10.00 to Genesis Studio',
      amountCents: 1000,
      currency: 'usd',
      status: 'open',
    });
  });

  it.each([
    [{ amount: 5000, currency: 'usd' }, 'amount must be 1000'],
    [{ amount: 1000, currency: 'eur' }, 'currency must be usd'],
    [{}, 'amount must be 1000'],
  ])('refuses any other amount or currency: %j', async (payload, message) => {
    const response = await post('/api/create-donation-checkout', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
  });

  it('paying records the payment and returns to the landing page with thanks, once', async () => {
    const id = checkoutId((await startDonation()).json().url);
    const paid = await post(`/api/checkout/local/${id}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ redirectUrl: 'http://studio.test/?donation=thanks' });
    const [row] = await ctx.database.db.select().from(checkouts).where(eq(checkouts.id, id));
    expect(row?.status).toBe('paid');
    expect(row?.completedAt).toEqual(ctx.clock.now());

    const again = await post(`/api/checkout/local/${id}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This checkout is already paid.', code: 'CHECKOUT_CLOSED' });
    expect((await post(`/api/checkout/local/${id}/cancel`)).statusCode).toBe(409);
  });

  it('cancelling returns to the landing page and charges nothing', async () => {
    const id = checkoutId((await startDonation()).json().url);
    const canceled = await post(`/api/checkout/local/${id}/cancel`);
    expect(canceled.json()).toEqual({ redirectUrl: 'http://studio.test/?donation=canceled' });
    const [row] = await ctx.database.db.select().from(checkouts).where(eq(checkouts.id, id));
    expect(row?.status).toBe('canceled');
  });

  it('answers 404 for an unknown checkout and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.app.inject({ method: 'GET', url: `/api/checkout/local/${unknown}` })).statusCode).toBe(404);
    expect((await post(`/api/checkout/local/${unknown}/pay`)).json()).toEqual({
      message: 'This checkout does not exist.',
      code: 'CHECKOUT_NOT_FOUND',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/checkout/local/not-a-uuid' })).statusCode).toBe(400);
  });
});
