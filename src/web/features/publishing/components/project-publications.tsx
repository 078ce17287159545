import { ExternalLink, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { Publication, VideoPrivacy } from '@shared/contracts/publishing';
import { Button } from '@/components/ui/button';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useCancelPublication, useProjectPublications } from '../api/publications';
import { failureMessage } from '../lib/failure-message';
import { PublicationStatusBadge } from './publication-status-badge';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

const privacyNames: Record<VideoPrivacy, string> = { private: 'Private', unlisted: 'Unlisted', public: 'Public' };

/** The moment that matters for where it is: when it goes public, when it went out, else when it was sent. */
function moment(publication: Publication): { label: string; at: string } {
  if (publication.status === 'published') return { label: 'Published', at: publication.publishedAt ?? publication.calendarAt };
  if (publication.publishAt && publication.status !== 'failed' && publication.status !== 'canceled') {
    return { label: 'Goes public', at: publication.publishAt };
  }
  return { label: 'Sent', at: publication.createdAt };
}

function PublicationItem({ publication }: { publication: Publication }) {
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
        toast({ title: 'Upload Canceled', description: canceled.notice ?? `The upload of “${title}” was stopped.` });
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
        {publication.channelName ?? 'A channel no longer connected'} · {privacyNames[publication.privacy]} · {label}{' '}
        <time dateTime={at}>{when.format(new Date(at))}</time>
      </p>
      {uploading && (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={`Upload of ${title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <span className="text-xs text-muted-foreground tabular-nums">{progress}% sent</span>
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
                Open on YouTube
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
              Cancel upload
            </Button>
          )}
        </div>
      )}
      {confirming && uploading && (
        <DeleteConfirmation
          label={`Cancel the upload of ${title}`}
          question={<>Cancel the upload of “{title}”? What was sent so far is dropped, and the video does not appear on YouTube.</>}
          confirmText="Cancel upload"
          pendingText="Canceling..."
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
  const headingId = useId();
  const publications = useProjectPublications(projectId);

  let body;
  if (publications.isError) {
    body = (
      <LoadFailed
        compact
        message="Could not load this project’s publications. Please try again."
        onRetry={() => void publications.refetch()}
        className="py-2"
      />
    );
  } else if (!publications.data) {
    body = <LoadingState label="Loading publications..." className="justify-start py-2 text-sm" />;
  } else if (publications.data.publications.length === 0) {
    body = <p className="text-sm text-muted-foreground">Nothing published from this project yet.</p>;
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
        Publications
      </h3>
      {body}
    </section>
  );
}
