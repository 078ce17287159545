import type { SeoCheck, SeoCheckId, SeoCheckStatus } from '../../../../shared/contracts/seo';

/**
 * How much each check counts towards the score (they sum to 100). Only checks on the creator's
 * text count: the titles, description and tags are the analyzer's (or a model's) own suggestions,
 * so checking them is reported but earns no points, or any eight words would collect them.
 */
export const CHECK_WEIGHTS: Partial<Record<SeoCheckId, number>> = {
  'content-length': 16,
  readability: 16,
  'key-phrase-density': 14,
  'key-phrase-placement': 12,
  'key-phrase-competition': 8,
  'sentence-length': 12,
  'paragraph-length': 12,
  'passive-voice': 10,
};

/**
 * Below this many words a text is thin: about a minute of narration at 150 words a minute, too
 * little for search engines (or viewers) to tell what it covers in depth. The score stays in the
 * red band and grows with the words, so 140 words score higher than 8.
 */
export const THIN_CONTENT_WORDS = 150;
/** The highest score in the red band (scoreBand: below 60 is red). */
export const RED_BAND_MAX = 59;
/** Keyword stuffing costs rankings whatever else the text does well. */
export const STUFFED_SCORE_CAP = 40;

/** The most a text of `words` words can score: 100, or less when it is thin. */
export function thinContentCap(words: number): number {
  return words >= THIN_CONTENT_WORDS ? 100 : Math.floor((RED_BAND_MAX * words) / THIN_CONTENT_WORDS);
}

const CREDIT: Record<SeoCheckStatus, number> = { pass: 1, warn: 0.5, fail: 0 };

export interface ScoreLimits {
  words: number;
  stuffed: boolean;
}

/**
 * 0–100: the weighted share of credit the content checks earn (pass 1, warn 0.5, fail 0), rounded,
 * then capped for thin content and keyword stuffing.
 */
export function seoScore(checks: readonly SeoCheck[], limits: ScoreLimits): number {
  let earned = 0;
  let possible = 0;
  for (const item of checks) {
    // A check that could not read the text's language earns and loses nothing.
    const weight = item.englishOnly ? 0 : (CHECK_WEIGHTS[item.id] ?? 0);
    earned += weight * CREDIT[item.status];
    possible += weight;
  }
  const score = possible === 0 ? 0 : Math.round((earned / possible) * 100);
  return Math.min(score, thinContentCap(limits.words), limits.stuffed ? STUFFED_SCORE_CAP : 100);
}
