import { useTranslation } from 'react-i18next';
import { useConfirmEmailLink } from '../api/email-links';
import { EmailLinkPage } from '../components/email-link-page';

/** /confirm-email?token=…: the link sent to a new address; the account's address changes to it. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  return (
    <EmailLinkPage
      title={t('confirmEmail.title')}
      description={t('confirmEmail.description')}
      useFollow={useConfirmEmailLink}
      following={t('confirmEmail.following')}
      succeeded={t('messages.emailChanged')}
    />
  );
}
