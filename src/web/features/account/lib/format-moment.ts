import { formatDateTime, formatRelative } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';

/** 'Nov 27, 2026, 10:25 AM': the moment itself, for a tooltip or a detail line (in the interface language). */
export function formatMoment(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date, locale);
}

/** How long ago `iso` was: under a minute is 'just now', then '5 minutes ago', 'yesterday'… */
export function lastUsedAgo(iso: string, locale?: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return i18n.t('account:time.justNow', { lng: locale });
  return formatRelative(iso, now, locale);
}
