import { Link } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@shared/catalog/limits';
import { registrationProblem, type RegistrationValues } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { register } from '../api/register';
import { useAuthForm } from '../hooks/use-auth-form';
import { authPath } from '../lib/auth-flow';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

const empty: RegistrationValues = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm({ affiliate }: { affiliate: boolean }) {
  const { values, update, onSubmit, busy } = useAuthForm<RegistrationValues>({
    initialValues: empty,
    affiliate,
    problemOf: registrationProblem,
    submit: register,
    failure: { title: 'Registration Failed', fallback: 'Something went wrong. Please try again.' },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create account">
      <FormField id="register-name" label="Full Name">
        <Input
          id="register-name"
          name="name"
          autoComplete="name"
          placeholder="Jane Creator"
          value={values.name}
          onChange={update('name')}
        />
      </FormField>
      <FormField id="register-email" label="Email">
        <Input
          id="register-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={update('email')}
        />
      </FormField>
      <FormField id="register-password" label="Password">
        <PasswordInput
          id="register-password"
          name="password"
          autoComplete="new-password"
          placeholder={`Min. ${PASSWORD_MIN_LENGTH} characters`}
          value={values.password}
          onChange={update('password')}
        />
      </FormField>
      <FormField id="register-confirm-password" label="Confirm Password">
        <PasswordInput
          id="register-confirm-password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Repeat your password"
          toggleLabel="confirm password"
          value={values.confirmPassword}
          onChange={update('confirmPassword')}
        />
      </FormField>
      <Button type="submit" variant="brand" size="lg" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
        {busy && <Spinner className="text-current" />}
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}

export function RegisterFooter({ affiliate }: { affiliate: boolean }) {
  return (
    <p>
      Already have an account?{' '}
      <Link href={authPath(pagePaths.login, affiliate)} className="font-semibold text-primary hover:underline">
        Sign in
      </Link>
    </p>
  );
}
