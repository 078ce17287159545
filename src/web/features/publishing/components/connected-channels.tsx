import { CircleAlert, CircleCheck, Link2Off, RefreshCw, SquarePlay } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Channel } from '@shared/contracts/publishing';
import { pagePaths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useFormat } from '@/i18n/format';
import { useChannels, useConnectChannel, useDisconnectChannel } from '../api/channels';
import { failureMessage } from '../lib/failure-message';

type Feedback = { kind: 'success' | 'error'; message: string } | null;

function Notice({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  const error = feedback.kind === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <p
      role={error ? 'alert' : 'status'}
      className={
        error
          ? 'flex items-start gap-2 rounded-lg border border-danger-line bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger'
          : 'flex items-start gap-2 rounded-lg border border-success-line bg-success-soft px-3 py-2.5 text-sm font-medium text-success'
      }
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{feedback.message}</span>
    </p>
  );
}

/** The channel's picture, or its initial when it has none (or the picture does not load). */
function ChannelPicture({ channel }: { channel: Channel }) {
  const [broken, setBroken] = useState(false);
  if (channel.pictureUrl && !broken) {
    return (
      <img
        src={channel.pictureUrl}
        alt=""
        width={40}
        height={40}
        referrerPolicy="no-referrer"
        className="size-10 shrink-0 rounded-full bg-muted object-cover"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger-soft font-semibold text-danger">
      {channel.name.trim().charAt(0).toUpperCase() || <SquarePlay className="size-5" />}
    </span>
  );
}

function ChannelRow({
  channel,
  canConnect,
  connecting,
  onReconnect,
  onDisconnected,
  onFailed,
}: {
  channel: Channel;
  canConnect: boolean;
  connecting: boolean;
  onReconnect: () => void;
  onDisconnected: (channel: Channel) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('publishing');
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectChannel();
  const needsReconnect = channel.status === 'reconnect';

  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <ChannelPicture channel={channel} />
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium wrap-anywhere">{channel.name}</span>
              <Badge variant="outline">
                <SquarePlay aria-hidden />
                YouTube
              </Badge>
              {needsReconnect && (
                <Badge className="border-warning-line bg-warning-soft text-warning">{t('channels.needsReconnecting')}</Badge>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {needsReconnect ? (
                t('channels.accessLost')
              ) : (
                <Trans
                  t={t}
                  i18nKey="channels.connectedOn"
                  values={{ date: format.date(channel.connectedAt, { dateStyle: 'medium' }) }}
                  components={{ time: <time dateTime={channel.connectedAt} /> }}
                />
              )}
            </p>
          </div>
        </div>
        {!confirming && (
          <div className="ml-13 flex flex-wrap gap-2 sm:ml-0">
            {needsReconnect && canConnect && (
              <Button type="button" size="sm" className="h-9" aria-disabled={connecting} onClick={onReconnect}>
                {connecting ? <Spinner className="size-4 text-current" /> : <RefreshCw aria-hidden />}
                {t('channels.reconnect')}
              </Button>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-9"
              aria-label={t('channels.disconnectNamed', { name: channel.name })}
              onClick={() => setConfirming(true)}
            >
              <Link2Off aria-hidden />
              {t('channels.disconnect')}
            </Button>
          </div>
        )}
      </div>
      {confirming && (
        <DeleteConfirmation
          label={t('channels.disconnectNamed', { name: channel.name })}
          question={t('channels.disconnectQuestion', { name: channel.name })}
          confirmText={t('channels.disconnect')}
          pendingText={t('channels.disconnecting')}
          pending={disconnect.isPending}
          onKeep={() => setConfirming(false)}
          onDelete={() =>
            disconnect.mutate(channel.id, {
              onSuccess: () => onDisconnected(channel),
              onError: (error) => {
                setConfirming(false);
                onFailed(error);
              },
            })
          }
        />
      )}
    </li>
  );
}

/** The studio has no Google client: nothing can be connected until an administrator sets one up. */
function NotSetUp() {
  const { t } = useTranslation('publishing');
  const { user } = useAuth();
  return (
    <div className="grid gap-2 rounded-lg border border-dashed border-border bg-muted/40 p-4 text-sm" data-testid="channels-not-set-up">
      <p className="font-medium">{t('channels.notSetUp.title')}</p>
      <p className="text-muted-foreground">{user?.isAdmin ? t('channels.notSetUp.admin') : t('channels.notSetUp.user')}</p>
      {user?.isAdmin && (
        <Button asChild variant="outline" size="sm" className="h-9 w-fit">
          <Link href={`${pagePaths.admin}?section=publishing`}>{t('channels.notSetUp.action')}</Link>
        </Button>
      )}
    </div>
  );
}

/**
 * The body of the account page's 'Connected channels' card: each channel with its picture and name,
 * Disconnect (after a confirmation), Reconnect for a channel YouTube no longer accepts, and
 * 'Connect a YouTube channel', which leaves for Google's consent screen.
 */
export function ConnectedChannels() {
  const { t } = useTranslation('publishing');
  const channels = useChannels();
  const connect = useConnectChannel();
  const [feedback, setFeedback] = useState<Feedback>(null);

  function startConnecting() {
    if (connect.isPending) return;
    setFeedback(null);
    connect.mutate(undefined, { onError: (error) => setFeedback({ kind: 'error', message: failureMessage(error) }) });
  }

  if (channels.isError) {
    return <LoadFailed compact message={t('channels.loadFailed')} onRetry={() => void channels.refetch()} className="py-4" />;
  }
  if (!channels.data) return <LoadingState label={t('channels.loading')} className="py-6 text-sm" />;

  const { channels: list, youtubeConfigured } = channels.data;
  return (
    <div className="grid gap-4">
      {list.length > 0 ? (
        <ul className="divide-y divide-border" aria-label={t('channels.listLabel')}>
          {list.map((channel) => (
            <ChannelRow
              key={channel.id}
              channel={channel}
              canConnect={youtubeConfigured}
              connecting={connect.isPending}
              onReconnect={startConnecting}
              onDisconnected={(gone) => setFeedback({ kind: 'success', message: t('messages.disconnected', { name: gone.name }) })}
              onFailed={(error) => setFeedback({ kind: 'error', message: failureMessage(error) })}
            />
          ))}
        </ul>
      ) : (
        youtubeConfigured && (
          <p className="text-sm text-muted-foreground" data-testid="channels-empty">
            {t('channels.empty')}
          </p>
        )
      )}
      {youtubeConfigured ? (
        <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:flex-wrap sm:items-start">
          <Button
            type="button"
            className="w-full sm:w-auto"
            aria-disabled={connect.isPending}
            aria-busy={connect.isPending}
            onClick={startConnecting}
          >
            {connect.isPending ? <Spinner className="size-4 text-current" /> : <SquarePlay aria-hidden />}
            {connect.isPending ? t('channels.opening') : t('channels.connect')}
          </Button>
        </div>
      ) : (
        <NotSetUp />
      )}
      <Notice feedback={feedback} />
    </div>
  );
}
