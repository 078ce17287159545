import { Link } from 'wouter';
import { loginProblem, type LoginValues } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { login } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { authPath } from '../lib/auth-flow';
import { AuthSubmit, EmailField } from './auth-fields';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

export function LoginForm({ affiliate }: { affiliate: boolean }) {
  const { values, update, onSubmit, busy } = useAuthForm<LoginValues>({
    initialValues: { email: '', password: '' },
    affiliate,
    problemOf: loginProblem,
    submit: login,
    failure: { title: 'Login Failed', fallback: 'Invalid email or password' },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
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
      </FormField>
      <AuthSubmit busy={busy} label="Sign In" busyLabel="Signing In..." />
    </form>
  );
}

export function LoginFooter({ affiliate }: { affiliate: boolean }) {
  return (
    <p>
      Don&apos;t have an account?{' '}
      <Link href={authPath(pagePaths.register, affiliate)} className="font-semibold text-primary hover:underline">
        Create one
      </Link>
    </p>
  );
}
