import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * The form's submit button: its label, or a spinner and the working label while the request runs;
 * disabled until the app runs the page (`ready`, see usePrerenderedForm).
 */
export function AuthSubmit({ busy, ready, label, busyLabel }: { busy: boolean; ready: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" variant="brand" size="lg" className="mt-1 w-full" disabled={busy || !ready} aria-busy={busy}>
      {busy && <Spinner className="text-current" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
