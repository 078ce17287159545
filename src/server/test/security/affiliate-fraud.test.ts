/**
 * Commissions for referrals that are no one's money: an affiliate making accounts of their own
 * from their own address (each with a fresh browser id), and payments through the local test
 * checkout, which charges nothing. Attacked as it was on the built product: the console approved
 * a $60 payout. The rules are tested with the affiliates feature; this keeps the attack out.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCommissions, runPayoutsResult } from '@shared/contracts/admin';
import { affiliateDashboard } from '@shared/contracts/affiliates';
import { useTestApp } from '../build-test-app';
import {
  createAffiliateAccount,
  openAffiliateLink,
  payThroughLocalCheckout,
  registerAdministrator,
  registerThroughAffiliateLink,
  registerUser,
  subscribeUser,
  visitorAddress,
  type RegisteredUser,
} from '../factories';

const ADMIN_EMAIL = 'fraud-admin@example.com';

describe('affiliate fraud', () => {
  // No hold and no minimum: whatever is approved is paid out at once, as in the attack.
  const ctx = useTestApp({}, { ADMIN_EMAILS: ADMIN_EMAIL, AFFILIATE_HOLD_DAYS: '0', AFFILIATE_PAYOUT_MINIMUM: '0' });
  const month = () => ctx.clock.now().toISOString().slice(0, 7);
  let admin: RegisteredUser;
  beforeAll(async () => {
    admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL, address: visitorAddress() });
  });

  /** An affiliate account made by a user who signed up from `address`. */
  async function affiliateAt(address: string) {
    const owner = await registerUser(ctx.app, { address, visitorId: randomUUID() });
    return { owner, code: await createAffiliateAccount(ctx.app, owner) };
  }

  async function consoleCloses() {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/affiliates/payouts',
      headers: admin.headers,
      payload: { month: month() },
    });
    expect(response.statusCode).toBe(200);
    return runPayoutsResult.parse(response.json()).payouts;
  }

  const dashboardOf = async (owner: RegisteredUser) =>
    affiliateDashboard.parse((await ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers: owner.headers })).json());

  it('one address, four accounts with fresh browser ids, each paid through the test checkout: no commission, no payout (before: $60)', async () => {
    const home = '203.0.113.60';
    const { owner, code } = await affiliateAt(home);
    for (let account = 0; account < 4; account += 1) {
      const cookie = await openAffiliateLink(ctx.app, code, home);
      expect(cookie).toBeDefined();
      const farmed = await registerUser(ctx.app, { address: home, visitorId: randomUUID(), headers: { cookie: cookie! } });
      await payThroughLocalCheckout(ctx.app, farmed, 'price_premium', home);
    }

    expect(await consoleCloses()).toEqual([]);
    const dashboard = await dashboardOf(owner);
    // One click a day from one address, whatever the browser ids.
    expect(dashboard.stats).toMatchObject({ clicks: 1, referrals: 0, pendingEarnings: 0, approvedEarnings: 0 });
    expect(dashboard.affiliate.totalEarnings).toBe(0);
    expect(dashboard.referrals.map(({ status, refusedReason, commissionAmount }) => ({ status, refusedReason, commissionAmount }))).toEqual(
      Array.from({ length: 4 }, () => ({ status: 'refused', refusedReason: 'same_address', commissionAmount: 0 })),
    );
  });

  it('accounts elsewhere paying through the test checkout are shown as Test and never paid out; a real payment still is', async () => {
    const { owner, code } = await affiliateAt(visitorAddress());
    const tested: RegisteredUser[] = [];
    for (let account = 0; account < 3; account += 1) {
      const address = visitorAddress();
      const referred = await registerThroughAffiliateLink(ctx.app, code, { address });
      await payThroughLocalCheckout(ctx.app, referred, 'price_premium', address);
      tested.push(referred);
    }
    const paying = await registerThroughAffiliateLink(ctx.app, code);
    await subscribeUser(ctx, paying, 'premium', { invoiceRef: `in_${paying.user.id}`, paymentRef: `pi_${paying.user.id}` });

    const dashboard = await dashboardOf(owner);
    expect(dashboard.referrals.map((referral) => referral.status).sort()).toEqual(['approved', 'test', 'test', 'test']);
    expect(dashboard.referrals.filter((referral) => referral.status === 'test').every((referral) => referral.commissionAmount === 0)).toBe(
      true,
    );
    expect(dashboard.commissions.filter((commission) => commission.status === 'test')).toHaveLength(3);
    expect(dashboard.affiliate.totalEarnings).toBe(15);
    expect(dashboard.stats).toMatchObject({ referrals: 4, approvedEarnings: 15 });

    // The console lists them as test, apart from what is owed; the month pays the real one only.
    const listed = adminCommissions.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/affiliates/commissions?status=test', headers: admin.headers })).json(),
    );
    expect(listed.commissions.filter((entry) => entry.affiliateEmail === owner.email)).toHaveLength(3);
    expect(listed.totals.test).toBeGreaterThanOrEqual(3 * 1500);
    const payouts = await consoleCloses();
    expect(payouts.map((payout) => payout.amountCents)).toEqual([1500]);
  });
});
