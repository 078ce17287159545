import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { Input } from './input';

/** A labelled e-mail address field ('Email' unless told). */
export function EmailField({ id, label = 'Email', ...props }: ComponentProps<typeof Input> & { id: string; label?: string }) {
  return (
    <FormField id={id} label={label}>
      <Input id={id} name="email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...props} />
    </FormField>
  );
}
