import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@shared/catalog/affiliates';
import { affiliateDashboard, payoutStatement, type AffiliateDashboard, type PayoutStatement } from '@shared/contracts/affiliates';
import { affiliateReferrals } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import {
  authHeaders,
  refundPayment,
  registerThroughAffiliateLink,
  registerUser,
  subscribeUser,
  uniqueEmail,
  type RegisteredUser,
} from '../../test/factories';
import { stripeEnv } from '../../test/stripe-env';
import { sendStripeEvent, stripeEvent } from '../../test/stripe-webhooks';
import { runMonthlyPayouts } from './payouts';

/** Calls the affiliate API of the test file's app as its users would. */
function affiliateClient(ctx: TestContext) {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  // Signs in again each time: the tests move the clock past sessions' 30 days.
  const signIn = async (user: RegisteredUser) =>
    authHeaders((await post('/api/auth/login', { email: user.email, password: user.password })).json());
  const dashboardOf = async (user: RegisteredUser): Promise<AffiliateDashboard> => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers: await signIn(user) });
    expect(response.statusCode).toBe(200);
    return affiliateDashboard.parse(response.json());
  };
  const statementOf = async (user: RegisteredUser): Promise<PayoutStatement> =>
    payoutStatement.parse((await ctx.app.inject({ method: 'GET', url: '/api/affiliate/payouts', headers: await signIn(user) })).json());

  /** A user who made an affiliate account: by default a fresh address, paid out to payouts@example.com. */
  async function newAffiliate(options: { email?: string; payoutEmail?: string; visitorId?: string } = {}) {
    const owner = await registerUser(ctx.app, { email: options.email, visitorId: options.visitorId });
    const created = await post('/api/affiliate/create', { payoutEmail: options.payoutEmail ?? 'Payouts@Example.com' }, owner.headers);
    expect(created.statusCode).toBe(201);
    return { owner, code: created.json().affiliateCode as string };
  }

  return { post, dashboardOf, statementOf, newAffiliate };
}

describe('affiliate programme API', () => {
  const ctx = useTestApp();
  const { post, dashboardOf, newAffiliate } = affiliateClient(ctx);

  it('creates one account per user with a random URL-safe code', async () => {
    const { owner, code } = await newAffiliate();
    expect(code).toMatch(/^[A-Za-z0-9_-]{10}$/);
    const again = await post('/api/affiliate/create', { payoutEmail: 'other@example.com' }, owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AFFILIATE_EXISTS');
    const dashboard = await dashboardOf(owner);
    expect(dashboard.affiliate).toMatchObject({
      affiliateCode: code,
      payoutEmail: 'payouts@example.com',
      totalEarnings: 0,
      totalReferrals: 0,
    });
    expect(dashboard.stats).toMatchObject({ clicks: 0, referrals: 0, conversionRate: 0 });
  });

  it.each([
    [{ payoutEmail: '' }, 'Please enter your payout email address'],
    [{ payoutEmail: 'not-an-email' }, 'Please enter a valid payout email address.'],
    [{}, 'Please enter your payout email address'],
  ])('refuses %j with 400 and a message', async (payload, message) => {
    const user = await registerUser(ctx.app);
    const response = await post('/api/affiliate/create', payload, user.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 NO_AFFILIATE_ACCOUNT without an account and 401 signed out, and never shows another user their dashboard', async () => {
    const { owner, code } = await newAffiliate();
    const stranger = await registerUser(ctx.app);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers: stranger.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'No affiliate account yet', code: 'NO_AFFILIATE_ACCOUNT' });
    expect(theirs.body).not.toContain(code);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/affiliate/payouts', headers: stranger.headers })).statusCode).toBe(404);
    expect((await dashboardOf(owner)).affiliate.affiliateCode).toBe(code);
  });

  it('counts a visitor once a day, ignores unknown codes and refuses the affiliate clicking their own link', async () => {
    const { owner, code } = await newAffiliate();
    const visitor = { code, visitorId: crypto.randomUUID(), landingPath: '/features' };
    expect((await post('/api/affiliate/click', visitor)).json()).toEqual({ counted: true });
    expect((await post('/api/affiliate/click', visitor)).json()).toEqual({ counted: false });
    expect((await post('/api/affiliate/click', { ...visitor, visitorId: crypto.randomUUID() })).json()).toEqual({ counted: true });
    expect((await post('/api/affiliate/click', { ...visitor, code: 'nosuchcode1' })).json()).toEqual({ counted: false });
    expect((await post('/api/affiliate/click', { ...visitor, code: '../../x' })).json()).toEqual({ counted: false });

    const own = await post('/api/affiliate/click', { ...visitor, visitorId: crypto.randomUUID() }, owner.headers);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('SELF_REFERRAL');

    ctx.clock.advance(DAY_MS + 60_000);
    expect((await post('/api/affiliate/click', visitor)).json()).toEqual({ counted: true });
    const dashboard = await dashboardOf(owner);
    expect(dashboard.stats.clicks).toBe(3);
    expect(dashboard.clicks[0]?.landingPath).toBe('/features');
  });

  it('attributes a registration that follows a click within 30 days, and no other', async () => {
    const { owner, code } = await newAffiliate();
    await registerThroughAffiliateLink(ctx.app, code);

    // A code without a click from this browser, or with a click 31 days old, attributes nothing.
    const stale = crypto.randomUUID();
    await post('/api/affiliate/click', { code, visitorId: stale, landingPath: '/' });
    ctx.clock.advance(31 * DAY_MS);
    const register = (email: string, visitorId: string) =>
      post('/api/auth/register', { name: 'N', email, password: 'pw123456', confirmPassword: 'pw123456', referral: { code, visitorId } });
    expect((await register(uniqueEmail(), stale)).statusCode).toBe(201);
    expect((await register(uniqueEmail(), crypto.randomUUID())).statusCode).toBe(201);
    // The affiliate's payout e-mail is a self-referral: listed as refused, not counted.
    const fresh = crypto.randomUUID();
    await post('/api/affiliate/click', { code, visitorId: fresh, landingPath: '/' });
    expect((await register('payouts@example.com', fresh)).statusCode).toBe(201);
    // An unknown code never blocks a registration.
    const unknown = await post('/api/auth/register', {
      name: 'N',
      email: uniqueEmail(),
      password: 'pw123456',
      confirmPassword: 'pw123456',
      referral: { code: 'nosuchcode1', visitorId: fresh },
    });
    expect(unknown.statusCode).toBe(201);

    const dashboard = await dashboardOf(owner);
    expect(dashboard.stats.referrals).toBe(1);
    expect(dashboard.referrals.map(({ status, refusedReason }) => ({ status, refusedReason }))).toEqual([
      { status: 'refused', refusedReason: 'payout_email' },
      { status: 'pending', refusedReason: null },
    ]);
    expect(dashboard.referrals[1]).toMatchObject({ subscriptionPlan: null, commissionAmount: 0 });
  });

  it('pays 30% of each paid invoice once, pending for 30 days, then approved; a refund reverses it', async () => {
    const { owner, code } = await newAffiliate();
    const referred = await registerThroughAffiliateLink(ctx.app, code);
    await subscribeUser(ctx, referred, 'weekly', { eventId: 'evt-1', invoiceRef: 'in-aff-1', paymentRef: 'pi-aff-1' });
    // The same invoice again, as a repeated webhook and as a second event for the same invoice.
    await subscribeUser(ctx, referred, 'weekly', { eventId: 'evt-1', invoiceRef: 'in-aff-1', paymentRef: 'pi-aff-1' });
    await subscribeUser(ctx, referred, 'weekly', { eventId: 'evt-1b', invoiceRef: 'in-aff-1', paymentRef: 'pi-aff-1' });

    let dashboard = await dashboardOf(owner);
    expect(dashboard.commissions).toHaveLength(1);
    expect(dashboard.commissions[0]).toMatchObject({
      subscriptionPlan: 'weekly',
      amountPaid: 6.99,
      commissionAmount: 2.1,
      status: 'pending',
    });
    expect(dashboard.referrals[0]).toMatchObject({ subscriptionPlan: 'weekly', commissionAmount: 2.1, status: 'pending' });
    expect(dashboard.affiliate.totalEarnings).toBe(2.1);
    expect(dashboard.stats).toMatchObject({ clicks: 1, referrals: 1, conversionRate: 100, pendingEarnings: 2.1, approvedEarnings: 0 });

    ctx.clock.advance(30 * DAY_MS);
    dashboard = await dashboardOf(owner);
    expect(dashboard.commissions[0]?.status).toBe('approved');
    expect(dashboard.referrals[0]?.status).toBe('approved');
    expect(dashboard.stats).toMatchObject({ pendingEarnings: 0, approvedEarnings: 2.1 });

    await refundPayment(ctx, referred, 'pi-aff-1');
    dashboard = await dashboardOf(owner);
    expect(dashboard.commissions[0]?.status).toBe('reversed');
    expect(dashboard.affiliate.totalEarnings).toBe(0);
    expect(dashboard.stats).toMatchObject({ pendingEarnings: 0, approvedEarnings: 0 });
  });
});

describe('self-referrals: an affiliate earns nothing on their own accounts', () => {
  const ctx = useTestApp();
  const { post, dashboardOf, statementOf, newAffiliate } = affiliateClient(ctx);
  const storedReferral = async (user: RegisteredUser) => {
    const [row] = await ctx.database.db.select().from(affiliateReferrals).where(eq(affiliateReferrals.referredUserId, user.user.id));
    return row;
  };
  const pays = (user: RegisteredUser) =>
    subscribeUser(ctx, user, 'premium', {
      eventId: `evt-${user.user.id}`,
      invoiceRef: `in-${user.user.id}`,
      paymentRef: `pi-${user.user.id}`,
    });

  it('refuses an account of the affiliate’s own mailbox, keeps it with the reason and shows it as refused', async () => {
    const name = `owner${crypto.randomUUID().slice(0, 8)}`;
    const { owner, code } = await newAffiliate({ email: `${name}@gmail.com` });
    // The attack: a second address of the same Gmail mailbox, through the affiliate's own link, paying $50.
    const own = await registerThroughAffiliateLink(ctx.app, code, { email: `${name.slice(0, 3)}.${name.slice(3)}+2@googlemail.com` });
    await pays(own);

    expect(await storedReferral(own)).toMatchObject({ refusal: 'same_mailbox', clickId: expect.any(String) });
    const dashboard = await dashboardOf(owner);
    expect(dashboard.referrals).toEqual([
      expect.objectContaining({ subscriptionPlan: 'premium', commissionAmount: 0, status: 'refused', refusedReason: 'same_mailbox' }),
    ]);
    expect(dashboard.commissions).toEqual([expect.objectContaining({ amountPaid: 50, status: 'refused', refusedReason: 'same_mailbox' })]);
    expect(dashboard.affiliate).toMatchObject({ totalEarnings: 0, totalReferrals: 0 });
    expect(dashboard.stats).toMatchObject({ referrals: 0, pendingEarnings: 0, approvedEarnings: 0 });

    // Past the approval period nothing is owed.
    ctx.clock.advance(31 * DAY_MS);
    expect(await statementOf(owner)).toMatchObject({ approvedBalance: 0, pendingBalance: 0, payable: false });
  });

  it('refuses an account of the payout e-mail’s mailbox, but not another mailbox that only looks alike', async () => {
    const { owner, code } = await newAffiliate({ payoutEmail: `Pay.Outs+${crypto.randomUUID().slice(0, 6)}@Example.com` });
    const own = await registerThroughAffiliateLink(ctx.app, code, { email: `pay.outs+farm${crypto.randomUUID().slice(0, 6)}@example.com` });
    // Outside Gmail, dots make another mailbox (and the addresses are unique per run thanks to the +tag above).
    const other = await registerThroughAffiliateLink(ctx.app, code, { email: uniqueEmail('payouts') });
    await pays(own);
    await pays(other);

    expect(await storedReferral(own)).toMatchObject({ refusal: 'payout_email' });
    expect(await storedReferral(other)).toMatchObject({ refusal: null });
    const dashboard = await dashboardOf(owner);
    expect(dashboard.affiliate.totalEarnings).toBe(15);
    expect(
      dashboard.commissions
        .map(({ status, refusedReason }) => ({ status, refusedReason }))
        .sort((a, b) => a.status.localeCompare(b.status)),
    ).toEqual([
      { status: 'pending', refusedReason: null },
      { status: 'refused', refusedReason: 'payout_email' },
    ]);
  });

  it('refuses an account made in a browser the affiliate registered or signed in with (its visitor id)', async () => {
    const registeredIn = crypto.randomUUID();
    const signedInWith = crypto.randomUUID();
    const { owner, code } = await newAffiliate({ visitorId: registeredIn });
    expect((await post('/api/auth/login', { email: owner.email, password: owner.password, visitorId: signedInWith })).statusCode).toBe(200);

    // Signed out, in either of those browsers: open the own link, register an unrelated address, pay.
    const fromRegistration = await registerThroughAffiliateLink(ctx.app, code, { visitorId: registeredIn });
    const fromSignIn = await registerThroughAffiliateLink(ctx.app, code, { visitorId: signedInWith });
    const stranger = await registerThroughAffiliateLink(ctx.app, code);
    for (const user of [fromRegistration, fromSignIn, stranger]) await pays(user);

    expect(await storedReferral(fromRegistration)).toMatchObject({ refusal: 'same_visitor' });
    expect(await storedReferral(fromSignIn)).toMatchObject({ refusal: 'same_visitor' });
    expect(await storedReferral(stranger)).toMatchObject({ refusal: null });
    const dashboard = await dashboardOf(owner);
    expect(dashboard.stats).toMatchObject({ clicks: 3, referrals: 1, pendingEarnings: 15 });
    expect(dashboard.referrals.filter((referral) => referral.status === 'refused')).toHaveLength(2);
  });

  it('refuses the commissions of an account that signs in from the affiliate’s browser after registering from another', async () => {
    const affiliatesBrowser = crypto.randomUUID();
    const { owner, code } = await newAffiliate({ visitorId: affiliatesBrowser });
    // /tmp/attack/affiliate.mjs: a fresh browser at registration, then signed in from the affiliate's, then paid.
    const second = await registerThroughAffiliateLink(ctx.app, code);
    expect(await storedReferral(second)).toMatchObject({ refusal: null });
    const signIn = await post('/api/auth/login', { email: second.email, password: second.password, visitorId: affiliatesBrowser });
    expect(signIn.statusCode).toBe(200);
    await pays(second);
    const stranger = await registerThroughAffiliateLink(ctx.app, code);
    await pays(stranger);

    const dashboard = await dashboardOf(owner);
    const refused = dashboard.referrals.filter((referral) => referral.status === 'refused');
    expect(refused).toEqual([expect.objectContaining({ commissionAmount: 0, refusedReason: 'same_visitor' })]);
    expect(
      dashboard.commissions
        .map(({ status, refusedReason }) => ({ status, refusedReason }))
        .sort((a, b) => a.status.localeCompare(b.status)),
    ).toEqual([
      { status: 'pending', refusedReason: null },
      { status: 'refused', refusedReason: 'same_visitor' },
    ]);
    // Before: $30 earned, 2 referrals.
    expect(dashboard.affiliate).toMatchObject({ totalEarnings: 15, totalReferrals: 1 });
    ctx.clock.advance(31 * DAY_MS);
    expect(await statementOf(owner)).toMatchObject({ approvedBalance: 15 });
  });
});

describe('self-referrals with Stripe: a payment by the affiliate’s own card', () => {
  const ctx = useTestApp({}, stripeEnv());
  const { dashboardOf, statementOf, newAffiliate } = affiliateClient(ctx);
  let sequence = 0;

  /** Stripe reports a paid invoice of `user` and the charge behind it (card `fingerprint`), in either order. */
  async function payWithCard(user: RegisteredUser, fingerprint: string, order: 'charge first' | 'invoice first' = 'charge first') {
    const ref = `${++sequence}_${user.user.id.slice(0, 8)}`;
    const created = Math.floor(ctx.clock.now().getTime() / 1000);
    const metadata = { userId: user.user.id, planId: 'premium' };
    const charge = stripeEvent(`evt_${ref}_charge`, 'charge.succeeded', created, {
      id: `ch_${ref}`,
      object: 'charge',
      payment_intent: `pi_${ref}`,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', fingerprint } },
    });
    const invoice = stripeEvent(`evt_${ref}_invoice`, 'invoice.paid', created, {
      id: `in_${ref}`,
      object: 'invoice',
      customer: `cus_${ref}`,
      amount_paid: 5000,
      currency: 'usd',
      parent: { subscription_details: { metadata, subscription: `sub_${ref}` } },
      payments: { data: [{ payment: { type: 'payment_intent', payment_intent: `pi_${ref}` } }] },
      lines: { data: [{ pricing: { price_details: { price: 'price_stripe_premium' } }, period: { end: created + 30 * 86_400 } }] },
    });
    for (const event of order === 'charge first' ? [charge, invoice] : [invoice, charge]) {
      expect((await sendStripeEvent(ctx.app, event)).statusCode).toBe(200);
    }
  }

  it('refuses a commission paid with a card the affiliate paid their own plan with, whichever event comes first', async () => {
    const { owner, code } = await newAffiliate();
    await payWithCard(owner, 'fp_affiliate');
    const ownCard = await registerThroughAffiliateLink(ctx.app, code);
    const otherCard = await registerThroughAffiliateLink(ctx.app, code);
    await payWithCard(ownCard, 'fp_affiliate', 'invoice first');
    await payWithCard(otherCard, 'fp_someone_else');

    const dashboard = await dashboardOf(owner);
    const byStatus = Object.fromEntries(dashboard.referrals.map((referral) => [referral.status, referral]));
    expect(byStatus.refused).toMatchObject({ subscriptionPlan: 'premium', commissionAmount: 0, refusedReason: 'same_card' });
    expect(byStatus.pending).toMatchObject({ commissionAmount: 15, refusedReason: null });
    expect(dashboard.affiliate.totalEarnings).toBe(15);
    // The referral itself is no self-referral: only the payment is.
    expect(dashboard.stats.referrals).toBe(2);
  });

  it('claws back a paid-out commission once the affiliate pays their own plan with that card', async () => {
    const { owner, code } = await newAffiliate();
    const referred = await registerThroughAffiliateLink(ctx.app, code);
    await payWithCard(referred, 'fp_shared_later');
    const paidIn = ctx.clock.now().toISOString().slice(0, 7);
    ctx.clock.advance(62 * DAY_MS);
    const paid = await runMonthlyPayouts(ctx.database.db, { month: paidIn, minimumCents: 0, now: ctx.clock.now() });
    expect(paid.find((line) => line.affiliateCode === code)).toMatchObject({ amountCents: 1500 });

    await payWithCard(owner, 'fp_shared_later');
    const dashboard = await dashboardOf(owner);
    expect(dashboard.commissions).toEqual([expect.objectContaining({ status: 'refused', refusedReason: 'same_card' })]);
    // The $15.00 already paid is owed back: the next payout subtracts it.
    expect(await statementOf(owner)).toMatchObject({ approvedBalance: -15 });
  });
});
