import { Headphones, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NarrationSummary } from '@shared/contracts/narrations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-clock';
import { timeAgo } from '@/lib/time-ago';
import { useDeleteNarration } from '../api/delete-narration';
import { useNarration } from '../api/get-narration';
import { editLabel, narrationFailureMessage, translatedNarrationMessage } from '../lib/narration-text';

const statusLooks: Record<NarrationSummary['status'], string> = {
  aligning: 'border-accent-line bg-accent text-accent-foreground',
  ready: 'border-success-line bg-success-soft text-success',
  failed: 'border-danger-line bg-danger-soft text-danger',
};

/** How far a version sits in from the take it was made from (three steps at most). */
const depthIndents = ['', 'ml-4 sm:ml-8', 'ml-8 sm:ml-16', 'ml-12 sm:ml-24'];

export interface TakeItemProps {
  take: NarrationSummary;
  /** 'Take 2', 'Take 2.1' …: names its controls. */
  name: string;
  depth: number;
  /** Its player and transcript are the ones shown. */
  selected: boolean;
  onSelect: () => void;
  /** After it is deleted (the focus goes back to the list). */
  onDeleted: () => void;
}

/**
 * One take or version: its name, status, what made it and when; while aligning, a progress bar with
 * the percent (it is asked about every 2 s, and moved on at once by the socket's events); when
 * failed, its error; when ready, its length and how it was timed, and Listen. Delete asks first.
 */
export function TakeItem({ take, name, depth, selected, onSelect, onDeleted }: TakeItemProps) {
  const { t } = useTranslation('narrations');
  const format = useFormat();
  const id = useId();
  useNarration(take, { enabled: take.status === 'aligning' });
  const remove = useDeleteNarration();
  const [confirming, setConfirming] = useState(false);
  const version = take.parentId !== null;
  const percent = format.number(take.progress / 100, { style: 'percent' });

  function confirmDelete() {
    remove.mutate(take, {
      onSuccess: () => {
        toast({ title: t('item.deletedToast.title'), description: t('item.deletedToast.description', { name }) });
        onDeleted();
      },
      onError: (error) => toast({ variant: 'destructive', title: t('item.deleteFailed'), description: narrationFailureMessage(error) }),
    });
  }

  return (
    <li
      aria-labelledby={`${id}-name`}
      data-testid="take-item"
      data-status={take.status}
      data-depth={depth}
      className={cn(
        'grid min-w-0 gap-2 rounded-xl border bg-muted/20 p-3',
        depthIndents[Math.min(depth, depthIndents.length - 1)],
        version && 'border-l-4 border-l-violet-200',
        selected ? 'border-primary/50' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 id={`${id}-name`} className="text-sm font-semibold">
          {name}
        </h4>
        <Badge variant="outline" className={statusLooks[take.status]} data-testid="take-status">
          {t(`status.${take.status}`)}
        </Badge>
        <span className="min-w-0 text-sm text-muted-foreground" data-testid="take-edit">
          {editLabel(take.edit)}
        </span>
        <time dateTime={take.createdAt} className="text-xs text-muted-foreground sm:ml-auto">
          {timeAgo(take.createdAt)}
        </time>
      </div>

      {take.status === 'aligning' && (
        <div className="grid gap-1.5">
          <div
            role="progressbar"
            aria-label={t('item.aligningLabel', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={take.progress}
            aria-valuetext={percent}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-violet-600 to-indigo-600 transition-[width] duration-700"
              style={{ width: `${take.progress}%` }}
            />
          </div>
          <p className="flex gap-2 text-sm">
            <span data-testid="take-progress" className="font-medium tabular-nums">
              {percent}
            </span>
            <span className="text-muted-foreground">{t('aligningNote')}</span>
          </p>
        </div>
      )}

      {take.status === 'failed' && (
        <p role="alert" className="text-sm text-danger [overflow-wrap:anywhere]" data-testid="take-error">
          {take.error ? translatedNarrationMessage(take.error) : t('item.alignFailed')}
        </p>
      )}

      {take.status === 'ready' && (
        <p className="text-sm text-muted-foreground" data-testid="take-details">
          {formatClock(take.durationSeconds)} · {t(`methods.${take.method}`)}
        </p>
      )}

      {confirming ? (
        <DeleteConfirmation
          label={t('item.confirmLabel', { name })}
          question={version ? t('item.confirmQuestionVersion', { name }) : t('item.confirmQuestion', { name })}
          confirmText={t('item.deleteLabel', { name })}
          pendingText={t('item.deleting')}
          pending={remove.isPending}
          onKeep={() => setConfirming(false)}
          onDelete={confirmDelete}
        />
      ) : (
        take.status !== 'aligning' && (
          <div role="group" aria-label={t('item.actions', { name })} className="flex flex-wrap gap-2">
            {take.status === 'ready' && (
              <Button
                type="button"
                size="sm"
                variant={selected ? 'default' : 'outline'}
                aria-pressed={selected}
                aria-label={t('item.listenTo', { name })}
                onClick={onSelect}
              >
                <Headphones aria-hidden />
                {selected ? t('item.listening') : t('item.listen')}
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="text-danger"
              aria-label={t('item.deleteLabel', { name })}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
              {t('item.delete')}
            </Button>
          </div>
        )
      )}
    </li>
  );
}
