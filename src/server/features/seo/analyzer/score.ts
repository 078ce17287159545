import type { SeoCheck, SeoCheckId, SeoCheckStatus } from '../../../../shared/contracts/seo';

/**
 * How much each check counts towards the score (they sum to 100). The text itself weighs most;
 * the metadata checks confirm that the titles, description and tags fit YouTube.
 */
export const CHECK_WEIGHTS: Record<SeoCheckId, number> = {
  'content-length': 12,
  readability: 16,
  'key-phrase-density': 10,
  'key-phrase-placement': 8,
  'sentence-length': 12,
  'paragraph-length': 10,
  'passive-voice': 10,
  'title-length': 6,
  'description-length': 6,
  'tag-count': 5,
  'tag-length': 5,
};

const CREDIT: Record<SeoCheckStatus, number> = { pass: 1, warn: 0.5, fail: 0 };

/** 0–100: the weighted share of credit the checks earn (pass 1, warn 0.5, fail 0), rounded. */
export function seoScore(checks: readonly SeoCheck[]): number {
  let earned = 0;
  let possible = 0;
  for (const item of checks) {
    const weight = CHECK_WEIGHTS[item.id];
    earned += weight * CREDIT[item.status];
    possible += weight;
  }
  return possible === 0 ? 0 : Math.round((earned / possible) * 100);
}
