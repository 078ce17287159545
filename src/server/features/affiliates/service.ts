import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, gte } from 'drizzle-orm';
import { AFFILIATE_CODE_LENGTH, affiliateCodePattern, CLICK_DEDUPE_HOURS, DAY_MS, REFERRAL_WINDOW_DAYS } from '@shared/catalog/affiliates';
import type { AffiliateAccount, AffiliateDashboard, PayoutStatement, RecordClickInput, Referral } from '@shared/contracts/affiliates';
import type { AppDeps } from '../../deps';
import { affiliateClicks, affiliatePayouts, affiliatePayoutItems, affiliateReferrals, affiliates, sessions, users } from '../../db/schema';
import { conflict, forbidden, HttpError } from '../../http-error';
import { normalizedMailbox } from '../../mailbox';
import { hashVisitorId } from '../../visitor-hash';
import {
  commissionStatus,
  earns,
  loadCommissions,
  payableItems,
  referralRefusal,
  totalInStatus,
  type CommissionRecord,
} from './commissions';

type AffiliateRow = typeof affiliates.$inferSelect;
type ReferralRow = typeof affiliateReferrals.$inferSelect;

const RECENT = 20;
const dollars = (cents: number) => Math.round(cents) / 100;
/** Starts with a letter or digit, so the code is never read as an option, a negative number or a formula. */
function newCode(): string {
  for (;;) {
    const code = randomBytes(16).toString('base64url').slice(0, AFFILIATE_CODE_LENGTH);
    if (/^[A-Za-z0-9]/.test(code)) return code;
  }
}

export const noAffiliateAccount = () => new HttpError(404, 'NO_AFFILIATE_ACCOUNT', 'No affiliate account yet');

export function createAffiliateService(deps: Pick<AppDeps, 'database' | 'clock' | 'config'>) {
  const { db } = deps.database;

  async function byUser(userId: string): Promise<AffiliateRow> {
    const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
    if (!row) throw noAffiliateAccount();
    return row;
  }

  async function byCode(code: string): Promise<AffiliateRow | undefined> {
    if (!affiliateCodePattern.test(code)) return undefined;
    const [row] = await db.select().from(affiliates).where(eq(affiliates.code, code));
    return row;
  }

  function toAccount(row: AffiliateRow, records: CommissionRecord[], referrals: number): AffiliateAccount {
    const earned = records.filter(earns).reduce((sum, record) => sum + record.commissionCents, 0);
    return {
      affiliateCode: row.code,
      payoutEmail: row.payoutEmail,
      totalEarnings: dollars(earned),
      totalReferrals: referrals,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** One account per user, with a random code (2^60 possibilities: not guessable, still short). */
  async function create(userId: string, payoutEmail: string): Promise<AffiliateAccount> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const inserted = await db
        .insert(affiliates)
        .values({ userId, code: newCode(), payoutEmail, createdAt: deps.clock.now() })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return toAccount(inserted[0], [], 0);
      const [existing] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
      if (existing) throw conflict('You already have an affiliate account.', 'AFFILIATE_EXISTS');
    }
    throw new Error('Could not find a free affiliate code');
  }

  /** One referred user: refused when it is the affiliate's own account or every commission on it was refused. */
  function toReferral(referral: ReferralRow, records: CommissionRecord[], now: Date): Referral {
    const own = records.filter((record) => record.referralId === referral.id);
    const earned = own.filter(earns);
    const refused = own.filter((record) => record.refusal !== null);
    const approved = earned.length > 0 && earned.every((record) => commissionStatus(record, now) !== 'pending');
    const allRefused = referral.refusal !== null || (own.length > 0 && refused.length === own.length);
    return {
      id: referral.id,
      subscriptionPlan: own.at(-1)?.planId ?? null,
      commissionAmount: dollars(earned.reduce((sum, record) => sum + record.commissionCents, 0)),
      status: allRefused ? 'refused' : approved ? 'approved' : 'pending',
      refusedReason: referral.refusal ?? refused.at(-1)?.refusal ?? null,
      createdAt: referral.createdAt.toISOString(),
    };
  }

  async function dashboard(userId: string): Promise<AffiliateDashboard> {
    const row = await byUser(userId);
    const now = deps.clock.now();
    const [records, referralRows, clickRows, [clickTotal]] = await Promise.all([
      loadCommissions(db, row),
      db
        .select({ ...getTableColumns(affiliateReferrals), refusal: referralRefusal(row.userId) })
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.affiliateId, row.id))
        .orderBy(desc(affiliateReferrals.createdAt)),
      db
        .select()
        .from(affiliateClicks)
        .where(eq(affiliateClicks.affiliateId, row.id))
        .orderBy(desc(affiliateClicks.createdAt))
        .limit(RECENT),
      db.select({ total: count() }).from(affiliateClicks).where(eq(affiliateClicks.affiliateId, row.id)),
    ]);
    const clicks = clickTotal?.total ?? 0;
    // Only referrals that can earn count; the affiliate's own accounts are listed as refused.
    const counted = referralRows.filter((referral) => referral.refusal === null).length;
    return {
      affiliate: toAccount(row, records, counted),
      stats: {
        clicks,
        referrals: counted,
        conversionRate: clicks === 0 ? 0 : Math.round((counted / clicks) * 1000) / 10,
        pendingEarnings: dollars(totalInStatus(records, 'pending', now)),
        approvedEarnings: dollars(totalInStatus(records, 'approved', now)),
        paidEarnings: dollars(totalInStatus(records, 'paid', now)),
      },
      referrals: referralRows.slice(0, RECENT).map((referral) => toReferral(referral, records, now)),
      commissions: records
        .slice(-RECENT)
        .reverse()
        .map((record) => ({
          id: record.id,
          referralId: record.referralId,
          subscriptionPlan: record.planId,
          amountPaid: dollars(record.amountPaidCents),
          commissionAmount: dollars(record.commissionCents),
          status: commissionStatus(record, now),
          refusedReason: record.refusal,
          createdAt: record.paidAt.toISOString(),
          approvesAt: record.approvesAt.toISOString(),
        })),
      clicks: clickRows.map((click) => ({ id: click.id, landingPath: click.landingPath, createdAt: click.createdAt.toISOString() })),
    };
  }

  /**
   * A visit through an affiliate link. Unknown codes are ignored; the same visitor within a day
   * counts once; an affiliate visiting their own link is refused.
   */
  async function recordClick(input: Required<RecordClickInput>, visitorUserId: string | null): Promise<boolean> {
    const affiliate = await byCode(input.code);
    if (!affiliate) return false;
    if (visitorUserId === affiliate.userId) throw forbidden('You cannot refer yourself.', 'SELF_REFERRAL');
    const now = deps.clock.now();
    const visitorHash = hashVisitorId(input.visitorId);
    const since = new Date(now.getTime() - CLICK_DEDUPE_HOURS * 60 * 60 * 1000);
    const [recent] = await db
      .select({ id: affiliateClicks.id })
      .from(affiliateClicks)
      .where(
        and(
          eq(affiliateClicks.affiliateId, affiliate.id),
          eq(affiliateClicks.visitorHash, visitorHash),
          gte(affiliateClicks.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) return false;
    await db.insert(affiliateClicks).values({ affiliateId: affiliate.id, visitorHash, landingPath: input.landingPath, createdAt: now });
    return true;
  }

  /**
   * Whether a new account is the affiliate's own: the affiliate's mailbox or payout e-mail
   * (normalised), or a browser the affiliate has signed in with.
   */
  async function selfReferral(affiliate: AffiliateRow, email: string, visitorHash: string): Promise<ReferralRow['refusal']> {
    const mailbox = normalizedMailbox(email);
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, affiliate.userId));
    if (owner && normalizedMailbox(owner.email) === mailbox) return 'same_mailbox';
    if (normalizedMailbox(affiliate.payoutEmail) === mailbox) return 'payout_email';
    const [ownBrowser] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, affiliate.userId), eq(sessions.visitorHash, visitorHash)))
      .limit(1);
    return ownBrowser ? 'same_visitor' : null;
  }

  /**
   * Attributes a new user to the affiliate whose link this browser opened in the last 30 days.
   * Nothing happens for an unknown code or no click from this visitor. The affiliate's own account
   * (selfReferral) is kept as a refused referral, so the dashboard shows it and it earns nothing.
   */
  async function attribute(user: { id: string; email: string }, referral: { code: string; visitorId: string } | undefined) {
    if (!referral) return false;
    const affiliate = await byCode(referral.code);
    if (!affiliate || affiliate.userId === user.id) return false;
    const now = deps.clock.now();
    const windowStart = new Date(now.getTime() - REFERRAL_WINDOW_DAYS * DAY_MS);
    const visitorHash = hashVisitorId(referral.visitorId);
    const [click] = await db
      .select({ id: affiliateClicks.id })
      .from(affiliateClicks)
      .where(
        and(
          eq(affiliateClicks.affiliateId, affiliate.id),
          eq(affiliateClicks.visitorHash, visitorHash),
          gte(affiliateClicks.createdAt, windowStart),
        ),
      )
      .orderBy(desc(affiliateClicks.createdAt))
      .limit(1);
    if (!click) return false;
    const refusal = await selfReferral(affiliate, user.email, visitorHash);
    const inserted = await db
      .insert(affiliateReferrals)
      .values({ affiliateId: affiliate.id, referredUserId: user.id, clickId: click.id, refusal, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: affiliateReferrals.id });
    return inserted.length > 0;
  }

  async function statement(userId: string): Promise<PayoutStatement> {
    const row = await byUser(userId);
    const now = deps.clock.now();
    const records = await loadCommissions(db, row);
    const due = payableItems(records, now);
    const payouts = await db
      .select({
        month: affiliatePayouts.month,
        amountCents: affiliatePayouts.amountCents,
        createdAt: affiliatePayouts.createdAt,
        items: count(affiliatePayoutItems.id),
      })
      .from(affiliatePayouts)
      .leftJoin(affiliatePayoutItems, eq(affiliatePayoutItems.payoutId, affiliatePayouts.id))
      .where(eq(affiliatePayouts.affiliateId, row.id))
      .groupBy(affiliatePayouts.id)
      .orderBy(desc(affiliatePayouts.month));
    const minimum = deps.config.affiliates.payoutMinimumCents;
    return {
      minimumPayout: dollars(minimum),
      approvedBalance: dollars(due.amountCents),
      pendingBalance: dollars(totalInStatus(records, 'pending', now)),
      payable: due.amountCents >= minimum,
      payouts: payouts.map((payout) => ({
        month: payout.month,
        amount: dollars(payout.amountCents),
        commissions: payout.items,
        createdAt: payout.createdAt.toISOString(),
      })),
    };
  }

  return { create, dashboard, recordClick, attribute, statement };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
