import { CalendarDays, CalendarRange as WeekIcon, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Publication } from '@shared/contracts/publishing';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { toast } from '@/components/ui/use-toast';
import { isReschedulable, usePublicationsInRange, useReschedulePublication } from '../api/calendar';
import { useCalendarAddress } from '../hooks/use-calendar-address';
import { atTimeOfDay, calendarRange, dateAndTime, dayKey, periodTitle, shiftPeriod, startOfDay } from '../lib/calendar-dates';
import { failureMessage } from '../lib/failure-message';
import { CalendarGrid } from './calendar-grid';
import { entrySelector } from './calendar-entry';
import { PublicationDialog } from './publication-dialog';

/**
 * The publishing calendar: a month or a week of the user's publications on every platform, in the
 * browser's time zone. An entry that is still to go out can be dragged to another day (it keeps its
 * time of day) or given a new time in its dialog.
 */
export function PublishingCalendar() {
  const { t, i18n } = useTranslation('publishing');
  const locale = i18n.language;
  const { view, date, show } = useCalendarAddress();
  const range = calendarRange(view, date);
  const publications = usePublicationsInRange(range.start, range.end);
  const reschedule = useReschedulePublication();
  // The dialog keeps showing the last entry while it closes; the open one is read fresh from the list (polls, moves).
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpened, setLastOpened] = useState<Publication | null>(null);

  const list = publications.data?.publications ?? [];
  const shown = (openId && list.find((publication) => publication.id === openId)) || lastOpened;

  function open(publication: Publication) {
    setLastOpened(publication);
    setOpenId(publication.id);
  }

  function dropOnDay(id: string, day: Date) {
    const publication = list.find((entry) => entry.id === id);
    if (!publication?.publishAt || !isReschedulable(publication)) return;
    const current = new Date(publication.publishAt);
    if (dayKey(current) === dayKey(day)) return;
    const at = atTimeOfDay(day, current);
    if (at.getTime() <= Date.now()) {
      toast({ variant: 'destructive', title: t('calendar.notMoved'), description: t('messages.publishAtPast') });
      return;
    }
    // mutateAsync: each drop reports its own outcome, even when another drop started meanwhile.
    reschedule.mutateAsync({ id, publishAt: at.toISOString() }).then(
      (saved) =>
        toast({
          title: t('calendar.moved'),
          description: t('calendar.movedDescription', {
            title: saved.title,
            when: dateAndTime(new Date(saved.publishAt ?? saved.calendarAt), locale),
          }),
        }),
      (error: unknown) => toast({ variant: 'destructive', title: t('calendar.notMoved'), description: failureMessage(error) }),
    );
  }

  return (
    <section aria-labelledby="calendar-period" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-9"
            onClick={() => show({ date: shiftPeriod(view, date, -1) })}
          >
            <ChevronLeft aria-hidden />
            <span className="sr-only">{view === 'month' ? t('calendar.previousMonth') : t('calendar.previousWeek')}</span>
          </Button>
          <Button type="button" variant="outline" className="h-9" onClick={() => show({ date: null })}>
            {t('calendar.todayButton')}
          </Button>
          <Button type="button" variant="outline" size="icon" className="size-9" onClick={() => show({ date: shiftPeriod(view, date, 1) })}>
            <ChevronRight aria-hidden />
            <span className="sr-only">{view === 'month' ? t('calendar.nextMonth') : t('calendar.nextWeek')}</span>
          </Button>
          <h2 id="calendar-period" aria-live="polite" className="ml-1 text-xl font-semibold tracking-tight">
            {periodTitle(view, date, range, locale)}
          </h2>
        </div>
        <div
          role="group"
          aria-label={t('calendar.viewGroup')}
          className="inline-flex gap-1 rounded-lg border border-border bg-card p-1 shadow-xs"
        >
          <Button
            type="button"
            size="sm"
            variant={view === 'month' ? 'default' : 'ghost'}
            aria-pressed={view === 'month'}
            onClick={() => show({ view: 'month' })}
          >
            <CalendarDays aria-hidden />
            {t('calendar.month')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant={view === 'week' ? 'default' : 'ghost'}
            aria-pressed={view === 'week'}
            onClick={() => show({ view: 'week' })}
          >
            <WeekIcon aria-hidden />
            {t('calendar.week')}
          </Button>
        </div>
      </div>

      {publications.data ? (
        <>
          {list.length === 0 && (
            <p
              className="rounded-lg border border-dashed border-border bg-muted/40 px-4 py-3 text-sm text-muted-foreground"
              data-testid="calendar-empty"
            >
              {t('calendar.empty')}
            </p>
          )}
          <CalendarGrid
            view={view}
            range={range}
            month={date.getMonth()}
            publications={list}
            today={startOfDay(new Date())}
            onOpen={open}
            onDropOnDay={dropOnDay}
          />
        </>
      ) : publications.isError ? (
        <LoadFailed
          message={t('calendar.loadFailed')}
          onRetry={() => void publications.refetch()}
          className="rounded-xl border border-border bg-card py-12"
        />
      ) : (
        <LoadingState label={t('calendar.loading')} className="rounded-xl border border-border bg-card py-16" />
      )}

      <PublicationDialog
        publication={shown}
        open={openId !== null}
        onClose={() => setOpenId(null)}
        onMoved={setLastOpened}
        onCloseFocus={() => {
          if (lastOpened) document.querySelector<HTMLElement>(entrySelector(lastOpened.id))?.focus();
        }}
      />
    </section>
  );
}
