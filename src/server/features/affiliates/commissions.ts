import { and, eq, gte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMMISSION_APPROVAL_DAYS, DAY_MS } from '@shared/catalog/affiliates';
import { commissionCents } from '@shared/catalog/plans';
import type { CommissionStatus } from '@shared/contracts/affiliates';
import type { Database } from '../../db/client';
import { affiliatePayoutItems, affiliateReferrals, invoices } from '../../db/schema';

export interface CommissionRecord {
  /** The invoice's id: one invoice, one commission, however often its event arrives. */
  id: string;
  referralId: string;
  planId: string;
  amountPaidCents: number;
  commissionCents: number;
  paidAt: Date;
  approvesAt: Date;
  refunded: boolean;
  paidOut: boolean;
  clawedBack: boolean;
}

/** Pending for 30 days after the payment, then approved; paid once a payout settled it; a refund reverses it. */
export function commissionStatus(record: CommissionRecord, now: Date): CommissionStatus {
  if (record.refunded) return 'reversed';
  if (record.paidOut) return 'paid';
  return now >= record.approvesAt ? 'approved' : 'pending';
}

/** Cents of the commissions in one state. */
export function totalInStatus(records: CommissionRecord[], status: CommissionStatus, now: Date): number {
  return records
    .filter((record) => commissionStatus(record, now) === status)
    .reduce((sum, record) => sum + record.commissionCents, 0);
}

/**
 * The affiliate's commissions, read from the referred users' invoices (written by billing for
 * Stripe's invoice.paid and the local checkout alike). Nothing is copied, so a repeated invoice
 * event cannot make a second commission and a refund reverses it at once.
 */
export async function loadCommissions(db: Pick<Database, 'select'>, affiliateId: string): Promise<CommissionRecord[]> {
  const settled = alias(affiliatePayoutItems, 'settled');
  const clawback = alias(affiliatePayoutItems, 'clawback');
  const rows = await db
    .select({
      id: invoices.id,
      referralId: affiliateReferrals.id,
      planId: invoices.planId,
      amountPaidCents: invoices.amountCents,
      paidAt: invoices.paidAt,
      status: invoices.status,
      settledId: settled.id,
      clawbackId: clawback.id,
    })
    .from(affiliateReferrals)
    .innerJoin(
      invoices,
      and(eq(invoices.userId, affiliateReferrals.referredUserId), gte(invoices.paidAt, affiliateReferrals.createdAt)),
    )
    .leftJoin(settled, and(eq(settled.invoiceId, invoices.id), eq(settled.kind, 'commission')))
    .leftJoin(clawback, and(eq(clawback.invoiceId, invoices.id), eq(clawback.kind, 'clawback')))
    .where(eq(affiliateReferrals.affiliateId, affiliateId))
    .orderBy(invoices.paidAt);
  return rows.map((row) => ({
    id: row.id,
    referralId: row.referralId,
    planId: row.planId,
    amountPaidCents: row.amountPaidCents,
    commissionCents: commissionCents(row.amountPaidCents),
    paidAt: row.paidAt,
    approvesAt: new Date(row.paidAt.getTime() + COMMISSION_APPROVAL_DAYS * DAY_MS),
    refunded: row.status === 'refunded',
    paidOut: row.settledId !== null,
    clawedBack: row.clawbackId !== null,
  }));
}

/** What the next payout owes: approved, unpaid commissions, less paid ones refunded since. */
export function payableItems(records: CommissionRecord[], cutoff: Date) {
  const commissions = records.filter((record) => !record.refunded && !record.paidOut && cutoff >= record.approvesAt);
  const clawbacks = records.filter((record) => record.refunded && record.paidOut && !record.clawedBack);
  const amountCents =
    commissions.reduce((sum, record) => sum + record.commissionCents, 0) -
    clawbacks.reduce((sum, record) => sum + record.commissionCents, 0);
  return { commissions, clawbacks, amountCents };
}
