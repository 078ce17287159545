import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordResetInput } from '@shared/contracts/account';
import { pagePaths } from '@shared/routes';
import { AuthLayout } from '@/components/layout/auth-layout';
import { EmailField } from '@/components/ui/email-field';
import { useRequestPasswordReset } from '../api/password-reset';
import { FormFooter } from '../components/account-section';
import { LinkResult } from '../components/link-result';
import { SignInInstead } from '../components/sign-in-instead';
import { useSectionForm } from '../hooks/use-section-form';
import { checkWith } from '../lib/check';

/** /forgot-password: asks for the address and always answers alike, whether an account uses it or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState(false);
  const form = useSectionForm({
    initialValues: { email: '' },
    feedbackId: 'forgot-feedback',
    check: (values) => checkWith(passwordResetInput, values),
    mutation: useRequestPasswordReset(),
    success: () => t('messages.resetRequested'),
    onSuccess: () => setSent(true),
  });

  return (
    <AuthLayout
      title={sent ? t('forgotPassword.sentTitle') : t('forgotPassword.title')}
      description={sent ? form.values.email : t('forgotPassword.description')}
      footer={
        sent ? (
          <p>
            {t('forgotPassword.wrongAddress')}{' '}
            <button type="button" onClick={() => setSent(false)} className="cursor-pointer font-semibold text-primary hover:underline">
              {t('forgotPassword.useAnother')}
            </button>
          </p>
        ) : (
          <SignInInstead />
        )
      }
    >
      {sent ? (
        <LinkResult
          tone="success"
          icon={MailCheck}
          message={t('messages.resetRequested')}
          next={{ href: pagePaths.login, label: t('forgotPassword.backToSignIn') }}
        />
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="grid gap-5" aria-label={t('forgotPassword.formLabel')}>
          <EmailField id="forgot-email" {...form.field('email')} />
          <FormFooter wide form={form} label={t('forgotPassword.submit')} busyLabel={t('forgotPassword.submitting')} />
        </form>
      )}
    </AuthLayout>
  );
}
