import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AFFILIATE_COMMISSION_RATE, freeTrial } from '@shared/catalog/plans';
import { formatNumber } from '@/i18n/format';
import { AuthLayout } from '@/components/layout/auth-layout';
import { useSignInOptions } from '../api/sign-in-options';
import { RegisterFooter, RegisterForm } from '../components/register-form';
import { SsoButton } from '../components/sso-sign-in';
import { authFlowOf } from '../lib/auth-flow';

export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const commissionPercent = formatNumber(AFFILIATE_COMMISSION_RATE, { style: 'percent' }, i18n.language);
  const flow = authFlowOf(useSearch());
  const { affiliate } = flow;
  const { data: options } = useSignInOptions();
  // Until the options are known the form shows, as the pre-rendered page has it.
  const passwords = options?.passwordSignIn ?? true;
  return (
    <AuthLayout
      title={affiliate ? t('register.affiliateTitle') : t('register.title')}
      description={
        affiliate
          ? t('register.affiliateDescription', { percent: commissionPercent })
          : t('register.description', { hours: freeTrial.durationHours })
      }
      footer={<RegisterFooter flow={flow} />}
    >
      <div className="grid gap-5">
        <SsoButton options={options} flow={flow} />
        {passwords && <RegisterForm flow={flow} />}
      </div>
    </AuthLayout>
  );
}
