import { describe, expect, it } from 'vitest';
import { nextPacificMidnight, pacificDay } from './pacific-day';

describe('the Pacific quota day', () => {
  it('names the day as Los Angeles sees it', () => {
    expect(pacificDay(new Date('2027-01-31T07:59:00Z'))).toBe('2027-01-30');
    expect(pacificDay(new Date('2027-01-31T08:00:00Z'))).toBe('2027-01-31');
    expect(pacificDay(new Date('2027-07-01T06:59:00Z'))).toBe('2027-06-30');
    expect(pacificDay(new Date('2027-07-01T07:00:00Z'))).toBe('2027-07-01');
  });

  it('ends at midnight Pacific time, in winter and in summer', () => {
    expect(nextPacificMidnight(new Date('2027-01-31T12:00:00Z')).toISOString()).toBe('2027-02-01T08:00:00.000Z');
    expect(nextPacificMidnight(new Date('2027-07-01T12:00:00Z')).toISOString()).toBe('2027-07-02T07:00:00.000Z');
  });

  it('ends at the right midnight on the days the clocks change', () => {
    // 14 March 2027: clocks go forward at 2 a.m.; the day after starts at 07:00 UTC.
    expect(nextPacificMidnight(new Date('2027-03-14T12:00:00Z')).toISOString()).toBe('2027-03-15T07:00:00.000Z');
    // 7 November 2027: clocks go back; that day started at 07:00 UTC and ends at 08:00 UTC the next.
    expect(nextPacificMidnight(new Date('2027-11-07T07:30:00Z')).toISOString()).toBe('2027-11-08T08:00:00.000Z');
    expect(pacificDay(new Date('2027-11-07T07:30:00Z'))).toBe('2027-11-07');
  });
});
