import { and, desc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import { COMMISSION_APPROVAL_DAYS } from '@shared/catalog/affiliates';
import type { CommissionStatus } from '@shared/contracts/affiliates';
import type { Database } from '../../db/client';
import { affiliatePayoutItems, affiliatePayouts, affiliates, users } from '../../db/schema';
import type { Clock } from '../../app/deps';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { commissionStatus, loadCommissions, payableItems, type CommissionRecord } from './commissions';

export interface PayoutLine {
  payoutId: string;
  affiliateCode: string;
  payoutEmail: string;
  amountCents: number;
  referralIds: string[];
}

/** The programme's settings: AFFILIATE_PAYOUT_MINIMUM and AFFILIATE_HOLD_DAYS. */
export interface PayoutRules {
  minimumCents: number;
  holdDays: number;
}

/** 'YYYY-MM' → the first instant of the next month (UTC): commissions approved before it are due. */
export function monthCutoff(month: string): Date {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw badRequest(`Month must be YYYY-MM, got "${month}"`, 'BAD_MONTH');
  return new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
}

/**
 * Up to when a month's run approves commissions: the end of the month, once it has ended. With no
 * hold (AFFILIATE_HOLD_DAYS=0, e.g. the journeys), the month in progress may be closed too, up to
 * now: what is paid after that is approved later and goes into the next month's payout.
 */
export function payoutCutoff(month: string, now: Date, holdDays: number): Date {
  const cutoff = monthCutoff(month);
  if (cutoff <= now) return cutoff;
  const start = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() - 1, 1));
  if (holdDays === 0 && start <= now) return now;
  throw badRequest(`${month} has not ended yet`, 'MONTH_NOT_ENDED');
}

/** The lines of the payouts made for `month`: who, how much, which referrals they settle. */
async function monthLines(db: Database, month: string, holdDays: number): Promise<PayoutLine[]> {
  const rows = await db
    .select({ payout: affiliatePayouts, affiliate: affiliates })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .where(eq(affiliatePayouts.month, month))
    .orderBy(affiliates.createdAt);
  const lines: PayoutLine[] = [];
  for (const { payout, affiliate } of rows) {
    const items = await db.select().from(affiliatePayoutItems).where(eq(affiliatePayoutItems.payoutId, payout.id));
    const settled = new Set(items.map((item) => item.invoiceId));
    const records = (await loadCommissions(db, affiliate, holdDays)).filter((record) => settled.has(record.id));
    lines.push({
      payoutId: payout.id,
      affiliateCode: affiliate.code,
      payoutEmail: affiliate.payoutEmail,
      amountCents: payout.amountCents,
      referralIds: [...new Set(records.map((record) => record.referralId))],
    });
  }
  return lines;
}

/**
 * Closes a month: for every affiliate whose approved balance at the cutoff reaches the minimum,
 * one payout, owed until it is recorded as paid, that settles those commissions (and claws back
 * settled ones since refunded). Closing the same month again makes nothing twice: it answers the
 * payouts already made for it.
 */
export async function closePayoutMonth(db: Database, options: PayoutRules & { month: string; now: Date }): Promise<PayoutLine[]> {
  const cutoff = payoutCutoff(options.month, options.now, options.holdDays);
  // An affiliate who deleted their account left no one to pay: their commissions stay on record, unpaid.
  const payable = await db.select().from(affiliates).where(isNotNull(affiliates.userId)).orderBy(affiliates.createdAt);
  for (const affiliate of payable) {
    await db.transaction(async (tx) => {
      const [done] = await tx
        .select({ id: affiliatePayouts.id })
        .from(affiliatePayouts)
        .where(and(eq(affiliatePayouts.affiliateId, affiliate.id), eq(affiliatePayouts.month, options.month)));
      if (done) return;
      const due = payableItems(await loadCommissions(tx, affiliate, options.holdDays), cutoff);
      if (due.amountCents < options.minimumCents || due.amountCents <= 0) return;
      const [payout] = await tx
        .insert(affiliatePayouts)
        .values({ affiliateId: affiliate.id, month: options.month, amountCents: due.amountCents, createdAt: options.now })
        // Another run closing the same month at the same moment made it: that one stands.
        .onConflictDoNothing()
        .returning();
      if (!payout) return;
      await tx.insert(affiliatePayoutItems).values([
        ...due.commissions.map((record) => ({
          payoutId: payout.id,
          invoiceId: record.id,
          kind: 'commission' as const,
          amountCents: record.commissionCents,
        })),
        ...due.clawbacks.map((record) => ({
          payoutId: payout.id,
          invoiceId: record.id,
          kind: 'clawback' as const,
          amountCents: -record.commissionCents,
        })),
      ]);
    });
  }
  return monthLines(db, options.month, options.holdDays);
}

/**
 * `npm run payouts` as it always was: closes the month and records its payouts as paid at once
 * (the operator sends the money from the CSV it writes). Running it again pays nothing twice.
 */
export async function runMonthlyPayouts(
  db: Database,
  options: Partial<PayoutRules> & { minimumCents: number; month: string; now: Date; reference?: string },
): Promise<PayoutLine[]> {
  const holdDays = options.holdDays ?? COMMISSION_APPROVAL_DAYS;
  const lines = await closePayoutMonth(db, { ...options, holdDays });
  await db
    .update(affiliatePayouts)
    .set({ paidAt: options.now, reference: options.reference ?? `npm run payouts ${options.month}` })
    .where(and(eq(affiliatePayouts.month, options.month), isNull(affiliatePayouts.paidAt)));
  return lines;
}

/** A text cell, quoted where needed; a leading = + - @ is always defused so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The operator's file: one row per payout, amounts in dollars, referral ids separated by spaces. */
export function payoutCsv(lines: Omit<PayoutLine, 'payoutId'>[]): string {
  const rows = lines.map((line) =>
    // The amount is a number written here (a claw-back may make it negative); the other cells are text.
    [
      csvField(line.affiliateCode),
      csvField(line.payoutEmail),
      (line.amountCents / 100).toFixed(2),
      'USD',
      csvField(line.referralIds.join(' ')),
    ].join(','),
  );
  return ['affiliate_code,payout_email,amount,currency,referral_ids', ...rows].join('\n') + '\n';
}

/** A commission as the operator sees it: whose it is and its state now. */
export interface CommissionEntry extends CommissionRecord {
  affiliateId: string;
  /** The affiliate's account e-mail; null once their account is deleted. */
  affiliateEmail: string | null;
  status: CommissionStatus;
}

/**
 * The payout rules in one place, for `npm run payouts` and the operator console alike: commissions
 * by status, closing a month (payouts owed), recording a payout as paid, and the month's CSV.
 */
export function createPayouts(db: Database, rules: PayoutRules, clock: Clock) {
  return {
    rules,

    /** Every affiliate's commissions (newest first), in one status or all. */
    async commissions(status?: CommissionStatus): Promise<CommissionEntry[]> {
      const now = clock.now();
      const rows = await db
        .select({ affiliate: affiliates, email: users.email })
        .from(affiliates)
        .leftJoin(users, eq(users.id, affiliates.userId));
      const entries: CommissionEntry[] = [];
      for (const { affiliate, email } of rows) {
        for (const record of await loadCommissions(db, affiliate, rules.holdDays)) {
          const entry = { ...record, affiliateId: affiliate.id, affiliateEmail: email, status: commissionStatus(record, now) };
          if (!status || entry.status === status) entries.push(entry);
        }
      }
      return entries.sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime());
    },

    /** Closes `month` (see closePayoutMonth): its payouts, owed until recorded as paid. */
    close: (month: string) => closePayoutMonth(db, { ...rules, month, now: clock.now() }),

    /** Every payout with the affiliate's payout e-mail, newest month first. */
    list() {
      return db
        .select({ ...getTableColumns(affiliatePayouts), payoutEmail: affiliates.payoutEmail })
        .from(affiliatePayouts)
        .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
        .orderBy(desc(affiliatePayouts.month), desc(affiliatePayouts.createdAt));
    },

    /** Records that an owed payout was sent, with the payment service's reference. */
    async markPaid(id: string, reference: string) {
      const [paid] = await db
        .update(affiliatePayouts)
        .set({ paidAt: clock.now(), reference })
        .where(and(eq(affiliatePayouts.id, id), isNull(affiliatePayouts.paidAt)))
        .returning();
      if (paid) return paid;
      const [existing] = await db.select({ id: affiliatePayouts.id }).from(affiliatePayouts).where(eq(affiliatePayouts.id, id));
      if (!existing) throw notFound('Payout not found', 'PAYOUT_NOT_FOUND');
      throw conflict('This payout is already recorded as paid.', 'PAYOUT_ALREADY_PAID');
    },

    /** The CSV of the payouts made for `month` (nothing is created). */
    async csv(month: string): Promise<string> {
      monthCutoff(month);
      return payoutCsv(await monthLines(db, month, rules.holdDays));
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
