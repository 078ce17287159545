import { BadgeCheck, CircleAlert, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeEmailInput } from '@shared/contracts/account';
import type { PublicUser } from '@shared/contracts/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';
import { useChangeEmail } from '../api/change-email';
import { useResendVerification } from '../api/email-links';
import { useSectionForm, type Feedback } from '../hooks/use-section-form';
import { checkWith } from '../lib/check';
import { accountFailureMessage } from '../lib/failure-message';
import { AccountSection, FormFooter } from './account-section';
import { FormFeedback } from './form-feedback';

/** The address in use, whether it is verified, and a new verification link when it is not. */
function CurrentAddress({ user }: { user: PublicUser }) {
  const { t } = useTranslation('account');
  const resend = useResendVerification();
  const [feedback, setFeedback] = useState<Feedback>(null);
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-muted/50 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="text-sm text-muted-foreground">{t('email.currentAddress')}</span>
        <span className="min-w-0 font-medium wrap-anywhere">{user.email}</span>
        {user.emailVerified ? (
          <Badge variant="soft" className="border-success-line bg-success-soft text-success">
            <BadgeCheck aria-hidden />
            {t('email.verified')}
          </Badge>
        ) : (
          <Badge variant="outline" className="border-warning-line bg-warning-soft text-warning">
            <CircleAlert aria-hidden />
            {t('email.notVerified')}
          </Badge>
        )}
      </div>
      {!user.emailVerified && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-9 w-full sm:w-auto"
            aria-disabled={resend.isPending}
            onClick={() => {
              if (resend.isPending) return;
              setFeedback(null);
              resend.mutate(undefined, {
                onSuccess: () => setFeedback({ kind: 'success', message: t('messages.verificationSent') }),
                onError: (error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) }),
              });
            }}
          >
            {resend.isPending && <Spinner className="size-4 text-current" />}
            {resend.isPending ? t('email.resending') : t('email.resend')}
          </Button>
          <FormFeedback feedback={feedback} className="py-1.5" />
        </div>
      )}
    </div>
  );
}

export function EmailSection({ user }: { user: PublicUser }) {
  const { t } = useTranslation('account');
  const form = useSectionForm({
    initialValues: { email: '', password: '' },
    feedbackId: 'account-email-feedback',
    check: (values) => checkWith(changeEmailInput, values),
    mutation: useChangeEmail(),
    success: () => t('messages.emailChangeSent'),
    fieldOfCode: { WRONG_PASSWORD: 'password', EMAIL_TAKEN: 'email' },
    afterSuccess: (values) => ({ ...values, password: '' }),
  });

  return (
    <AccountSection id="email" title={t('email.title')} description={t('email.description')} icon={Mail}>
      <div className="grid gap-5">
        <CurrentAddress user={user} />
        <form onSubmit={form.onSubmit} noValidate className="grid gap-4" aria-label={t('email.formLabel')}>
          <div className="grid gap-4 md:grid-cols-2">
            <EmailField id="account-new-email" label={t('email.newAddress')} {...form.field('email')} />
            <PasswordField
              id="account-email-password"
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              toggleLabel={t('fields.currentPasswordToggle')}
              {...form.field('password')}
            />
          </div>
          <FormFooter form={form} label={t('email.submit')} busyLabel={t('email.submitting')} />
        </form>
      </div>
    </AccountSection>
  );
}
