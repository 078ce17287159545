import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@shared/catalog/affiliates';
import { commissionCents, plans } from '@shared/catalog/plans';
import { adminCommissions, adminDashboard, adminMessages, adminPayments, adminPayouts, runPayoutsResult } from '@shared/contracts/admin';
import { payoutStatement } from '@shared/contracts/affiliates';
import type { App } from '../../app/app';
import { donations, invoices } from '../../db/schema';
import type { ImageEngine } from '../../providers/image/image-engine';
import { buildTestApp, useTestApp, type TestContext } from '../../test/build-test-app';
import {
  payThroughLocalCheckout,
  refundPayment,
  registerAdministrator,
  registerThroughAffiliateLink,
  registerUser,
  subscribeUser,
  uniqueEmail,
  visitorAddress,
  type RegisteredUser,
} from '../../test/factories';
import { stripeEnv } from '../../test/stripe-env';
import { sendStripeEvent, stripeEvent } from '../../test/stripe-webhooks';
import { startStripeTestServer } from '../../test/stripe-test-server';

const ADMIN_EMAIL = 'money-admin@example.com';

/** A console caller: the administrator's requests, asserting the status. */
function consoleOf(app: () => App, admin: () => RegisteredUser) {
  return async <T = unknown>(request: InjectOptions, status = 200): Promise<T> => {
    const response = await app().inject({ ...request, headers: { ...admin().headers, ...request.headers } });
    expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(status);
    return (response.headers['content-type']?.startsWith('application/json') ? response.json() : response.body) as T;
  };
}

describe('affiliate payouts and refunds in the console (local checkout, no commission hold)', () => {
  const ctx = useTestApp(
    {},
    { ADMIN_EMAILS: ADMIN_EMAIL, AFFILIATE_HOLD_DAYS: '0', AFFILIATE_PAYOUT_MINIMUM: '0', ALLOWED_HOSTS: 'studio.test' },
  );
  let admin: RegisteredUser;
  const call = consoleOf(
    () => ctx.app,
    () => admin,
  );
  const month = () => ctx.clock.now().toISOString().slice(0, 7);
  const statementOf = async (user: RegisteredUser) =>
    payoutStatement.parse((await ctx.app.inject({ method: 'GET', url: '/api/affiliate/payouts', headers: user.headers })).json());

  beforeAll(async () => {
    admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
  });

  it('closes the month in progress, records the payout as paid, writes its CSV, and a refund claws the commission back', async () => {
    const owner = await registerUser(ctx.app);
    const payoutEmail = uniqueEmail('payout');
    const code = (
      await ctx.app.inject({ method: 'POST', url: '/api/affiliate/create', headers: owner.headers, payload: { payoutEmail } })
    ).json<{ affiliateCode: string }>().affiliateCode;
    // One referred user pays the processor; another only the local test checkout, which earns nothing.
    const referred = await registerThroughAffiliateLink(ctx.app, code);
    const paymentRef = `pi-${referred.user.id}`;
    await subscribeUser(ctx, referred, 'premium', { paymentRef });
    const testerAddress = visitorAddress();
    const tester = await registerThroughAffiliateLink(ctx.app, code, { address: testerAddress });
    await payThroughLocalCheckout(ctx.app, tester, 'price_premium', testerAddress);
    const earned = commissionCents(plans.premium.priceCents);

    // With no hold, the commission is approved at once; the test payment's is listed as test.
    const approved = adminCommissions.parse(await call({ method: 'GET', url: '/api/admin/affiliates/commissions?status=approved' }));
    const commission = approved.commissions.find((entry) => entry.affiliateEmail === owner.email);
    expect(commission).toMatchObject({ planId: 'premium', amountPaidCents: 5000, commissionCents: earned, status: 'approved' });
    expect(approved.totals.approved).toBeGreaterThanOrEqual(earned);
    const tests = adminCommissions.parse(await call({ method: 'GET', url: '/api/admin/affiliates/commissions?status=test' }));
    expect(tests.commissions.filter((entry) => entry.affiliateEmail === owner.email)).toEqual([
      expect.objectContaining({ planId: 'premium', amountPaidCents: 5000, status: 'test' }),
    ]);

    const closed = runPayoutsResult.parse(
      await call({ method: 'POST', url: '/api/admin/affiliates/payouts', payload: { month: month() } }),
    );
    const payout = closed.payouts.find((entry) => entry.payoutEmail === payoutEmail);
    expect(payout).toMatchObject({ month: month(), amountCents: earned, status: 'owed', reference: null, paidAt: null });
    expect(closed.message).toMatch(/payout\(s\) owed/);
    // Closing it again makes nothing twice.
    const again = runPayoutsResult.parse(await call({ method: 'POST', url: '/api/admin/affiliates/payouts', payload: { month: month() } }));
    expect(again.payouts.filter((entry) => entry.payoutEmail === payoutEmail)).toEqual([payout]);
    // Owed, not yet paid: the affiliate sees the commission approved, settled in no second payout.
    expect(await statementOf(owner)).toMatchObject({ approvedBalance: 0 });

    const csv = await call<string>({ method: 'GET', url: `/api/admin/affiliates/payouts.csv?month=${month()}` });
    expect(csv.split('\n')[0]).toBe('affiliate_code,payout_email,amount,currency,referral_ids');
    expect(csv).toContain(`${code},${payoutEmail},${(earned / 100).toFixed(2)},USD,`);

    expect(
      await call({ method: 'POST', url: `/api/admin/affiliates/payouts/${payout!.id}/paid`, payload: { reference: 'Wise T-1001' } }),
    ).toEqual({ message: adminMessages.payoutRecorded });
    const paidTwice = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/affiliates/payouts/${payout!.id}/paid`,
      headers: admin.headers,
      payload: { reference: 'again' },
    });
    expect({ status: paidTwice.statusCode, code: paidTwice.json().code }).toEqual({ status: 409, code: 'PAYOUT_ALREADY_PAID' });
    const listed = adminPayouts.parse(await call({ method: 'GET', url: '/api/admin/affiliates/payouts' }));
    expect(listed.payouts.find((entry) => entry.id === payout!.id)).toMatchObject({ status: 'paid', reference: 'Wise T-1001' });
    const paidCommissions = adminCommissions.parse(await call({ method: 'GET', url: '/api/admin/affiliates/commissions?status=paid' }));
    expect(paidCommissions.commissions.map((entry) => entry.id)).toContain(commission!.id);

    // The referred user's payment is refunded at the processor: the paid-out commission is reversed and owed back.
    await refundPayment(ctx, referred, paymentRef);
    const reversed = adminCommissions.parse(await call({ method: 'GET', url: '/api/admin/affiliates/commissions?status=reversed' }));
    expect(reversed.commissions.map((entry) => entry.id)).toContain(commission!.id);
    expect(await statementOf(owner)).toMatchObject({ approvedBalance: -earned / 100 });

    // The test checkout's payment is refunded from the console (it charged nothing, so it is only marked).
    const payments = adminPayments.parse(await call({ method: 'GET', url: '/api/admin/payments' }));
    const invoice = payments.payments.find((entry) => entry.userEmail === tester.email);
    expect(invoice).toMatchObject({ kind: 'invoice', processor: 'local', status: 'paid', amountCents: 5000, planId: 'premium' });
    expect(await call({ method: 'POST', url: `/api/admin/payments/${invoice!.id}/refund` })).toEqual({ message: adminMessages.refunded });
    const twice = await ctx.app.inject({ method: 'POST', url: `/api/admin/payments/${invoice!.id}/refund`, headers: admin.headers });
    expect({ status: twice.statusCode, body: twice.json() }).toEqual({
      status: 409,
      body: { message: adminMessages.notRefundable, code: 'NOT_REFUNDABLE' },
    });
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(row).toMatchObject({ status: 'refunded', refundedAt: ctx.clock.now() });

    // Audited, each with its target.
    const log = (await call<{ entries: { action: string; targetId: string | null; adminEmail: string }[] }>({
      method: 'GET',
      url: '/api/admin/audit-log',
    })) as { entries: { action: string; targetId: string | null; adminEmail: string }[] };
    expect(log.entries.map((entry) => [entry.action, entry.targetId, entry.adminEmail])).toEqual(
      expect.arrayContaining([
        ['affiliates.close_month', month(), ADMIN_EMAIL],
        ['affiliates.payout_paid', payout!.id, ADMIN_EMAIL],
        ['payment.refund', invoice!.id, ADMIN_EMAIL],
      ]),
    );
  });

  it('records a donation paid at the local checkout, and refunds it', async () => {
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-donation-checkout',
      headers: { host: 'studio.test' },
      payload: { amount: 1000, currency: 'usd' },
    });
    const checkoutId = started.json<{ url: string }>().url.split('/').at(-1)!;
    await ctx.app.inject({ method: 'POST', url: `/api/checkout/local/${checkoutId}/pay`, headers: { host: 'studio.test' } });
    // Paying is told once, however often.
    await ctx.app.inject({ method: 'POST', url: `/api/checkout/local/${checkoutId}/pay`, headers: { host: 'studio.test' } });

    const [donation] = await ctx.database.db
      .select()
      .from(donations)
      .where(eq(donations.externalId, `local:${checkoutId}`));
    expect(donation).toMatchObject({ processor: 'local', amountCents: 1000, currency: 'usd', status: 'paid', userId: null });
    const listed = adminPayments.parse(await call({ method: 'GET', url: '/api/admin/payments' }));
    expect(listed.payments.find((entry) => entry.id === donation!.id)).toMatchObject({ kind: 'donation', planId: null, userEmail: null });

    await call({ method: 'POST', url: `/api/admin/payments/${donation!.id}/refund` });
    const [refunded] = await ctx.database.db.select().from(donations).where(eq(donations.id, donation!.id));
    expect(refunded?.status).toBe('refunded');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a month that has not begun, and one written wrong', async () => {
    const next = new Date(ctx.clock.now().getTime() + 40 * DAY_MS).toISOString().slice(0, 7);
    const future = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/affiliates/payouts',
      headers: admin.headers,
      payload: { month: next },
    });
    expect({ status: future.statusCode, body: future.json() }).toEqual({
      status: 400,
      body: { message: `${next} has not ended yet`, code: 'MONTH_NOT_ENDED' },
    });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/affiliates/payouts',
      headers: admin.headers,
      payload: { month: '2026-13' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('affiliate payouts with the 30-day hold', () => {
  const ctx = useTestApp({}, { ADMIN_EMAILS: ADMIN_EMAIL });

  it('closes a month only once it has ended', async () => {
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    const month = ctx.clock.now().toISOString().slice(0, 7);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/affiliates/payouts',
      headers: admin.headers,
      payload: { month },
    });
    expect(refused.json()).toEqual({ message: `${month} has not ended yet`, code: 'MONTH_NOT_ENDED' });
    const past = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/affiliates/payouts',
      headers: admin.headers,
      payload: { month: '2026-01' },
    });
    expect(past.json()).toEqual({ message: adminMessages.nothingToApprove, payouts: [] });
  });
});

describe('the dashboard', () => {
  // An image engine that fails: its 5xx answers are what the dashboard counts as errors.
  const broken: ImageEngine = {
    engine: 'openai',
    model: 'broken',
    draw: async () => {
      throw new Error('the image engine broke');
    },
  };
  const ctx = useTestApp({ images: broken }, { ADMIN_EMAILS: ADMIN_EMAIL });

  it('counts users, trials, plans, revenue, generations by kind and engine, and errors', async () => {
    // Users' registration times are the database's: the dashboard's clock reads now too.
    ctx.clock.advance(Date.now() - ctx.clock.now().getTime());
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    const weekly = await registerUser(ctx.app);
    const basic = await registerUser(ctx.app);
    const granted = await registerUser(ctx.app);
    const trial = await registerUser(ctx.app);
    await subscribeUser(ctx, weekly, 'weekly');
    await subscribeUser(ctx, basic, 'basic');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${granted.user.id}/grant-plan`,
      headers: admin.headers,
      payload: { planId: 'premium', days: 5 },
    });

    const script = await ctx.app.inject({
      method: 'POST',
      url: '/api/scripts/generate',
      headers: trial.headers,
      payload: { topic: 'Kites', seed: 1 },
    });
    const voiceover = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-voiceover',
      headers: trial.headers,
      payload: { text: 'Hello there.' },
    });
    expect([script.statusCode, voiceover.statusCode]).toEqual([200, 200]);
    const image = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: trial.headers,
      payload: { prompt: 'a kite', count: 1 },
    });
    expect(image.statusCode).toBeGreaterThanOrEqual(500);

    const read = async () =>
      adminDashboard.parse((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard?days=7', headers: admin.headers })).json());
    // The error is recorded once its answer has gone out.
    await expect.poll(async () => (await read()).errorsLast24h.total).toBe(1);
    const dashboard = await read();
    const today = ctx.clock.now().toISOString().slice(0, 10);
    expect(dashboard.users.total).toBe(5);
    expect(dashboard.users.newPerDay).toHaveLength(7);
    expect(dashboard.users.newPerDay.at(-1)).toEqual({ date: today, count: 5 });
    expect(dashboard.trialsRunning).toBe(2);
    expect(dashboard.activeSubscriptions).toEqual([
      { planId: 'weekly', count: 1 },
      { planId: 'basic', count: 1 },
      { planId: 'premium', count: 1 },
    ]);
    // Weekly × 52 / 12 plus Basic; the granted Premium brings no revenue.
    expect(dashboard.mrrCents).toBe(Math.round((699 * 52) / 12 + 2000));
    expect(dashboard.generationsPerDay).toEqual([
      { date: today, kind: 'script', engine: script.json().engine, count: 1 },
      { date: today, kind: 'voiceover', engine: voiceover.json().engine, count: 1 },
    ]);
    expect(dashboard.errorsLast24h).toEqual({ total: 1, byRoute: [{ route: 'POST /api/images/generate', count: 1 }] });
  });
});

describe('refunds through Stripe, and Stripe donations', () => {
  let stripeServer: Awaited<ReturnType<typeof startStripeTestServer>>;
  let ctx: TestContext & { close(): Promise<void> };
  let admin: RegisteredUser;
  beforeAll(async () => {
    stripeServer = await startStripeTestServer((request) =>
      request.path === '/v1/refunds' ? { id: 're_1', object: 'refund', status: 'succeeded' } : { id: 'x', object: 'unknown' },
    );
    ctx = await buildTestApp({}, { ...stripeEnv(stripeServer.url), ADMIN_EMAILS: ADMIN_EMAIL });
    admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
  });
  afterAll(async () => {
    await ctx.close();
    await stripeServer.close();
  });
  const call = consoleOf(
    () => ctx.app,
    () => admin,
  );

  it('refunds a Stripe invoice at Stripe (once), then marks it refunded', async () => {
    const user = await registerUser(ctx.app);
    await subscribeUser(ctx, user, 'basic', { invoiceRef: 'in_stripe_1', paymentRef: 'pi_stripe_1' });
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.externalId, 'in_stripe_1'));
    await call({ method: 'POST', url: `/api/admin/payments/${invoice!.id}/refund` });
    const refunds = stripeServer.requests.filter((request) => request.path === '/v1/refunds');
    expect(refunds).toEqual([expect.objectContaining({ method: 'POST', params: { payment_intent: 'pi_stripe_1' } })]);
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(row?.status).toBe('refunded');
    // Stripe's own word of it later changes nothing more.
    const refundedAt = row?.refundedAt;
    await ctx.services.paymentEvents.apply({
      type: 'payment.refunded',
      eventId: 'evt_refund_late',
      occurredAt: new Date(ctx.clock.now().getTime() + 60_000),
      user: { userId: null, stripeCustomerId: null },
      paymentRef: 'pi_stripe_1',
    });
    const [after] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(after?.refundedAt).toEqual(refundedAt);
    await call({ method: 'POST', url: `/api/admin/payments/${invoice!.id}/refund` }, 409);
    expect(stripeServer.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(1);
  });

  it('records a donation from Stripe Checkout once, and Stripe’s refund of it', async () => {
    const donor = await registerUser(ctx.app);
    const session = {
      id: 'cs_donation_1',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      customer: null,
      payment_intent: 'pi_donation_1',
      amount_total: 1000,
      currency: 'usd',
      metadata: { kind: 'donation', userId: donor.user.id },
    };
    const created = Math.floor(ctx.clock.now().getTime() / 1000);
    for (const id of ['evt_donation_1', 'evt_donation_1', 'evt_donation_2']) {
      expect((await sendStripeEvent(ctx.app, stripeEvent(id, 'checkout.session.completed', created, session))).statusCode).toBe(200);
    }
    const rows = await ctx.database.db.select().from(donations).where(eq(donations.externalId, 'cs_donation_1'));
    expect(rows).toEqual([
      expect.objectContaining({
        processor: 'stripe',
        paymentRef: 'pi_donation_1',
        amountCents: 1000,
        userId: donor.user.id,
        status: 'paid',
      }),
    ]);
    const listed = adminPayments.parse(await call({ method: 'GET', url: '/api/admin/payments' }));
    expect(listed.payments.find((entry) => entry.id === rows[0]!.id)).toMatchObject({
      kind: 'donation',
      processor: 'stripe',
      userEmail: donor.email,
    });

    const charge = { id: 'ch_1', object: 'charge', payment_intent: 'pi_donation_1', refunded: true, customer: null };
    await sendStripeEvent(ctx.app, stripeEvent('evt_charge_refunded_1', 'charge.refunded', created + 5, charge));
    const [refunded] = await ctx.database.db.select().from(donations).where(eq(donations.externalId, 'cs_donation_1'));
    expect(refunded?.status).toBe('refunded');
  });
});
