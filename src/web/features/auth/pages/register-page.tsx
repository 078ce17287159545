import { useSearch } from 'wouter';
import { AuthLayout } from '@/components/layout/auth-layout';
import { RegisterFooter, RegisterForm } from '../components/register-form';
import { isAffiliateFlow } from '../lib/auth-flow';

export function RegisterPage() {
  const affiliate = isAffiliateFlow(useSearch());
  return (
    <AuthLayout
      title={affiliate ? 'Join the Affiliate Program' : 'Create Your Account'}
      description={
        affiliate
          ? 'Create an account to earn 30% commission on every subscription you refer'
          : 'Start your 24-hour free trial. No credit card required.'
      }
      footer={<RegisterFooter affiliate={affiliate} />}
    >
      <RegisterForm affiliate={affiliate} />
    </AuthLayout>
  );
}
