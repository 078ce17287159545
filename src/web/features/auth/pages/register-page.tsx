import { useSearch } from 'wouter';
import { AuthLayout } from '@/components/layout/auth-layout';
import { RegisterFooter, RegisterForm } from '../components/register-form';
import { authFlowOf } from '../lib/auth-flow';

export function RegisterPage() {
  const flow = authFlowOf(useSearch());
  const { affiliate } = flow;
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
      <RegisterForm flow={flow} />
    </AuthLayout>
  );
}
