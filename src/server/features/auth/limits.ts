/** Refreshes allowed per window, counted per session and per client address. */
export const REFRESH_RATE_LIMIT = { perSession: 20, perIp: 120, windowMs: 60 * 1000 } as const;
