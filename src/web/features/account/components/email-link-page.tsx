import type { UseQueryResult } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { accountMessages } from '@shared/contracts/account';
import { pagePaths } from '@shared/routes';
import { LoadingState } from '@/components/ui/load-state';
import { AuthLayout } from '@/components/layout/auth-layout';
import { useAuth } from '@/features/auth';
import { LinkResult } from './link-result';
import { accountFailureMessage, failureCode } from '../lib/failure-message';
import { linkToken } from '../lib/link-token';

type Next = { href: string; label: string };

const toAccount: Next = { href: pagePaths.account, label: 'Go to your account' };
const toSignIn: Next = { href: pagePaths.login, label: 'Sign In' };

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
  nextSignedIn = toAccount,
}: {
  title: string;
  description: string;
  /** The hook that follows the link's token (null: the link has none). */
  useFollow: (token: string | null) => UseQueryResult<unknown>;
  following: string;
  succeeded: string;
  nextSignedIn?: Next;
}) {
  const token = linkToken(useSearch());
  const { isAuthenticated, isLoading } = useAuth();
  const result = useFollow(token);
  const invalid = accountMessages.emailLinkInvalid;
  const next = !isAuthenticated ? toSignIn : result.isError || token === null ? toAccount : nextSignedIn;
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
