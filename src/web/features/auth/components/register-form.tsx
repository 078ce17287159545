import { Link } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@shared/catalog/limits';
import { registrationProblem, type RegistrationValues } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { register } from '../api/register';
import { useAuthForm } from '../hooks/use-auth-form';
import { authPath } from '../lib/auth-flow';
import { AuthSubmit, EmailField } from './auth-fields';

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
      <EmailField id="register-email" value={values.email} onChange={update('email')} />
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
      <AuthSubmit busy={busy} label="Create Account" busyLabel="Creating Account..." />
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
