import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AuthLayout } from '@/components/layout/auth-layout';
import { useSignInOptions } from '../api/sign-in-options';
import { LoginFooter, LoginForm } from '../components/login-form';
import { SsoButton, SsoReturn } from '../components/sso-sign-in';
import { authFlowOf } from '../lib/auth-flow';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const search = useSearch();
  const flow = authFlowOf(search);
  const { affiliate } = flow;
  const { data: options } = useSignInOptions();
  // Until the options are known the password form shows, as the pre-rendered page has it.
  const passwords = options?.passwordSignIn ?? true;
  return (
    <AuthLayout
      title={affiliate ? t('login.affiliateTitle') : t('login.title')}
      description={affiliate ? t('login.affiliateDescription') : t('login.description')}
      footer={passwords ? <LoginFooter flow={flow} /> : null}
    >
      <div className="grid gap-5">
        <SsoReturn search={search} flow={flow} />
        <SsoButton options={options} flow={flow} />
        {passwords && <LoginForm flow={flow} />}
      </div>
    </AuthLayout>
  );
}
