import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { StartTrialButton } from './start-trial-button';

/** Start Free Trial and Log In, side by side (the buttons /about and /features open with). */
export function TrialAndLogin() {
  const { t } = useTranslation('marketing');
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <StartTrialButton size="lg" />
      <Button asChild size="lg" variant="outline">
        <Link href={pagePaths.login}>{t('actions.logIn')}</Link>
      </Button>
    </div>
  );
}
