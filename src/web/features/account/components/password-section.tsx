import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changePasswordInput } from '@shared/contracts/account';
import { PasswordField } from '@/components/ui/password-field';
import { useChangePassword } from '../api/change-password';
import { useSectionForm } from '../hooks/use-section-form';
import { checkRepeatedPassword, checkWith, type Checked } from '../lib/check';
import { AccountSection, FormFooter } from './account-section';
import { NewPasswordFields } from './new-password-fields';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function checkPasswords(values: PasswordValues): Checked<{ currentPassword: string; newPassword: string }, keyof PasswordValues> {
  const { currentPassword, newPassword } = values;
  return (
    checkRepeatedPassword(values, ['currentPassword', 'newPassword', 'confirmPassword'], 'newPassword', 'confirmPassword') ??
    checkWith<typeof changePasswordInput, keyof PasswordValues>(changePasswordInput, { currentPassword, newPassword })
  );
}

export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const form = useSectionForm({
    initialValues: empty,
    feedbackId: 'account-password-feedback',
    check: checkPasswords,
    mutation: useChangePassword(),
    success: () => t('messages.passwordChanged'),
    fieldOfCode: { WRONG_PASSWORD: 'currentPassword' },
    afterSuccess: () => empty,
  });

  return (
    <AccountSection id="password" title={t('password.title')} description={t('password.description')} icon={KeyRound}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4" aria-label={t('password.formLabel')}>
        {/* Lets password managers tie the new password to this account. */}
        <input type="email" name="username" autoComplete="username" hidden readOnly value={email} />
        <PasswordField
          id="account-current-password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          toggleLabel={t('fields.currentPasswordToggle')}
          {...form.field('currentPassword')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <NewPasswordFields
            ids={{ password: 'account-new-password', confirm: 'account-confirm-password' }}
            password={form.field('newPassword')}
            confirm={form.field('confirmPassword')}
          />
        </div>
        <FormFooter form={form} label={t('password.submit')} busyLabel={t('password.submitting')} />
      </form>
    </AccountSection>
  );
}
