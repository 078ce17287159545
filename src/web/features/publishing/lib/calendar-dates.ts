import { activeLocale } from '@/i18n/i18n';

/**
 * The calendar's date arithmetic, in the browser's local time zone. Days are built with the local
 * Date constructor (year, month, day), never by adding 24 h, so a daylight-saving change cannot
 * shift a day.
 */

export const calendarViews = ['month', 'week'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** A span of local days: `days` from `start` (local midnight) up to `end` (the local midnight after the last day). */
export interface CalendarRange {
  start: Date;
  end: Date;
  days: Date[];
}

const DATE_PARAM = /^(\d{4})-(\d{2})-(\d{2})$/;

export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

export const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The Monday of the week `date` is in. */
export function startOfWeek(date: Date): Date {
  const daysSinceMonday = (date.getDay() + 6) % 7;
  return addDays(date, -daysSinceMonday);
}

/** A local day as the address and the day cells name it: 2027-01-31. */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** `?date=2027-01-31` as a local day; anything else (missing, malformed, 2027-02-31) is null. */
export function parseDayKey(value: string | null): Date | null {
  const match = value ? DATE_PARAM.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The weeks (Monday to Sunday) that hold the month of `date`. */
export function monthRange(date: Date): CalendarRange {
  const start = startOfWeek(new Date(date.getFullYear(), date.getMonth(), 1));
  const lastOfMonth = new Date(date.getFullYear(), date.getMonth() + 1, 0);
  const end = addDays(startOfWeek(lastOfMonth), 7);
  return { start, end, days: daysBetween(start, end) };
}

/** The week (Monday to Sunday) of `date`. */
export function weekRange(date: Date): CalendarRange {
  const start = startOfWeek(date);
  const end = addDays(start, 7);
  return { start, end, days: daysBetween(start, end) };
}

export const calendarRange = (view: CalendarView, date: Date) => (view === 'month' ? monthRange(date) : weekRange(date));

function daysBetween(start: Date, end: Date): Date[] {
  const days: Date[] = [];
  for (let day = start; day < end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The period before (-1) or after (+1) the one `date` is in: the 1st of the month, or the same weekday a week away. */
export function shiftPeriod(view: CalendarView, date: Date, step: -1 | 1): Date {
  return view === 'month' ? new Date(date.getFullYear(), date.getMonth() + step, 1) : addDays(date, 7 * step);
}

/** `day` at the local time of day of `time` (a drop keeps an entry's hour and minute). */
export function atTimeOfDay(day: Date, time: Date): Date {
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    time.getHours(),
    time.getMinutes(),
    time.getSeconds(),
    time.getMilliseconds(),
  );
}

/** A datetime-local input's value for `date` (local, to the minute): 2027-01-31T18:00. */
export function toDateTimeLocal(date: Date): string {
  const hours = String(date.getHours()).padStart(2, '0');
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${dayKey(date)}T${hours}:${minutes}`;
}

/** A datetime-local input's value as a local time; null when it is empty or not a time. */
export function fromDateTimeLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Formatters are made when used, not when the module loads: they take the time zone (and the interface
// language, unless a component passes its own) in force then.

/** The period's heading: "January 2027", or the week's days "Jan 25 – 31, 2027". */
export function periodTitle(view: CalendarView, date: Date, range: CalendarRange, locale: string = activeLocale()): string {
  if (view === 'month') return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date);
  const lastDay = addDays(range.end, -1);
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(range.start, lastDay);
}

/** A day cell's accessible name: "Friday, January 15, 2027". */
export const dayLabel = (date: Date, locale: string = activeLocale()) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date);

/** The weekday's short name, for the column headings: "Mon". */
export const weekdayName = (date: Date, locale: string = activeLocale()) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date);

/** A time of day: "6:00 PM". */
export const timeOfDay = (date: Date, locale: string = activeLocale()) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);

/** A date and time in full: "Friday, January 15, 2027 at 6:00 PM". */
export const dateAndTime = (date: Date, locale: string = activeLocale()) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
