import { useSearch } from 'wouter';
import { AuthLayout } from '@/components/layout/auth-layout';
import { useSignInOptions } from '../api/sign-in-options';
import { RegisterFooter, RegisterForm } from '../components/register-form';
import { SsoButton } from '../components/sso-sign-in';
import { authFlowOf } from '../lib/auth-flow';

export function RegisterPage() {
  const flow = authFlowOf(useSearch());
  const { affiliate } = flow;
  const { data: options } = useSignInOptions();
  // Until the options are known the form shows, as the pre-rendered page has it.
  const passwords = options?.passwordSignIn ?? true;
  return (
    <AuthLayout
      title={affiliate ? 'Join the Affiliate Program' : 'Create Your Account'}
      description={
        affiliate
          ? 'Create an account to earn 30% commission on every subscription you refer'
          : 'Start your 24-hour free trial. No credit card required.'
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
