const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * 'just now', '5 minutes ago', 'yesterday', '3 weeks ago': how long ago `iso` was, from `now`.
 * Under `justNowBelow` seconds it is 'just now'; from there to a minute, '1 minute ago'.
 */
export function timeAgo(iso: string, { now = Date.now(), justNowBelow = 45 }: { now?: number; justNowBelow?: number } = {}): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < justNowBelow) return 'just now';
  for (const [unit, size] of units) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return relative.format(-1, 'minute');
}
