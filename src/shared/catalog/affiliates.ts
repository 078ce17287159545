/**
 * Affiliate programme rules (DESIGN.md §4, spec §9): the rate lives with the plans
 * (AFFILIATE_COMMISSION_RATE, commissionCents) so commission examples derive from prices.
 */

/** A `?ref=` link's visit is kept this long (the server's cookie); registering within it attributes the new user. */
export const REFERRAL_WINDOW_DAYS = 30;
/** A commission is approved this long after the payment, unless it was refunded. */
export const COMMISSION_APPROVAL_DAYS = 30;
/** Default minimum approved balance before a monthly payout (AFFILIATE_PAYOUT_MINIMUM overrides). */
export const DEFAULT_PAYOUT_MINIMUM_CENTS = 5000;
/** Codes are this many URL-safe characters of randomness. */
export const AFFILIATE_CODE_LENGTH = 10;
export const affiliateCodePattern = /^[A-Za-z0-9_-]{6,32}$/;

export const DAY_MS = 24 * 60 * 60 * 1000;
