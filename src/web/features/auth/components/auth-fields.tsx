import type { ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

/** The e-mail field both sign-in and registration ask for. */
export function EmailField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <FormField id={id} label="Email">
      <Input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={value}
        onChange={onChange}
      />
    </FormField>
  );
}

/** The form's submit button: its label, or a spinner and the working label while the request runs. */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" variant="brand" size="lg" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
      {busy && <Spinner className="text-current" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
