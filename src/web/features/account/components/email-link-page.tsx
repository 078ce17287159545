import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { pagePaths } from '@shared/routes';
import { LoadingState } from '@/components/ui/load-state';
import { AuthLayout } from '@/components/layout/auth-layout';
import { useAuth } from '@/features/auth';
import { LinkResult } from './link-result';
import { accountFailureMessage, failureCode } from '../lib/failure-message';
import { linkToken } from '../lib/link-token';

type Next = { href: string; label: string };

/**
 * A page an e-mailed link opens (?token=…): the link is followed at once, then the page says how it
 * went and where to go on: signing in, or, signed in, `nextSignedIn` once it worked (the account when not).
 */
export function EmailLinkPage({
  title,
  description,
  useFollow,
  following,
  succeeded,
  nextSignedIn,
}: {
  title: string;
  description: string;
  /** The hook that follows the link's token (null: the link has none). */
  useFollow: (token: string | null) => UseQueryResult<unknown>;
  following: string;
  succeeded: string;
  nextSignedIn?: Next;
}) {
  const { t } = useTranslation('account');
  const toAccount: Next = { href: pagePaths.account, label: t('emailLink.toAccount') };
  const toSignIn: Next = { href: pagePaths.login, label: t('emailLink.toSignIn') };
  const token = linkToken(useSearch());
  const { isAuthenticated, isLoading } = useAuth();
  const result = useFollow(token);
  const invalid = t('messages.emailLinkInvalid');
  const next = !isAuthenticated ? toSignIn : result.isError || token === null ? toAccount : (nextSignedIn ?? toAccount);
  // Until the session is known, where to go on is not: a signed-in reader is never offered "Sign In".
  const waiting = isLoading || (token !== null && !result.isSuccess && !result.isError);
  const failureText = (error: unknown) => (failureCode(error) === 'LINK_INVALID' ? invalid : accountFailureMessage(error));
  return (
    <AuthLayout title={title} description={description} footer={null}>
      {waiting ? (
        <LoadingState label={following} className="py-6" />
      ) : token === null ? (
        <LinkResult tone="error" message={invalid} next={next} />
      ) : result.isSuccess ? (
        <LinkResult tone="success" message={succeeded} next={next} />
      ) : (
        <LinkResult tone="error" message={failureText(result.error)} next={next} />
      )}
    </AuthLayout>
  );
}
