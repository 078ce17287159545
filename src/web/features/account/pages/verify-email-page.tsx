import { useSearch } from 'wouter';
import { accountMessages } from '@shared/contracts/account';
import { pagePaths } from '@shared/routes';
import { useAuth } from '@/features/auth';
import { useVerifyEmailLink } from '../api/email-links';
import { EmailLinkPage } from '../components/email-link-page';
import { linkToken } from '../lib/link-token';

/** /verify-email?token=…: the link from the verification mail, followed on open. */
export function VerifyEmailPage() {
  const token = linkToken(useSearch());
  const { isAuthenticated } = useAuth();
  const result = useVerifyEmailLink(token);
  const next = isAuthenticated
    ? result.isError || token === null
      ? { href: pagePaths.account, label: 'Go to your account' }
      : { href: pagePaths.app, label: 'Open the studio' }
    : { href: pagePaths.login, label: 'Sign In' };
  return (
    <EmailLinkPage
      title="Verify your email"
      description="Confirming that this address is yours."
      result={result}
      hasToken={token !== null}
      following="Verifying your email..."
      succeeded={accountMessages.emailVerified}
      invalid={accountMessages.emailLinkInvalid}
      next={next}
    />
  );
}
