import { Link } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@shared/catalog/limits';
import { registrationProblem, type RegistrationValues } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { EmailField } from '@/components/ui/email-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordField } from '@/components/ui/password-field';
import { register } from '../api/register';
import { useAuthForm } from '../hooks/use-auth-form';
import { authPath, type AuthFlow } from '../lib/auth-flow';
import { AuthSubmit } from './auth-fields';

const empty: RegistrationValues = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm({ flow }: { flow: AuthFlow }) {
  const { values, update, onSubmit, busy, formRef, hydrated } = useAuthForm<RegistrationValues>({
    initialValues: empty,
    flow,
    problemOf: registrationProblem,
    submit: register,
    failure: { title: 'Registration Failed', fallback: 'Something went wrong. Please try again.' },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create account">
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
      <PasswordField
        id="register-password"
        label="Password"
        name="password"
        autoComplete="new-password"
        placeholder={`Min. ${PASSWORD_MIN_LENGTH} characters`}
        value={values.password}
        onChange={update('password')}
      />
      <PasswordField
        id="register-confirm-password"
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="Repeat your password"
        toggleLabel="confirm password"
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
      />
      <AuthSubmit busy={busy} ready={hydrated} label="Create Account" busyLabel="Creating Account..." />
    </form>
  );
}

export function RegisterFooter({ flow }: { flow: AuthFlow }) {
  return (
    <p>
      Already have an account?{' '}
      <Link href={authPath(pagePaths.login, flow)} className="font-semibold text-primary hover:underline">
        Sign in
      </Link>
    </p>
  );
}
