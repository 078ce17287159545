import { CalendarPlus, CircleAlert, Copy, Rss } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { Input } from '@/components/ui/input';
import { useFormat } from '@/i18n/format';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { copyText } from '@/lib/copy-text';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar';
import { failureMessage } from '../lib/failure-message';

/** The address just made: shown this once, with Copy. */
function NewFeedAddress({ url }: { url: string }) {
  const { t } = useTranslation('publishing');
  const inputId = useId();
  return (
    <div className="grid gap-2 rounded-lg border border-success-line bg-success-soft p-3">
      <label htmlFor={inputId} className="text-sm font-medium text-success">
        {t('feed.newAddressLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs sm:flex-1"
        />
        <Button type="button" variant="outline" onClick={() => void copyText(url, t('feed.copyWhat'))}>
          <Copy aria-hidden />
          {t('feed.copy')}
        </Button>
      </div>
      <p className="text-xs text-success">{t('feed.pasteHint')}</p>
    </div>
  );
}

/**
 * The calendar feed: a secret address the user's own calendar app (Google Calendar, Apple Calendar,
 * Outlook) subscribes to. The server shows an address only when it makes it; making another replaces
 * it, and stopping the feed turns it off.
 */
export function CalendarFeed() {
  const { t } = useTranslation('publishing');
  const format = useFormat();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const active = feed.data?.active ?? false;

  function createAddress() {
    setProblem(null);
    create.mutate(undefined, {
      onSuccess: ({ url }) => setNewUrl(url),
      onError: (error) => setProblem(failureMessage(error)),
    });
  }

  function stopFeed() {
    setProblem(null);
    revoke.mutate(undefined, {
      onSuccess: () => {
        setNewUrl(null);
        setConfirming(false);
      },
      onError: (error) => {
        setConfirming(false);
        setProblem(failureMessage(error));
      },
    });
  }

  return (
    <Card role="region" aria-labelledby="calendar-feed-title">
      <CardHeader>
        <CardTitle id="calendar-feed-title" className="flex items-center gap-2">
          <Rss aria-hidden className="size-5 text-primary" />
          {t('feed.title')}
        </CardTitle>
        <CardDescription>{t('feed.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {feed.isError ? (
          <LoadFailed compact message={t('feed.loadFailed')} onRetry={() => void feed.refetch()} />
        ) : !feed.data ? (
          <LoadingState label={t('feed.loading')} className="py-4 text-sm" />
        ) : (
          <>
            <p className="text-sm" data-testid="calendar-feed-status">
              {active
                ? feed.data.createdAt
                  ? t('feed.onSince', { date: format.date(feed.data.createdAt, { dateStyle: 'medium' }) })
                  : t('feed.on')
                : t('feed.none')}
            </p>
            {newUrl && <NewFeedAddress url={newUrl} />}
            {confirming ? (
              <DeleteConfirmation
                label={t('feed.stop')}
                question={t('feed.stopQuestion')}
                confirmText={t('feed.stop')}
                pendingText={t('feed.stopping')}
                pending={revoke.isPending}
                onKeep={() => setConfirming(false)}
                onDelete={stopFeed}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <Button type="button" disabled={create.isPending} aria-busy={create.isPending} onClick={createAddress}>
                  <CalendarPlus aria-hidden />
                  {create.isPending ? t('feed.creating') : active ? t('feed.createNew') : t('feed.create')}
                </Button>
                {active && (
                  <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                    {t('feed.stop')}
                  </Button>
                )}
              </div>
            )}
            <p className="text-xs text-muted-foreground">{t('feed.replaceHint')}</p>
          </>
        )}
        {problem && (
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {problem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
