import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { affiliateClicks, affiliatePayouts, affiliateReferrals, affiliates, invoices } from '../../db/schema';
import { loadCommissions, referralRefusal } from './commissions';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a deleted affiliate's payout address becomes: the account is kept for accounting, nobody's address is. */
export const DELETED_PAYOUT_EMAIL = 'deleted';

/**
 * Called in the transaction that deletes a user's account, before the user row goes: the
 * affiliate programme's records that must outlive it are made to stand without it.
 *
 * - As a referred user: their invoices are given the referral (invoices.referral_id), so they keep
 *   earning (or having earned) the affiliate's commissions once invoices.user_id is null; the
 *   referral's refusal is stored as it is computed now, because the sessions it is read from are
 *   deleted with the account.
 * - As an affiliate: the same for each of their referrals (their own sessions go too), and their
 *   payout e-mail is blanked. The account row stays, with its payouts, anonymised.
 */
export async function keepAffiliateRecordsOf(tx: Tx, userId: string): Promise<void> {
  const [referral] = await tx
    .select({ id: affiliateReferrals.id, affiliateUserId: affiliates.userId })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId))
    .where(eq(affiliateReferrals.referredUserId, userId));
  if (referral) {
    await tx
      .update(affiliateReferrals)
      .set({ refusal: referralRefusal(referral.affiliateUserId) })
      .where(eq(affiliateReferrals.id, referral.id));
    await tx.update(invoices).set({ referralId: referral.id }).where(eq(invoices.userId, userId));
  }

  const [account] = await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.userId, userId));
  if (account) {
    await tx
      .update(affiliateReferrals)
      .set({ refusal: referralRefusal(userId) })
      .where(eq(affiliateReferrals.affiliateId, account.id));
    await tx.update(affiliates).set({ payoutEmail: DELETED_PAYOUT_EMAIL }).where(eq(affiliates.id, account.id));
  }
}

/**
 * A user's affiliate account with everything it holds, for their data export; null when they have
 * none. Referred users are named by their referral only, never by their account.
 */
export async function affiliateRecordsOf(db: Database, userId: string) {
  const [account] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
  if (!account) return null;
  const [referrals, clicks, payouts, commissions] = await Promise.all([
    db
      .select({ id: affiliateReferrals.id, refusal: referralRefusal(userId), createdAt: affiliateReferrals.createdAt })
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.affiliateId, account.id))
      .orderBy(asc(affiliateReferrals.createdAt)),
    db
      .select({ landingPath: affiliateClicks.landingPath, createdAt: affiliateClicks.createdAt })
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateId, account.id))
      .orderBy(asc(affiliateClicks.createdAt)),
    db
      .select({
        month: affiliatePayouts.month,
        amountCents: affiliatePayouts.amountCents,
        createdAt: affiliatePayouts.createdAt,
        paidAt: affiliatePayouts.paidAt,
        reference: affiliatePayouts.reference,
      })
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateId, account.id))
      .orderBy(asc(affiliatePayouts.month)),
    loadCommissions(db, account),
  ]);
  return {
    account: { code: account.code, payoutEmail: account.payoutEmail, createdAt: account.createdAt },
    referrals,
    clicks,
    commissions: commissions.map((record) => ({
      referralId: record.referralId,
      planId: record.planId,
      amountPaidCents: record.amountPaidCents,
      commissionCents: record.commissionCents,
      paidAt: record.paidAt,
      refunded: record.refunded,
      paidOut: record.paidOut,
      refusal: record.refusal,
      test: record.test,
    })),
    payouts,
  };
}

export type AffiliateRecords = NonNullable<Awaited<ReturnType<typeof affiliateRecordsOf>>>;
