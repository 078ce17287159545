import { Ban, Download, Play, RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoPixelSize } from '@shared/catalog/video';
import type { Render } from '@shared/contracts/renders';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-clock';
import { timeAgo } from '@/lib/time-ago';
import { useCancelRender } from '../api/cancel-render';
import { useDeleteRender } from '../api/delete-render';
import { isRendering, useRenderProgress } from '../api/get-render';
import { formatLabel, renderFailureMessage, timeLeft, translatedRenderMessage, videoFilename } from '../lib/render-text';

const statusLooks: Record<Render['status'], string> = {
  queued: 'border-warning-line bg-warning-soft text-warning',
  running: 'border-accent-line bg-accent text-accent-foreground',
  done: 'border-success-line bg-success-soft text-success',
  failed: 'border-danger-line bg-danger-soft text-danger',
  canceled: 'border-border bg-muted text-muted-foreground',
};

/** How wide the player is at most, by the video's shape (a vertical video is not as wide as the card). */
const playerWidths: Record<Render['format'], string> = {
  '16:9': 'max-w-2xl',
  '9:16': 'max-w-[16rem]',
  '1:1': 'max-w-sm',
  '4:5': 'max-w-xs',
};

export interface RenderItemProps {
  render: Render;
  /** Its number in the project's list (the oldest is 1): names its controls. */
  number: number;
  projectTitle: string;
  /** The player is shown (one video at a time). */
  expanded: boolean;
  onPlay: () => void;
  /** For a failed render: starts another with the panel's settings. */
  onRetry?: (() => void) | undefined;
  retryDisabled?: boolean;
  /** After it is deleted (the focus goes back to the list). */
  onDeleted: () => void;
}

/**
 * One render of the project: its status, format, resolution, length and when it was asked for;
 * while it waits or runs, a progress bar with the percent and the time left, and Cancel (it is
 * asked about every second meanwhile); when done, the player (when expanded, else Play) and
 * Download; when failed, the reason and Try again. Delete asks first.
 */
export function RenderItem({ render, number, projectTitle, expanded, onPlay, onRetry, retryDisabled, onDeleted }: RenderItemProps) {
  const { t } = useTranslation('renders');
  const format = useFormat();
  const id = useId();
  useRenderProgress(render);
  const cancel = useCancelRender();
  const remove = useDeleteRender();
  const [confirming, setConfirming] = useState(false);
  const [playRequested, setPlayRequested] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const active = isRendering(render.status);
  const size =
    render.width && render.height ? { width: render.width, height: render.height } : videoPixelSize(render.format, render.resolution);
  const name = t('item.name', { number });
  const progressNote = render.status === 'queued' ? t('item.waiting') : (timeLeft(render.etaSeconds) ?? t('item.starting'));
  const percent = format.number(render.progress / 100, { style: 'percent' });

  useEffect(() => {
    if (!expanded || !playRequested || !video.current) return;
    video.current.focus();
    // The browser may refuse to start it (autoplay rules): its controls still work. (Older engines return nothing.)
    (video.current.play() as Promise<void> | undefined)?.catch(() => {});
    setPlayRequested(false);
  }, [expanded, playRequested]);

  function stop() {
    cancel.mutate(render.id, {
      onError: (error) => toast({ variant: 'destructive', title: t('item.cancelFailed'), description: renderFailureMessage(error) }),
    });
  }

  function confirmDelete() {
    remove.mutate(render, {
      onSuccess: () => {
        toast({ title: t('item.deletedToast.title'), description: t('item.deletedToast.description') });
        onDeleted();
      },
      onError: (error) => toast({ variant: 'destructive', title: t('item.deleteFailed'), description: renderFailureMessage(error) }),
    });
  }

  const details = [
    formatLabel(render.format),
    render.resolution,
    render.durationSeconds !== undefined && formatClock(render.durationSeconds),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <li
      aria-labelledby={`${id}-name`}
      data-testid="render-item"
      data-status={render.status}
      className={cn('grid min-w-0 gap-3 rounded-xl border bg-muted/20 p-3 sm:p-4', expanded ? 'border-primary/40' : 'border-border')}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 id={`${id}-name`} className="text-sm font-semibold">
          {t('item.heading', { number })}
        </h4>
        <Badge variant="outline" className={statusLooks[render.status]} data-testid="render-status">
          {t(`status.${render.status}`)}
        </Badge>
        <span className="min-w-0 text-sm text-muted-foreground" data-testid="render-details">
          {details}
        </span>
        <time dateTime={render.createdAt} className="text-xs text-muted-foreground sm:ml-auto">
          {timeAgo(render.createdAt)}
        </time>
      </div>

      {active && (
        <div className="grid gap-2">
          <div
            role="progressbar"
            aria-label={t('item.renderingLabel', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={render.progress}
            aria-valuetext={t('item.progressText', { percent, note: progressNote })}
            className="h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-violet-600 to-indigo-600 transition-[width] duration-700"
              style={{ width: `${render.progress}%` }}
            />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span data-testid="render-progress" className="font-medium tabular-nums">
              {percent}
            </span>
            <span data-testid="render-eta" className="text-muted-foreground">
              {progressNote}
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="ml-auto"
              disabled={cancel.isPending}
              aria-label={t('item.cancelLabel', { name })}
              onClick={stop}
            >
              <Ban aria-hidden />
              {cancel.isPending ? t('item.canceling') : t('item.cancel')}
            </Button>
          </div>
        </div>
      )}

      {render.status === 'done' && render.videoUrl && expanded && (
        <div className={cn('w-full', playerWidths[render.format])}>
          <video
            ref={video}
            controls
            preload="metadata"
            src={render.videoUrl}
            aria-label={t('item.playerLabel', { title: projectTitle, name })}
            width={size.width}
            height={size.height}
            style={{ aspectRatio: `${size.width} / ${size.height}` }}
            className="block h-auto w-full rounded-lg bg-black focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          />
        </div>
      )}

      {render.status === 'failed' && (
        <p role="alert" className="text-sm text-danger [overflow-wrap:anywhere]">
          {render.error ? translatedRenderMessage(render.error) : t('item.renderFailed')}
        </p>
      )}
      {render.status === 'canceled' && <p className="text-sm text-muted-foreground">{t('item.canceledNote')}</p>}

      {confirming ? (
        <DeleteConfirmation
          label={t('item.confirmLabel')}
          question={t('item.confirmQuestion')}
          confirmText={t('item.confirmDelete')}
          pendingText={t('item.deleting')}
          pending={remove.isPending}
          onKeep={() => setConfirming(false)}
          onDelete={confirmDelete}
        />
      ) : (
        !active && (
          <div role="group" aria-label={t('item.actions', { name })} className="flex flex-wrap gap-2">
            {render.status === 'done' && render.videoUrl && (
              <>
                {!expanded && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={t('item.playLabel', { name })}
                    onClick={() => {
                      setPlayRequested(true);
                      onPlay();
                    }}
                  >
                    <Play aria-hidden />
                    {t('item.play')}
                  </Button>
                )}
                <Button asChild size="sm" variant={expanded ? 'default' : 'ghost'}>
                  <a href={render.videoUrl} download={videoFilename(projectTitle)} aria-label={t('item.downloadLabel', { name })}>
                    <Download aria-hidden />
                    {t('item.download')}
                  </a>
                </Button>
              </>
            )}
            {onRetry && render.status === 'failed' && (
              <Button type="button" size="sm" variant="outline" disabled={retryDisabled} onClick={onRetry}>
                <RotateCw aria-hidden />
                {t('item.tryAgain')}
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
