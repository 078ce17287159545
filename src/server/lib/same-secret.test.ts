import { expect, it } from 'vitest';
import { sameSecret } from './same-secret';

it('accepts only the exact secret, whatever the lengths', () => {
  expect(sameSecret('metrics-token-for-the-scraper', 'metrics-token-for-the-scraper')).toBe(true);
  for (const presented of ['', 'metrics-token-for-the-scrape', 'metrics-token-for-the-scraperX', 'METRICS-TOKEN-FOR-THE-SCRAPER']) {
    expect(sameSecret(presented, 'metrics-token-for-the-scraper')).toBe(false);
  }
});
