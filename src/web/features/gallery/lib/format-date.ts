/**
 * The gallery's dates in the browser's time zone, with Intl (no date library):
 * 'MMM d' ('Jul 15') for the Latest card, 'MMM d, yyyy • h:mm a' ('Jul 15, 2025 • 2:05 PM') on cards.
 */
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const stampFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MMM d': 'Jul 15'. */
export function formatDay(iso: string): string {
  const date = parse(iso);
  return date ? dayFormat.format(date) : '';
}

/** 'MMM d, yyyy • h:mm a': 'Jul 15, 2025 • 2:05 PM'. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  if (!date) return '';
  const part = Object.fromEntries(stampFormat.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day}, ${part.year} • ${part.hour}:${part.minute} ${part.dayPeriod}`;
}
