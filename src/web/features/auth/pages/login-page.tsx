import { useSearch } from 'wouter';
import { AuthLayout } from '@/components/layout/auth-layout';
import { LoginFooter, LoginForm } from '../components/login-form';
import { isAffiliateFlow } from '../lib/auth-flow';

export function LoginPage() {
  const affiliate = isAffiliateFlow(useSearch());
  return (
    <AuthLayout
      title={affiliate ? 'Affiliate Program Login' : 'Welcome Back'}
      description={affiliate ? 'Sign in to access your affiliate dashboard' : 'Sign in to your Genesis Studio account to keep creating'}
      footer={<LoginFooter affiliate={affiliate} />}
    >
      <LoginForm affiliate={affiliate} />
    </AuthLayout>
  );
}
