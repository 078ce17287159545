import { formatDate } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';

/**
 * The gallery's dates in the browser's time zone and the interface language, with Intl (no date
 * library). In English: 'MMM d' ('Jul 15') for the Latest card, 'MMM d, yyyy • h:mm a'
 * ('Jul 15, 2025 • 2:05 PM') on cards; other languages use their own order and clock.
 */
function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MMM d': 'Jul 15' (es '15 jul', de '15. Juli'…). */
export function formatDay(iso: string, locale?: string): string {
  const date = parse(iso);
  return date ? formatDate(date, { month: 'short', day: 'numeric' }, locale) : '';
}

/** 'MMM d, yyyy • h:mm a': 'Jul 15, 2025 • 2:05 PM'. */
export function formatDateTime(iso: string, locale?: string): string {
  const date = parse(iso);
  if (!date) return '';
  const day = formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' }, locale);
  // Newer ICU puts a narrow no-break space before AM/PM; the stamp uses a plain one.
  const time = formatDate(date, { hour: 'numeric', minute: '2-digit' }, locale).replace(/\u202f/g, ' ');
  return i18n.t('gallery:dates.stamp', { date: day, time, lng: locale });
}
