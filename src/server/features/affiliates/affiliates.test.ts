import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@shared/catalog/affiliates';
import { affiliateDashboard, payoutStatement, type AffiliateDashboard, type PayoutStatement } from '@shared/contracts/affiliates';
import { affiliateReferrals } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import {
  authHeaders,
  openAffiliateLink,
  refundPayment,
  registerThroughAffiliateLink,
  registerUser,
  subscribeUser,
  uniqueEmail,
  visitorAddress,
  type RegisteredUser,
} from '../../test/factories';
import { stripeEnv } from '../../test/stripe-env';
import { paidInvoice, sendStripeEvent, stripeEvent } from '../../test/stripe-webhooks';
import { runMonthlyPayouts } from './payouts';

/** Calls the affiliate API of the test file's app as its users would. */
function affiliateClient(ctx: TestContext) {
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
    ctx.app.inject({ method: 'POST', url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });
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

  return { post, signIn, dashboardOf, statementOf, newAffiliate };
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

  it('counts one click per address per link per day, however many browsers or requests, and ignores unknown codes', async () => {
    const { owner, code } = await newAffiliate();
    const address = visitorAddress();
    const first = await openAffiliateLink(ctx.app, code, address, '/features');
    expect(first).toMatch(/^genesis_ref=[0-9a-f-]{36}$/);
    // The same address again, as any browser (the server never asks for a visitor id): the same click.
    expect(await openAffiliateLink(ctx.app, code, address)).toBe(first);
    // Another address, eight requests at once: one click.
    const other = visitorAddress();
    const cookies = await Promise.all(Array.from({ length: 8 }, () => openAffiliateLink(ctx.app, code, other)));
    expect(new Set(cookies).size).toBe(1);
    expect(cookies[0]).not.toBe(first);
    for (const unknown of ['nosuchcode1', '../../x', '']) expect(await openAffiliateLink(ctx.app, unknown, address)).toBeUndefined();

    ctx.clock.advance(DAY_MS);
    expect(await openAffiliateLink(ctx.app, code, address)).not.toBe(first);
    const dashboard = await dashboardOf(owner);
    expect(dashboard.stats.clicks).toBe(3);
    expect(dashboard.clicks.map((click) => click.landingPath).sort()).toEqual(['/', '/', '/features']);
  });

  it('attributes a registration carrying the cookie of a click within 30 days, forgets it once registered, and no other', async () => {
    const { owner, code } = await newAffiliate();
    const attributed = visitorAddress();
    const cookie = await openAffiliateLink(ctx.app, code, attributed);
    const register = (email: string, headers: Record<string, string>, remoteAddress = visitorAddress()) =>
      post('/api/auth/register', { name: 'N', email, password: 'pw123456', confirmPassword: 'pw123456' }, headers, remoteAddress);
    const registered = await register(uniqueEmail(), { cookie: cookie! }, attributed);
    expect(registered.statusCode).toBe(201);
    expect(registered.headers['set-cookie']).toBe('genesis_ref=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');

    // No cookie, a cookie naming no click, or one whose click is 31 days old: no referral.
    const stale = visitorAddress();
    const staleCookie = await openAffiliateLink(ctx.app, code, stale);
    ctx.clock.advance(31 * DAY_MS);
    expect((await register(uniqueEmail(), { cookie: staleCookie! }, stale)).statusCode).toBe(201);
    expect((await register(uniqueEmail(), {})).statusCode).toBe(201);
    expect((await register(uniqueEmail(), { cookie: `genesis_ref=${crypto.randomUUID()}` })).statusCode).toBe(201);
    expect((await register(uniqueEmail(), { cookie: 'genesis_ref=not-a-click; other=1' })).statusCode).toBe(201);
    // The affiliate's payout e-mail is a self-referral: listed as refused, not counted.
    const fresh = visitorAddress();
    const freshCookie = await openAffiliateLink(ctx.app, code, fresh);
    expect((await register('payouts@example.com', { cookie: freshCookie! }, fresh)).statusCode).toBe(201);

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
  const { post, signIn, dashboardOf, statementOf, newAffiliate } = affiliateClient(ctx);
  const storedReferral = async (user: RegisteredUser) => {
    const [row] = await ctx.database.db.select().from(affiliateReferrals).where(eq(affiliateReferrals.referredUserId, user.user.id));
    return row;
  };
  /** Why the affiliate's dashboard says the user's referral earns nothing; null when it earns. */
  const refusalShown = async (owner: RegisteredUser, user: RegisteredUser) => {
    const referral = await storedReferral(user);
    const shown = (await dashboardOf(owner)).referrals.find((entry) => entry.id === referral?.id);
    if (!shown) throw new Error('the referral is not on the dashboard');
    return shown.refusedReason;
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

    // Signed out, in either of those browsers (taken elsewhere): open the own link, register an unrelated address, pay.
    const fromRegistration = await registerThroughAffiliateLink(ctx.app, code, { visitorId: registeredIn });
    const fromSignIn = await registerThroughAffiliateLink(ctx.app, code, { visitorId: signedInWith });
    const stranger = await registerThroughAffiliateLink(ctx.app, code);
    for (const user of [fromRegistration, fromSignIn, stranger]) await pays(user);

    expect(await refusalShown(owner, fromRegistration)).toBe('same_visitor');
    expect(await refusalShown(owner, fromSignIn)).toBe('same_visitor');
    expect(await refusalShown(owner, stranger)).toBeNull();
    const dashboard = await dashboardOf(owner);
    expect(dashboard.stats).toMatchObject({ clicks: 3, referrals: 1, pendingEarnings: 15 });
    expect(dashboard.referrals.filter((referral) => referral.status === 'refused')).toHaveLength(2);
  });

  it('refuses an account registered in a browser where the affiliate is signed in', async () => {
    const { owner, code } = await newAffiliate();
    const own = await registerThroughAffiliateLink(ctx.app, code, { headers: await signIn(owner) });
    expect(await storedReferral(own)).toMatchObject({ refusal: 'same_visitor' });
  });

  it('refuses an account that signs up, signs in or starts paying from an address the affiliate used, whatever its browser says', async () => {
    // The affiliate signed up from app.inject's 127.0.0.1, and signs in at home too: an IPv6 network.
    const { owner, code } = await newAffiliate();
    const home = '2001:db8:7:1::10';
    expect((await post('/api/auth/login', { email: owner.email, password: owner.password }, {}, home)).statusCode).toBe(200);

    // A fresh browser id each time: one signs up from the affiliate's address; one, made elsewhere,
    // signs in from another machine of the affiliate's home network (its /64); one starts paying there.
    const signsUp = await registerThroughAffiliateLink(ctx.app, code, { address: '127.0.0.1' });
    const signsIn = await registerThroughAffiliateLink(ctx.app, code);
    expect((await post('/api/auth/login', { email: signsIn.email, password: signsIn.password }, {}, '2001:db8:7:1::99')).statusCode).toBe(
      200,
    );
    const startsPaying = await registerThroughAffiliateLink(ctx.app, code);
    expect((await post('/api/create-checkout-session', { priceId: 'price_premium' }, startsPaying.headers, home)).statusCode).toBe(200);
    const stranger = await registerThroughAffiliateLink(ctx.app, code);
    for (const user of [signsUp, signsIn, startsPaying, stranger]) await pays(user);

    for (const user of [signsUp, signsIn, startsPaying]) expect(await refusalShown(owner, user)).toBe('same_address');
    expect(await refusalShown(owner, stranger)).toBeNull();
    expect((await dashboardOf(owner)).affiliate).toMatchObject({ totalEarnings: 15, totalReferrals: 1 });
    ctx.clock.advance(31 * DAY_MS);
    expect(await statementOf(owner)).toMatchObject({ approvedBalance: 15 });
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
    const charge = stripeEvent(`evt_${ref}_charge`, 'charge.succeeded', created, {
      id: `ch_${ref}`,
      object: 'charge',
      payment_intent: `pi_${ref}`,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', fingerprint } },
    });
    const invoice = stripeEvent(
      `evt_${ref}_invoice`,
      'invoice.paid',
      created,
      paidInvoice(ref, { userId: user.user.id, planId: 'premium', priceId: 'price_stripe_premium', amountCents: 5000, created }),
    );
    for (const event of order === 'charge first' ? [charge, invoice] : [invoice, charge]) {
      expect((await sendStripeEvent(ctx.app, event)).statusCode).toBe(200);
    }
  }

  it('pays on an invoice Stripe dates in the second the referral was made (its times are whole seconds)', async () => {
    // The referral 0.7 s into a second; Stripe's invoice.paid of that second says it was paid at its start.
    ctx.clock.advance(1700 - (ctx.clock.now().getTime() % 1000));
    const { owner, code } = await newAffiliate();
    const referred = await registerThroughAffiliateLink(ctx.app, code);
    await payWithCard(referred, 'fp_same_second');
    expect((await dashboardOf(owner)).commissions).toEqual([expect.objectContaining({ status: 'pending', commissionAmount: 15 })]);
  });

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
