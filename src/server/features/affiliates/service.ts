import { randomBytes } from 'node:crypto';
import { AFFILIATE_CODE_LENGTH, affiliateCodePattern, CLICK_DEDUPE_HOURS, DAY_MS, REFERRAL_WINDOW_DAYS } from '@shared/catalog/affiliates';
import type { AffiliateAccount, AffiliateDashboard, PayoutStatement, RecordClickInput, Referral } from '@shared/contracts/affiliates';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, HttpError } from '../../http-error';
import { normalizedMailbox } from '../../mailbox';
import { hashVisitorId } from '../../visitor-hash';
import { commissionStatus, earns, payableItems, totalInStatus, type CommissionRecord } from './commissions';
import type { AffiliateRepository, AffiliateRow, ReferralRow } from './repository';

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

export function createAffiliateService(deps: Pick<AppDeps, 'clock' | 'config'>, repository: AffiliateRepository) {
  async function byUser(userId: string): Promise<AffiliateRow> {
    const row = await repository.accountOf(userId);
    if (!row) throw noAffiliateAccount();
    return row;
  }

  async function byCode(code: string): Promise<AffiliateRow | undefined> {
    return affiliateCodePattern.test(code) ? repository.byCode(code) : undefined;
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
      const inserted = await repository.insertAccount({ userId, code: newCode(), payoutEmail, createdAt: deps.clock.now() });
      if (inserted) return toAccount(inserted, [], 0);
      if (await repository.accountOf(userId)) throw conflict('You already have an affiliate account.', 'AFFILIATE_EXISTS');
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
    const [records, referralRows, clickRows, clicks] = await Promise.all([
      repository.commissions(row),
      repository.referrals(row),
      repository.recentClicks(row, RECENT),
      repository.clickCount(row),
    ]);
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
    if (await repository.lastClickBy(affiliate, visitorHash, since)) return false;
    await repository.insertClick({ affiliateId: affiliate.id, visitorHash, landingPath: input.landingPath, createdAt: now });
    return true;
  }

  /**
   * Whether a new account is the affiliate's own: the affiliate's mailbox or payout e-mail
   * (normalised), or a browser the affiliate has signed in with.
   */
  async function selfReferral(affiliate: AffiliateRow, email: string, visitorHash: string): Promise<ReferralRow['refusal']> {
    const mailbox = normalizedMailbox(email);
    const ownerEmail = await repository.ownerEmail(affiliate);
    if (ownerEmail !== undefined && normalizedMailbox(ownerEmail) === mailbox) return 'same_mailbox';
    if (normalizedMailbox(affiliate.payoutEmail) === mailbox) return 'payout_email';
    return (await repository.ownerSignedInFrom(affiliate, visitorHash)) ? 'same_visitor' : null;
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
    const click = await repository.lastClickBy(affiliate, visitorHash, windowStart);
    if (!click) return false;
    const refusal = await selfReferral(affiliate, user.email, visitorHash);
    return repository.insertReferral({ affiliateId: affiliate.id, referredUserId: user.id, clickId: click.id, refusal, createdAt: now });
  }

  async function statement(userId: string): Promise<PayoutStatement> {
    const row = await byUser(userId);
    const now = deps.clock.now();
    const records = await repository.commissions(row);
    const due = payableItems(records, now);
    const payouts = await repository.payouts(row);
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
