const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * '2025-07-15' → 'July 15, 2025'. Computed from the string, never through the local time zone, so
 * the pre-rendered HTML and the hydrated page always agree.
 */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
