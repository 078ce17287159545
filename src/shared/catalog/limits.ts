/** Account and session limits shared by the server (enforcement) and the client (explanations). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const TRIAL_DURATION_MS = 24 * 60 * 60 * 1000;
/** The access token's lifetime unless ACCESS_TOKEN_TTL_SECONDS says otherwise; clients learn it from `expiresIn`. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A refreshed session token replaces the old one; the old one still works this long, for tabs refreshing at once. */
export const SESSION_ROTATION_GRACE_MS = 60 * 1000;

/**
 * Failed sign-ins allowed per window: on one account from one address; on one account from every
 * address together (much higher); from one address across accounts (password spraying). The last
 * two never refuse a browser or address the account signed in from before, so strangers filling
 * them cannot lock its owner out. Successful sign-ins never count.
 */
export const LOGIN_RATE_LIMIT = { perAccountAndAddress: 10, perAccount: 100, perAddress: 30, windowMs: 15 * 60 * 1000 } as const;
