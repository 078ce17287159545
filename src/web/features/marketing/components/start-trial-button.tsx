import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Button, type ButtonProps } from '@/components/ui/button';
import { startLocalTrial } from '../lib/local-trial';

/**
 * 'Start Free Trial': writes the local trial record, then goes to /register (spec §2, §4 Trial). A
 * link styled as a button: it works in the pre-rendered page before its script has loaded (the
 * server has kept any referral from the page's address by then).
 */
export function StartTrialButton({ children, ...props }: Omit<ButtonProps, 'onClick' | 'asChild'>) {
  const { t } = useTranslation('marketing');
  return (
    <Button variant="brand" {...props} asChild>
      <Link href={pagePaths.register} onClick={() => startLocalTrial()}>
        {children ?? t('actions.startTrial')}
      </Link>
    </Button>
  );
}
