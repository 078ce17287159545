import Stripe from 'stripe';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingEvents, invoices, paymentCards, users } from '../../../db/schema';
import { registerUser, type RegisteredUser } from '../../../test/factories';
import { useTestApp } from '../../../test/build-test-app';
import { stripeEnv } from '../../../test/stripe-env';
import { sendStripeEvent, stripeEvent as event } from '../../../test/stripe-webhooks';

const env = stripeEnv();
const stripe = new Stripe(env.STRIPE_SECRET_KEY ?? '');
const T0 = 1_790_000_000; // seconds

/** A deterministic shuffle, so a failing order can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

function lifecycle(user: RegisteredUser, prefix: string) {
  const customer = `cus_${prefix}`;
  const subscriptionId = `sub_${prefix}`;
  const metadata = { userId: user.user.id, planId: 'basic' };
  const subscription = (status: string) => ({
    id: subscriptionId,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    metadata,
    items: { data: [{ price: { id: 'price_stripe_basic' }, current_period_end: T0 + 30 * 86_400 }] },
  });
  const invoice = (id: string) => ({
    id,
    object: 'invoice',
    customer,
    amount_paid: 2000,
    currency: 'usd',
    parent: { subscription_details: { metadata, subscription: subscriptionId } },
    payments: { data: [{ payment: { type: 'payment_intent', payment_intent: `pi_${prefix}` } }] },
    lines: { data: [{ pricing: { price_details: { price: 'price_stripe_basic' } }, period: { end: T0 + 30 * 86_400 } }] },
  });
  return {
    checkout: event(`evt_${prefix}_1`, 'checkout.session.completed', T0, {
      id: `cs_${prefix}`,
      object: 'checkout.session',
      mode: 'subscription',
      customer,
      subscription: subscriptionId,
      client_reference_id: user.user.id,
      metadata,
    }),
    created: event(`evt_${prefix}_2`, 'customer.subscription.created', T0 + 1, subscription('active')),
    paid: event(`evt_${prefix}_3`, 'invoice.paid', T0 + 2, invoice(`in_${prefix}`)),
    failed: event(`evt_${prefix}_4`, 'invoice.payment_failed', T0 + 3, invoice(`in_${prefix}_next`)),
    deleted: event(`evt_${prefix}_5`, 'customer.subscription.deleted', T0 + 4, subscription('canceled')),
    refunded: event(`evt_${prefix}_6`, 'charge.refunded', T0 + 5, {
      id: `ch_${prefix}`,
      object: 'charge',
      customer,
      payment_intent: `pi_${prefix}`,
      refunded: true,
    }),
  };
}

describe('POST /api/webhooks/stripe', () => {
  const ctx = useTestApp({}, env);

  const send = (payload: object, signature?: string) => sendStripeEvent(ctx.app, payload, signature);

  const stateOf = async (user: RegisteredUser) => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.user.id));
    const bills = await ctx.database.db.select().from(invoices).where(eq(invoices.userId, user.user.id));
    return {
      status: row?.subscriptionStatus,
      plan: row?.subscriptionPlan,
      periodEnd: row?.currentPeriodEnd?.toISOString(),
      customer: row?.stripeCustomerId,
      invoices: bills.map((bill) => ({ id: bill.externalId, amount: bill.amountCents, status: bill.status })),
    };
  };

  it('refuses a bad, missing or stale signature with 400', async () => {
    const payload = event('evt_sig', 'invoice.paid', T0, {});
    const body = JSON.stringify(payload);
    expect((await send(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: env.STRIPE_WEBHOOK_SECRET ?? '',
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const staleResponse = await send(payload, stale);
    expect(staleResponse.statusCode).toBe(400);
    expect(staleResponse.json()).toEqual({
      message: 'The Stripe signature does not match this body, or it is too old.',
      code: 'BAD_SIGNATURE',
    });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('acknowledges events it does not act on with 200', async () => {
    const response = await send(event('evt_ignored', 'customer.created', T0, { id: 'cus_x', object: 'customer' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  // Signed with the webhook's secret, but not shaped as Stripe sends that event: a clean 400, nothing applied.
  const handledTypes = [
    'checkout.session.completed',
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
    'invoice.paid',
    'invoice.payment_failed',
    'charge.succeeded',
    'charge.refunded',
  ];
  const appliedIds = async (ids: string[]) =>
    (await ctx.database.db.select().from(billingEvents).where(inArray(billingEvents.id, ids))).map((row) => row.id);

  it.each(handledTypes)('answers a signed %s whose data.object is {} with 400 MALFORMED_EVENT, and applies nothing', async (type) => {
    const id = `evt_empty_${type}`;
    const response = await send(event(id, type, T0, {}));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe('MALFORMED_EVENT');
    expect(body.message.startsWith(`The Stripe event ${id} (${type}) is not shaped as Stripe sends it: data.object.`)).toBe(true);
    expect(await appliedIds([id])).toEqual([]);
  });

  it('answers 400 to wrong types inside a handled event (its object, its envelope), and applies nothing', async () => {
    const user = await registerUser(ctx.app);
    const { created, paid } = lifecycle(user, 'bad');
    const subscription = created.data.object;
    const invoice = paid.data.object;
    const malformed = [
      event('evt_bad_1', 'customer.subscription.updated', T0, { ...subscription, items: { data: 'price_stripe_basic' } }),
      event('evt_bad_2', 'customer.subscription.updated', T0, { ...subscription, items: { data: [{ price: 42 }] } }),
      event('evt_bad_3', 'customer.subscription.updated', T0, { ...subscription, cancel_at_period_end: 'no' }),
      event('evt_bad_4', 'invoice.paid', T0, { ...invoice, amount_paid: '2000' }),
      event('evt_bad_5', 'invoice.paid', T0, { ...invoice, lines: { data: [{ period: {} }] } }),
      event('evt_bad_6', 'charge.refunded', T0, { id: 'ch_bad', object: 'charge', payment_intent: 'pi_bad', refunded: 'yes' }),
      { ...event('evt_bad_7', 'customer.subscription.updated', T0, subscription), created: 'yesterday' },
      { ...event('evt_bad_8', 'invoice.paid', T0, invoice), data: null },
    ];
    for (const payload of malformed) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'MALFORMED_EVENT' });
    }
    expect(await appliedIds(malformed.map((payload) => payload.id))).toEqual([]);
    expect((await stateOf(user)).status).toBe('trialing');
  });

  it('takes the body exactly as Stripe signed it: control characters in its text are not refused', async () => {
    const response = await send(
      event('evt_control', 'customer.created', T0, { id: 'cus_ctl', object: 'customer', name: 'Ann\u0000e\u0007' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('subscribe then a failed renewal: every event three times, shuffled, ends past_due with one invoice', async () => {
    const user = await registerUser(ctx.app);
    const events = lifecycle(user, 'pd');
    const all = [events.checkout, events.created, events.paid, events.failed];
    for (const payload of shuffled([...all, ...all, ...all], 7)) {
      expect((await send(payload)).statusCode).toBe(200);
    }
    expect(await stateOf(user)).toEqual({
      status: 'past_due',
      plan: 'basic',
      periodEnd: new Date((T0 + 30 * 86_400) * 1000).toISOString(),
      customer: 'cus_pd',
      invoices: [{ id: 'in_pd', amount: 2000, status: 'paid' }],
    });
    const applied = await ctx.database.db.select().from(billingEvents);
    expect(applied.filter((row) => row.id.startsWith('evt_pd_'))).toHaveLength(4);
  });

  it.each([1, 2, 3])('the same lifecycle in shuffled order %i ends in the same state', async (seed) => {
    const user = await registerUser(ctx.app);
    const events = lifecycle(user, `s${seed}`);
    const all = Object.values(events);
    for (const payload of shuffled([...all, ...all, ...all], seed)) await send(payload);
    expect(await stateOf(user)).toEqual({
      status: 'canceled',
      plan: 'basic',
      periodEnd: new Date((T0 + 30 * 86_400) * 1000).toISOString(),
      customer: `cus_s${seed}`,
      invoices: [{ id: `in_s${seed}`, amount: 2000, status: 'refunded' }],
    });
  });

  it('charge.succeeded records the card that paid, by its payment, once', async () => {
    const charge = event('evt_card_1', 'charge.succeeded', T0, {
      id: 'ch_card',
      object: 'charge',
      customer: 'cus_card',
      payment_intent: 'pi_card',
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', fingerprint: 'fp_Card123' } },
    });
    expect((await send(charge)).statusCode).toBe(200);
    expect((await send(charge)).statusCode).toBe(200);
    // A charge without a card (a bank debit) records nothing.
    await send(
      event('evt_card_2', 'charge.succeeded', T0, {
        id: 'ch_bank',
        object: 'charge',
        payment_intent: 'pi_bank',
        payment_method_details: { type: 'sepa_debit' },
      }),
    );
    const cards = await ctx.database.db
      .select()
      .from(paymentCards)
      .where(inArray(paymentCards.paymentRef, ['pi_card', 'pi_bank']));
    expect(cards.map(({ paymentRef, cardFingerprint }) => ({ paymentRef, cardFingerprint }))).toEqual([
      { paymentRef: 'pi_card', cardFingerprint: 'fp_Card123' },
    ]);
  });

  it('customer.subscription.deleted cancels the plan', async () => {
    const user = await registerUser(ctx.app);
    const events = lifecycle(user, 'del');
    for (const payload of [events.checkout, events.created, events.paid, events.deleted]) await send(payload);
    expect((await stateOf(user)).status).toBe('canceled');
  });
});
