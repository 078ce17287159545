import { CalendarClock, ExternalLink } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Publication } from '@shared/contracts/publishing';
import { i18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isReschedulable, useOpenPublication, useReschedulePublication } from '../api/calendar';
import { dateAndTime, fromDateTimeLocal, toDateTimeLocal } from '../lib/calendar-dates';
import { failureMessage } from '../lib/failure-message';
import { channelName, platformNames } from '../lib/publication-words';
import { PublicationStatusBadge } from './publication-status-badge';

type Outcome = { kind: 'error' | 'success'; message: string } | null;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/** What the time the calendar placed it by is: when it went out, goes (or was to go) public, else when it was sent. */
function timeTerm(publication: Publication): string {
  if (publication.status === 'published') return i18n.t('publishing:dialog.time.published');
  if (!publication.publishAt) return i18n.t('publishing:dialog.time.sent');
  return publication.status === 'failed' || publication.status === 'canceled'
    ? i18n.t('publishing:dialog.time.wasToGoPublic')
    : i18n.t('publishing:dialog.time.goesPublic');
}

/** Why the publish time of one that cannot move stays as it is. */
function whyNotMovable(publication: Publication): string {
  if (publication.status === 'published') return i18n.t('publishing:messages.notReschedulable');
  if (publication.status === 'failed' || publication.status === 'canceled') return i18n.t('publishing:dialog.didNotGoOut');
  return i18n.t('publishing:messages.notScheduled');
}

/** The keyboard's way to move an entry: a new local date and time, then Move. */
function RescheduleForm({ publication, onMoved }: { publication: Publication; onMoved: (saved: Publication) => void }) {
  const { t, i18n: current } = useTranslation('publishing');
  const inputId = useId();
  const outcomeId = useId();
  const reschedule = useReschedulePublication();
  const [value, setValue] = useState(() => toDateTimeLocal(new Date(publication.publishAt ?? publication.calendarAt)));
  const [outcome, setOutcome] = useState<Outcome>(null);

  function move(event: FormEvent) {
    event.preventDefault();
    const at = fromDateTimeLocal(value);
    if (!at) return setOutcome({ kind: 'error', message: t('dialog.enterDateTime') });
    if (at.getTime() <= Date.now()) return setOutcome({ kind: 'error', message: t('messages.publishAtPast') });
    setOutcome(null);
    reschedule.mutate(
      { id: publication.id, publishAt: at.toISOString() },
      {
        onSuccess: (saved) => {
          onMoved(saved);
          setOutcome({
            kind: 'success',
            message: t('dialog.moved', { when: dateAndTime(new Date(saved.publishAt ?? saved.calendarAt), current.language) }),
          });
        },
        onError: (error) => setOutcome({ kind: 'error', message: failureMessage(error) }),
      },
    );
  }

  return (
    <form onSubmit={move} className="grid gap-2 border-t border-border pt-4" noValidate>
      <Label htmlFor={inputId}>{t('dialog.publishTime')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="datetime-local"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={outcome?.kind === 'error'}
          aria-describedby={outcome ? outcomeId : undefined}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={reschedule.isPending} aria-busy={reschedule.isPending}>
          <CalendarClock aria-hidden />
          {reschedule.isPending ? t('dialog.moving') : t('dialog.move')}
        </Button>
      </div>
      {outcome && (
        <p
          id={outcomeId}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={outcome.kind === 'error' ? 'text-sm font-medium text-danger' : 'text-sm font-medium text-success'}
        >
          {outcome.message}
        </p>
      )}
    </form>
  );
}

interface PublicationDialogProps {
  /** The entry shown (it stays while the dialog closes). */
  publication: Publication | null;
  open: boolean;
  onClose: () => void;
  /** A new publish time was saved (the entry may have left the period shown). */
  onMoved: (saved: Publication) => void;
  /** Where focus goes once the dialog has closed (the entry it was opened from). */
  onCloseFocus: () => void;
}

/** A calendar entry in full: what, where, its status and why, its time (changeable while it is scheduled), and its address. */
export function PublicationDialog({ publication: shown, open, onClose, onMoved, onCloseFocus }: PublicationDialogProps) {
  const { t, i18n: current } = useTranslation('publishing');
  const live = useOpenPublication(shown, open);
  const publication = live.data?.id === shown?.id ? (live.data ?? shown) : shown;
  return (
    <Dialog open={open && publication !== null} onOpenChange={(opened) => !opened && onClose()}>
      {publication && (
        <DialogContent
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
          onCloseAutoFocus={(event) => {
            // Opened without a Radix trigger: say where focus goes back to.
            event.preventDefault();
            onCloseFocus();
          }}
        >
          <DialogHeader>
            <DialogTitle className="pr-6 wrap-anywhere">{publication.title}</DialogTitle>
            <DialogDescription>{t('dialog.fromProject', { project: publication.projectTitle })}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-3">
            <Detail term={t('dialog.project')}>{publication.projectTitle}</Detail>
            <Detail term={t('dialog.channel')}>
              {t('dialog.channelWithPlatform', { channel: channelName(publication), platform: platformNames[publication.platform] })}
            </Detail>
            <Detail term={t('dialog.status')}>
              <span className="grid gap-1.5">
                <PublicationStatusBadge publication={publication} />
                {publication.error && <span className="font-normal text-danger">{publication.error}</span>}
                {publication.notice && <span className="font-normal text-muted-foreground">{publication.notice}</span>}
              </span>
            </Detail>
            <Detail term={timeTerm(publication)}>
              <time dateTime={publication.calendarAt}>{dateAndTime(new Date(publication.calendarAt), current.language)}</time>
            </Detail>
            {publication.videoId && (
              <Detail term={t('dialog.videoId')}>
                <code className="font-mono text-xs">{publication.videoId}</code>
              </Detail>
            )}
          </dl>
          {publication.url && (
            <Button asChild variant="outline" className="w-fit">
              <a href={publication.url} target="_blank" rel="noreferrer noopener">
                <ExternalLink aria-hidden />
                {t('dialog.openOn', { platform: platformNames[publication.platform] })}
              </a>
            </Button>
          )}
          {isReschedulable(publication) ? (
            <RescheduleForm key={publication.id} publication={publication} onMoved={onMoved} />
          ) : (
            <p className="border-t border-border pt-4 text-sm text-muted-foreground">{whyNotMovable(publication)}</p>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
