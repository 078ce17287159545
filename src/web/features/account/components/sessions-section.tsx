import { LaptopMinimal, LogOut, MonitorSmartphone, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import type { AccountSession } from '@shared/contracts/account';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { Spinner } from '@/components/ui/spinner';
import { useAccountSessions, useRevokeSession, useSignOutOtherSessions } from '../api/sessions';
import type { Feedback } from '../hooks/use-section-form';
import { accountFailureMessage } from '../lib/failure-message';
import { formatMoment, lastUsedAgo } from '../lib/format-moment';
import { AccountSection } from './account-section';
import { FormFeedback } from './form-feedback';

const phone = /\b(android|iphone|ipad|ios|mobile)\b/i;

/** The server's English description of a device ('Chrome on Linux', 'Browser', 'Unknown device') in the interface language. */
function deviceName(device: string, t: TFunction<'account'>): string {
  if (device === 'Unknown device') return t('sessions.unknownDevice');
  const [, browser = device, system] = /^(.+) on (.+)$/.exec(device) ?? [];
  const named = browser === 'Browser' ? t('sessions.browser') : browser;
  return system ? t('sessions.deviceOn', { browser: named, system }) : named;
}

function SessionRow({
  session,
  signingOut,
  onSignOut,
}: {
  session: AccountSession;
  signingOut: boolean;
  onSignOut: (session: AccountSession) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const locale = i18n.language;
  const Icon = phone.test(session.device) ? Smartphone : LaptopMinimal;
  const device = deviceName(session.device, t);
  const ago = lastUsedAgo(session.lastUsedAt, locale);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <Icon className="size-[1.125rem]" />
        </span>
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium wrap-anywhere">{device}</span>
            {session.current && <Badge variant="soft">{t('sessions.thisDevice')}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {session.current ? (
              t('sessions.activeNow')
            ) : (
              <Trans
                t={t}
                i18nKey="sessions.lastUsed"
                values={{ ago }}
                components={{ time: <time dateTime={session.lastUsedAt} title={formatMoment(session.lastUsedAt, locale)} /> }}
              />
            )}
            <span aria-hidden> · </span>
            <Trans
              t={t}
              i18nKey="sessions.signedIn"
              values={{ moment: formatMoment(session.createdAt, locale) }}
              components={{ time: <time dateTime={session.createdAt} /> }}
            />
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="ml-12 h-9 self-start sm:ml-0 sm:self-center"
          aria-disabled={signingOut}
          // Which device, for a list of several 'Sign out' buttons read out of context.
          aria-label={signingOut ? undefined : t('sessions.signOutDevice', { device, ago })}
          onClick={() => onSignOut(session)}
        >
          {signingOut ? <Spinner className="size-4 text-current" /> : <LogOut aria-hidden />}
          {signingOut ? t('sessions.signingOut') : t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

export function SessionsSection() {
  const { t } = useTranslation('account');
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOtherSessions();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const busy = revoke.isPending || signOutOthers.isPending;

  const failed = (error: Error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) });

  function signOut(session: AccountSession) {
    if (busy) return;
    setFeedback(null);
    revoke.mutate(session.id, {
      onSuccess: () => setFeedback({ kind: 'success', message: t('messages.sessionSignedOut') }),
      onError: failed,
    });
  }

  function signOutEverywhereElse() {
    if (busy || others === 0) return;
    setFeedback(null);
    signOutOthers.mutate(undefined, {
      onSuccess: () => setFeedback({ kind: 'success', message: t('messages.signedOutEverywhere') }),
      onError: failed,
    });
  }

  return (
    <AccountSection id="sessions" title={t('sessions.title')} description={t('sessions.description')} icon={MonitorSmartphone}>
      {sessions.isError ? (
        <LoadFailed compact message={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} className="py-4" />
      ) : !sessions.data ? (
        <LoadingState label={t('sessions.loading')} className="py-6 text-sm" />
      ) : (
        <div className="grid gap-4">
          <ul className="divide-y divide-border" aria-label={t('sessions.listLabel')}>
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                signingOut={revoke.isPending && revoke.variables === session.id}
                onSignOut={signOut}
              />
            ))}
          </ul>
          <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:flex-wrap sm:items-start">
            <Button
              type="button"
              variant="outline"
              className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto"
              aria-disabled={others === 0 || signOutOthers.isPending}
              aria-describedby={others === 0 ? 'sessions-only-this' : undefined}
              onClick={signOutEverywhereElse}
            >
              {signOutOthers.isPending ? <Spinner className="size-4 text-current" /> : <LogOut aria-hidden />}
              {signOutOthers.isPending ? t('sessions.signingOut') : t('sessions.signOutOthers')}
            </Button>
            {others === 0 && !feedback && (
              <p id="sessions-only-this" className="self-center text-sm text-muted-foreground">
                {t('sessions.onlyThisDevice')}
              </p>
            )}
            <FormFeedback feedback={feedback} />
          </div>
        </div>
      )}
    </AccountSection>
  );
}
