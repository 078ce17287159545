/** Account and session limits shared by the server (enforcement) and the client (explanations). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const TRIAL_DURATION_MS = 24 * 60 * 60 * 1000;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Sign-in attempts allowed per window, counted per client address and per account. */
export const LOGIN_RATE_LIMIT = { perIp: 20, perAccount: 10, windowMs: 15 * 60 * 1000 } as const;
