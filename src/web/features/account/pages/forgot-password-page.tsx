import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { accountMessages, passwordResetInput } from '@shared/contracts/account';
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
  const [sent, setSent] = useState(false);
  const form = useSectionForm({
    initialValues: { email: '' },
    feedbackId: 'forgot-feedback',
    check: (values) => checkWith(passwordResetInput, values),
    mutation: useRequestPasswordReset(),
    success: () => accountMessages.resetRequested,
    onSuccess: () => setSent(true),
  });

  return (
    <AuthLayout
      title={sent ? 'Check your email' : 'Forgot your password?'}
      description={sent ? form.values.email : 'Enter the email you signed up with and we will send you a link to choose a new password.'}
      footer={
        sent ? (
          <p>
            Wrong address?{' '}
            <button type="button" onClick={() => setSent(false)} className="cursor-pointer font-semibold text-primary hover:underline">
              Use another one
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
          message={accountMessages.resetRequested}
          next={{ href: pagePaths.login, label: 'Back to Sign In' }}
        />
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="grid gap-5" aria-label="Reset password">
          <EmailField id="forgot-email" {...form.field('email')} />
          <FormFooter wide form={form} label="Send Reset Link" busyLabel="Sending..." />
        </form>
      )}
    </AuthLayout>
  );
}
