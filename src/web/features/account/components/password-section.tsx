import { KeyRound } from 'lucide-react';
import { accountMessages, changePasswordInput } from '@shared/contracts/account';
import { PASSWORD_MIN_LENGTH } from '@shared/catalog/limits';
import { authProblems } from '@shared/contracts/auth';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/change-password';
import { useSectionForm } from '../hooks/use-section-form';
import { checkWith, type Checked } from '../lib/check';
import { AccountSection, FormActions, SectionSubmit } from './account-section';
import { FormFeedback } from './form-feedback';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function checkPasswords(values: PasswordValues): Checked<{ currentPassword: string; newPassword: string }, keyof PasswordValues> {
  const { currentPassword, newPassword, confirmPassword } = values;
  if (currentPassword === '' || newPassword === '' || confirmPassword === '') {
    const field = currentPassword === '' ? 'currentPassword' : newPassword === '' ? 'newPassword' : 'confirmPassword';
    return { ok: false, problem: authProblems.missingFields.message, field };
  }
  if (newPassword !== confirmPassword) {
    return { ok: false, problem: authProblems.passwordMismatch.message, field: 'confirmPassword' };
  }
  return checkWith<typeof changePasswordInput, keyof PasswordValues>(changePasswordInput, { currentPassword, newPassword });
}

export function PasswordSection({ email }: { email: string }) {
  const form = useSectionForm({
    initialValues: empty,
    check: checkPasswords,
    mutation: useChangePassword(),
    success: () => accountMessages.passwordChanged,
    fieldOfCode: { WRONG_PASSWORD: 'currentPassword' },
    afterSuccess: () => empty,
  });
  const describedIf = (field: keyof PasswordValues) =>
    form.invalidField === field ? { 'aria-invalid': true, 'aria-describedby': 'account-password-feedback' } : {};

  return (
    <AccountSection id="password" title="Password" description="Changing it signs you out on every other device." icon={KeyRound}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4" aria-label="Change password">
        {/* Lets password managers tie the new password to this account. */}
        <input type="email" name="username" autoComplete="username" hidden readOnly value={email} />
        <FormField id="account-current-password" label="Current password">
          <PasswordInput
            id="account-current-password"
            name="currentPassword"
            autoComplete="current-password"
            toggleLabel="current password"
            value={form.values.currentPassword}
            onChange={form.update('currentPassword')}
            {...describedIf('currentPassword')}
          />
        </FormField>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="account-new-password" label="New password">
            <PasswordInput
              id="account-new-password"
              name="newPassword"
              autoComplete="new-password"
              placeholder={`Min. ${PASSWORD_MIN_LENGTH} characters`}
              toggleLabel="new password"
              value={form.values.newPassword}
              onChange={form.update('newPassword')}
              {...describedIf('newPassword')}
            />
          </FormField>
          <FormField id="account-confirm-password" label="Confirm new password">
            <PasswordInput
              id="account-confirm-password"
              name="confirmPassword"
              autoComplete="new-password"
              placeholder="Repeat the new password"
              toggleLabel="confirm new password"
              value={form.values.confirmPassword}
              onChange={form.update('confirmPassword')}
              {...describedIf('confirmPassword')}
            />
          </FormField>
        </div>
        <FormActions>
          <SectionSubmit busy={form.busy} label="Change password" busyLabel="Changing password..." />
          <FormFeedback id="account-password-feedback" feedback={form.feedback} />
        </FormActions>
      </form>
    </AccountSection>
  );
}
