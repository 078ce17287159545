import { and, count, desc, eq, getTableColumns, gte, isNotNull } from 'drizzle-orm';
import { COMMISSION_APPROVAL_DAYS } from '@shared/catalog/affiliates';
import type { Database } from '../../db/client';
import { affiliateClicks, affiliatePayouts, affiliatePayoutItems, affiliateReferrals, affiliates, users } from '../../db/schema';
import { loadCommissions, referralRefusal } from './commissions';

export type AffiliateRow = typeof affiliates.$inferSelect;
export type ReferralRow = typeof affiliateReferrals.$inferSelect;

/**
 * The affiliate programme's SQL. An affiliate's own data (referrals, clicks, commissions, payouts)
 * is read only through their account row, which the service looks up by its owner's user id.
 */
export function createAffiliateRepository(db: Database, holdDays: number = COMMISSION_APPROVAL_DAYS) {
  return {
    async accountOf(userId: string): Promise<AffiliateRow | undefined> {
      const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
      return row;
    },

    /** The affiliate with this link; none once its owner deleted their account (the link credits no one). */
    async byCode(code: string): Promise<AffiliateRow | undefined> {
      const [row] = await db
        .select()
        .from(affiliates)
        .where(and(eq(affiliates.code, code), isNotNull(affiliates.userId)));
      return row;
    },

    /** The new account, or undefined when the code or the user already has one. */
    async insertAccount(values: typeof affiliates.$inferInsert): Promise<AffiliateRow | undefined> {
      const [row] = await db.insert(affiliates).values(values).onConflictDoNothing().returning();
      return row;
    },

    commissions: (account: AffiliateRow) => loadCommissions(db, account, holdDays),

    /** Every referral, newest first, with why it earns nothing when it is the affiliate's own account. */
    referrals(account: AffiliateRow) {
      return db
        .select({ ...getTableColumns(affiliateReferrals), refusal: referralRefusal(account.userId) })
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.affiliateId, account.id))
        .orderBy(desc(affiliateReferrals.createdAt));
    },

    recentClicks(account: AffiliateRow, limit: number) {
      return db
        .select()
        .from(affiliateClicks)
        .where(eq(affiliateClicks.affiliateId, account.id))
        .orderBy(desc(affiliateClicks.createdAt))
        .limit(limit);
    },

    async clickCount(account: AffiliateRow): Promise<number> {
      const [row] = await db.select({ total: count() }).from(affiliateClicks).where(eq(affiliateClicks.affiliateId, account.id));
      return row?.total ?? 0;
    },

    /**
     * The id of this address's click on the affiliate's link that day: the one already counted, or
     * a new one, however many requests arrive at once.
     */
    async clickOfTheDay(values: typeof affiliateClicks.$inferInsert & { addressHash: string }): Promise<string> {
      const existing = () =>
        db
          .select({ id: affiliateClicks.id })
          .from(affiliateClicks)
          .where(
            and(
              eq(affiliateClicks.affiliateId, values.affiliateId),
              eq(affiliateClicks.addressHash, values.addressHash),
              eq(affiliateClicks.day, values.day),
            ),
          );
      // Looked up first: a visitor opening the link again (a reload) is the common case, and a read is cheaper than a refused insert.
      const [before] = await existing();
      if (before) return before.id;
      const [inserted] = await db.insert(affiliateClicks).values(values).onConflictDoNothing().returning({ id: affiliateClicks.id });
      if (inserted) return inserted.id;
      const [raced] = await existing();
      if (!raced) throw new Error('The click of the day was neither inserted nor found');
      return raced.id;
    },

    /** A click made since `since`, with the affiliate whose link it was (none once their account is deleted). */
    async clickSince(clickId: string, since: Date): Promise<{ id: string; affiliate: AffiliateRow } | undefined> {
      const [row] = await db
        .select({ id: affiliateClicks.id, affiliate: affiliates })
        .from(affiliateClicks)
        .innerJoin(affiliates, eq(affiliates.id, affiliateClicks.affiliateId))
        .where(and(eq(affiliateClicks.id, clickId), gte(affiliateClicks.createdAt, since), isNotNull(affiliates.userId)));
      return row;
    },

    async ownerEmail(account: AffiliateRow): Promise<string | undefined> {
      if (account.userId === null) return undefined;
      const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, account.userId));
      return owner?.email;
    },

    /** false when the user was already attributed. */
    async insertReferral(values: typeof affiliateReferrals.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(affiliateReferrals).values(values).onConflictDoNothing().returning({ id: affiliateReferrals.id });
      return inserted.length > 0;
    },

    payouts(account: AffiliateRow) {
      return db
        .select({
          month: affiliatePayouts.month,
          amountCents: affiliatePayouts.amountCents,
          createdAt: affiliatePayouts.createdAt,
          items: count(affiliatePayoutItems.id),
        })
        .from(affiliatePayouts)
        .leftJoin(affiliatePayoutItems, eq(affiliatePayoutItems.payoutId, affiliatePayouts.id))
        .where(eq(affiliatePayouts.affiliateId, account.id))
        .groupBy(affiliatePayouts.id)
        .orderBy(desc(affiliatePayouts.month));
    },
  };
}

export type AffiliateRepository = ReturnType<typeof createAffiliateRepository>;
