import { accountMessages } from '@shared/contracts/account';
import { useConfirmEmailLink } from '../api/email-links';
import { EmailLinkPage } from '../components/email-link-page';

/** /confirm-email?token=…: the link sent to a new address; the account's address changes to it. */
export function ConfirmEmailPage() {
  return (
    <EmailLinkPage
      title="Confirm your new email"
      description="Moving your account to this address."
      useFollow={useConfirmEmailLink}
      following="Confirming your new email..."
      succeeded={accountMessages.emailChanged}
    />
  );
}
