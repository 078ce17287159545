import { Link } from 'wouter';
import { loginProblem, type LoginValues } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { EmailField } from '@/components/ui/email-field';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { login } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { authPath, type AuthFlow } from '../lib/auth-flow';
import { AuthSubmit } from './auth-fields';

export function LoginForm({ flow }: { flow: AuthFlow }) {
  const { values, update, onSubmit, busy, formRef, hydrated } = useAuthForm<LoginValues>({
    initialValues: { email: '', password: '' },
    flow,
    problemOf: loginProblem,
    submit: login,
    failure: { title: 'Login Failed', fallback: 'Invalid email or password' },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
      <EmailField id="login-email" value={values.email} onChange={update('email')} />
      <FormField id="login-password" label="Password">
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          value={values.password}
          onChange={update('password')}
        />
        <Link
          href={pagePaths.forgotPassword}
          className="-mt-0.5 justify-self-end rounded-sm text-sm font-medium text-primary hover:underline"
        >
          Forgot password?
        </Link>
      </FormField>
      <AuthSubmit busy={busy} ready={hydrated} label="Sign In" busyLabel="Signing In..." />
    </form>
  );
}

export function LoginFooter({ flow }: { flow: AuthFlow }) {
  return (
    <p>
      Don&apos;t have an account?{' '}
      <Link href={authPath(pagePaths.register, flow)} className="font-semibold text-primary hover:underline">
        Create one
      </Link>
    </p>
  );
}
