import { CircleAlert, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OIDC_START_PATH, SSO_RESULT_PARAM, type SignInOptions } from '@shared/contracts/sign-in';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { visitorId } from '@/features/analytics';
import { collectSsoSession } from '../api/sign-in-options';
import { useRedirectAfterAuth } from '../hooks/use-redirect-after-auth';
import { destinationAfterAuth, type AuthFlow } from '../lib/auth-flow';
import { failureMessage, ssoErrorText } from '../lib/failure-message';
import { useAuth } from '../use-auth';

/** Where 'Continue with …' goes: the server's start, keeping the page's flow and the browser's id. */
function startHref(flow: AuthFlow): string {
  const params = new URLSearchParams();
  if (flow.affiliate) params.set('from', 'affiliate');
  if (flow.redirect) params.set('redirect', flow.redirect);
  params.set('visitorId', visitorId());
  return `${OIDC_START_PATH}?${params.toString()}`;
}

/** A problem the page shows in place (read out at once). */
export function AuthAlert({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-danger-line bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/**
 * 'Continue with {label}' when the studio has single sign-on (a plain link: the browser goes to
 * the provider and back), with 'or' before the password form when there is one.
 */
export function SsoButton({ options, flow }: { options: SignInOptions | undefined; flow: AuthFlow }) {
  const { t } = useTranslation('auth');
  if (!options?.sso) return null;
  return (
    <div className="grid gap-5">
      <Button asChild variant="outline" size="lg" className="w-full">
        <a href={startHref(flow)}>
          <KeyRound aria-hidden />
          {t('sso.continueWith', { provider: options.sso.label })}
        </a>
      </Button>
      {options.passwordSignIn && (
        <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase" aria-hidden>
          <span className="h-px flex-1 bg-border" />
          {t('sso.or')}
          <span className="h-px flex-1 bg-border" />
        </div>
      )}
    </div>
  );
}

/**
 * /login after the provider: with ?sso=signed-in the session waiting in this browser's cookie is
 * collected and the user signed in as after a password login; with ?sso_error= its message shows.
 */
export function SsoReturn({ search, flow }: { search: string; flow: AuthFlow }) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const { redirect } = useRedirectAfterAuth();
  const returned = new URLSearchParams(search).get(SSO_RESULT_PARAM) === 'signed-in';
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!returned || started.current) return;
    started.current = true;
    collectSsoSession().then(
      (session) => {
        signIn(session);
        redirect(destinationAfterAuth(flow, session.user));
      },
      (error: unknown) => setFailed(failureMessage(error, t('sso.collectFailed'))),
    );
  }, [returned, signIn, redirect, flow, t]);

  const problem = failed ?? ssoErrorText(search);
  if (problem) return <AuthAlert message={problem} />;
  if (!returned) return null;
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm font-medium text-muted-foreground">
      <Spinner className="text-current" />
      {t('sso.signingIn')}
    </p>
  );
}
