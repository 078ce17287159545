import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { accountMessages, passwordResetInput } from '@shared/contracts/account';
import { pagePaths } from '@shared/routes';
import { Input } from '@/components/ui/input';
import { AuthLayout } from '@/components/layout/auth-layout';
import { FormField } from '@/components/ui/form-field';
import { useRequestPasswordReset } from '../api/password-reset';
import { SectionSubmit } from '../components/account-section';
import { FormFeedback } from '../components/form-feedback';
import { LinkResult } from '../components/link-result';
import { useSectionForm } from '../hooks/use-section-form';
import { checkWith } from '../lib/check';

function BackToSignIn() {
  return (
    <p>
      Remembered it?{' '}
      <Link href={pagePaths.login} className="font-semibold text-primary hover:underline">
        Sign in
      </Link>
    </p>
  );
}

/** /forgot-password: asks for the address and always answers alike, whether an account uses it or not. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useSectionForm({
    initialValues: { email: '' },
    check: (values) => checkWith(passwordResetInput, values),
    mutation: useRequestPasswordReset(),
    success: () => accountMessages.resetRequested,
    onSuccess: () => setSent(true),
  });
  const invalid = form.invalidField === 'email';

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
          <BackToSignIn />
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
          <FormField id="forgot-email" label="Email">
            <Input
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={form.values.email}
              onChange={form.update('email')}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'forgot-feedback' : undefined}
            />
          </FormField>
          <FormFeedback id="forgot-feedback" feedback={form.feedback?.kind === 'error' ? form.feedback : null} />
          <SectionSubmit wide busy={form.busy} label="Send Reset Link" busyLabel="Sending..." />
        </form>
      )}
    </AuthLayout>
  );
}
