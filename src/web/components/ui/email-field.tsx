import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { Input } from './input';

/** A labelled e-mail address field ('Email' unless told). */
export function EmailField({ id, label, ...props }: ComponentProps<typeof Input> & { id: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label ?? t('emailField.label')}>
      <Input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('emailField.placeholder')}
        {...props}
      />
    </FormField>
  );
}
