import { useSearch } from 'wouter';
import { accountMessages } from '@shared/contracts/account';
import { pagePaths } from '@shared/routes';
import { useAuth } from '@/features/auth';
import { useConfirmEmailLink } from '../api/email-links';
import { EmailLinkPage } from '../components/email-link-page';
import { linkToken } from '../lib/link-token';

/** /confirm-email?token=…: the link sent to a new address; the account's address changes to it. */
export function ConfirmEmailPage() {
  const token = linkToken(useSearch());
  const { isAuthenticated } = useAuth();
  const result = useConfirmEmailLink(token);
  const next = isAuthenticated ? { href: pagePaths.account, label: 'Go to your account' } : { href: pagePaths.login, label: 'Sign In' };
  return (
    <EmailLinkPage
      title="Confirm your new email"
      description="Moving your account to this address."
      result={result}
      hasToken={token !== null}
      following="Confirming your new email..."
      succeeded={accountMessages.emailChanged}
      invalid={accountMessages.emailLinkInvalid}
      next={next}
    />
  );
}
