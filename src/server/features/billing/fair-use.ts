import type { FairUsePeriod } from '@shared/contracts/usage';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/http-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day, week (Monday to Monday) or month in UTC that holds `at`. */
export function fairUsePeriodAt(at: Date, period: FairUsePeriod): { start: Date; end: Date } {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const day = Date.UTC(year, month, at.getUTCDate());
  if (period === 'month') return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
  const start = period === 'week' ? day - ((at.getUTCDay() + 6) % 7) * DAY_MS : day;
  return { start: new Date(start), end: new Date(start + (period === 'week' ? 7 : 1) * DAY_MS) };
}

/** The limits an administrator set on the account's row (null: none). */
export const fairUseLimitsOf = (user: Pick<UserRow, 'fairUseScripts' | 'fairUseImages' | 'fairUsePeriod'>) => ({
  scripts: user.fairUseScripts,
  images: user.fairUseImages,
  period: user.fairUsePeriod,
});

const nouns = { scripts: ['script', 'scripts'], images: ['image', 'images'] } as const;
const per = { day: 'a day', week: 'a week', month: 'a month' } as const;
const resetDate = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * 429, not 402: nothing can be bought to lift a fair-use limit (with PAYMENTS=off nothing can be
 * bought at all), while it lifts by itself when its period ends; Retry-After says when, as for the
 * other 429s a client already waits out. The code tells it apart from the request rate limit.
 */
export function fairUseLimitReached(
  quota: 'scripts' | 'images',
  limit: number,
  period: { name: FairUsePeriod; end: Date },
  request: { spent: number; amount: number; at: Date },
): HttpError {
  const noun = nouns[quota][limit === 1 ? 0 : 1];
  const asked = request.amount > 1 ? ` (${request.spent} used, ${request.amount} requested)` : '';
  return new HttpError(
    429,
    'FAIR_USE_LIMIT_REACHED',
    `You have reached your fair-use limit of ${limit} ${noun} ${per[period.name]}${asked}. ` +
      `It resets on ${resetDate(period.end)} (00:00 UTC).`,
    { retryAfterSeconds: Math.max(1, Math.ceil((period.end.getTime() - request.at.getTime()) / 1000)) },
  );
}
