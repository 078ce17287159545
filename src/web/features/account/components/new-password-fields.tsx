import type { ComponentProps } from 'react';
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
  return (
    <>
      <PasswordField
        id={ids.password}
        label="New password"
        autoComplete="new-password"
        placeholder={`Min. ${PASSWORD_MIN_LENGTH} characters`}
        toggleLabel="new password"
        {...password}
      />
      <PasswordField
        id={ids.confirm}
        label="Confirm new password"
        autoComplete="new-password"
        placeholder="Repeat the new password"
        toggleLabel="confirm new password"
        {...confirm}
      />
    </>
  );
}
