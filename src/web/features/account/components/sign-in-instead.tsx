import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';

/** The footer of the password pages: back to signing in. */
export function SignInInstead() {
  const { t } = useTranslation('account');
  return (
    <p>
      {t('signInInstead.question')}{' '}
      <Link href={pagePaths.login} className="font-semibold text-primary hover:underline">
        {t('signInInstead.link')}
      </Link>
    </p>
  );
}
