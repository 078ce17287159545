import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The form's submit button: its label, or a spinner and the working label while the request runs. */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" variant="brand" size="lg" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
      {busy && <Spinner className="text-current" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
