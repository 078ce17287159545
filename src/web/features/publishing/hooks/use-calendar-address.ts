import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { calendarViews, dayKey, parseDayKey, startOfDay, type CalendarView } from '../lib/calendar-dates';

const isView = (value: string | null): value is CalendarView => calendarViews.includes(value as CalendarView);

/**
 * The calendar's view and day, kept in the address (`?view=week&date=2027-01-31`) so a reload, a
 * shared link or Back shows the same period. No date means today; no view means the month.
 */
export function useCalendarAddress() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const viewParam = params.get('view');
  const view: CalendarView = isView(viewParam) ? viewParam : 'month';
  const date = parseDayKey(params.get('date')) ?? startOfDay(new Date());

  const show = useCallback(
    (next: { view?: CalendarView; date?: Date | null }) => {
      const nextParams = new URLSearchParams(window.location.search);
      if (next.view) nextParams.set('view', next.view);
      if (next.date === null) nextParams.delete('date');
      else if (next.date) nextParams.set('date', dayKey(next.date));
      const query = nextParams.toString();
      navigate(query ? `${location}?${query}` : location);
    },
    [location, navigate],
  );

  return { view, date, show };
}
