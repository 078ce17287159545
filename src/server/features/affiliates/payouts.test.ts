import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@shared/catalog/affiliates';
import { payoutStatement } from '@shared/contracts/affiliates';
import { affiliatePayouts } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { serverSettings, spawnBuilt } from '../../test/server-process';
import {
  authHeaders,
  refundPayment,
  registerThroughAffiliateLink,
  registerUser,
  subscribeUser,
  uniqueEmail,
  type RegisteredUser,
} from '../../test/factories';
import { monthCutoff, payoutCsv, runMonthlyPayouts } from './payouts';

describe('monthly affiliate payouts', () => {
  // The test clock starts on 2026-03-01: March's payments are approved on March 31.
  const ctx = useTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const signIn = async (user: RegisteredUser) =>
    authHeaders((await post('/api/auth/login', { email: user.email, password: user.password })).json());

  async function affiliateWithPayingReferrals(plan: 'weekly' | 'premium', payments: number) {
    const owner = await registerUser(ctx.app);
    const code = (await post('/api/affiliate/create', { payoutEmail: uniqueEmail('payout') }, owner.headers)).json().affiliateCode;
    const referred: RegisteredUser[] = [];
    for (let index = 0; index < payments; index += 1) {
      const user = await registerThroughAffiliateLink(ctx.app, code);
      await subscribeUser(ctx, user, plan, {
        eventId: `evt-${user.user.id}`,
        invoiceRef: `in-${user.user.id}`,
        paymentRef: `pi-${user.user.id}`,
      });
      referred.push(user);
    }
    return { owner, code: code as string, referred };
  }

  it('pays approved balances that reach the minimum once, writes the CSV, and claws back a later refund', async () => {
    const big = await affiliateWithPayingReferrals('premium', 4); // 4 × $15.00 = $60.00
    const small = await affiliateWithPayingReferrals('weekly', 1); // $2.10, under the $50 minimum

    // Not approved yet in February's run? March has not ended, so the run refuses.
    await expect(runMonthlyPayouts(ctx.database.db, { month: '2026-03', minimumCents: 5000, now: ctx.clock.now() })).rejects.toThrow(
      '2026-03 has not ended yet',
    );
    ctx.clock.advance(32 * DAY_MS); // 2026-04-02
    const run = () => runMonthlyPayouts(ctx.database.db, { month: '2026-03', minimumCents: 5000, now: ctx.clock.now() });
    const lines = await run();
    const mine = lines.filter((line) => line.affiliateCode === big.code || line.affiliateCode === small.code);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ affiliateCode: big.code, amountCents: 6000 });
    expect(mine[0]?.referralIds).toHaveLength(4);
    const csv = payoutCsv(mine);
    expect(csv.split('\n')[0]).toBe('affiliate_code,payout_email,amount,currency,referral_ids');
    expect(csv.split('\n')[1]).toMatch(new RegExp(`^${big.code},payout-[^,]+@example\\.com,60\\.00,USD,[0-9a-f-]{36}( [0-9a-f-]{36}){3}$`));

    // A second run for the same month pays nothing twice and reports the same payout.
    expect((await run()).filter((line) => line.affiliateCode === big.code)).toEqual(mine);
    const [payouts] = await ctx.database.db.select({ total: count() }).from(affiliatePayouts);
    expect(payouts?.total).toBe(lines.length);

    const statement = payoutStatement.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/affiliate/payouts', headers: await signIn(big.owner) })).json(),
    );
    expect(statement).toMatchObject({ minimumPayout: 50, approvedBalance: 0, payable: false });
    expect(statement.payouts).toEqual([{ month: '2026-03', amount: 60, commissions: 4, createdAt: expect.any(String) }]);
    const dashboard = (await ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers: await signIn(big.owner) })).json();
    expect(dashboard.stats).toMatchObject({ paidEarnings: 60, approvedEarnings: 0, pendingEarnings: 0 });
    expect(new Set(dashboard.commissions.map((item: { status: string }) => item.status))).toEqual(new Set(['paid']));

    // One of the paid commissions is refunded: April's statement owes it back.
    await refundPayment(ctx, big.referred[0]!, `pi-${big.referred[0]!.user.id}`);
    const after = payoutStatement.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/affiliate/payouts', headers: await signIn(big.owner) })).json(),
    );
    expect(after.approvedBalance).toBe(-15);
    const small2 = payoutStatement.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/affiliate/payouts', headers: await signIn(small.owner) })).json(),
    );
    expect(small2).toMatchObject({ approvedBalance: 2.1, payable: false, payouts: [] });
  });

  it('writes spreadsheet-safe CSV: quotes where needed, no field read as a formula', () => {
    const csv = payoutCsv([
      { affiliateCode: 'abc123XYZ0', payoutEmail: '=cmd@example.com', amountCents: 5000, referralIds: ['r1', 'r2'] },
      { affiliateCode: 'def456XYZ0', payoutEmail: 'a,"b"@example.com', amountCents: 12345, referralIds: ['r3'] },
    ]);
    expect(csv.split('\n').slice(1, 3)).toEqual([
      "abc123XYZ0,'=cmd@example.com,50.00,USD,r1 r2",
      'def456XYZ0,"a,""b""@example.com",123.45,USD,r3',
    ]);
  });

  it('reads months as YYYY-MM and cuts off at the start of the next month, in UTC', () => {
    expect(monthCutoff('2026-12').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(() => monthCutoff('2026-13')).toThrow('Month must be YYYY-MM');
    expect(() => monthCutoff('March')).toThrow('Month must be YYYY-MM');
  });

  it('runs from the command line and writes the file (npm run payouts -- --month …)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'genesis-payouts-'));
    try {
      const out = join(folder, 'payouts.csv');
      const cli = async (...args: string[]) => {
        const run = spawnBuilt('payouts', args, serverSettings({ DATA_DIR: folder }));
        return { status: await run.exited, stdout: run.stdout(), stderr: run.stderr() };
      };
      const done = await cli('--month', '2026-01', '--out', out);
      expect(done.stdout).toContain(`0 payout(s), $0.00 in all, written to ${out}`);
      expect(done.status).toBe(0);
      expect(readFileSync(out, 'utf8')).toBe('affiliate_code,payout_email,amount,currency,referral_ids\n');
      const usage = await cli();
      expect(usage.status).toBe(1);
      expect(usage.stderr).toContain('Usage: npm run payouts -- --month YYYY-MM');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // A new embedded database is made and migrated first.
  }, 60_000);
});
