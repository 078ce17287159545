import { ExternalLink, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Publication } from '@shared/contracts/publishing';
import { Button } from '@/components/ui/button';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { useCancelPublication, useProjectPublications } from '../api/publications';
import { failureMessage } from '../lib/failure-message';
import { PublicationStatusBadge } from './publication-status-badge';

/** The moment that matters for where it is: when it goes public, when it went out, else when it was sent. */
function moment(publication: Publication): { label: string; at: string } {
  if (publication.status === 'published') {
    return { label: i18n.t('publishing:publications.published'), at: publication.publishedAt ?? publication.calendarAt };
  }
  if (publication.publishAt && publication.status !== 'failed' && publication.status !== 'canceled') {
    return { label: i18n.t('publishing:publications.goesPublic'), at: publication.publishAt };
  }
  return { label: i18n.t('publishing:publications.sent'), at: publication.createdAt };
}

function PublicationItem({ publication }: { publication: Publication }) {
  const { t } = useTranslation('publishing');
  const format = useFormat();
  const titleId = useId();
  const cancel = useCancelPublication(publication.projectId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { title, status, progress, error, notice, url } = publication;
  const uploading = status === 'uploading';
  const { label, at } = moment(publication);

  function confirmCancel() {
    cancel.mutate(publication.id, {
      onSuccess: (canceled) => {
        setConfirming(false);
        toast({ title: t('publications.canceledTitle'), description: canceled.notice ?? t('publications.canceledDescription', { title }) });
      },
      onError: (problem) => {
        setConfirming(false);
        setFailure(failureMessage(problem));
      },
    });
  }

  return (
    <li aria-labelledby={titleId} className="grid gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span id={titleId} className="font-medium wrap-anywhere">
          {title}
        </span>
        <PublicationStatusBadge publication={publication} />
      </div>
      <p className="text-sm text-muted-foreground">
        {publication.channelName ?? t('publications.channelGone')} · {t(`privacy.${publication.privacy}`)} · {label}{' '}
        <time dateTime={at}>{format.dateTime(at)}</time>
      </p>
      {uploading && (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={t('publications.progressLabel', { title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <span className="text-xs text-muted-foreground tabular-nums">{t('publications.progress', { progress })}</span>
        </div>
      )}
      {error && status === 'failed' && <p className="text-sm font-medium text-danger">{error}</p>}
      {/* While uploading, the error says what interrupted it and that it goes on by itself. */}
      {uploading && (
        <p role="status" className={cn('text-sm text-warning', !error && 'sr-only')}>
          {error}
        </p>
      )}
      {notice && <p className="text-sm text-muted-foreground">{notice}</p>}
      {(url || (uploading && !confirming)) && (
        <div className="flex flex-wrap gap-2">
          {url && (
            <Button asChild variant="outline" size="sm" className="h-9">
              <a href={url} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden />
                {t('publications.openOnYouTube')}
              </a>
            </Button>
          )}
          {uploading && !confirming && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-9"
              onClick={() => {
                setFailure(null);
                setConfirming(true);
              }}
            >
              <XCircle aria-hidden />
              {t('publications.cancelUpload')}
            </Button>
          )}
        </div>
      )}
      {confirming && uploading && (
        <DeleteConfirmation
          label={t('publications.cancelLabel', { title })}
          question={t('publications.cancelQuestion', { title })}
          confirmText={t('publications.cancelUpload')}
          pendingText={t('publications.canceling')}
          pending={cancel.isPending}
          onKeep={() => setConfirming(false)}
          onDelete={confirmCancel}
        />
      )}
      {failure && (
        <p role="alert" className="rounded-lg border border-danger-line bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger">
          {failure}
        </p>
      )}
    </li>
  );
}

/** The project's publications, newest first, with their progress while they upload (read every 2 s meanwhile). */
export function ProjectPublications({ projectId, className }: { projectId: string; className?: string }) {
  const { t } = useTranslation('publishing');
  const headingId = useId();
  const publications = useProjectPublications(projectId);

  let body;
  if (publications.isError) {
    body = <LoadFailed compact message={t('publications.loadFailed')} onRetry={() => void publications.refetch()} className="py-2" />;
  } else if (!publications.data) {
    body = <LoadingState label={t('publications.loading')} className="justify-start py-2 text-sm" />;
  } else if (publications.data.publications.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('publications.empty')}</p>;
  } else {
    body = (
      <ul className="divide-y divide-border" aria-labelledby={headingId}>
        {publications.data.publications.map((publication) => (
          <PublicationItem key={publication.id} publication={publication} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className={cn('grid gap-3', className)}>
      <h3 id={headingId} className="text-base font-semibold">
        {t('publications.heading')}
      </h3>
      {body}
    </section>
  );
}
