import { CalendarDays, CalendarRange as WeekIcon, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { publicationMessages, type Publication } from '@shared/contracts/publishing';
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

const CALENDAR_EMPTY = 'Nothing scheduled or published in this period. Publish a project from its page in the studio.';

/**
 * The publishing calendar: a month or a week of the user's publications on every platform, in the
 * browser's time zone. An entry that is still to go out can be dragged to another day (it keeps its
 * time of day) or given a new time in its dialog.
 */
export function PublishingCalendar() {
  const { view, date, show } = useCalendarAddress();
  const range = calendarRange(view, date);
  const publications = usePublicationsInRange(range.start, range.end);
  const reschedule = useReschedulePublication();
  // The dialog keeps showing the last entry while it closes; the open one is read fresh from the list (polls, moves).
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpened, setLastOpened] = useState<Publication | null>(null);

  const list = publications.data?.publications ?? [];
  const shown = (openId && list.find((publication) => publication.id === openId)) || lastOpened;
  const unit = view === 'month' ? 'month' : 'week';

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
      toast({ variant: 'destructive', title: 'Not moved', description: publicationMessages.publishAtPast });
      return;
    }
    // mutateAsync: each drop reports its own outcome, even when another drop started meanwhile.
    reschedule.mutateAsync({ id, publishAt: at.toISOString() }).then(
      (saved) =>
        toast({
          title: 'Publish time changed',
          description: `“${saved.title}” now goes out ${dateAndTime(new Date(saved.publishAt ?? saved.calendarAt))}.`,
        }),
      (error: unknown) => toast({ variant: 'destructive', title: 'Not moved', description: failureMessage(error) }),
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
            <span className="sr-only">Previous {unit}</span>
          </Button>
          <Button type="button" variant="outline" className="h-9" onClick={() => show({ date: null })}>
            Today
          </Button>
          <Button type="button" variant="outline" size="icon" className="size-9" onClick={() => show({ date: shiftPeriod(view, date, 1) })}>
            <ChevronRight aria-hidden />
            <span className="sr-only">Next {unit}</span>
          </Button>
          <h2 id="calendar-period" aria-live="polite" className="ml-1 text-xl font-semibold tracking-tight">
            {periodTitle(view, date, range)}
          </h2>
        </div>
        <div role="group" aria-label="Calendar view" className="inline-flex gap-1 rounded-lg border border-border bg-card p-1 shadow-xs">
          <Button
            type="button"
            size="sm"
            variant={view === 'month' ? 'default' : 'ghost'}
            aria-pressed={view === 'month'}
            onClick={() => show({ view: 'month' })}
          >
            <CalendarDays aria-hidden />
            Month
          </Button>
          <Button
            type="button"
            size="sm"
            variant={view === 'week' ? 'default' : 'ghost'}
            aria-pressed={view === 'week'}
            onClick={() => show({ view: 'week' })}
          >
            <WeekIcon aria-hidden />
            Week
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
              {CALENDAR_EMPTY}
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
          message="Failed to load your calendar. Please try again."
          onRetry={() => void publications.refetch()}
          className="rounded-xl border border-border bg-card py-12"
        />
      ) : (
        <LoadingState label="Loading your calendar..." className="rounded-xl border border-border bg-card py-16" />
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
