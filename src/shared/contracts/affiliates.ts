import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../catalog/limits';
import { affiliateCodePattern } from '../catalog/affiliates';

/** Form problems with the toast title and text the spec gives them (§5, §8). */
export const affiliateProblems = {
  emailRequired: { title: 'Email Required', message: 'Please enter your payout email address' },
  emailInvalid: { title: 'Invalid Email', message: 'Please enter a valid payout email address.' },
  createFailed: 'Failed to create affiliate account',
} as const;

/** POST /api/affiliate/create */
export const createAffiliateInput = z
  .object({
    payoutEmail: z
      .string({ error: affiliateProblems.emailRequired.message })
      .trim()
      .min(1, affiliateProblems.emailRequired.message)
      .max(EMAIL_MAX_LENGTH, affiliateProblems.emailInvalid.message)
      .pipe(z.email(affiliateProblems.emailInvalid.message))
      .transform((email) => email.toLowerCase()),
  })
  .strict();
export type CreateAffiliateInput = z.input<typeof createAffiliateInput>;

export const affiliateCode = z.string().regex(affiliateCodePattern, 'Unknown affiliate code');

/** The affiliate account (spec §3); money in dollars as numbers, like the spec's totalEarnings. */
export const affiliateAccount = z.object({
  affiliateCode: z.string(),
  payoutEmail: z.string(),
  /** Pending + approved + paid commissions (refunded ones are not earnings). */
  totalEarnings: z.number(),
  totalReferrals: z.number().int(),
  createdAt: z.string(),
});
export type AffiliateAccount = z.infer<typeof affiliateAccount>;

/** test: a payment through the local test checkout (no money moved); it never earns and is never paid out. */
export const commissionStatuses = ['pending', 'approved', 'paid', 'reversed', 'refused', 'test'] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

/**
 * Why a commission is refused: the referred account is the affiliate's own — it shares their
 * mailbox (normalised), their payout e-mail, a browser (visitor id, or the affiliate signed in) or
 * an address both signed up, signed in or started paying from, or it paid with a card the
 * affiliate paid their own plan with (Stripe).
 */
export const commissionRefusals = ['same_mailbox', 'payout_email', 'same_visitor', 'same_address', 'same_card'] as const;
export const commissionRefusal = z.enum(commissionRefusals);
export type CommissionRefusal = z.infer<typeof commissionRefusal>;

/** The dashboard's words for each refusal. */
export const commissionRefusalReasons: Record<CommissionRefusal, string> = {
  same_mailbox: 'Signed up with your own e-mail address',
  payout_email: 'Signed up with your payout e-mail address',
  same_visitor: 'Signed up or signed in from a browser you use',
  same_address: 'Signed up, signed in or paid from an internet address you use',
  same_card: 'Paid with a card you used for your own plan',
};

/** One referred user (spec §3 Referral): their plan, the commission earned on them, and its state. */
export const referral = z.object({
  id: z.string(),
  /** The plan of their latest payment; null while they have not paid. */
  subscriptionPlan: z.string().nullable(),
  commissionAmount: z.number(),
  /**
   * approved once every commission on them is approved (or paid out); refused when they are the
   * affiliate's own account (or every commission on them was refused); test when they only paid
   * through the local test checkout (no money moved, no commission); pending otherwise.
   */
  status: z.enum(['pending', 'approved', 'refused', 'test']),
  /** Why they, or a commission on them, earn nothing; null when nothing was refused. */
  refusedReason: commissionRefusal.nullable(),
  createdAt: z.string(),
});
export type Referral = z.infer<typeof referral>;

/** One commission: 30% of one paid invoice of a referred user. */
export const commission = z.object({
  id: z.string(),
  referralId: z.string(),
  subscriptionPlan: z.string(),
  amountPaid: z.number(),
  commissionAmount: z.number(),
  status: z.enum(commissionStatuses),
  /** Set when the status is refused. */
  refusedReason: commissionRefusal.nullable(),
  createdAt: z.string(),
  /** When a pending commission becomes approved (30 days after payment). */
  approvesAt: z.string(),
});
export type Commission = z.infer<typeof commission>;

export const affiliateClick = z.object({ id: z.string(), landingPath: z.string(), createdAt: z.string() });

/** GET /api/affiliate/dashboard (spec §7): 404 with code NO_AFFILIATE_ACCOUNT when the user has none. */
export const affiliateDashboard = z.object({
  affiliate: affiliateAccount,
  stats: z.object({
    clicks: z.number().int(),
    referrals: z.number().int(),
    /** Referrals per click, in percent, one decimal: 100 for 1 referral from 1 click. */
    conversionRate: z.number(),
    pendingEarnings: z.number(),
    approvedEarnings: z.number(),
    paidEarnings: z.number(),
  }),
  referrals: z.array(referral),
  commissions: z.array(commission),
  clicks: z.array(affiliateClick),
});
export type AffiliateDashboard = z.infer<typeof affiliateDashboard>;

/** A random id the browser keeps for itself (sign-ins and registrations carry it). */
export const visitorIdInput = z.string().min(8).max(100);

/** GET /api/affiliate/payouts: the monthly statement. */
export const payoutStatement = z.object({
  minimumPayout: z.number(),
  /** Approved, unpaid commissions less refunds of commissions already paid. */
  approvedBalance: z.number(),
  pendingBalance: z.number(),
  /** True when the approved balance reaches the minimum: the next monthly run pays it. */
  payable: z.boolean(),
  payouts: z.array(z.object({ month: z.string(), amount: z.number(), commissions: z.number().int(), createdAt: z.string() })),
});
export type PayoutStatement = z.infer<typeof payoutStatement>;
