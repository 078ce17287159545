import { randomBytes } from 'node:crypto';
import { AFFILIATE_CODE_LENGTH, affiliateCodePattern, DAY_MS, REFERRAL_WINDOW_DAYS } from '@shared/catalog/affiliates';
import type { AffiliateAccount, AffiliateDashboard, PayoutStatement, Referral } from '@shared/contracts/affiliates';
import { hashedAddressKey } from '../../http/client-address';
import type { AppDeps } from '../../app/deps';
import { conflict, HttpError } from '../../http/http-error';
import { normalizedMailbox } from '../../lib/mailbox';
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

/** A visit through an affiliate link, as the server saw the page request. */
export interface LinkVisit {
  code: string;
  /** The client's address (the proxy's X-Forwarded-For only with TRUST_PROXY). */
  ip: string;
  landingPath: string;
}

/** What a registration brings of the link it came through: the click its cookie names, and who was signed in. */
export interface RegistrationVisit {
  clickId: string | null;
  /** The user whose session the registering request carried, if any. */
  signedInAs: string | null;
}

export function createAffiliateService(deps: Pick<AppDeps, 'clock' | 'config' | 'authSecret'>, repository: AffiliateRepository) {
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

  /**
   * One referred user: refused when it is the affiliate's own account or every commission on it was
   * refused; test when it paid only through the test checkout.
   */
  function toReferral(referral: ReferralRow, records: CommissionRecord[], now: Date): Referral {
    const own = records.filter((record) => record.referralId === referral.id);
    const earned = own.filter(earns);
    const refused = own.filter((record) => record.refusal !== null);
    const approved = earned.length > 0 && earned.every((record) => commissionStatus(record, now) !== 'pending');
    const allRefused = referral.refusal !== null || (own.length > 0 && refused.length === own.length);
    const onlyTests = earned.length === 0 && own.some((record) => record.test);
    return {
      id: referral.id,
      subscriptionPlan: own.at(-1)?.planId ?? null,
      commissionAmount: dollars(earned.reduce((sum, record) => sum + record.commissionCents, 0)),
      status: allRefused ? 'refused' : onlyTests ? 'test' : approved ? 'approved' : 'pending',
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
   * A page requested through an affiliate link: one click per address per link per UTC day,
   * whatever the browser says it is. The id of the click the visitor's cookie keeps (a new one or
   * the day's); null for an unknown code.
   */
  async function recordClick(visit: LinkVisit): Promise<string | null> {
    const affiliate = await byCode(visit.code);
    if (!affiliate) return null;
    const now = deps.clock.now();
    return repository.clickOfTheDay({
      affiliateId: affiliate.id,
      addressHash: hashedAddressKey(deps.authSecret, visit.ip),
      day: now.toISOString().slice(0, 10),
      landingPath: visit.landingPath,
      createdAt: now,
    });
  }

  /**
   * Why a new account is the affiliate's own, as far as the registration shows: the affiliate's
   * mailbox or payout e-mail (normalised), or the affiliate's session on the request. A browser or
   * an address the two share is found from their sessions and payments whenever it is read
   * (commissions.ts referralRefusal), so a later sign-in or payment counts too.
   */
  async function selfReferral(affiliate: AffiliateRow, email: string, signedInAs: string | null): Promise<ReferralRow['refusal']> {
    if (signedInAs === affiliate.userId) return 'same_visitor';
    const mailbox = normalizedMailbox(email);
    const ownerEmail = await repository.ownerEmail(affiliate);
    if (ownerEmail !== undefined && normalizedMailbox(ownerEmail) === mailbox) return 'same_mailbox';
    return normalizedMailbox(affiliate.payoutEmail) === mailbox ? 'payout_email' : null;
  }

  /**
   * Attributes a new user to the affiliate whose link this browser opened in the last 30 days (the
   * click its cookie names). Nothing happens without one. The affiliate's own account
   * (selfReferral) is kept as a refused referral, so the dashboard shows it and it earns nothing.
   */
  async function attribute(user: { id: string; email: string }, visit: RegistrationVisit): Promise<boolean> {
    if (!visit.clickId) return false;
    const now = deps.clock.now();
    const click = await repository.clickSince(visit.clickId, new Date(now.getTime() - REFERRAL_WINDOW_DAYS * DAY_MS));
    if (!click || click.affiliate.userId === user.id) return false;
    const refusal = await selfReferral(click.affiliate, user.email, visit.signedInAs);
    return repository.insertReferral({
      affiliateId: click.affiliate.id,
      referredUserId: user.id,
      clickId: click.id,
      refusal,
      createdAt: now,
    });
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
