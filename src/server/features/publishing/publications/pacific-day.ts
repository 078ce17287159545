/**
 * YouTube's quota day: it starts again at midnight Pacific time (America/Los_Angeles, so 08:00 UTC
 * in winter and 07:00 UTC in summer).
 */
const PACIFIC = 'America/Los_Angeles';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PACIFIC, year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC, timeZoneName: 'longOffset' });

/** The Pacific day `at` falls on, as '2027-01-31'. */
export function pacificDay(at: Date): string {
  return dayFormat.format(at);
}

/** Pacific time's offset from UTC at `at`, in minutes (−480 in winter, −420 in summer). */
function pacificOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-08:00';
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name) ?? ['', '-', '08', '00'];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The next midnight Pacific time after `at`: when the quota day that `at` falls on ends. */
export function nextPacificMidnight(at: Date): Date {
  const [year, month, day] = pacificDay(at).split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day + 1);
  // The clocks change at 2 a.m., never at midnight: the offset a few hours after that midnight is its own.
  const offset = pacificOffsetMinutes(new Date(midnightAsUtc + 12 * 3_600_000));
  return new Date(midnightAsUtc - offset * 60_000);
}
