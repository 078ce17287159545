import { Link } from 'wouter';
import { loginProblem, type LoginValues } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { login } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { authPath } from '../lib/auth-flow';
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
      <FormField id="login-email" label="Email">
        <Input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={update('email')}
        />
      </FormField>
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
      <Button type="submit" variant="brand" size="lg" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
        {busy && <Spinner className="text-current" />}
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
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
