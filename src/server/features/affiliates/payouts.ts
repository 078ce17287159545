import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { affiliatePayoutItems, affiliatePayouts, affiliates } from '../../db/schema';
import { loadCommissions, payableItems } from './commissions';

export interface PayoutLine {
  affiliateCode: string;
  payoutEmail: string;
  amountCents: number;
  referralIds: string[];
}

/** 'YYYY-MM' → the first instant of the next month (UTC): commissions approved before it are due. */
export function monthCutoff(month: string): Date {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new Error(`Month must be YYYY-MM, got "${month}"`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
}

/**
 * The month's payout run: for every affiliate whose approved balance at the end of `month`
 * reaches the minimum, one payout that settles those commissions (and claws back paid ones
 * since refunded). Running it again for the same month pays nothing twice: it reports the
 * payouts already made.
 */
export async function runMonthlyPayouts(db: Database, options: { month: string; minimumCents: number; now: Date }): Promise<PayoutLine[]> {
  const cutoff = monthCutoff(options.month);
  if (cutoff > options.now) throw new Error(`${options.month} has not ended yet`);
  const lines: PayoutLine[] = [];
  for (const affiliate of await db.select().from(affiliates).orderBy(affiliates.createdAt)) {
    const line = await db.transaction(async (tx) => {
      const [done] = await tx
        .select()
        .from(affiliatePayouts)
        .where(and(eq(affiliatePayouts.affiliateId, affiliate.id), eq(affiliatePayouts.month, options.month)));
      const records = await loadCommissions(tx, affiliate);
      if (done) {
        const items = await tx.select().from(affiliatePayoutItems).where(eq(affiliatePayoutItems.payoutId, done.id));
        const settled = new Set(items.map((item) => item.invoiceId));
        return { amountCents: done.amountCents, records: records.filter((record) => settled.has(record.id)) };
      }
      const due = payableItems(records, cutoff);
      if (due.amountCents < options.minimumCents || due.amountCents <= 0) return undefined;
      const [payout] = await tx
        .insert(affiliatePayouts)
        .values({ affiliateId: affiliate.id, month: options.month, amountCents: due.amountCents, createdAt: options.now })
        .returning();
      await tx.insert(affiliatePayoutItems).values([
        ...due.commissions.map((record) => ({
          payoutId: payout!.id,
          invoiceId: record.id,
          kind: 'commission' as const,
          amountCents: record.commissionCents,
        })),
        ...due.clawbacks.map((record) => ({
          payoutId: payout!.id,
          invoiceId: record.id,
          kind: 'clawback' as const,
          amountCents: -record.commissionCents,
        })),
      ]);
      return { amountCents: due.amountCents, records: [...due.commissions, ...due.clawbacks] };
    });
    if (line) {
      lines.push({
        affiliateCode: affiliate.code,
        payoutEmail: affiliate.payoutEmail,
        amountCents: line.amountCents,
        referralIds: [...new Set(line.records.map((record) => record.referralId))],
      });
    }
  }
  return lines;
}

/** Quoted where needed; a leading = + - @ is defused so a spreadsheet never runs a field as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The operator's file: one row per payout, amounts in dollars, referral ids separated by spaces. */
export function payoutCsv(lines: PayoutLine[]): string {
  const rows = lines.map((line) =>
    [line.affiliateCode, line.payoutEmail, (line.amountCents / 100).toFixed(2), 'USD', line.referralIds.join(' ')].map(csvField).join(','),
  );
  return ['affiliate_code,payout_email,amount,currency,referral_ids', ...rows].join('\n') + '\n';
}
