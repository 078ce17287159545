import type { DragEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Publication } from '@shared/contracts/publishing';
import { cn } from '@/lib/cn';
import { isReschedulable } from '../api/calendar';
import { timeOfDay } from '../lib/calendar-dates';
import { channelName, channelText, platformNames, statusText } from '../lib/publication-words';
import { PublicationStatusBadge, statusEdgeClass } from './publication-status-badge';

/** The drag's data type: an entry's id (other drags, such as a file or a link, are not ours). */
export const PUBLICATION_DRAG_TYPE = 'application/x-genesis-publication';

/** Finds an entry's element again (it may have been drawn anew since the dialog opened); ids are UUIDs. */
export const entrySelector = (id: string) => `[data-publication-id="${id}"]`;

interface CalendarEntryProps {
  publication: Publication;
  onOpen: (publication: Publication) => void;
  onDragStart: (publication: Publication) => void;
  onDragEnd: () => void;
}

/**
 * One publication in the calendar: its time, title, status and channel. Click or Enter opens it; one
 * whose publish time can still change can be dragged to another day. A div with the button role,
 * not a button: Firefox starts no drag from a button.
 */
export function CalendarEntry({ publication, onOpen, onDragStart, onDragEnd }: CalendarEntryProps) {
  const { t, i18n } = useTranslation('publishing');
  const movable = isReschedulable(publication);
  const at = new Date(publication.calendarAt);
  const time = timeOfDay(at, i18n.language);

  function startDrag(event: DragEvent<HTMLDivElement>) {
    event.dataTransfer?.setData(PUBLICATION_DRAG_TYPE, publication.id);
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    onDragStart(publication);
  }

  function openWithKeyboard(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(publication);
  }

  return (
    <div
      role="button"
      tabIndex={0}
      // Said in this order, with pauses: what, when, where it is, where it goes.
      aria-label={t('entry.label', { title: publication.title, time, status: statusText(publication), channel: channelText(publication) })}
      data-publication-id={publication.id}
      draggable={movable}
      title={movable ? t('entry.dragHint') : undefined}
      onClick={() => onOpen(publication)}
      onKeyDown={openWithKeyboard}
      onDragStart={movable ? startDrag : undefined}
      onDragEnd={movable ? onDragEnd : undefined}
      className={cn(
        'grid min-w-0 gap-1 rounded-md border border-l-4 border-border bg-card p-1.5 text-left text-xs shadow-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60',
        statusEdgeClass[publication.status],
        movable ? 'cursor-grab active:cursor-grabbing' : 'cursor-pointer',
      )}
    >
      <span className="flex flex-wrap items-center justify-between gap-1">
        <time dateTime={publication.calendarAt} className="font-semibold tabular-nums">
          {time}
        </time>{' '}
        <PublicationStatusBadge publication={publication} className="px-1.5 text-[0.6875rem]" />
      </span>{' '}
      <span className="line-clamp-2 font-medium wrap-anywhere">{publication.title}</span>{' '}
      {/* The platform goes under the channel's name when the day is too narrow for both. */}
      <span className="flex min-w-0 flex-wrap gap-x-1 text-muted-foreground">
        <span className="max-w-full truncate">{channelName(publication)}</span>{' '}
        <span className="shrink-0">· {platformNames[publication.platform]}</span>
      </span>
    </div>
  );
}
