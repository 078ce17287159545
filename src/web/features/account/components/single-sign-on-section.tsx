import { KeyRound, Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { SSO_RESULT_PARAM, type AccountSso } from '@shared/contracts/sign-in';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { useAccountSso, useLinkSso, useUnlinkSso } from '../api/single-sign-on';
import { useRequestPasswordReset } from '../api/password-reset';
import type { Feedback } from '../hooks/use-section-form';
import { accountFailureMessage, ssoErrorText } from '../lib/failure-message';
import { AccountSection } from './account-section';
import { FormFeedback } from './form-feedback';

/** How the provider's way back ended (?sso=linked or ?sso_error=…), shown until something else happens. */
function returnFeedback(search: string): Feedback {
  const problem = ssoErrorText(search);
  if (problem) return { kind: 'error', message: problem };
  if (new URLSearchParams(search).get(SSO_RESULT_PARAM) === 'linked') {
    return { kind: 'success', message: i18n.t('account:singleSignOn.linked') };
  }
  return null;
}

/** Nothing to show on a studio without single sign-on, unless the account still has links from before. */
export const showsSingleSignOn = (data: AccountSso) => data.provider !== null || data.identities.length > 0;

/**
 * Single sign-on for the signed-in account: link it to the studio's provider (the browser goes there
 * and back), see and unlink the links. An account without a password is offered the reset mail that
 * sets one, since the server refuses to unlink its last way in.
 */
export function SingleSignOnSection({ email }: { email: string }) {
  const {
    t,
    i18n: { language },
  } = useTranslation('account');
  const search = useSearch();
  const sso = useAccountSso();
  const link = useLinkSso();
  const unlink = useUnlinkSso();
  const reset = useRequestPasswordReset();
  const [feedback, setFeedback] = useState<Feedback>(() => returnFeedback(search));
  const data = sso.data;
  if (!data || !showsSingleSignOn(data)) return null;

  const onLink = () => {
    setFeedback(null);
    link.mutate(undefined, { onError: (error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) }) });
  };
  const onUnlink = (id: string) => {
    setFeedback(null);
    unlink.mutate(id, {
      onSuccess: () => setFeedback({ kind: 'success', message: t('singleSignOn.messages.unlinked') }),
      onError: (error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) }),
    });
  };
  const onSetPassword = () => {
    setFeedback(null);
    reset.mutate(
      { email },
      {
        onSuccess: () => setFeedback({ kind: 'success', message: t('singleSignOn.setPasswordSent', { email }) }),
        onError: (error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) }),
      },
    );
  };

  return (
    <AccountSection
      id="single-sign-on"
      title={t('singleSignOn.title')}
      description={data.provider ? t('singleSignOn.description', { provider: data.provider.label }) : t('singleSignOn.descriptionOff')}
      icon={KeyRound}
    >
      <div className="grid gap-4">
        {data.identities.length > 0 ? (
          <ul className="grid gap-2" aria-label={t('singleSignOn.listLabel')}>
            {data.identities.map((identity) => (
              <li key={identity.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border px-3 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere">{identity.email ?? t('singleSignOn.linkedAccount')}</p>
                  <p className="text-sm text-muted-foreground wrap-anywhere">
                    <Trans
                      t={t}
                      i18nKey="singleSignOn.linkedOn"
                      values={{ host: new URL(identity.issuer).host, date: formatDate(identity.createdAt, undefined, language) }}
                      components={{ time: <time dateTime={identity.createdAt} /> }}
                    />
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-9"
                  aria-disabled={unlink.isPending}
                  aria-label={identity.email ? t('singleSignOn.unlinkNamed', { name: identity.email }) : t('singleSignOn.unlinkThis')}
                  onClick={() => onUnlink(identity.id)}
                >
                  <Unlink aria-hidden />
                  {t('singleSignOn.unlink')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('singleSignOn.empty')}</p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
          {data.provider && (
            <Button type="button" className="w-full sm:w-auto" aria-disabled={link.isPending} aria-busy={link.isPending} onClick={onLink}>
              {link.isPending ? <Spinner className="size-4 text-current" /> : <Link2 aria-hidden />}
              {data.identities.length > 0
                ? t('singleSignOn.linkAnother', { provider: data.provider.label })
                : t('singleSignOn.link', { provider: data.provider.label })}
            </Button>
          )}
          {!data.hasPassword && data.passwordSignIn && (
            <Button type="button" variant="outline" className="w-full sm:w-auto" aria-disabled={reset.isPending} onClick={onSetPassword}>
              {reset.isPending && <Spinner className="size-4 text-current" />}
              {t('singleSignOn.setPassword')}
            </Button>
          )}
        </div>
        <FormFeedback feedback={feedback} />
      </div>
    </AccountSection>
  );
}
