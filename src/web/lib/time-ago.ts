import { formatRelative } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';

/**
 * 'just now', '5 minutes ago', 'yesterday', '3 weeks ago' (in the interface language): how long ago
 * `iso` was, from `now`. Under `justNowBelow` seconds it is 'just now'; from there to a minute, '1 minute ago'.
 */
export function timeAgo(iso: string, { now = Date.now(), justNowBelow = 45 }: { now?: number; justNowBelow?: number } = {}): string {
  const then = new Date(iso).getTime();
  const seconds = Math.round((now - then) / 1000);
  if (seconds < justNowBelow) return i18n.t('common:time.justNow');
  // Less than a minute reads as a minute, not in seconds.
  return formatRelative(seconds < 60 ? now - 60_000 : then, now);
}
