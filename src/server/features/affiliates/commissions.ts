import { and, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMMISSION_APPROVAL_DAYS, DAY_MS } from '@shared/catalog/affiliates';
import { commissionCents } from '@shared/catalog/plans';
import type { CommissionRefusal, CommissionStatus } from '@shared/contracts/affiliates';
import type { Database } from '../../db/client';
import {
  affiliatePayoutItems,
  affiliatePayouts,
  affiliateReferrals,
  invoices,
  paymentCards,
  paymentPlaces,
  sessions,
} from '../../db/schema';

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
  /** In a payout, owed or paid: the next payout does not owe it again. */
  settled: boolean;
  /** In a payout that was paid (a reference recorded). */
  paidOut: boolean;
  clawedBack: boolean;
  /** Why it is the affiliate's own purchase: then it earns nothing. */
  refusal: CommissionRefusal | null;
  /** Paid through the local test checkout: no money moved, so it earns nothing. */
  test: boolean;
}

/** Whether a commission is owed: a real payment, neither refunded nor refused. */
export const earns = (record: CommissionRecord) => !record.refunded && record.refusal === null && !record.test;

/**
 * Pending for the hold (AFFILIATE_HOLD_DAYS, 30 days by default) after the payment, then approved;
 * paid once the payout that settled it was paid; a refund reverses it; one on the affiliate's own
 * purchase is refused; one paid through the test checkout is only a test.
 */
export function commissionStatus(record: CommissionRecord, now: Date): CommissionStatus {
  if (record.refusal) return 'refused';
  if (record.test) return 'test';
  if (record.refunded) return 'reversed';
  if (record.paidOut) return 'paid';
  return now >= record.approvesAt ? 'approved' : 'pending';
}

/** Cents of the commissions in one state. */
export function totalInStatus(records: CommissionRecord[], status: CommissionStatus, now: Date): number {
  return records.filter((record) => commissionStatus(record, now) === status).reduce((sum, record) => sum + record.commissionCents, 0);
}

type ReferralRefusal = Exclude<CommissionRefusal, 'same_card'>;

/** The addresses (hashed as sessions keep them) a user signed up, signed in or started paying from. */
const addressesOf = (userId: SQL | string) => sql`(
  select ${sessions.addressHash} from ${sessions} where ${sessions.userId} = ${userId}
  union all select ${paymentPlaces.addressHash} from ${paymentPlaces} where ${paymentPlaces.userId} = ${userId}
)`;

/**
 * Why a referral of the affiliate (`affiliateUserId`) is their own account: the reason found at
 * registration, else a browser (visitor id) or an address both have signed up, signed in or
 * started paying from, at any time before or since (the second account signing in later from the
 * affiliate's browser or network is theirs as much as one registered there).
 */
export function referralRefusal(affiliateUserId: string | null): SQL<ReferralRefusal | null> {
  // An affiliate whose account is deleted has no sessions left: only the reasons kept on the referral count.
  if (affiliateUserId === null) return sql<ReferralRefusal | null>`${affiliateReferrals.refusal}`;
  const referred = sql`${affiliateReferrals.referredUserId}`;
  return sql<ReferralRefusal | null>`coalesce(${affiliateReferrals.refusal}, case when exists (
    select 1 from ${sessions} as referred_session
    join ${sessions} as affiliate_session on affiliate_session.visitor_hash = referred_session.visitor_hash
    where referred_session.user_id = ${referred} and affiliate_session.user_id = ${affiliateUserId}
  ) then 'same_visitor' when exists (
    select 1 from ${addressesOf(referred)} as referred_address (address_hash)
    where referred_address.address_hash in ${addressesOf(affiliateUserId)}
  ) then 'same_address' end)`;
}

/** Fingerprints of the cards that paid the affiliate's own invoices. */
async function ownCardFingerprints(db: Pick<Database, 'select'>, userId: string | null): Promise<Set<string>> {
  if (userId === null) return new Set();
  const rows = await db
    .select({ fingerprint: paymentCards.cardFingerprint })
    .from(invoices)
    .innerJoin(paymentCards, eq(paymentCards.paymentRef, invoices.paymentRef))
    .where(eq(invoices.userId, userId));
  return new Set(rows.map((row) => row.fingerprint));
}

/**
 * The affiliate's commissions, read from the referred users' invoices (written by billing for
 * Stripe's invoice.paid and the local checkout alike). Nothing is copied, so a repeated invoice
 * event cannot make a second commission, and a refund reverses it or a card the affiliate pays
 * their own plan with refuses it at once (a paid-out one is then clawed back).
 */
export async function loadCommissions(
  db: Pick<Database, 'select'>,
  affiliate: { id: string; userId: string | null },
  holdDays: number = COMMISSION_APPROVAL_DAYS,
): Promise<CommissionRecord[]> {
  const settled = alias(affiliatePayoutItems, 'settled');
  const settledBy = alias(affiliatePayouts, 'settled_by');
  const clawback = alias(affiliatePayoutItems, 'clawback');
  const ownCards = await ownCardFingerprints(db, affiliate.userId);
  const rows = await db
    .select({
      id: invoices.id,
      referralId: affiliateReferrals.id,
      planId: invoices.planId,
      amountPaidCents: invoices.amountCents,
      paidAt: invoices.paidAt,
      status: invoices.status,
      processor: invoices.processor,
      settledId: settled.id,
      settledPaidAt: settledBy.paidAt,
      clawbackId: clawback.id,
      referralRefusal: referralRefusal(affiliate.userId),
      cardFingerprint: paymentCards.cardFingerprint,
    })
    .from(affiliateReferrals)
    // By the referred user; once that account is deleted, by the referral its invoices were given then.
    .innerJoin(
      invoices,
      and(
        or(eq(invoices.userId, affiliateReferrals.referredUserId), eq(invoices.referralId, affiliateReferrals.id)),
        // Paid once referred. Stripe dates events in whole seconds: an invoice of the referral's second counts.
        gte(invoices.paidAt, sql`date_trunc('second', ${affiliateReferrals.createdAt})`),
      ),
    )
    .leftJoin(paymentCards, eq(paymentCards.paymentRef, invoices.paymentRef))
    .leftJoin(settled, and(eq(settled.invoiceId, invoices.id), eq(settled.kind, 'commission')))
    .leftJoin(settledBy, eq(settledBy.id, settled.payoutId))
    .leftJoin(clawback, and(eq(clawback.invoiceId, invoices.id), eq(clawback.kind, 'clawback')))
    .where(eq(affiliateReferrals.affiliateId, affiliate.id))
    .orderBy(invoices.paidAt);
  return rows.map((row) => ({
    id: row.id,
    referralId: row.referralId,
    planId: row.planId,
    amountPaidCents: row.amountPaidCents,
    commissionCents: commissionCents(row.amountPaidCents),
    paidAt: row.paidAt,
    approvesAt: new Date(row.paidAt.getTime() + holdDays * DAY_MS),
    refunded: row.status === 'refunded',
    settled: row.settledId !== null,
    paidOut: row.settledId !== null && row.settledPaidAt !== null,
    clawedBack: row.clawbackId !== null,
    refusal: row.referralRefusal ?? (row.cardFingerprint !== null && ownCards.has(row.cardFingerprint) ? 'same_card' : null),
    test: row.processor === 'local',
  }));
}

/** What the next payout owes: approved commissions in no payout yet, less settled ones refunded or refused since. */
export function payableItems(records: CommissionRecord[], cutoff: Date) {
  const commissions = records.filter((record) => earns(record) && !record.settled && cutoff >= record.approvesAt);
  const clawbacks = records.filter((record) => !earns(record) && record.settled && !record.clawedBack);
  const amountCents =
    commissions.reduce((sum, record) => sum + record.commissionCents, 0) -
    clawbacks.reduce((sum, record) => sum + record.commissionCents, 0);
  return { commissions, clawbacks, amountCents };
}
