import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@shared/catalog/affiliates';
import { affiliateDashboard, type AffiliateDashboard } from '@shared/contracts/affiliates';
import { useTestApp } from '../../test/build-test-app';
import { authHeaders, refundPayment, registerThroughAffiliateLink, registerUser, subscribeUser, uniqueEmail, type RegisteredUser } from '../../test/factories';

describe('affiliate programme API', () => {
  const ctx = useTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  /** Signs in again each time: the tests move the clock past sessions' 30 days. */
  const dashboardOf = async (user: RegisteredUser): Promise<AffiliateDashboard> => {
    const login = await post('/api/auth/login', { email: user.email, password: user.password });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers: authHeaders(login.json()) });
    expect(response.statusCode).toBe(200);
    return affiliateDashboard.parse(response.json());
  };

  async function newAffiliate() {
    const owner = await registerUser(ctx.app);
    const created = await post('/api/affiliate/create', { payoutEmail: 'Payouts@Example.com' }, owner.headers);
    expect(created.statusCode).toBe(201);
    return { owner, code: created.json().affiliateCode as string };
  }

  it('creates one account per user with a random URL-safe code', async () => {
    const { owner, code } = await newAffiliate();
    expect(code).toMatch(/^[A-Za-z0-9_-]{10}$/);
    const again = await post('/api/affiliate/create', { payoutEmail: 'other@example.com' }, owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AFFILIATE_EXISTS');
    const dashboard = await dashboardOf(owner);
    expect(dashboard.affiliate).toMatchObject({ affiliateCode: code, payoutEmail: 'payouts@example.com', totalEarnings: 0, totalReferrals: 0 });
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
    // The affiliate's own e-mail is a self-referral.
    const fresh = crypto.randomUUID();
    await post('/api/affiliate/click', { code, visitorId: fresh, landingPath: '/' });
    expect((await register('payouts@example.com', fresh)).statusCode).toBe(201);
    // An unknown code never blocks a registration.
    const unknown = await post('/api/auth/register', {
      name: 'N', email: uniqueEmail(), password: 'pw123456', confirmPassword: 'pw123456', referral: { code: 'nosuchcode1', visitorId: fresh },
    });
    expect(unknown.statusCode).toBe(201);

    const dashboard = await dashboardOf(owner);
    expect(dashboard.stats.referrals).toBe(1);
    expect(dashboard.referrals).toHaveLength(1);
    expect(dashboard.referrals[0]).toMatchObject({ subscriptionPlan: null, commissionAmount: 0, status: 'pending' });
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
    expect(dashboard.commissions[0]).toMatchObject({ subscriptionPlan: 'weekly', amountPaid: 6.99, commissionAmount: 2.1, status: 'pending' });
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
