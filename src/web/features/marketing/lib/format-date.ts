import { formatDate } from '@/i18n/format';
import { activeLocale } from '@/i18n/i18n';

/**
 * '2025-07-15' → 'July 15, 2025' ('15 de julio de 2025'…). Read as a calendar date in UTC, never
 * through the local time zone, so the pre-rendered HTML and the hydrated page always agree.
 */
export function formatIsoDate(isoDate: string, locale: string = activeLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) return isoDate;
  const time = Date.UTC(Number(match[1]), month - 1, Number(match[3]));
  if (Number.isNaN(time)) return isoDate;
  return formatDate(time, { dateStyle: 'long', timeZone: 'UTC' }, locale);
}
