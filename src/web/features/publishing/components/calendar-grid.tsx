import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Publication } from '@shared/contracts/publishing';
import { cn } from '@/lib/cn';
import { dayKey, dayLabel, weekdayName, type CalendarRange, type CalendarView } from '../lib/calendar-dates';
import { CalendarEntry, PUBLICATION_DRAG_TYPE } from './calendar-entry';

interface CalendarGridProps {
  view: CalendarView;
  range: CalendarRange;
  /** The month shown (0–11): in the month view, days of the weeks around it are dimmed. */
  month: number;
  publications: Publication[];
  today: Date;
  onOpen: (publication: Publication) => void;
  /** An entry was dropped on `day` (it keeps its time of day: the caller decides the new time). */
  onDropOnDay: (publicationId: string, day: Date) => void;
}

/** The publications of each local day, earliest first. */
function byLocalDay(publications: Publication[]): Map<string, Publication[]> {
  const days = new Map<string, Publication[]>();
  const sorted = [...publications].sort((a, b) => Date.parse(a.calendarAt) - Date.parse(b.calendarAt));
  for (const publication of sorted) {
    const key = dayKey(new Date(publication.calendarAt));
    days.set(key, [...(days.get(key) ?? []), publication]);
  }
  return days;
}

/**
 * The month (its weeks, Monday to Sunday) or one week, each day a drop target for the entries that
 * can be moved. Drag and drop is the browser's own; the dialog's "Publish time" is the keyboard's way.
 */
export function CalendarGrid({ view, range, month, publications, today, onOpen, onDropOnDay }: CalendarGridProps) {
  const { t, i18n } = useTranslation('publishing');
  const locale = i18n.language;
  const [dragging, setDragging] = useState<Publication | null>(null);
  const [overDay, setOverDay] = useState<string | null>(null);
  const entriesOf = byLocalDay(publications);
  const todayKey = dayKey(today);

  function endDrag() {
    setDragging(null);
    setOverDay(null);
  }

  function dropTarget(day: Date) {
    const key = dayKey(day);
    return {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!dragging) return;
        // Without this the browser refuses the drop.
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        setOverDay(key);
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOverDay((current) => (current === key ? null : current));
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        const id = dragging?.id ?? event.dataTransfer?.getData(PUBLICATION_DRAG_TYPE);
        endDrag();
        if (!id) return;
        event.preventDefault();
        onDropOnDay(id, day);
      },
    };
  }

  const week = range.days.slice(0, 7);
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm" data-testid="calendar-grid" data-view={view}>
      <div className="min-w-[46rem]">
        <div aria-hidden className="grid grid-cols-7 border-b border-border bg-muted/50 text-xs font-semibold text-muted-foreground">
          {week.map((day) => (
            <div key={dayKey(day)} className="px-2 py-2">
              {weekdayName(day, locale)}
              {view === 'week' && (
                <span className={cn('ml-1.5 text-sm text-foreground', dayKey(day) === todayKey && 'text-primary')}>{day.getDate()}</span>
              )}
            </div>
          ))}
        </div>
        <div className="grid grid-cols-7">
          {range.days.map((day) => {
            const key = dayKey(day);
            const isToday = key === todayKey;
            const outsideMonth = view === 'month' && day.getMonth() !== month;
            const entries = entriesOf.get(key) ?? [];
            return (
              <div
                key={key}
                role="group"
                aria-label={isToday ? t('calendar.dayToday', { day: dayLabel(day, locale) }) : dayLabel(day, locale)}
                data-day={key}
                {...dropTarget(day)}
                className={cn(
                  'flex min-w-0 flex-col gap-1 border-r border-b border-border p-1.5 transition-colors [&:nth-child(7n)]:border-r-0',
                  view === 'month' ? 'min-h-28' : 'min-h-72',
                  outsideMonth && 'bg-muted/40',
                  overDay === key && 'bg-accent ring-2 ring-primary/50 ring-inset',
                )}
              >
                {view === 'month' && (
                  <span
                    aria-hidden
                    className={cn(
                      'flex size-6 items-center justify-center rounded-full text-xs font-medium',
                      outsideMonth && 'text-muted-foreground/70',
                      isToday && 'bg-primary text-primary-foreground',
                    )}
                  >
                    {day.getDate()}
                  </span>
                )}
                {entries.length > 0 && (
                  <ul className={cn('grid gap-1', outsideMonth && 'opacity-70')}>
                    {entries.map((publication) => (
                      <li key={publication.id}>
                        <CalendarEntry publication={publication} onOpen={onOpen} onDragStart={setDragging} onDragEnd={endDrag} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
