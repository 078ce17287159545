import { describe, expect, it } from 'vitest';
import { inTimeZone } from '@/test/publication-fixtures';
import {
  atTimeOfDay,
  dayKey,
  fromDateTimeLocal,
  monthRange,
  parseDayKey,
  periodTitle,
  shiftPeriod,
  toDateTimeLocal,
  weekRange,
} from './calendar-dates';

// A zone with daylight saving (it starts on March 14, 2027), so a day is not always 24 hours.
inTimeZone('America/New_York');

describe('calendar dates (local time)', () => {
  it('lays out a month as whole weeks from Monday to Sunday', () => {
    const range = monthRange(new Date(2027, 0, 14));
    expect(dayKey(range.start)).toBe('2026-12-28');
    expect(dayKey(range.end)).toBe('2027-02-01');
    expect(range.days).toHaveLength(35);
    expect(range.start.toISOString()).toBe('2026-12-28T05:00:00.000Z');
    // A month that begins on a Monday and ends mid-week: the next month's first days complete the week.
    const march = monthRange(new Date(2027, 2, 1));
    expect(dayKey(march.start)).toBe('2027-03-01');
    expect(dayKey(march.end)).toBe('2027-04-05');
    expect(march.days.map(dayKey)).toContain('2027-03-14');
    expect(new Set(march.days.map(dayKey)).size).toBe(march.days.length);
  });

  it('finds the week of a Sunday (it ends the week that began on Monday)', () => {
    const range = weekRange(new Date(2027, 0, 31));
    expect(dayKey(range.start)).toBe('2027-01-25');
    expect(dayKey(range.end)).toBe('2027-02-01');
    expect(periodTitle('week', new Date(2027, 0, 31), range)).toMatch(/^Jan 25\s–\s31, 2027$/);
    expect(periodTitle('month', new Date(2027, 0, 31), monthRange(new Date(2027, 0, 31)))).toBe('January 2027');
  });

  it('reads only real days from the address', () => {
    expect(dayKey(parseDayKey('2027-01-31')!)).toBe('2027-01-31');
    expect(parseDayKey('2027-02-31')).toBeNull();
    expect(parseDayKey('31/01/2027')).toBeNull();
    expect(parseDayKey(null)).toBeNull();
  });

  it('steps a month to the 1st of the next, and a week by seven days across daylight saving', () => {
    expect(dayKey(shiftPeriod('month', new Date(2027, 0, 31), 1))).toBe('2027-02-01');
    expect(dayKey(shiftPeriod('month', new Date(2027, 0, 31), -1))).toBe('2026-12-01');
    expect(dayKey(shiftPeriod('week', new Date(2027, 2, 10), 1))).toBe('2027-03-17');
  });

  it('keeps the local time of day when an entry moves to another day, across daylight saving', () => {
    // 9:30 PM on March 10 (UTC-5) to March 16 (UTC-4): still 9:30 PM there.
    const moved = atTimeOfDay(new Date(2027, 2, 16), new Date('2027-03-11T02:30:00.000Z'));
    expect(moved.toISOString()).toBe('2027-03-17T01:30:00.000Z');
  });

  it('converts to and from a datetime-local value', () => {
    expect(toDateTimeLocal(new Date('2027-01-16T02:30:00.000Z'))).toBe('2027-01-15T21:30');
    expect(fromDateTimeLocal('2027-01-20T08:15')?.toISOString()).toBe('2027-01-20T13:15:00.000Z');
    expect(fromDateTimeLocal('')).toBeNull();
  });
});
