import { useTranslation } from 'react-i18next';
import { pagePaths } from '@shared/routes';
import { useVerifyEmailLink } from '../api/email-links';
import { EmailLinkPage } from '../components/email-link-page';

/** /verify-email?token=…: the link from the verification mail, followed on open; then on to the studio. */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  return (
    <EmailLinkPage
      title={t('verifyEmail.title')}
      description={t('verifyEmail.description')}
      useFollow={useVerifyEmailLink}
      following={t('verifyEmail.following')}
      succeeded={t('messages.emailVerified')}
      nextSignedIn={{ href: pagePaths.app, label: t('verifyEmail.openStudio') }}
    />
  );
}
