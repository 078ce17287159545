import { CalendarPlus, CircleAlert, Copy, Rss } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { Input } from '@/components/ui/input';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { copyText } from '@/lib/copy-text';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar';
import { failureMessage } from '../lib/failure-message';

const createdOn = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));

/** The address just made: shown this once, with Copy. */
function NewFeedAddress({ url }: { url: string }) {
  const inputId = useId();
  return (
    <div className="grid gap-2 rounded-lg border border-success-line bg-success-soft p-3">
      <label htmlFor={inputId} className="text-sm font-medium text-success">
        Your feed address (shown only this once: copy it now)
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs sm:flex-1"
        />
        <Button type="button" variant="outline" onClick={() => void copyText(url, 'Feed address')}>
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
      <p className="text-xs text-success">Paste it where your calendar app subscribes to a calendar by URL. Keep it private.</p>
    </div>
  );
}

/**
 * The calendar feed: a secret address the user's own calendar app (Google Calendar, Apple Calendar,
 * Outlook) subscribes to. The server shows an address only when it makes it; making another replaces
 * it, and stopping the feed turns it off.
 */
export function CalendarFeed() {
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
          Calendar feed
        </CardTitle>
        <CardDescription>
          See your publishing calendar in your own calendar app. Create a secret address, then add it in Google Calendar, Apple Calendar or
          Outlook with their “subscribe by URL” (or “From URL”) option. Anyone who has the address can see your videos’ titles and times, so
          keep it to yourself.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {feed.isError ? (
          <LoadFailed compact message="Failed to load your calendar feed. Please try again." onRetry={() => void feed.refetch()} />
        ) : !feed.data ? (
          <LoadingState label="Loading your calendar feed..." className="py-4 text-sm" />
        ) : (
          <>
            <p className="text-sm" data-testid="calendar-feed-status">
              {active
                ? `Your feed is on${feed.data.createdAt ? ` (its address was made ${createdOn(feed.data.createdAt)})` : ''}.`
                : 'You have no calendar feed.'}
            </p>
            {newUrl && <NewFeedAddress url={newUrl} />}
            {confirming ? (
              <DeleteConfirmation
                label="Stop the feed"
                question="Stop the feed? Its address stops working, and calendars subscribed to it no longer update."
                confirmText="Stop the feed"
                pendingText="Stopping..."
                pending={revoke.isPending}
                onKeep={() => setConfirming(false)}
                onDelete={stopFeed}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <Button type="button" disabled={create.isPending} aria-busy={create.isPending} onClick={createAddress}>
                  <CalendarPlus aria-hidden />
                  {create.isPending ? 'Creating...' : active ? 'Create a new feed address' : 'Create a feed address'}
                </Button>
                {active && (
                  <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                    Stop the feed
                  </Button>
                )}
              </div>
            )}
            <p className="text-xs text-muted-foreground">
              Each new address replaces the one before: calendars subscribed to the old one stop updating until you give them the new one.
            </p>
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
