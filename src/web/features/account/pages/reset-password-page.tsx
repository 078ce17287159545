import { Link, useLocation, useSearch } from 'wouter';
import { accountMessages, passwordResetConfirmInput } from '@shared/contracts/account';
import { PASSWORD_MIN_LENGTH } from '@shared/catalog/limits';
import { authProblems } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { toast } from '@/components/ui/use-toast';
import { AuthLayout } from '@/components/layout/auth-layout';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useConfirmPasswordReset } from '../api/password-reset';
import { SectionSubmit } from '../components/account-section';
import { FormFeedback } from '../components/form-feedback';
import { LinkResult } from '../components/link-result';
import { useSectionForm } from '../hooks/use-section-form';
import { checkWith } from '../lib/check';
import { failureCode } from '../lib/failure-message';
import { linkToken } from '../lib/link-token';

type ResetValues = { password: string; confirmPassword: string };

function SignInInstead() {
  return (
    <p>
      Remembered it?{' '}
      <Link href={pagePaths.login} className="font-semibold text-primary hover:underline">
        Sign in
      </Link>
    </p>
  );
}

const askAgain = { href: pagePaths.forgotPassword, label: 'Ask for a new link' };

/** /reset-password?token=…: the link from the reset mail; a new password, then sign in with it. */
export function ResetPasswordPage() {
  const token = linkToken(useSearch());
  const [, navigate] = useLocation();
  const mutation = useConfirmPasswordReset();
  const form = useSectionForm({
    initialValues: { password: '', confirmPassword: '' } as ResetValues,
    check: ({ password, confirmPassword }) => {
      if (password === '' || confirmPassword === '') {
        return { ok: false, problem: authProblems.missingFields.message, field: password === '' ? 'password' : 'confirmPassword' };
      }
      if (password !== confirmPassword) return { ok: false, problem: authProblems.passwordMismatch.message, field: 'confirmPassword' };
      return checkWith(passwordResetConfirmInput, { token: token ?? '', password });
    },
    mutation,
    success: () => accountMessages.passwordReset,
    onSuccess: () => {
      toast({ variant: 'success', title: 'Password Changed', description: accountMessages.passwordReset });
      navigate(pagePaths.login, { replace: true });
    },
  });
  const linkInvalid = token === null || (mutation.isError && failureCode(mutation.error) === 'LINK_INVALID');
  const describedIf = (field: keyof ResetValues) =>
    form.invalidField === field ? { 'aria-invalid': true, 'aria-describedby': 'reset-feedback' } : {};

  if (linkInvalid) {
    return (
      <AuthLayout title="This link no longer works" description="Password links work once, for 60 minutes." footer={<SignInInstead />}>
        <LinkResult tone="error" message={accountMessages.resetLinkInvalid} next={askAgain} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description="Every device signed in to your account will be signed out."
      footer={<SignInInstead />}
    >
      <form onSubmit={form.onSubmit} noValidate className="grid gap-5" aria-label="Choose a new password">
        <FormField id="reset-password" label="New password">
          <PasswordInput
            id="reset-password"
            name="password"
            autoComplete="new-password"
            placeholder={`Min. ${PASSWORD_MIN_LENGTH} characters`}
            toggleLabel="new password"
            value={form.values.password}
            onChange={form.update('password')}
            {...describedIf('password')}
          />
        </FormField>
        <FormField id="reset-confirm-password" label="Confirm new password">
          <PasswordInput
            id="reset-confirm-password"
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Repeat the new password"
            toggleLabel="confirm new password"
            value={form.values.confirmPassword}
            onChange={form.update('confirmPassword')}
            {...describedIf('confirmPassword')}
          />
        </FormField>
        <FormFeedback id="reset-feedback" feedback={form.feedback?.kind === 'error' ? form.feedback : null} />
        <SectionSubmit wide busy={form.busy} label="Set New Password" busyLabel="Saving..." />
      </form>
    </AuthLayout>
  );
}
