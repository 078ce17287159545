/** Facts the marketing pages repeat. Fixed values, so pre-rendered and hydrated markup always agree. */
export const FOUNDED_YEAR = 2025;

/** The year in the footer's copyright line (the first year of publication). */
export const COPYRIGHT_YEAR = FOUNDED_YEAR;

/** The date the privacy policy and terms were last changed (ISO). */
export const LEGAL_LAST_UPDATED = '2025-07-15';
