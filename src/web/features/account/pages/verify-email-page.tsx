import { accountMessages } from '@shared/contracts/account';
import { pagePaths } from '@shared/routes';
import { useVerifyEmailLink } from '../api/email-links';
import { EmailLinkPage } from '../components/email-link-page';

/** /verify-email?token=…: the link from the verification mail, followed on open; then on to the studio. */
export function VerifyEmailPage() {
  return (
    <EmailLinkPage
      title="Verify your email"
      description="Confirming that this address is yours."
      useFollow={useVerifyEmailLink}
      following="Verifying your email..."
      succeeded={accountMessages.emailVerified}
      nextSignedIn={{ href: pagePaths.app, label: 'Open the studio' }}
    />
  );
}
