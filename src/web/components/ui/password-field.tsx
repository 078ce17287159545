import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

/** A labelled password field with its show/hide toggle. */
export function PasswordField({ id, label, ...props }: ComponentProps<typeof PasswordInput> & { id: string; label: string }) {
  return (
    <FormField id={id} label={label}>
      <PasswordInput id={id} {...props} />
    </FormField>
  );
}
