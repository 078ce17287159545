import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { passwordResetConfirmInput } from '@shared/contracts/account';
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

/** /reset-password?token=…: the link from the reset mail; a new password, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const token = linkToken(useSearch());
  const [, navigate] = useLocation();
  const mutation = useConfirmPasswordReset();
  const form = useSectionForm({
    initialValues: { password: '', confirmPassword: '' } as ResetValues,
    feedbackId: 'reset-feedback',
    check: (values) =>
      checkRepeatedPassword<keyof ResetValues>(values, ['password', 'confirmPassword'], 'password', 'confirmPassword') ??
      checkWith(passwordResetConfirmInput, { token: token ?? '', password: values.password }),
    mutation,
    success: () => t('messages.passwordReset'),
    onSuccess: () => {
      toast({ variant: 'success', title: t('resetPassword.changedToast'), description: t('messages.passwordReset') });
      navigate(pagePaths.login, { replace: true });
    },
  });
  const linkInvalid = token === null || (mutation.isError && failureCode(mutation.error) === 'LINK_INVALID');

  if (linkInvalid) {
    return (
      <AuthLayout title={t('resetPassword.invalidTitle')} description={t('resetPassword.invalidDescription')} footer={<SignInInstead />}>
        <LinkResult
          tone="error"
          message={t('messages.resetLinkInvalid')}
          next={{ href: pagePaths.forgotPassword, label: t('resetPassword.askAgain') }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('resetPassword.title')} description={t('resetPassword.description')} footer={<SignInInstead />}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-5" aria-label={t('resetPassword.title')}>
        <NewPasswordFields
          ids={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
        />
        <FormFooter wide form={form} label={t('resetPassword.submit')} busyLabel={t('resetPassword.submitting')} />
      </form>
    </AuthLayout>
  );
}
