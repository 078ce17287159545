import type { Plan } from '@shared/catalog/plans';

/** The end of the billing period that starts at `start`: a week, or the same day next month. */
export function periodEnd(start: Date, interval: Plan['interval']): Date {
  const end = new Date(start);
  if (interval === 'week') end.setUTCDate(end.getUTCDate() + 7);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
