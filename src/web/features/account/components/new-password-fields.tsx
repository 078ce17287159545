import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@shared/catalog/limits';
import { PasswordField } from '@/components/ui/password-field';

type FieldProps = Omit<ComponentProps<typeof PasswordField>, 'id' | 'label'>;

/** The new password and its confirmation (changing it on the account page, or by a reset link). */
export function NewPasswordFields({
  ids,
  password,
  confirm,
}: {
  ids: { password: string; confirm: string };
  /** Each field's input props (the form's `field(…)`). */
  password: FieldProps;
  confirm: FieldProps;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        id={ids.password}
        label={t('fields.newPassword')}
        autoComplete="new-password"
        placeholder={t('fields.newPasswordPlaceholder', { count: PASSWORD_MIN_LENGTH })}
        toggleLabel={t('fields.newPasswordToggle')}
        {...password}
      />
      <PasswordField
        id={ids.confirm}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        placeholder={t('fields.confirmPasswordPlaceholder')}
        toggleLabel={t('fields.confirmPasswordToggle')}
        {...confirm}
      />
    </>
  );
}
