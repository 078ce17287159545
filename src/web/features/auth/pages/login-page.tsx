import { useSearch } from 'wouter';
import { AuthLayout } from '@/components/layout/auth-layout';
import { LoginFooter, LoginForm } from '../components/login-form';
import { authFlowOf } from '../lib/auth-flow';

export function LoginPage() {
  const flow = authFlowOf(useSearch());
  const { affiliate } = flow;
  return (
    <AuthLayout
      title={affiliate ? 'Affiliate Program Login' : 'Welcome Back'}
      description={affiliate ? 'Sign in to access your affiliate dashboard' : 'Sign in to your Genesis Studio account to keep creating'}
      footer={<LoginFooter flow={flow} />}
    >
      <LoginForm flow={flow} />
    </AuthLayout>
  );
}
