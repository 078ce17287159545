import { KeyRound, Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { SSO_RESULT_PARAM, ssoErrorMessage, type AccountSso } from '@shared/contracts/sign-in';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAccountSso, useLinkSso, useUnlinkSso } from '../api/single-sign-on';
import { useRequestPasswordReset } from '../api/password-reset';
import type { Feedback } from '../hooks/use-section-form';
import { accountFailureMessage } from '../lib/failure-message';
import { AccountSection } from './account-section';
import { FormFeedback } from './form-feedback';

const linkedOn = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** How the provider's way back ended (?sso=linked or ?sso_error=…), shown until something else happens. */
function returnFeedback(search: string): Feedback {
  const problem = ssoErrorMessage(search);
  if (problem) return { kind: 'error', message: problem };
  if (new URLSearchParams(search).get(SSO_RESULT_PARAM) === 'linked') return { kind: 'success', message: 'Single sign-on linked.' };
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
      onSuccess: () => setFeedback({ kind: 'success', message: 'Single sign-on unlinked.' }),
      onError: (error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) }),
    });
  };
  const onSetPassword = () => {
    setFeedback(null);
    reset.mutate(
      { email },
      {
        onSuccess: () => setFeedback({ kind: 'success', message: `We have sent a link to ${email} to set your password.` }),
        onError: (error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) }),
      },
    );
  };

  return (
    <AccountSection
      id="single-sign-on"
      title="Single sign-on"
      description={
        data.provider
          ? `Sign in with ${data.provider.label} instead of a password. Linking uses your account there; the studio never sees its password.`
          : 'Single sign-on is not set up on this studio any more. Your links are kept in case it comes back.'
      }
      icon={KeyRound}
    >
      <div className="grid gap-4">
        {data.identities.length > 0 ? (
          <ul className="grid gap-2" aria-label="Linked sign-ins">
            {data.identities.map((identity) => (
              <li key={identity.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border px-3 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere">{identity.email ?? 'Linked account'}</p>
                  <p className="text-sm text-muted-foreground wrap-anywhere">
                    {new URL(identity.issuer).host} · linked{' '}
                    <time dateTime={identity.createdAt}>{linkedOn.format(new Date(identity.createdAt))}</time>
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-9"
                  aria-disabled={unlink.isPending}
                  aria-label={`Unlink ${identity.email ?? 'this sign-in'}`}
                  onClick={() => onUnlink(identity.id)}
                >
                  <Unlink aria-hidden />
                  Unlink
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No sign-in is linked to this account yet.</p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
          {data.provider && (
            <Button type="button" className="w-full sm:w-auto" aria-disabled={link.isPending} aria-busy={link.isPending} onClick={onLink}>
              {link.isPending ? <Spinner className="size-4 text-current" /> : <Link2 aria-hidden />}
              {data.identities.length > 0 ? `Link another ${data.provider.label} account` : `Link ${data.provider.label}`}
            </Button>
          )}
          {!data.hasPassword && data.passwordSignIn && (
            <Button type="button" variant="outline" className="w-full sm:w-auto" aria-disabled={reset.isPending} onClick={onSetPassword}>
              {reset.isPending && <Spinner className="size-4 text-current" />}
              Email me a link to set a password
            </Button>
          )}
        </div>
        <FormFeedback feedback={feedback} />
      </div>
    </AccountSection>
  );
}
