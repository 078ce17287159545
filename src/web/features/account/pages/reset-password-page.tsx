import { useLocation, useSearch } from 'wouter';
import { accountMessages, passwordResetConfirmInput } from '@shared/contracts/account';
import { pagePaths } from '@shared/routes';
import { toast } from '@/components/ui/use-toast';
import { AuthLayout } from '@/components/layout/auth-layout';
import { useConfirmPasswordReset } from '../api/password-reset';
import { FormFooter } from '../components/account-section';
import { LinkResult } from '../components/link-result';
import { NewPasswordFields } from '../components/new-password-fields';
import { SignInInstead } from '../components/sign-in-instead';
import { useSectionForm } from '../hooks/use-section-form';
import { checkRepeatedPassword, checkWith } from '../lib/check';
import { failureCode } from '../lib/failure-message';
import { linkToken } from '../lib/link-token';

type ResetValues = { password: string; confirmPassword: string };

const askAgain = { href: pagePaths.forgotPassword, label: 'Ask for a new link' };

/** /reset-password?token=…: the link from the reset mail; a new password, then sign in with it. */
export function ResetPasswordPage() {
  const token = linkToken(useSearch());
  const [, navigate] = useLocation();
  const mutation = useConfirmPasswordReset();
  const form = useSectionForm({
    initialValues: { password: '', confirmPassword: '' } as ResetValues,
    feedbackId: 'reset-feedback',
    check: (values) =>
      checkRepeatedPassword(values, ['password', 'confirmPassword'], 'password', 'confirmPassword') ??
      checkWith(passwordResetConfirmInput, { token: token ?? '', password: values.password }),
    mutation,
    success: () => accountMessages.passwordReset,
    onSuccess: () => {
      toast({ variant: 'success', title: 'Password Changed', description: accountMessages.passwordReset });
      navigate(pagePaths.login, { replace: true });
    },
  });
  const linkInvalid = token === null || (mutation.isError && failureCode(mutation.error) === 'LINK_INVALID');

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
        <NewPasswordFields
          ids={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
        />
        <FormFooter wide form={form} label="Set New Password" busyLabel="Saving..." />
      </form>
    </AuthLayout>
  );
}
